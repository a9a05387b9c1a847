import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type {
  OrderCounts,
  OrderFilterStatus,
  OrderListMeta,
  OrderRow,
  OrderStatus,
  OrderType,
} from '../../../src/contracts/orders';
import type { Db } from '../../db/client';
import { orderStatusCounts, orders } from '../../db/schema';
import { countSearchMatches } from '../search-total';
import { orderProgressFacts, progressDueOrders, progressedOrdersNow } from './progress';
import { countsOf, orderCountsFrom, orderCountsOf } from './stats';

export const orderSortFields = ['created_at', 'updated_at', 'status', 'buyer_order_reference'] as const;
export type OrderSortField = (typeof orderSortFields)[number];

/** The list's filter values (spec 3 §4) and the stored statuses they select. */
export const statusOfFilter: Record<OrderFilterStatus, OrderStatus> = {
  acknowledged: 'Acknowledged',
  committed: 'Committed',
  pending: 'Pending',
  completed: 'Completed',
  Placed: 'Placed',
  cancelled: 'Cancelled',
  delayed: 'In Delay',
  rejected: 'Rejected',
};

export interface OrderListQuery {
  type: OrderType;
  page: number;
  limit: number;
  q?: string;
  sort: { field: OrderSortField; order: 'asc' | 'desc' };
  statuses?: OrderStatus[];
}

/** Where the portal opens an order (spec 3 §2): Ethernet orders have their own detail route. */
export const orderDetailPath = (id: string, type: string) =>
  type === 'ethernet' ? `/ethernet-order/${id}` : `/ordering/orders/${id}`;

export type OrderRecord = typeof orders.$inferSelect;

