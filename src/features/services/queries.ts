import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { servicePtw } from '@/api/ptw';
import {
  getCeasedTotals,
  getLosingGainingStats,
  getService,
  getServiceQuickStats,
  listServices,
  type ServiceListKind,
} from '@/api/services';
import type { QuickStats } from '@/contracts/incidents';
import type { ServiceQuickStats } from '@/contracts/services';
import type { ListParams } from '@/lib/list-query';
import { type CeasedAddressQuery, ceasedAddress, type ServicesAddressQuery, servicesAddress } from './address-query';

/**
 * The services area's one query-key factory (all → lists → list(kind, query), stats, details → detail(id) → ptw(id)),
 * the home of every services key. Service actions invalidate `serviceKeys.detail(id).queryKey` (the service) and
 * `serviceKeys.all` (lists and stats) after a change; a PTW upload its `ptw(id)`.
 */
export const serviceKeys = {
  all: ['services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (kind: ServiceListKind, query: ListParams) =>
    queryOptions({
      queryKey: [...serviceKeys.lists(), kind, query] as const,
      queryFn: ({ signal }) => listServices(kind, query, signal),
      placeholderData: keepPreviousData,
    }),
  stats: () => [...serviceKeys.all, 'stats'] as const,
  quickStats: () =>
    queryOptions({
      queryKey: [...serviceKeys.stats(), 'quick'] as const,
      queryFn: ({ signal }) => getServiceQuickStats(signal),
    }),
  losingGainingStats: () =>
    queryOptions({
      queryKey: [...serviceKeys.stats(), 'losing-gaining'] as const,
      queryFn: ({ signal }) => getLosingGainingStats(signal),
    }),
  ceasedTotals: () =>
    queryOptions({
      queryKey: [...serviceKeys.stats(), 'ceased'] as const,
      queryFn: ({ signal }) => getCeasedTotals(signal),
    }),
  details: () => [...serviceKeys.all, 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...serviceKeys.details(), id] as const,
      queryFn: ({ signal }) => getService(id, signal),
    }),
  /** The service's PTW documents, oldest first (invalidated after an upload). */
  ptw: (id: string) =>
    queryOptions({
      queryKey: [...serviceKeys.detail(id).queryKey, 'ptw'] as const,
      queryFn: ({ signal }) => servicePtw.list(id, signal),
    }),
};

/**
 * The list screens' keys, over the one services key factory above: each list reads its address through
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
