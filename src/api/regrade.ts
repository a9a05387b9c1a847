import { customerValidResponse, placedOrderResponse, regradeLookupResponse } from '@/contracts/orders';
import type { RegradeOrderBody } from '@/lib/order-rules';
import { request } from './http';

/** GET /regrade?token=: the service the signed link names and what it may move to (400 for a refused token). */
export async function lookupRegrade(token: string, signal?: AbortSignal) {
  const { data } = await request('orders', '/regrade', { schema: regradeLookupResponse, query: { token }, signal });
  return data;
}

/** POST /regrade-customer: resolves when valid; a 400 validation_failed carries `fields` keyed by field. */
export async function validateRegradeCustomer(body: Omit<RegradeOrderBody, 'line_profile' | 'sourceDetails'>) {
  const { data } = await request('orders', '/regrade-customer', {
    schema: customerValidResponse,
    method: 'POST',
    body,
  });
  return data;
}

/**
 * POST /regrade-order with the header Idempotency-Key: the placed order. The same key again (a retry after a lost
 * answer or a double click) answers the same order.
 */
export async function placeRegradeOrder(body: RegradeOrderBody, idempotencyKey: string) {
  const { data } = await request('orders', '/regrade-order', {
    schema: placedOrderResponse,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
