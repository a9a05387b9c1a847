import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

export type SortOrder = 'asc' | 'desc';

/**
 * Explicit NULLS placement so the order matches the indexes drizzle-kit writes (DESC NULLS LAST): a plain DESC means
 * NULLS FIRST to PostgreSQL and would not be served by them. id breaks ties so pages never overlap.
 */
export function keysetOrder(column: AnyColumn, id: AnyColumn, order: SortOrder): SQL[] {
  return order === 'desc'
    ? [sql`${column} desc nulls last`, sql`${id} desc nulls last`]
    : [sql`${column} asc nulls first`, sql`${id} asc nulls first`];
}

/** Rows after the last one sent, in the same order: keyset paging, so batch n costs the same as batch 1. */
export function keysetAfter(
  column: AnyColumn,
  id: AnyColumn,
  order: SortOrder,
  last: { value: string | Date; id: string },
): SQL {
  const value = last.value instanceof Date ? sql`${last.value.toISOString()}::timestamptz` : sql`${last.value}`;
  return order === 'desc'
    ? sql`(${column}, ${id}) < (${value}, ${last.id})`
    : sql`(${column}, ${id}) > (${value}, ${last.id})`;
}

/**
 * Every row of a sorted query, batch by batch: only one batch is held at a time and each is handed on before the next
 * is read, so memory stays flat whatever the row count. `read` gets the last row of the previous batch.
 */
export async function* keysetBatches<Row>(
  read: (last: Row | undefined, limit: number) => Promise<Row[]>,
  batchSize: number,
): AsyncGenerator<Row[]> {
  let last: Row | undefined;
  for (;;) {
    const rows = await read(last, batchSize);
    if (rows.length > 0) yield rows;
    last = rows.at(-1);
    if (rows.length < batchSize) return;
  }
}
