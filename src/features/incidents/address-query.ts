import { incidentFilterStatuses } from '@/contracts/incidents';
import { type ListAddressQuery, listAddress } from '@/lib/list-address';
import { supportListDefaults } from '@/lib/section-paths';

export const incidentSortFields = ['updated_at', 'raised_date', 'status'] as const;

/** The incident list's query as its address holds it (spec 2 §2), defaults shared with the menu's link. */
export const incidentsAddress = listAddress({
  statuses: incidentFilterStatuses,
  sortFields: incidentSortFields,
  pageSizes: [10, 20, 50, 100],
  defaults: supportListDefaults,
});
export type IncidentsAddressQuery = ListAddressQuery<
  (typeof incidentFilterStatuses)[number],
  (typeof incidentSortFields)[number]
>;
