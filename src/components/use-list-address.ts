import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ListAddress, ListAddressQuery } from '@/lib/list-address';

/** A list's query lives in the address; a bare or partial address is completed with the defaults in place. */
export function useListAddress<Status extends string, Sort extends string>(
  address: ListAddress<Status, Sort>,
): [ListAddressQuery<Status, Sort>, (next: Partial<ListAddressQuery<Status, Sort>>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = address.parse(search);
  const canonical = address.toSearch(query);

  useEffect(() => {
    if (search !== canonical) navigate(`${location}?${canonical}`, { replace: true });
  }, [search, canonical, location, navigate]);

  const update = (next: Partial<ListAddressQuery<Status, Sort>>) =>
    navigate(`${location}?${address.toSearch({ ...query, ...next })}`);
  return [query, update];
}
