import { UnderConstructionPage } from '@/features/errors/error-pages';

/** /forecasting/migrations (the reporting flag). */
export function ForecastingRoute() {
  return <UnderConstructionPage area="Forecasting" embedded />;
}
