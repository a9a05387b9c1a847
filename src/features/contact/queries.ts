import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getContactOverview, getContactQuickStats, getContactRequest, listContactRequests } from '@/api/contact';
import { listQueryKeys } from '@/components/list-query-keys';
import type { ContactKind } from '@/contracts/contact';
import { type ContactAddressQuery, contactAddress } from './address-query';

const keysOf = (kind: ContactKind) =>
  listQueryKeys(`contact-${kind}`, {
    list: (query: ContactAddressQuery, signal) =>
      listContactRequests(kind, contactAddress[kind].listParams(query), signal),
    stats: (signal) => getContactQuickStats(kind, signal),
    detail: (key, signal) => getContactRequest(kind, key, signal),
  });

/** The contact area's query keys, one factory per kind, and the overview's. */
export const contactKeys = {
  'request-information': keysOf('request-information'),
  complaints: keysOf('complaints'),
  overview: () =>
    queryOptions({ queryKey: ['contact-overview'] as const, queryFn: ({ signal }) => getContactOverview(signal) }),
};

/** After a request is raised, answered or closed: its kind's lists, counts and records, and the overview. */
export async function refreshContact(queryClient: QueryClient, kind: ContactKind) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contactKeys[kind].all }),
    queryClient.invalidateQueries({ queryKey: contactKeys.overview().queryKey }),
  ]);
}
