import type { FastifyInstance } from 'fastify';
import {
  type OrderDetail,
  type OrderType,
  orderDetailResponse,
  orderFilterStatuses,
  orderIdParams,
  orderListResponse,
  orderStatsResponse,
  orderType,
} from '../../../src/contracts/orders';
import { areaGate } from '../../../src/lib/access-rules';
import { decodeListQuery } from '../../../src/lib/list-query';
import type { Db } from '../../db/client';
import { getOrderDetail } from '../../domain/orders/detail';
import {
  listOrders,
  type OrderListQuery,
  type OrderPage,
  orderSortFields,
  statusOfFilter,
} from '../../domain/orders/list';
import { progressedOrdersNow } from '../../domain/orders/progress';
import { orderStats } from '../../domain/orders/stats';
import { notFound } from '../errors';
import { searchText, statusFilter } from '../incidents/list-query';
import { listQueryShape, pageOf, sortOf } from '../list-params';
import { declareRoute } from '../route';

/** GET /orders: the list-query convention plus the order type the menu link adds (fttp unless given). */
const orderListQueryShape = listQueryShape.extend({ type: orderType.optional() }).strict();

/** page, limit ≤ 100, sort created_at|updated_at|status|buyer_order_reference, q, one status filter (spec 3 §4 values). */
function parseOrderListQuery(raw: Record<string, string | undefined>): OrderListQuery {
  const decoded = decodeListQuery(raw);
  const query: OrderListQuery = {
    type: (decoded.params.type as OrderType | undefined) ?? 'fttp',
    ...pageOf(decoded, { defaultLimit: 10, maxLimit: 100 }),
    sort: sortOf(decoded, orderSortFields, { field: 'created_at', order: 'desc' }),
  };
  const q = searchText(decoded.params.q);
  if (q) query.q = q;
  const filters = statusFilter(decoded.filters, orderFilterStatuses);
  if (filters) query.statuses = filters.map((f) => statusOfFilter[f as keyof typeof statusOfFilter]);
  return query;
}

const detailRoute = (app: FastifyInstance, db: Db, url: string, type: OrderType) =>
  declareRoute(app, {
    method: 'GET',
    url,
    response: orderDetailResponse,
    ...areaGate('ordering'),
    summary: `One ${type === 'fttp' ? 'FTTP' : 'Ethernet'} order of the caller's organisation with its timeline`,
    schema: { params: orderIdParams },
    handler: async ({ params, user }): Promise<{ data: OrderDetail }> => {
      await progressedOrdersNow(db, user.org_id);
      const order = await getOrderDetail(db, user.org_id, params.id, type);
      if (!order) throw notFound('Order not found');
      return { data: order };
    },
  });

/** The orders list, its counters and an order's detail (spec 3 §7). */
export function listRoutes(app: FastifyInstance, db: Db): void {
  declareRoute(app, {
    method: 'GET',
    url: '/orders',
    response: orderListResponse,
    ...areaGate('ordering'),
    summary: "The caller's organisation's orders of one type, with counts per status",
    schema: { query: orderListQueryShape },
    handler: async ({ query, user }): Promise<OrderPage> => {
      // The list reads the clock and moves due orders on within its own statement.
      return listOrders(db, user.org_id, parseOrderListQuery(query));
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/stats/all-orders',
    response: orderStatsResponse,
    ...areaGate('ordering'),
    summary: "Counts per status of the caller's organisation's orders, both types and each",
    handler: async ({ user }) => {
      await progressedOrdersNow(db, user.org_id);
      return { data: await orderStats(db, user.org_id) };
    },
  });

  detailRoute(app, db, '/order/:id', 'fttp');
  detailRoute(app, db, '/ethernet-order/:id', 'ethernet');
}
