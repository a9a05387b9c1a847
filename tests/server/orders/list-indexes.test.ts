import { and, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../server/db/client';
import { orders } from '../../../server/db/schema';
import { type OrderListQuery, orderConditions, orderOrder } from '../../../server/domain/orders/list';
import { orderProgressFacts } from '../../../server/domain/orders/progress';
import { searchMatchesStatement } from '../../../server/domain/search-total';
import { orgByKey } from '../../../server/seed/organisations';
import { seedScale } from '../../../server/seed/scale';
import { seedIfEmpty } from '../../../server/seed/seed';
import { openTestDatabase } from '../helpers/test-database';
import { drivers } from '../helpers/test-env';

const northfibre = orgByKey('northfibre').id;
// Enough orders that reading them all costs the planner more than an index does, few enough to seed in seconds.
const scale = 10_000;

interface Statement {
  toSQL(): { sql: string; params: unknown[] };
}

/** A statement's text with its parameters written in, for EXPLAIN (which takes no bound parameters on every driver). */
function inlined(statement: Statement): string {
  const { sql: text, params } = statement.toSQL();
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return `'${String(value).replaceAll("'", "''")}'`;
  });
}

async function planOf(db: Db, statement: Statement): Promise<string> {
  const result = (await db.execute(sql.raw(`explain ${inlined(statement)}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

type Sort = OrderListQuery['sort'];
const newest: Sort = { field: 'created_at', order: 'desc' };

// What the planner picks, at 10,000 scaled orders, for the statements the orders list really runs (the page, a
// search's capped count, the due-progress probe): every one through an index, never a read of the whole table.
describe.each(drivers)('orders list indexes (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedIfEmpty(database.db);
    await seedScale(database.db, { users: 0, orders: scale });
  }, 240_000);
  afterAll(() => database?.close());

  const page = (query: Partial<Pick<OrderListQuery, 'q' | 'statuses'>>, sort: Sort = newest) =>
    database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(...orderConditions(northfibre, { type: 'fttp', ...query })))
      .orderBy(...orderOrder(sort))
      .limit(10);

  const expectIndex = (plan: string, index: RegExp) => {
    expect(plan).toMatch(index);
    expect(plan).not.toMatch(/Seq Scan on orders/);
    // The rows come in the sort's order: no sort of the type's orders (a sort of one search's few matches is fine).
    return plan;
  };

  it.each([
    ['newest first', newest, /orders_org_type_created_idx/],
    ['oldest first', { field: 'created_at', order: 'asc' } as Sort, /orders_org_type_created_idx/],
    ['by update', { field: 'updated_at', order: 'desc' } as Sort, /orders_org_type_updated_idx/],
    ['by status', { field: 'status', order: 'asc' } as Sort, /orders_org_type_status_created_idx/],
    ['by status descending', { field: 'status', order: 'desc' } as Sort, /orders_org_type_status_desc_created_idx/],
    ['by buyer reference', { field: 'buyer_order_reference', order: 'asc' } as Sort, /orders_org_buyer_reference/],
    [
      'by buyer reference descending',
      { field: 'buyer_order_reference', order: 'desc' } as Sort,
      /orders_org_buyer_reference/,
    ],
  ])('the page sorted %s reads its index in order', async (_, sort, index) => {
    const plan = expectIndex(await planOf(database.db, page({}, sort)), index);
    expect(plan).not.toMatch(/Sort Key/);
  });

  it('a status filter reads a (org_id, order_type, status, created_at) index in order', async () => {
    const plan = expectIndex(
      await planOf(database.db, page({ statuses: ['In Delay'] })),
      /orders_org_type_status(_desc)?_created_idx/,
    );
    expect(plan).not.toMatch(/Sort Key/);
  });

  it('a reference search finds its rows through the trigram index by the reference’s serial, not its prefix', async () => {
    const plan = expectIndex(await planOf(database.db, page({ q: 'BENCH-0005001' })), /orders_search_trgm_idx/);
    expect(plan.match(/Bitmap Index Scan on orders_search_trgm_idx/g)).toHaveLength(5);
    // The index is asked for the serial part only; the whole term filters the rows it finds.
    expect(plan).toMatch(/Index Cond: \(buyer_reference ~~\* '%0005001%'::text\)/);
    expect(plan).not.toMatch(/Index Cond: \(buyer_reference ~~\* '%BENCH-0005001%'::text\)/);
  });

  it('a broad search counts its matches through the trigram index', async () => {
    const where = and(...orderConditions(northfibre, { type: 'fttp', q: 'stonegate' }));
    expectIndex(
      await planOf(database.db, searchMatchesStatement(database.db, orders, where)),
      /orders_search_trgm_idx/,
    );
  });

  it('the due-progress check probes one organisation’s entries of orders_progress_idx', async () => {
    const facts = orderProgressFacts(database.db, northfibre, Date.now());
    const plan = await planOf(database.db, database.db.select({ due: facts.due as SQL }).from(sql`(select 1) as one`));
    expect(plan).toMatch(/orders_progress_idx/);
    expect(plan).toMatch(/Index Cond: \(\(org_id = /);
    expect(plan).not.toMatch(/Seq Scan on orders/);
  });
});
