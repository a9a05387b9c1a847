import { eq, type Placeholder, sql } from 'drizzle-orm';
import type { HomeSummary } from '../../../src/contracts/dashboard';
import type { OrderRow, OrderStatus } from '../../../src/contracts/orders';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { orderStatusCounts, orders, organisations } from '../../db/schema';
import { orderDetailPath } from './list';
import { orderProgressFacts, progressDueOrders } from './progress';
import { orderCountsFrom } from './stats';

interface LatestJson {
  id: string;
  order_type: string;
  buyer_reference: string;
  seller_reference: string | null;
  service_reference: string | null;
  product: string;
  product_display_name: string;
  address: string;
  cpe_install: boolean;
  bbu_install: boolean;
  voip_install: boolean;
  appointment_requested: boolean;
  status: string;
  created_at: string;
  updated_at: string;
  ordered_by: string;
  appointment_date: string | null;
}

/** The five newest of one type, through its (org_id, order_type, created_at) index, as JSON objects. */
const newestOfType = (orgId: Placeholder, type: string) => sql`(select json_build_object(
    'id', ${orders.id}, 'order_type', ${orders.orderType}, 'buyer_reference', ${orders.buyerReference},
    'seller_reference', ${orders.sellerReference}, 'service_reference', ${orders.serviceReference},
    'product', ${orders.product}, 'product_display_name', ${orders.productDisplayName}, 'address', ${orders.address},
    'cpe_install', ${orders.cpeInstall}, 'bbu_install', ${orders.bbuInstall}, 'voip_install', ${orders.voipInstall},
    'appointment_requested', ${orders.appointmentRequested}, 'status', ${orders.status},
    'created_at', ${orders.createdAt}::text, 'updated_at', ${orders.updatedAt}::text, 'ordered_by', ${orders.orderedBy},
    'appointment_date', ${orders.appointmentDate}::text) as o
  from ${orders} where ${orders.orgId} = ${orgId} and ${orders.orderType} = ${type}
  order by ${orders.createdAt} desc nulls last, ${orders.id} desc nulls last limit 5)`;

/**
 * The dashboard's statement: progress facts, the counter rows and the newest orders of both types, one round trip.
 * Prepared once (orgId, and now as an ISO string).
 */
const homeOrdersStatement = preparedOnce('home_orders', (db, name) => {
  const orgId = sql.placeholder('orgId');
  return db
    .select({
      ...orderProgressFacts(db, orgId, sql.placeholder('now')),
      counters: sql<
        { status: string; total: number }[]
      >`(select coalesce(json_agg(json_build_object('status', ${orderStatusCounts.status}, 'total', ${orderStatusCounts.total})), '[]'::json) from ${orderStatusCounts} where ${orderStatusCounts.orgId} = ${orgId})`,
      latest: sql<
        { o: LatestJson }[]
      >`(select coalesce(json_agg(l), '[]'::json) from (${newestOfType(orgId, 'fttp')} union all ${newestOfType(orgId, 'ethernet')}) as l)`,
    })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .prepare(name);
});

const toRow = (o: LatestJson): OrderRow => ({
  id: o.id,
  order_type: o.order_type === 'ethernet' ? 'ethernet' : 'fttp',
  redirect_url: orderDetailPath(o.id, o.order_type),
  updated_at: new Date(o.updated_at).toISOString(),
  buyer_order_reference: o.buyer_reference,
  seller_order_reference: o.seller_reference,
  service_reference: o.service_reference,
  product: o.product_display_name || o.product,
  address: o.address,
  cpe_install: o.cpe_install,
  bbu_install: o.bbu_install,
  voip_install: o.voip_install,
  appointment_requested: o.appointment_requested,
  status: o.status as OrderStatus,
  created_at: new Date(o.created_at).toISOString(),
  ordered_by: o.ordered_by,
  appointment_date: o.appointment_date,
});

/**
 * The dashboard's orders: counts per status of both types (the counters) and the five newest orders, in one statement
 * when no order is due to move on (else the due steps are applied and it is read again, as the lists do).
 */
export async function homeOrders(db: Db, orgId: string): Promise<NonNullable<HomeSummary['orders']>> {
  const realNow = Date.now();
  const values = { orgId, now: new Date(realNow).toISOString() };
  let [row] = await homeOrdersStatement(db).execute(values);
  if (row?.due) {
    await progressDueOrders(db, orgId, new Date(realNow + row.offsetMs));
    [row] = await homeOrdersStatement(db).execute(values);
  }
  const totals = new Map<string, number>();
  for (const { status, total } of row?.counters ?? []) totals.set(status, (totals.get(status) ?? 0) + total);
  const latest = (row?.latest ?? [])
    .map((l) => toRow(l.o))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || (a.id < b.id ? 1 : -1))
    .slice(0, 5);
  return { counts: orderCountsFrom(totals), latest };
}
