import { useCallback, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** How a list's query is read from and written to its address (`listAddress` in src/lib/list-address.ts is one). */
export interface ListAddressCodec<Query> {
  parse: (search: string) => Query;
  toSearch: (query: Query) => string;
}

export type UpdateListAddress<Query> = (next: Partial<Query>, options?: { replace?: boolean }) => void;

/** A list's query lives in the address; a bare or partial address is completed with the defaults in place. */
export function useListAddress<Query>(address: ListAddressCodec<Query>): [Query, UpdateListAddress<Query>] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = address.parse(search);
  const canonical = address.toSearch(query);

  useEffect(() => {
    if (search !== canonical) navigate(`${location}?${canonical}`, { replace: true });
  }, [search, canonical, location, navigate]);

  // The same function while the address stands, so an effect that depends on it (useLastPageInPlace) runs only when
  // the address moves.
  const update = useCallback<UpdateListAddress<Query>>(
    (next, options) => navigate(`${location}?${address.toSearch({ ...address.parse(search), ...next })}`, options),
    [address, location, navigate, search],
  );
  return [query, update];
}

/**
 * A page past the end (`?page=99999`, or a page a filter has emptied) is replaced in place by the last page (page 1 of
 * an empty result) once the provider has answered for that page. `answered` is the list's own answer, not a
 * placeholder kept from the previous page. True while the page is past the end, so a screen shows no stale rows.
 */
export function useLastPageInPlace<Query extends { page: number }>(
  query: Query,
  answered: { total: number; perPage: number } | undefined,
  update: UpdateListAddress<Query>,
): boolean {
  const lastPage = answered ? Math.max(1, Math.ceil(answered.total / answered.perPage)) : undefined;
  const pastTheEnd = lastPage !== undefined && query.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage } as Partial<Query>, { replace: true });
  }, [pastTheEnd, lastPage, update]);
  return pastTheEnd;
}
