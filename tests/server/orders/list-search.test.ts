import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/client';
import { orders } from '../../../server/db/schema';
import { sandboxNow } from '../../../server/domain/incidents/clock';
import { listOrders, narrowingWord, type OrderListQuery } from '../../../server/domain/orders/list';
import { firstOrderProgressAt } from '../../../server/domain/orders/progress';
import { searchTotalCache } from '../../../server/domain/search-total';
import { orgByKey } from '../../../server/seed/organisations';
import { seedScale } from '../../../server/seed/scale';
import { seedIfEmpty } from '../../../server/seed/seed';
import type { OrderType } from '../../../src/contracts/orders';
import { openTestDatabase } from '../helpers/test-database';
import { drivers } from '../helpers/test-env';

const org = orgByKey('northfibre').id;
const scaled = 400;

describe('the word a search looks up in the trigram index', () => {
  it('is the longest word with digits of a term of several words', () => {
    expect(narrowingWord('BENCH-0050000')).toBe('0050000');
    expect(narrowingWord('NF-2024-000123')).toBe('000123');
    expect(narrowingWord('LS1 4AP')).toBe('LS1');
  });

  it('is none for one word, or when no word of 3 characters or more has digits', () => {
    expect(narrowingWord('stonegate')).toBeUndefined();
    expect(narrowingWord('ORD30050000')).toBeUndefined();
    expect(narrowingWord('12 Stonegate')).toBeUndefined();
    expect(narrowingWord('Park Row')).toBeUndefined();
  });
});

