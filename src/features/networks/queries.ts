import { queryOptions } from '@tanstack/react-query';
import { getNetworkMap } from '@/api/network-map';

/** The networks area's query keys: all → maps → map(postcode). */
export const networkKeys = {
  all: ['networks'] as const,
  maps: () => [...networkKeys.all, 'map'] as const,
  map: (postcode: string) =>
    queryOptions({
      queryKey: [...networkKeys.maps(), postcode] as const,
      queryFn: ({ signal }) => getNetworkMap(postcode, signal),
      // A map link is signed for an hour; a fresh visit asks for a fresh one rather than reusing an old frame address.
      staleTime: 60_000,
    }),
};
