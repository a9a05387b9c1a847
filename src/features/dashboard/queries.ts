import { queryOptions } from '@tanstack/react-query';
import { getHome } from '@/api/dashboard';
import { getIncidentQuickStats } from '@/api/incidents';
import { listMsoIncidents } from '@/api/mso';
import { activeMsoStatuses } from '@/contracts/mso';

/** How many active outages the dashboard lists; the MSO list has the rest. */
const activeOutagesShown = 5;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  home: () =>
    queryOptions({
      queryKey: [...dashboardKeys.all, 'home'] as const,
      queryFn: ({ signal }) => getHome(signal),
    }),
  incidentStats: () =>
    queryOptions({
      queryKey: [...dashboardKeys.all, 'incident-stats'] as const,
      queryFn: ({ signal }) => getIncidentQuickStats(signal),
    }),
  /** The newest MSO incidents still open (New or In Progress), with their total. */
  activeOutages: () =>
    queryOptions({
      queryKey: [...dashboardKeys.all, 'active-outages'] as const,
      queryFn: ({ signal }) =>
        listMsoIncidents(
          {
            page: 1,
            limit: activeOutagesShown,
            sort: 'raised_date',
            order: 'desc',
            status: [...activeMsoStatuses],
          },
          signal,
        ),
    }),
};
