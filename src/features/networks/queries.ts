import { networkMapQuery } from '@/api/network-map';

/** The networks area's query keys: all → maps → map(postcode), the map's the one the ordering funnel reads too. */
export const networkKeys = {
  all: ['networks'] as const,
  maps: () => [...networkKeys.all, 'map'] as const,
  map: networkMapQuery,
};
