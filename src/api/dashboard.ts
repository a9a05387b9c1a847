import { type HomeSummary, homeResponse } from '@/contracts/dashboard';
import { request } from './http';

/** GET {orders}/home: the dashboard summary of the signed-in organisation. */
export async function getHome(signal?: AbortSignal): Promise<HomeSummary> {
  const { data } = await request('orders', '/home', { schema: homeResponse, signal });
  return data;
}
