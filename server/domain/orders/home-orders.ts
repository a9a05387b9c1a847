import { and, eq } from 'drizzle-orm';
import type { HomeSummary } from '../../../src/contracts/home';
import { orderTypes } from '../../../src/contracts/orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { orderOrder, toOrderRow } from './list';
import { progressedOrdersNow } from './progress';
import { orderStats } from './stats';

const newestFirst = { field: 'created_at', order: 'desc' } as const;

/**
 * The dashboard's orders: counts per status of both types (the counters) and the five newest orders. Newest per type
 * first, each through its (org_id, order_type, created_at) index, then merged: one ORDER BY over both types would sort
 * every order of the organisation.
 */
export async function homeOrders(db: Db, orgId: string): Promise<NonNullable<HomeSummary['orders']>> {
  await progressedOrdersNow(db, orgId);
  const [stats, ...perType] = await Promise.all([
    orderStats(db, orgId),
    ...orderTypes.map((type) =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.orgId, orgId), eq(orders.orderType, type)))
        .orderBy(...orderOrder(newestFirst))
        .limit(5),
    ),
  ]);
  const latest = perType
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .slice(0, 5)
    .map(toOrderRow);
  const { fttp: _fttp, ethernet: _ethernet, ...counts } = stats;
  return { counts, latest };
}
