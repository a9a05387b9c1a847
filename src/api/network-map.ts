import { queryOptions } from '@tanstack/react-query';
import { type NetworkMap, networkMapResponse } from '@/contracts/network-map';
import { request } from './http';

/** GET {services}/v2/network-map/{postcode}: whether the postcode has a network map, its status and the frame's page. */
async function getNetworkMap(postcode: string, signal?: AbortSignal): Promise<NetworkMap> {
  const { data } = await request('services', `/v2/network-map/${encodeURIComponent(postcode)}`, {
    schema: networkMapResponse,
    signal,
  });
  return data;
}

/**
 * A postcode's network map as one cached answer, for the Networks page and the FTTP funnel's availability step alike
 * (areas do not import each other, so the key lives with its call, as the flags' does). A map link is signed for an
 * hour; a fresh visit asks for a fresh one rather than reusing an old frame address.
 */
export const networkMapQuery = (postcode: string) =>
  queryOptions({
    queryKey: ['networks', 'map', postcode] as const,
    queryFn: ({ signal }) => getNetworkMap(postcode, signal),
    staleTime: 60_000,
  });
