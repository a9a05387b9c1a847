import { type NetworkMap, networkMapResponse } from '@/contracts/network-map';
import { request } from './http';

/** GET {services}/v2/network-map/{postcode}: whether the postcode has a network map, its status and the frame's page. */
export async function getNetworkMap(postcode: string, signal?: AbortSignal): Promise<NetworkMap> {
  const { data } = await request('services', `/v2/network-map/${encodeURIComponent(postcode)}`, {
    schema: networkMapResponse,
    signal,
  });
  return data;
}
