import {
  addressLookupResponse,
  customerValidResponse,
  type FttpProduct,
  type OrderDetail,
  orderExistsResponse,
  orderTypesResponse,
  type Property,
  placedOrderResponse,
  productLookupResponse,
  projectLookupResponse,
  retrieveProductsResponse,
  serviceStatusResponse,
} from '@/contracts/orders';
import type { FttpOrderBody } from '@/lib/order-rules';
import { request } from './http';

/** The FTTP order funnel's calls to the orders service (spec 3 §7), one function each (the appointment calls are src/api/order-appointments.ts), answers parsed by the contract. */

const uprnPath = (uprn: string) => encodeURIComponent(uprn);

/** GET /address-lookup?postcode=: the properties of a postcode (none when there is no match). */
export async function lookupAddresses(postcode: string, signal?: AbortSignal): Promise<Property[]> {
  const { data } = await request('orders', '/address-lookup', {
    schema: addressLookupResponse,
    query: { postcode },
    signal,
  });
  return data;
}

/** GET /order/exists/{uprn}: whether an order is already in progress for the property. */
export async function orderExists(uprn: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await request('orders', `/order/exists/${uprnPath(uprn)}`, { schema: orderExistsResponse, signal });
  return data.order_exists;
}

/** GET /product-lookup/{uprn}: whether the provider can supply the property at all. */
export async function lookupProducts(uprn: string, signal?: AbortSignal) {
  const { data } = await request('orders', `/product-lookup/${uprnPath(uprn)}`, {
    schema: productLookupResponse,
    signal,
  });
  return data;
}

/** GET /retrieve-products/{uprn}/: the FTTP products (empty while the provider is still retrieving them). */
export async function retrieveProducts(uprn: string, signal?: AbortSignal): Promise<FttpProduct[]> {
  const { data } = await request('orders', `/retrieve-products/${uprnPath(uprn)}/`, {
    schema: retrieveProductsResponse,
    signal,
  });
  return data;
}

/** GET /service-status/{uprn}: the RFS_4 service status (ACTIVE, REGRADE or GPL WLTO). */
export async function getServiceStatus(uprn: string, signal?: AbortSignal) {
  const { data } = await request('orders', `/service-status/${uprnPath(uprn)}`, {
    schema: serviceStatusResponse,
    signal,
  });
  return data.status;
}

/** GET /project-lookup */
export async function lookupProjects(signal?: AbortSignal) {
  const { data } = await request('orders', '/project-lookup', { schema: projectLookupResponse, signal });
  return data;
}

/** GET /orders/type: the RFS_4 order types. */
export async function getOrderTypes(signal?: AbortSignal) {
  const { data } = await request('orders', '/orders/type', { schema: orderTypesResponse, signal });
  return data;
}

/** POST /order/customer: the sandbox checks the customer step (400 validation_failed with field errors otherwise). */
export async function validateFttpCustomer(body: Record<string, unknown>, signal?: AbortSignal): Promise<true> {
  await request('orders', '/order/customer', { method: 'POST', schema: customerValidResponse, body, signal });
  return true;
}

/**
 * POST /order with its Idempotency-Key: the same key answers the same order again (a retried attempt never makes a
 * second order).
 */
export async function placeFttpOrder(body: FttpOrderBody, idempotencyKey: string): Promise<OrderDetail> {
  const { data } = await request('orders', '/order', {
    method: 'POST',
    schema: placedOrderResponse,
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
