import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type IncidentsAddressQuery, parseAddressQuery, toAddressSearch } from './address-query';

/** The list query lives in the address; a bare or partial address is completed with the defaults in place. */
export function useAddressQuery(): [IncidentsAddressQuery, (next: Partial<IncidentsAddressQuery>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = parseAddressQuery(search);
  const canonical = toAddressSearch(query);

  useEffect(() => {
    if (search !== canonical) navigate(`${location}?${canonical}`, { replace: true });
  }, [search, canonical, location, navigate]);

  const update = (next: Partial<IncidentsAddressQuery>) =>
    navigate(`${location}?${toAddressSearch({ ...query, ...next })}`);
  return [query, update];
}
