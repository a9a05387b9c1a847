import { rules } from '@/app/access';
import { useShell } from '@/app/use-shell';
import { DashboardPage } from '@/features/dashboard/dashboard-page';

/** / with the shell's access rules: the support cards show to whoever the menu shows Incidents and MSO Incidents. */
export function DashboardRoute() {
  const { access } = useShell();
  return (
    <DashboardPage
      showIncidents={access ? rules.supportFull(access) : false}
      showOutages={access ? rules.mso(access) : false}
    />
  );
}
