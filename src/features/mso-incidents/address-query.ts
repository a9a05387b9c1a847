import { type ListAddressQuery, listAddress } from '@/lib/list-address';

/** The statuses an MSO incident takes in the sandbox (and the filter the list accepts). */
export const msoStatuses = ['New', 'In Progress', 'Resolved', 'Closed'] as const;
export type MsoStatus = (typeof msoStatuses)[number];
/** The status filter's choices, All first (spec 2 §2: quick stats show a list starting with 'All'). */
export const msoStatusChoices = ['All', ...msoStatuses] as const;
export const msoSortFields = ['updated_at', 'raised_date', 'status'] as const;
export type MsoSortField = (typeof msoSortFields)[number];

/** Like the incidents list (spec 2 §2): page=1, limit=10, sort=updated_at, order=desc. */
export const msoAddress = listAddress({
  statuses: msoStatuses,
  sortFields: msoSortFields,
  pageSizes: [10, 20, 50, 100],
  defaults: { limit: 10, sort: 'updated_at', order: 'desc' },
});
export type MsoAddressQuery = ListAddressQuery<MsoStatus, MsoSortField>;
