import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

type Rows<T> = { rows: T[] };

/** Every table of the app's schema, found at run time so tables added by later work are covered too. */
export async function appTables(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>;
  return result.rows.map((r) => r.name);
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Per table, the row count and the newest row version's transaction id, in one round trip. Every insert or
 * update writes a row version with a newer xmin than any before it and every delete lowers the count, so any
 * committed change shows, without hashing megabytes of rows per request.
 */
async function scan(db: Db, tables: readonly string[]): Promise<string> {
  if (tables.length === 0) return '';
  const parts = tables.map(
    (t) =>
      `select '${t.replaceAll("'", "''")}' as name, count(*)::int as n, ` +
      `coalesce(max(r.xmin::text::bigint), 0)::text as x from ${quoteIdent(t)} r`,
  );
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as Rows<{
    name: string;
    n: number;
    x: string;
  }>;
  return result.rows
    .map((r) => `${r.name}:${r.n}:${r.x}`)
    .sort()
    .join(' ');
}

/** Highest transaction id handed out so far (plus one): unchanged means nothing anywhere wrote since. */
async function nextXid(db: Db): Promise<string> {
  const result = (await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`)) as unknown as Rows<{
    x: string;
  }>;
  return result.rows[0]?.x ?? '';
}

/**
 * The fingerprint, rescanned only when some transaction took an id since the last scan: rejected requests
 * mostly write nothing, so most checks cost one tiny query instead of a scan of every table.
 */
export function fingerprinter(db: Db, tables: readonly string[]): () => Promise<string> {
  let cached: { xid: string; value: string } | undefined;
  return async () => {
    const xid = await nextXid(db);
    if (cached?.xid !== xid) cached = { xid, value: await scan(db, tables) };
    return cached.value;
  };
}
