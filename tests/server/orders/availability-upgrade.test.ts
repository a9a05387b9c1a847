import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { fttpProducts, orders, properties } from '../../../server/db/schema';
import { seedIfEmpty } from '../../../server/seed/seed';
import { openTestDatabase } from '../helpers/test-database';
import { drivers } from '../helpers/test-env';

describe.each(drivers)('a store seeded before the orders service gains its demo data once (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedIfEmpty(database.db);
  });
  afterAll(() => database.close());

  const total = async (table: typeof fttpProducts | typeof properties | typeof orders) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('re-seeds the ordering data on the next start when it is missing, and leaves it alone when present', async () => {
    const seeded = {
      products: await total(fttpProducts),
      properties: await total(properties),
      orders: await total(orders),
    };
    expect(seeded.products).toBeGreaterThan(0);
    expect(seeded.properties).toBeGreaterThan(0);
    // As a store from before migration 0005 looks: organisations and users, no ordering data.
    await database.db.execute(
      sql`truncate idempotency_keys, order_slot_holds, order_events, orders, fttp_services, projects, product_polls, properties, fttp_products`,
    );
    expect(await total(fttpProducts)).toBe(0);
    expect((await seedIfEmpty(database.db)).seeded).toBe(false);
    expect({
      products: await total(fttpProducts),
      properties: await total(properties),
      orders: await total(orders),
    }).toEqual(seeded);
    // A second start changes nothing.
    await seedIfEmpty(database.db);
    expect(await total(orders)).toBe(seeded.orders);
  });
});
