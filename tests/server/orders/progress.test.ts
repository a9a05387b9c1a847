import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderStatusCounts, orders } from '../../../server/db/schema';
import { advanceSandboxClock, sandboxNow } from '../../../server/domain/incidents/clock';
import {
  firstOrderProgressAt,
  orderSchedule,
  orderStateAt,
  placedOrderEvent,
  progressDueOrders,
} from '../../../server/domain/orders/progress';
import { orgByKey } from '../../../server/seed/organisations';
import { orderDetailResponse, orderStatuses } from '../../../src/contracts/orders';
import { drivers } from '../helpers/test-env';
import { createOrderSandbox, type OrderSandbox } from './order-sandbox';

const day = 24 * 3_600_000;

describe('order life on the sandbox clock (pure)', () => {
  const ids = Array.from({ length: 2000 }, (_, i) => `ord_test${i}`);

  it('is the same for the same order every time', () => {
    expect(orderSchedule('ord_abc', 'fttp')).toEqual(orderSchedule('ord_abc', 'fttp'));
  });

  it('starts Placed, ends Completed, Cancelled or Rejected, and moves forward in time', () => {
    for (const id of ids) {
      const { steps } = orderSchedule(id, id.endsWith('7') ? 'ethernet' : 'fttp');
      expect(['Completed', 'Cancelled', 'Rejected']).toContain(steps.at(-1)?.status);
      const after = steps.map((s) => s.after);
      expect(after).toEqual([...after].sort((a, b) => a - b));
      expect(after[0]).toBeGreaterThan(0);
    }
  });

  it('takes every status of the list somewhere, mostly finishing Completed', () => {
    const finals = ids.map((id) => orderSchedule(id, 'fttp').steps.at(-1)?.status);
    const seen = new Set(ids.flatMap((id) => orderSchedule(id, 'fttp').steps.map((s) => s.status)));
    expect([...seen, 'Placed'].sort()).toEqual([...orderStatuses].sort());
    const completed = finals.filter((s) => s === 'Completed').length / ids.length;
    expect(completed).toBeGreaterThan(0.8);
    const rejected = ids.filter((id) => orderSchedule(id, 'fttp').rejectionReason).length / ids.length;
    expect(rejected).toBeGreaterThan(0.02);
    expect(rejected).toBeLessThan(0.07);
  });

  it('is Placed until the first step, then the last step reached', () => {
    const created = new Date('2026-01-05T09:00:00Z');
    const id = ids.find((i) => orderSchedule(i, 'fttp').steps.length === 3) ?? '';
    const first = firstOrderProgressAt(id, created);
    expect(orderStateAt({ id, orderType: 'fttp', createdAt: created }, new Date(first.getTime() - 1))).toMatchObject({
      status: 'Placed',
      next: first,
    });
    expect(orderStateAt({ id, orderType: 'fttp', createdAt: created }, first)).toMatchObject({
      status: 'Acknowledged',
    });
    expect(
      orderStateAt({ id, orderType: 'fttp', createdAt: created }, new Date(created.getTime() + 400 * day)),
    ).toMatchObject({
      status: 'Completed',
      next: null,
    });
  });
});

describe.each(drivers)('orders moving on by themselves (%s)', (driver) => {
  let sandbox: OrderSandbox;
  beforeAll(async () => {
    sandbox = await createOrderSandbox(driver);
  });
  afterAll(() => sandbox?.close());

  const org = orgByKey('northfibre');
  /** The counters against a real count of the rows. */
  async function countersMatchRows() {
    const counted = await sandbox.db
      .select({ type: orders.orderType, status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .groupBy(orders.orgId, orders.orderType, orders.status)
      .where(eq(orders.orgId, org.id));
    const kept = await sandbox.db
      .select({ type: orderStatusCounts.orderType, status: orderStatusCounts.status, n: orderStatusCounts.total })
      .from(orderStatusCounts)
      .where(and(eq(orderStatusCounts.orgId, org.id), sql`${orderStatusCounts.total} <> 0`));
    const key = (r: { type: string; status: string; n: number }) => `${r.type}/${r.status}=${r.n}`;
    expect(kept.map(key).sort()).toEqual(counted.map(key).sort());
  }

  it('moves a placed order on as the clock passes, with an event per step and the counters right', async () => {
    const now = await sandboxNow(sandbox.db);
    const id = Array.from({ length: 500 }, (_, i) => `ord_progress${i}`).find(
      (i) =>
        orderSchedule(i, 'fttp').steps.at(-1)?.status === 'Completed' && orderSchedule(i, 'fttp').steps.length === 3,
    ) as string;
    const row = {
      id,
      orgId: org.id,
      orderType: 'fttp',
      buyerReference: 'NF-PROGRESS-1',
      uprn: '999999999999',
      postcode: 'LS1 4AP',
      address: '1 Park Row, Leeds',
      product: 'fttpl2b-1000',
      productDisplayName: 'FTTP Business 1000',
      newOrderType: 'fttp',
      status: 'Placed',
      orderedBy: 'Olivia Ordering',
      nextProgressAt: firstOrderProgressAt(id, now, 'fttp'),
      createdAt: now,
      updatedAt: now,
    };
    const before = (await sandbox.get('/stats/all-orders')).json().data.fttp;
    await sandbox.db.insert(orders).values(row);
    await sandbox.db.insert(orderEvents).values(placedOrderEvent(row));
    await countersMatchRows();

    await advanceSandboxClock(sandbox.db, 5 * 3_600_000);
    const acknowledged = orderDetailResponse.parse((await sandbox.get(`/order/${id}`)).json()).data;
    expect(acknowledged.status).toBe('Acknowledged');
    expect(acknowledged.seller_order_reference).toMatch(/^ORD\d{8}$/);
    expect(acknowledged.service_reference).toBeNull();

    await advanceSandboxClock(sandbox.db, 30 * day);
    // The list moves it on within its own read.
    const listed = (await sandbox.get('/orders?q=NF-PROGRESS-1')).json();
    expect(listed.data.map((o: { status: string }) => o.status)).toEqual(['Completed']);
    const completed = orderDetailResponse.parse((await sandbox.get(`/order/${id}`)).json()).data;
    expect(completed.status).toBe('Completed');
    expect(completed.service_reference).toMatch(/^S\d{8}$/);
    expect(completed.events.map((e) => e.status)).toEqual(['Placed', 'Acknowledged', 'Committed', 'Completed']);
    await countersMatchRows();
    const after = (await sandbox.get('/stats/all-orders')).json().data.fttp;
    expect(after.records).toBe(before.records + 1);
    // The seeded orders moved on with it: nothing is Placed a month later.
    expect(after.placed).toBe(0);
  });

  it('does nothing, and writes nothing, when nothing is due', async () => {
    expect(await progressDueOrders(sandbox.db, org.id, await sandboxNow(sandbox.db))).toBe(0);
    await countersMatchRows();
  });
});
