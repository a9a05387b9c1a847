import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { preparedPerShape } from '../../../server/db/prepared';
import { organisations } from '../../../server/db/schema';
import { openTestDatabase } from '../helpers/test-database';
import { drivers } from '../helpers/test-env';

describe.each(drivers)('preparedPerShape (%s)', (driver) => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(driver), openTestDatabase(driver)]);
    for (const database of [first, second]) {
      await database.db.insert(organisations).values([
        { id: 'org_a', name: 'Alpha', customerId: 1 },
        { id: 'org_b', name: 'Bravo', customerId: 2 },
      ]);
    }
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const builds: string[] = [];
  const firstName = preparedPerShape(
    (shape: { order: 'asc' | 'desc' }) => `organisations ${shape.order}`,
    (db, shape, name) => {
      builds.push(name);
      return db
        .select({ name: organisations.name, plus: sql<number>`${sql.placeholder('n')}::int + 1`.mapWith(Number) })
        .from(organisations)
        .orderBy(shape.order === 'asc' ? organisations.name : sql`${organisations.name} desc`)
        .limit(sql.placeholder('limit'))
        .prepare(name);
    },
  );

  it('builds a statement once per store and shape, and runs it with each call’s values', async () => {
    expect(await firstName(first.db, { order: 'asc' }).execute({ n: 1, limit: 1 })).toEqual([
      { name: 'Alpha', plus: 2 },
    ]);
    expect(await firstName(first.db, { order: 'asc' }).execute({ n: 41, limit: 2 })).toEqual([
      { name: 'Alpha', plus: 42 },
      { name: 'Bravo', plus: 42 },
    ]);
    expect(await firstName(first.db, { order: 'desc' }).execute({ n: 0, limit: 1 })).toEqual([
      { name: 'Bravo', plus: 1 },
    ]);
    // Another store (a test's own, a restarted sandbox) gets its own statements.
    expect(await firstName(second.db, { order: 'asc' }).execute({ n: 1, limit: 1 })).toEqual([
      { name: 'Alpha', plus: 2 },
    ]);
    // The name PostgreSQL keeps the statement under is the shape's key, made safe.
    expect(builds).toEqual(['organisations_asc', 'organisations_desc', 'organisations_asc']);
  });
});

// PostgreSQL keeps every parameterised statement the sandbox sends under a name (server/db/client.ts), so a pooled
// connection parses it once: drizzle's own statements too, which hand their values beside the statement's text.
describe.each(drivers.filter((d) => d === 'postgres'))('named statements on PostgreSQL (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database?.close());

  it('names a drizzle statement with values by a hash of its text, and not one without values', async () => {
    await database.db.select().from(organisations).where(eq(organisations.id, 'org_none'));
    // The pool hands back the connection it released last, so this runs where the select did.
    const kept = await database.db.execute(sql`select name, statement from pg_prepared_statements`);
    const rows = (kept as unknown as { rows: { name: string; statement: string }[] }).rows;
    const select = rows.find((r) => r.statement.includes('from "organisations"'));
    expect(select?.name).toMatch(/^s_[\w-]{27}$/);
    expect(rows.some((r) => r.statement.includes('pg_prepared_statements'))).toBe(false);
  });
});
