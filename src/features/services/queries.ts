import { queryOptions } from '@tanstack/react-query';
import { getCeasedTotals, getLosingGainingStats, getServiceQuickStats, serviceKeys } from '@/api/services';
import type { QuickStats } from '@/contracts/incidents';
import type { ServiceQuickStats } from '@/contracts/services';
import { type CeasedAddressQuery, ceasedAddress, type ServicesAddressQuery, servicesAddress } from './address-query';

/**
 * The list screens' keys, over the one services key factory (src/api/services.ts): each list reads its address through
 * its own path; the toolbar's counts come from the quick stats, the losing & gaining stats (both directions together)
 * or the ceased totals.
 */
export const servicesScreenKeys = {
  list: (query: ServicesAddressQuery) => serviceKeys.list('all', servicesAddress.listParams(query)),
  stats: () =>
    queryOptions<QuickStats>({
      queryKey: serviceKeys.quickStats().queryKey,
      queryFn: ({ signal }) => getServiceQuickStats(signal),
    }),
};

/** Losing and gaining counted together per status, for the status filter's counts. */
const bothDirections = (losing: ServiceQuickStats, gaining: ServiceQuickStats): QuickStats => ({
  total_records: losing.total_records + gaining.total_records,
  status_summary: losing.status_summary.map((s) => ({
    status: s.status,
    total: s.total + (gaining.status_summary.find((g) => g.status === s.status)?.total ?? 0),
  })),
});

export const losingGainingScreenKeys = {
  list: (query: ServicesAddressQuery) => serviceKeys.list('losing-gaining', servicesAddress.listParams(query)),
  stats: () => {
    const options = serviceKeys.losingGainingStats();
    return queryOptions<QuickStats>({
      queryKey: [...options.queryKey, 'as-quick-stats'] as const,
      queryFn: async ({ signal }) => {
        const stats = await getLosingGainingStats(signal);
        return bothDirections(stats.losing, stats.gaining);
      },
    });
  },
};

export const ceasedScreenKeys = {
  list: (query: CeasedAddressQuery) => serviceKeys.list('ceased', ceasedAddress.listParams(query)),
  stats: () =>
    queryOptions<QuickStats>({
      queryKey: [...serviceKeys.ceasedTotals().queryKey, 'as-quick-stats'] as const,
      queryFn: async ({ signal }) => {
        const t = await getCeasedTotals(signal);
        return {
          total_records: t.total_records,
          status_summary: [
            { status: 'Ceased', total: t.ceased },
            { status: 'Replaced', total: t.replaced },
            { status: 'Cancelled', total: t.cancelled },
          ],
        };
      },
    }),
};
