import { type AccessContext, rules } from '@/app/access';
import { useShell } from '@/app/use-shell';
import type { PageWarmer } from '@/components/page-warmer';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { dashboardKeys } from '@/features/dashboard/queries';

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

/** The summary, and the support cards' calls for whom they show, by the same rules. */
const warmDashboard: PageWarmer<AccessContext> = (queryClient, { access }) => {
  void queryClient.prefetchQuery(dashboardKeys.home());
  if (rules.supportFull(access)) void queryClient.prefetchQuery(dashboardKeys.incidentStats());
  if (rules.mso(access)) void queryClient.prefetchQuery(dashboardKeys.activeOutages());
};
DashboardRoute.warmPage = warmDashboard;
