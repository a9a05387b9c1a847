import { and, eq } from 'drizzle-orm';
import type { OrderCounts, OrderStatus, OrderType } from '../../../src/contracts/orders';
import type { Db } from '../../db/client';
import { orderStatusCounts } from '../../db/schema';

export type StatusTotals = ReadonlyMap<string, number>;

/** Meta keys of spec 3 §3 (plus delayed and rejected) and the stored status each counts. */
const countKeys = {
  acknowledged: 'Acknowledged',
  committed: 'Committed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  pending: 'Pending',
  placed: 'Placed',
  delayed: 'In Delay',
  rejected: 'Rejected',
} as const satisfies Record<Exclude<keyof OrderCounts, 'records'>, OrderStatus>;

export const countsOf = (totals: StatusTotals, statuses: readonly string[]) =>
  statuses.reduce((sum, s) => sum + (totals.get(s) ?? 0), 0);

export function orderCountsFrom(totals: StatusTotals): OrderCounts {
  const counts = Object.fromEntries(
    Object.entries(countKeys).map(([key, status]) => [key, totals.get(status) ?? 0]),
  ) as Omit<OrderCounts, 'records'>;
  return { ...counts, records: [...totals.values()].reduce((a, b) => a + b, 0) };
}

/**
 * The organisation's orders per type and status, read from the counters the orders table's triggers keep (migration
 * 0005): a few rows, where count(*) would read every order.
 */
async function readOrderCounters(db: Db, orgId: string, type?: OrderType): Promise<Map<string, Map<string, number>>> {
  const conditions = [eq(orderStatusCounts.orgId, orgId)];
  if (type) conditions.push(eq(orderStatusCounts.orderType, type));
  const rows = await db
    .select({ type: orderStatusCounts.orderType, status: orderStatusCounts.status, total: orderStatusCounts.total })
    .from(orderStatusCounts)
    .where(and(...conditions));
  const byType = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const totals = byType.get(r.type) ?? new Map<string, number>();
    totals.set(r.status, (totals.get(r.status) ?? 0) + r.total);
    byType.set(r.type, totals);
  }
  return byType;
}

/** GET /stats/all-orders: both types together, and each on its own. */
export async function orderStats(db: Db, orgId: string) {
  const byType = await readOrderCounters(db, orgId);
  const all = new Map<string, number>();
  for (const totals of byType.values()) for (const [s, n] of totals) all.set(s, (all.get(s) ?? 0) + n);
  return {
    ...orderCountsFrom(all),
    fttp: orderCountsFrom(byType.get('fttp') ?? new Map()),
    ethernet: orderCountsFrom(byType.get('ethernet') ?? new Map()),
  };
}
