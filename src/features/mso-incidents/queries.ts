import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getMsoIncident, getMsoQuickStats, listMsoIncidents } from '@/api/mso';
import { type MsoAddressQuery, msoAddress } from './address-query';

/** The MSO area's query keys: all → lists → list(query), stats, details → detail(key). */
export const msoKeys = {
  all: ['mso-incidents'] as const,
  lists: () => [...msoKeys.all, 'list'] as const,
  list: (query: MsoAddressQuery) =>
    queryOptions({
      queryKey: [...msoKeys.lists(), query] as const,
      queryFn: ({ signal }) => listMsoIncidents(msoAddress.listParams(query), signal),
      // Keeps the rows on screen while the next page or filter loads.
      placeholderData: keepPreviousData,
    }),
  stats: () =>
    queryOptions({
      queryKey: [...msoKeys.all, 'quick-stats'] as const,
      queryFn: ({ signal }) => getMsoQuickStats(signal),
    }),
  details: () => [...msoKeys.all, 'detail'] as const,
  detail: (key: string) =>
    queryOptions({
      queryKey: [...msoKeys.details(), key] as const,
      queryFn: ({ signal }) => getMsoIncident(key, signal),
    }),
};
