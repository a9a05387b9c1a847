import {
  combinedPostcodeLookupResponse,
  type EthernetProduct,
  type EthernetProperty,
  type EthernetVariant,
  ethernetCustomerValidResponse,
  ethernetProductsResponse,
  liveServiceExistsResponse,
  type MetroProductsAnswer,
  metroProductsRequestResponse,
  metroProductsResponse,
} from '@/contracts/ethernet';
import { type OrderDetail, placedOrderResponse } from '@/contracts/orders';
import { request } from './http';

/** The Ethernet order funnel's calls to the orders service (spec 3 §7), one function each, answers parsed by the contract. */

const segment = (value: string) => encodeURIComponent(value);
/** The routes of a branch: metro at /ethernet, over FFN at /ethernet-over-ffn. */
const base = (variant: EthernetVariant) => (variant === 'ffn' ? '/ethernet-over-ffn' : '/ethernet');

/** GET /combined-postcode-lookup?postcode=: the Ethernet properties of a postcode (none when there is no match). */
export async function lookupEthernetPostcode(postcode: string, signal?: AbortSignal): Promise<EthernetProperty[]> {
  const { data } = await request('orders', '/combined-postcode-lookup', {
    schema: combinedPostcodeLookupResponse,
    query: { postcode },
    signal,
  });
  return data;
}

/** GET /order/check-live-service-exists/{uprn}: whether an Ethernet order (or live service) is in progress there. */
export async function ethernetOrderExists(uprn: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await request('orders', `/order/check-live-service-exists/${segment(uprn)}`, {
    schema: liveServiceExistsResponse,
    signal,
  });
  return data.exists;
}

/** POST /request-products/: starts the metro products retrieval of a property; answers its requestId. */
export async function requestMetroProducts(uprn: string, signal?: AbortSignal): Promise<string> {
  const { data } = await request('orders', '/request-products/', {
    method: 'POST',
    schema: metroProductsRequestResponse,
    body: { uprn },
    signal,
  });
  return data.requestId;
}

/** GET /retrieve-metro-products/{requestId}: pending, ready with the products, or failed. */
export async function retrieveMetroProducts(requestId: string, signal?: AbortSignal): Promise<MetroProductsAnswer> {
  const { data } = await request('orders', `/retrieve-metro-products/${segment(requestId)}`, {
    schema: metroProductsResponse,
    signal,
  });
  return data;
}

/** GET /retrieve-ethernet-over-ffn-products/{uprn}: the over-FFN products, answered at once. */
export async function retrieveFfnProducts(uprn: string, signal?: AbortSignal): Promise<EthernetProduct[]> {
  const { data } = await request('orders', `/retrieve-ethernet-over-ffn-products/${segment(uprn)}`, {
    schema: ethernetProductsResponse,
    signal,
  });
  return data;
}

/** POST /ethernet/customer or /ethernet-over-ffn/customer: 400 validation_failed with field errors otherwise. */
export async function validateEthernetCustomer(
  variant: EthernetVariant,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<true> {
  await request('orders', `${base(variant)}/customer`, {
    method: 'POST',
    schema: ethernetCustomerValidResponse,
    body,
    signal,
  });
  return true;
}

/**
 * POST /ethernet or /ethernet-over-ffn with its Idempotency-Key: the same key answers the same order again (a retried
 * attempt never makes a second order).
 */
export async function placeEthernetOrder(
  variant: EthernetVariant,
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<OrderDetail> {
  const { data } = await request('orders', base(variant), {
    method: 'POST',
    schema: placedOrderResponse,
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
