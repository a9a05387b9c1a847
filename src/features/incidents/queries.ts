import { queryOptions } from '@tanstack/react-query';
import { isFaultReferenceUnique } from '@/api/incident-funnel';
import { getIncident, getIncidentQuickStats, listIncidents } from '@/api/incidents';
import { listQueryKeys } from '@/components/list-query-keys';
import { type IncidentsAddressQuery, incidentsAddress } from './address-query';

/** The incidents area's query keys: all → lists → list(query), stats, details → detail(key). */
export const incidentKeys = listQueryKeys('incidents', {
  list: (query: IncidentsAddressQuery, signal) => listIncidents(incidentsAddress.listParams(query), signal),
  stats: getIncidentQuickStats,
  detail: getIncident,
});

/** The raise funnel's lookups, under the area's root key: raising an incident refreshes them with the lists. */
export const incidentFunnelKeys = {
  faultReference: (reference: string) =>
    queryOptions({
      queryKey: [...incidentKeys.all, 'fault-reference', reference] as const,
      queryFn: ({ signal }) => isFaultReferenceUnique(reference, signal),
      staleTime: 10_000,
    }),
};
