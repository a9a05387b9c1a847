import { type MsoStatus, msoStatuses } from '@/contracts/mso';
import { type ListAddressQuery, listAddress } from '@/lib/list-address';
import { supportListDefaults } from '@/lib/section-paths';

const msoSortFields = ['updated_at', 'raised_date', 'status'] as const;
export type MsoSortField = (typeof msoSortFields)[number];

/** The MSO list's query as its address holds it, with the incident list's defaults (spec 2 §2). */
export const msoAddress = listAddress({
  statuses: msoStatuses,
  sortFields: msoSortFields,
  pageSizes: [10, 20, 50, 100],
  defaults: supportListDefaults,
});
export type MsoAddressQuery = ListAddressQuery<MsoStatus, MsoSortField>;
