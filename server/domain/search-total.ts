import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * A search's total counts its matches, but at most this many. The trigram indexes find a term's matches without reading
 * the rest of the organisation, yet counting still costs a read per match: a term matching nearly everything ('INC',
 * a 2-letter term) would read 100,000 rows on every keystroke. Past the cap the total says the cap: 1,000 pages of 10,
 * more than anyone pages through, and the user narrows the search instead.
 */
export const searchTotalCap = 10_000;

/** The statement counting the rows of `table` that match `where`, stopping at {@link searchTotalCap}. */
export function searchMatchesStatement(db: Db, table: PgTable, where: SQL | undefined) {
  const matches = db.select({ one: sql`1` }).from(table).where(where).limit(searchTotalCap).as('matches');
  return db.select({ total: count() }).from(matches);
}

export async function countSearchMatches(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await searchMatchesStatement(db, table, where);
  return row?.total ?? 0;
}
