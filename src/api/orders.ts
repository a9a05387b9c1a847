import {
  exportAcceptedResponse,
  type OrderDetail,
  type OrderListMeta,
  type OrderRow,
  orderDetailResponse,
  orderListResponse,
  orderStatsResponse,
} from '@/contracts/orders';
import type { ListParams } from '@/lib/list-query';
import { request } from './http';

/** One page of orders with the list meta; `total` is the meta's record count, as list screens read it. */
export interface OrdersPage {
  meta: OrderListMeta;
  data: OrderRow[];
  total: number;
}

/** GET {orders}/orders: one page of the organisation's orders of one type (spec 3 §7), counts per status in the meta. */
export async function listOrders(query: ListParams, signal?: AbortSignal): Promise<OrdersPage> {
  const page = await request('orders', '/orders', { schema: orderListResponse, query, signal });
  return { ...page, total: page.meta.records };
}

/** GET {orders}/stats/all-orders: the counts per status of both types together and of each. */
export async function getOrderStats(signal?: AbortSignal) {
  const { data } = await request('orders', '/stats/all-orders', { schema: orderStatsResponse, signal });
  return data;
}

/** GET {orders}/order/{id}: an FTTP order with everything its page shows. */
export async function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  const { data } = await request('orders', `/order/${encodeURIComponent(id)}`, { schema: orderDetailResponse, signal });
  return data;
}

/** GET {orders}/ethernet-order/{id}: an Ethernet order (read-only for now). */
export async function getEthernetOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  const { data } = await request('orders', `/ethernet-order/${encodeURIComponent(id)}`, {
    schema: orderDetailResponse,
    signal,
  });
  return data;
}

/** The query of GET /orders/export-with-email as the SPA sends it (spec 3 §7); the sandbox checks it again. */
export interface OrderExportRequest {
  search?: string;
  order_type: 'fttp' | 'ethernet';
  filename?: string;
  date_from: string;
  date_to: string;
  columns: string[];
  status?: string;
}

/**
 * GET {orders}/orders/export-with-email: the sandbox answers 202 and mails the CSV (to the sandbox outbox). Parameters go
 * as they are (no list-query filters): the call's own names.
 */
export async function exportOrdersByEmail(query: OrderExportRequest) {
  const params = new URLSearchParams({
    order_type: query.order_type,
    date_from: query.date_from,
    date_to: query.date_to,
    columns: query.columns.join(','),
  });
  if (query.search) params.set('search', query.search);
  if (query.filename) params.set('filename', query.filename);
  if (query.status) params.set('status', query.status);
  const { data } = await request('orders', `/orders/export-with-email?${params}`, { schema: exportAcceptedResponse });
  return data;
}
