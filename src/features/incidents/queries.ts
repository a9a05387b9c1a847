import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getIncident, getIncidentQuickStats, listIncidents } from '@/api/incidents';
import { type IncidentsAddressQuery, listParams } from './address-query';

/** The incidents area's query keys: all → lists → list(query), stats, details → detail(key). */
export const incidentKeys = {
  all: ['incidents'] as const,
  lists: () => [...incidentKeys.all, 'list'] as const,
  list: (query: IncidentsAddressQuery) =>
    queryOptions({
      queryKey: [...incidentKeys.lists(), query] as const,
      queryFn: ({ signal }) => listIncidents(listParams(query), signal),
      // Keeps the rows on screen while the next page or filter loads.
      placeholderData: keepPreviousData,
    }),
  stats: () =>
    queryOptions({
      queryKey: [...incidentKeys.all, 'quick-stats'] as const,
      queryFn: ({ signal }) => getIncidentQuickStats(signal),
    }),
  details: () => [...incidentKeys.all, 'detail'] as const,
  detail: (key: string) =>
    queryOptions({
      queryKey: [...incidentKeys.details(), key] as const,
      queryFn: ({ signal }) => getIncident(key, signal),
    }),
};
