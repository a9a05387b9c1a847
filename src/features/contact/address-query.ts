import { type ContactKind, contactCategories, contactStatuses } from '@/contracts/contact';
import { type ListAddressQuery, listAddress } from '@/lib/list-address';

export const contactSortFields = ['created_at'] as const;

/**
 * A contact list's query as its address holds it: page 1, ten a page, newest first (spec 2 §9); filtered by status and
 * by its kind's categories, as the sandbox's list is.
 */
const contactAddressOf = (kind: ContactKind) =>
  listAddress({
    statuses: contactStatuses,
    sortFields: contactSortFields,
    pageSizes: [10, 20, 50, 100],
    defaults: { limit: 10, sort: 'created_at', order: 'desc' },
    categories: contactCategories[kind],
  });

export const contactAddress = {
  'request-information': contactAddressOf('request-information'),
  complaints: contactAddressOf('complaints'),
};
export type ContactAddressQuery = ListAddressQuery<
  (typeof contactStatuses)[number],
  (typeof contactSortFields)[number]
>;
