import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ListAddress, ListAddressQuery } from '@/lib/list-address';

export type UpdateListAddress<Status extends string, Sort extends string> = (
  next: Partial<ListAddressQuery<Status, Sort>>,
  options?: { replace?: boolean },
) => void;

/** A list's query lives in the address; a bare or partial address is completed with the defaults in place. */
export function useListAddress<Status extends string, Sort extends string>(
  address: ListAddress<Status, Sort>,
): [ListAddressQuery<Status, Sort>, UpdateListAddress<Status, Sort>] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = address.parse(search);
  const canonical = address.toSearch(query);

  useEffect(() => {
    if (search !== canonical) navigate(`${location}?${canonical}`, { replace: true });
  }, [search, canonical, location, navigate]);

  const update: UpdateListAddress<Status, Sort> = (next, options) =>
    navigate(`${location}?${address.toSearch({ ...query, ...next })}`, options);
  return [query, update];
}
