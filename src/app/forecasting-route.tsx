import { useShell } from '@/app/use-shell';
import type { ForecastFamily } from '@/contracts/forecasts';
import { ForecastingPage } from '@/features/forecasting/forecasting-page';

/** /forecasting/migrations (the reporting flag): the families the organisation orders, and whether the user may upload. */
export function ForecastingRoute() {
  const { access } = useShell();
  const families: ForecastFamily[] = [];
  if (access?.families.family_ftth) families.push('fttp');
  if (access?.families.family_ethernet) families.push('ethernet');
  return <ForecastingPage families={families} canUpload={access?.permissions.includes('read:ordering') ?? false} />;
}
