import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

type Schema = typeof schema;
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

/** How many distinct statements are kept prepared on each PostgreSQL connection (see {@link preparedStatementNames}). */
const preparedStatementLimit = 200;

/**
 * Names for the statements the sandbox sends PostgreSQL, so that each connection parses a statement once and, after a
 * few runs, reuses its plan: at 100,000 rows a list's page took 0.2 ms to parse and 0.5 ms to plan but 0.2 ms to run,
 * on every request. The name is a hash of the statement's text (its values are parameters, not text), so the same
 * statement always gets the same name and two different ones never share it. Only parameterised statements are named
 * (a migration's multi-statement text cannot be prepared), and only the first `limit` distinct texts: a statement whose
 * text depends on its input (an IN list of n values) cannot make the connections' plan caches grow without end.
 */
function preparedStatementNames(limit = preparedStatementLimit): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known || names.size >= limit) return known;
    const name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
  };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the store and brings its schema up to date with the same migrations on either driver.
 * `dataDir` undefined with no url gives an in-memory PGlite (tests).
 */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | undefined;
  /** An in-memory PGlite starts as a copy of this dump (PGlite's `dumpDataDir`) instead of empty. */
  loadDataDir?: Blob | undefined;
}): Promise<Database> {
  if (opts.url) {
    const { Client, Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const nameOf = preparedStatementNames();
    // Every client of the pool (transactions included) names its parameterised statements so PostgreSQL keeps them.
    class PreparingClient extends Client {}
    const query = Client.prototype.query;
    PreparingClient.prototype.query = function (
      this: InstanceType<typeof Client>,
      config: unknown,
      ...rest: unknown[]
    ) {
      const statement = config as { text?: unknown; name?: unknown; values?: unknown[] } | null;
      // Drizzle passes the values beside the config (`query(config, values)`), others inside it.
      const values = statement?.values ?? (Array.isArray(rest[0]) ? rest[0] : undefined);
      const name =
        typeof statement?.text === 'string' && statement.name === undefined && values?.length
          ? nameOf(statement.text)
          : undefined;
      return (query as (...args: unknown[]) => unknown).call(this, name ? { ...statement, name } : config, ...rest);
    } as typeof query;
    const pool = new Pool({
      connectionString: opts.url,
      max: 10,
      options: `-c random_page_cost=${randomPageCost}`,
      Client: PreparingClient,
    });
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
  const client = opts.dataDir
    ? new PGlite(opts.dataDir, { extensions })
    : new PGlite({ extensions, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  await client.exec(`SET random_page_cost = ${randomPageCost}`);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}
