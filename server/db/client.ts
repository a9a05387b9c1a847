import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded, default) and node-postgres (DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * The planner's price of reading a page out of order, relative to reading the next one (PostgreSQL's default 4 prices a
 * spinning disk). PGlite keeps its data in memory and a PostgreSQL for this sandbox runs on SSD, where 1.1 is the usual
 * setting: with 4, a search matching a few thousand of 100,000 users scanned every row (240 ms on PGlite) instead of
 * reading its matches through the trigram index (45 ms).
 */
const randomPageCost = 1.1;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the store and brings its schema up to date with the same migrations on either driver.
 * `dataDir` undefined with no url gives an in-memory PGlite (tests).
 */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | undefined;
}): Promise<Database> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.url, max: 10, options: `-c random_page_cost=${randomPageCost}` });
    let closing = false;
    // An idle connection the server drops (restart, failover, or the database dropped as we close) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => {
      if (!closing) console.warn(`Database connection lost: ${error.message}`);
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // PGlite bundles contrib extensions as separate code: pg_trgm must be loaded before migration 0003 creates it.
  const extensions = { pg_trgm };
  const client = opts.dataDir ? new PGlite(opts.dataDir, { extensions }) : new PGlite({ extensions });
  await client.exec(`SET random_page_cost = ${randomPageCost}`);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}
