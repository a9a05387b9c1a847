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

/**
 * A search's total when its page already says it, with no count: a page shorter than the page size is the last one, so
 * the matches are the rows before it plus its own (an empty page past the first says nothing). A narrow search (a
 * reference, a number) is answered this way in one round trip.
 */
export function totalFromPage(page: { offset: number; limit: number; rows: number }): number | undefined {
  if (page.rows >= page.limit || (page.rows === 0 && page.offset > 0)) return undefined;
  return Math.min(page.offset + page.rows, searchTotalCap);
}

export interface SearchTotalCache {
  /**
   * The total under `key`, counted by `count` unless a count younger than the cache's lifetime is known; concurrent
   * callers share one count. A known total smaller than `atLeast` (the rows the caller can see go further) is stale and
   * counted again.
   */
  total(key: string, atLeast: number, count: () => Promise<number>): Promise<number>;
  forget(orgKey: string): void;
}

// One cache per store, as the flag cache (server/domain/flags.ts): a change made through this store drops it at once.
const totalCaches = new WeakMap<Db, SearchTotalCache>();

/** Entries kept at most; the oldest goes first. */
const totalCacheSize = 1_000;

/**
 * Broad searches' totals, remembered for `ttlMs`: counting one that matches 8,000 of 100,000 users reads those 8,000 rows
 * (15–50 ms), while its next pages and the same search again read only their 10 rows. Keys start with the organisation
 * (`${orgId}:`), so its entries can be dropped together. Within the lifetime a total may miss rows added or renamed by
 * another process (never ones this process can see on the page: `atLeast`), as the flag cache may miss a flag.
 */
export function searchTotalCache(db: Db, ttlMs = 5_000): SearchTotalCache {
  const existing = totalCaches.get(db);
  if (existing) return existing;
  const entries = new Map<string, { at: number; total: Promise<number> }>();
  const recount = (key: string, count: () => Promise<number>) => {
    const total = count();
    entries.delete(key);
    if (entries.size >= totalCacheSize) entries.delete(entries.keys().next().value as string);
    entries.set(key, { at: Date.now(), total });
    // A failed count is not kept: the next request counts again.
    total.catch(() => {
      if (entries.get(key)?.total === total) entries.delete(key);
    });
    return total;
  };
  const cache: SearchTotalCache = {
    total(key, atLeast, count) {
      const entry = entries.get(key);
      if (!entry || Date.now() - entry.at >= ttlMs) return recount(key, count);
      const known = entry.total;
      return known.then((total) => (total >= Math.min(atLeast, searchTotalCap) ? total : recount(key, count)));
    },
    forget(orgKey) {
      for (const key of entries.keys()) if (key.startsWith(`${orgKey}:`)) entries.delete(key);
    },
  };
  totalCaches.set(db, cache);
  return cache;
}