describe.each(drivers)('orders search results and totals (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedIfEmpty(database.db);
    await seedScale(database.db, { users: 0, orders: scaled });
  }, 240_000);
  afterAll(() => database?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const query = (q: string | undefined, extra: Partial<OrderListQuery> = {}): OrderListQuery => ({
    type: 'fttp',
    page: 1,
    limit: 10,
    sort: { field: 'created_at', order: 'desc' },
    ...(q ? { q } : {}),
    ...extra,
  });

  /** The plain definition of a search: every word ILIKE '%word%' on one of the searched columns, newest first. */
  async function matchesOf(q: string, type: OrderType = 'fttp'): Promise<string[]> {
    const words = q.split(/\s+/).map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const rows = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.orgId, org),
          eq(orders.orderType, type),
          ...words.map(
            (pattern) =>
              sql`(${orders.buyerReference} ilike ${pattern} or ${orders.sellerReference} ilike ${pattern} or ${orders.serviceReference} ilike ${pattern} or ${orders.address} ilike ${pattern} or ${orders.postcode} ilike ${pattern})`,
          ),
        ),
      )
      .orderBy(sql`${orders.createdAt} desc nulls last, ${orders.id} desc nulls last`);
    return rows.map((r) => r.id);
  }

  it.each([
    'BENCH-0000151',
    'bench-00001',
    'ENCH-0000',
    'ORD3000015',
    'S4000012',
    'LS1 4AP',
    '1 Park Row',
    'Stonegate',
    'BENCH-0000150',
    'BENCH-00_0151',
    'BENCH%0151',
  ])('q=%s finds exactly what ILIKE on the searched columns finds, with its total', async (q) => {
    for (const type of ['fttp', 'ethernet'] as const) {
      const expected = await matchesOf(q, type);
      const page = await listOrders(database.db, org, query(q, { type, limit: 100 }));
      expect(
        page.data.map((o) => o.id),
        `${q} ${type}`,
      ).toEqual(expected.slice(0, 100));
      expect(page.meta.records, `${q} ${type}`).toBe(expected.length);
    }
  });

  it('an empty page still carries the type’s counts; a page past the end counts the matches', async () => {
    const all = await listOrders(database.db, org, query(undefined));
    const none = await listOrders(database.db, org, query('no-such-order-anywhere'));
    expect(none.data).toEqual([]);
    expect(none.meta).toEqual({ ...all.meta, records: 0, pages: 0, count: 0 });

    const stonegate = await matchesOf('stonegate');
    expect(stonegate.length).toBeGreaterThan(10);
    const past = await listOrders(database.db, org, query('stonegate', { page: 50 }));
    expect(past.data).toEqual([]);
    expect(past.meta.records).toBe(stonegate.length);
    expect(past.meta.completed).toBe(all.meta.completed);
  });

  it('keeps a broad search’s counted total for 5 s, until an order is placed or changes status', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    searchTotalCache(database.db).forget(org);
    const before = (await matchesOf('stonegate')).length;
    expect((await listOrders(database.db, org, query('stonegate'))).meta.records).toBe(before);

    // An address edited by another process changes no counter: within 5 s the kept total stands (the rows do not).
    const [other] = await database.db
      .select({ id: orders.id, address: orders.address })
      .from(orders)
      .where(and(eq(orders.orgId, org), eq(orders.orderType, 'fttp'), sql`${orders.address} not ilike '%stonegate%'`))
      .limit(1);
    if (!other) throw new Error('no order to rename');
    await database.db.update(orders).set({ address: '7 Stonegate' }).where(eq(orders.id, other.id));
    expect(await matchesOf('stonegate')).toHaveLength(before + 1);
    vi.setSystemTime(new Date(Date.now() + 4_000));
    expect((await listOrders(database.db, org, query('stonegate'))).meta.records).toBe(before);
    // The next pages share it; another status filter is a search of its own.
    expect((await listOrders(database.db, org, query('stonegate', { page: 2 }))).meta.records).toBe(before);
    const cancelled = await listOrders(database.db, org, query('stonegate', { statuses: ['Cancelled'] }));
    expect(cancelled.meta.records).toBeLessThan(before);

    // A status change moves the counters: the total is counted again at once.
    await database.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, other.id));
    expect((await listOrders(database.db, org, query('stonegate'))).meta.records).toBe(before + 1);

    // A new order, too.
    const [template] = await database.db.select().from(orders).where(eq(orders.id, other.id));
    if (!template) throw new Error('no template');
    await database.db
      .insert(orders)
      .values({ ...template, id: 'ord_search_total_new', buyerReference: 'NF-SEARCH-TOTAL-1', status: 'Placed' });
    expect((await listOrders(database.db, org, query('stonegate'))).meta.records).toBe(before + 2);

    // An edit changing no counter is seen once the lifetime has passed, or when the organisation's totals are dropped.
    await database.db.update(orders).set({ address: '8 Stonegate' }).where(eq(orders.id, 'ord_search_total_new'));
    await database.db.update(orders).set({ address: '9 Park Row' }).where(eq(orders.id, other.id));
    expect((await listOrders(database.db, org, query('stonegate'))).meta.records).toBe(before + 2);
    vi.setSystemTime(new Date(Date.now() + 5_000));
    expect((await listOrders(database.db, org, query('stonegate'))).meta.records).toBe(before + 1);
    await database.db.update(orders).set({ address: '10 Park Row' }).where(eq(orders.id, 'ord_search_total_new'));
    searchTotalCache(database.db).forget(org);
    expect((await listOrders(database.db, org, query('stonegate'))).meta.records).toBe(before);
  });

  it('an empty search page still moves the organisation’s due orders on', async () => {
    const now = await sandboxNow(database.db);
    const [template] = await database.db.select().from(orders).where(eq(orders.orgId, org)).limit(1);
    if (!template) throw new Error('no template');
    const id = 'ord_search_due_1';
    const createdAt = new Date(now.getTime() - 60 * 24 * 3_600_000);
    await database.db.insert(orders).values({
      ...template,
      id,
      buyerReference: 'NF-SEARCH-DUE-1',
      sellerReference: null,
      serviceReference: null,
      status: 'Placed',
      nextProgressAt: firstOrderProgressAt(id, createdAt, 'fttp'),
      createdAt,
      updatedAt: createdAt,
    });
    const placedBefore = (await listOrders(database.db, org, query('NF-SEARCH-DUE-1'))).meta.placed;
    // That list already moved it on; put it back and ask with a search that finds nothing.
    await database.db
      .update(orders)
      .set({ status: 'Placed', nextProgressAt: firstOrderProgressAt(id, createdAt, 'fttp') })
      .where(eq(orders.id, id));
    const page = await listOrders(database.db, org, query('no-such-order-anywhere'));
    expect(page.data).toEqual([]);
    const [moved] = await database.db
      .select({ status: orders.status, next: orders.nextProgressAt })
      .from(orders)
      .where(eq(orders.id, id));
    expect(moved?.status).not.toBe('Placed');
    // The meta's counts are the ones after the move.
    expect(page.meta.placed).toBe(placedBefore);
  });
});