export function toOrderRow(r: OrderRecord): OrderRow {
  return {
    id: r.id,
    order_type: r.orderType === 'ethernet' ? 'ethernet' : 'fttp',
    redirect_url: orderDetailPath(r.id, r.orderType),
    updated_at: r.updatedAt.toISOString(),
    buyer_order_reference: r.buyerReference,
    seller_order_reference: r.sellerReference,
    service_reference: r.serviceReference,
    product: r.productDisplayName || r.product,
    address: r.address,
    cpe_install: r.cpeInstall,
    bbu_install: r.bbuInstall,
    voip_install: r.voipInstall,
    appointment_requested: r.appointmentRequested,
    status: r.status as OrderStatus,
    created_at: r.createdAt.toISOString(),
    ordered_by: r.orderedBy,
    appointment_date: r.appointmentDate,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `q=`: buyer, seller and service references, address and postcode, substring matches the trigram index finds. */
export function orderSearch(q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(orders.buyerReference, pattern),
    ilike(orders.sellerReference, pattern),
    ilike(orders.serviceReference, pattern),
    ilike(orders.address, pattern),
    ilike(orders.postcode, pattern),
  );
}

/** Conditions of a list or export; each starts from (org_id, order_type) so the orders indexes serve it. */
export function orderConditions(orgId: string, query: Pick<OrderListQuery, 'type' | 'q' | 'statuses'>): SQL[] {
  const conditions: SQL[] = [eq(orders.orgId, orgId), eq(orders.orderType, query.type)];
  const search = query.q ? orderSearch(query.q) : undefined;
  if (search) conditions.push(search);
  if (query.statuses?.length) conditions.push(inArray(orders.status, query.statuses));
  return conditions;
}

/**
 * ORDER BY matching the (org_id, order_type, …) indexes: created_at and updated_at with id to break ties, status then
 * newest first, and the buyer reference as the unique (org_id, lower(buyer_reference)) index holds it.
 */
export function orderOrder(sort: OrderListQuery['sort']): SQL[] {
  const dir = sql.raw(sort.order === 'desc' ? 'desc nulls last' : 'asc nulls first');
  switch (sort.field) {
    case 'created_at':
      return [sql`${orders.createdAt} ${dir}`, sql`${orders.id} ${dir}`];
    case 'updated_at':
      return [sql`${orders.updatedAt} ${dir}`, sql`${orders.id} ${dir}`];
    case 'status':
      // Plain ASC/DESC as the (org_id, order_type, status, created_at DESC NULLS LAST, id DESC NULLS LAST) index holds
      // status; newest first within a status either way (descending, an incremental sort per status group).
      return [
        sql`${orders.status} ${sql.raw(sort.order)}`,
        sql`${orders.createdAt} desc nulls last`,
        sql`${orders.id} desc nulls last`,
      ];
    case 'buyer_order_reference':
      // Unique per organisation: the (org_id, lower(buyer_reference)) index gives the order in both directions.
      return [sql`lower(${orders.buyerReference}) ${sql.raw(sort.order)}`];
  }
}

export interface OrderPage {
  meta: OrderListMeta;
  data: OrderRow[];
}

/** Meta of an empty or full page: the type's counts per status from the counters, the query's records and pages. */
function metaOf(counts: OrderCounts, records: number, query: OrderListQuery, count: number): OrderListMeta {
  const { records: _all, ...perStatus } = counts;
  return {
    ...perStatus,
    records,
    pages: Math.ceil(records / query.limit),
    count,
    current_page: query.page,
    per_page: query.limit,
  };
}

/**
 * GET /orders, already current: the page's statement also carries the clock offset, whether any order is due to move
 * on and the type's counter rows, so a list with nothing due is one round trip (a search with a full page adds its
 * count). When something is due, the steps are applied and the list is read again; an empty page, which carries no
 * columns, is answered the plain way.
 */
export async function listOrders(db: Db, orgId: string, query: OrderListQuery): Promise<OrderPage> {
  const realNow = Date.now();
  const where = and(...orderConditions(orgId, query));
  const offset = (query.page - 1) * query.limit;
  const read = () =>
    db
      .select({
        order: orders,
        ...orderProgressFacts(orgId, realNow),
        counters: sql<
          { status: string; total: number }[]
        >`(select coalesce(json_agg(json_build_object('status', ${orderStatusCounts.status}, 'total', ${orderStatusCounts.total})), '[]'::json) from ${orderStatusCounts} where ${orderStatusCounts.orgId} = ${orgId} and ${orderStatusCounts.orderType} = ${query.type})`,
      })
      .from(orders)
      .where(where)
      .orderBy(...orderOrder(query.sort))
      .limit(query.limit)
      .offset(offset);
  let rows = await read();
  if (rows[0]?.due) {
    await progressDueOrders(db, orgId, new Date(realNow + rows[0].offsetMs));
    rows = await read();
  }
  const first = rows[0];
  if (!first) {
    await progressedOrdersNow(db, orgId);
    return listOrdersPlain(db, orgId, query);
  }
  const byStatus = new Map<string, number>();
  for (const { status, total } of first.counters) byStatus.set(status, (byStatus.get(status) ?? 0) + total);
  const counts = orderCountsFrom(byStatus);
  let records: number;
  if (query.q) {
    // A page that is not full ends the matches (a search for one reference): it is its own total.
    records = rows.length < query.limit ? offset + rows.length : await countSearchMatches(db, orders, where);
  } else {
    records = query.statuses ? countsOf(byStatus, query.statuses) : counts.records;
  }
  return { meta: metaOf(counts, records, query, rows.length), data: rows.map((r) => toOrderRow(r.order)) };
}

async function listOrdersPlain(db: Db, orgId: string, query: OrderListQuery): Promise<OrderPage> {
  const where = and(...orderConditions(orgId, query));
  const offset = (query.page - 1) * query.limit;
  const page = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...orderOrder(query.sort))
    .limit(query.limit)
    .offset(offset);
  if (query.q) {
    // A search counts its matches (through the trigram index, up to the cap), unless its page already tells: a page
    // that is not full ends the matches, which is what a search for one reference gives, so it reads them once.
    const [rows, typeCounts] = await Promise.all([page, orderCountsOf(db, orgId, query.type)]);
    const records =
      rows.length < query.limit && (rows.length > 0 || offset === 0)
        ? offset + rows.length
        : await countSearchMatches(db, orders, where);
    return { meta: metaOf(typeCounts.counts, records, query, rows.length), data: rows.map(toOrderRow) };
  }
  // Every other total comes from the per-status counters.
  const [rows, typeCounts] = await Promise.all([page, orderCountsOf(db, orgId, query.type)]);
  const records = query.statuses ? countsOf(typeCounts.byStatus, query.statuses) : typeCounts.counts.records;
  return { meta: metaOf(typeCounts.counts, records, query, rows.length), data: rows.map(toOrderRow) };
}
