import { type Placeholder, sql } from 'drizzle-orm';

/** A value of a statement, or where a prepared statement takes one. */
export type Param = string | Placeholder;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ILIKE pattern of a `q=` search: the text anywhere, LIKE's own characters (`%`, `_`, `\`) taken literally. */
export const containsPattern = (q: string) => `%${escapeLike(q)}%`;

/** `count` placeholders `${name}0`, `${name}1`, …: an IN list of a prepared statement (see {@link listValues}). */
export const placeholderList = (name: string, count: number): Placeholder[] =>
  Array.from({ length: count }, (_, i) => sql.placeholder(`${name}${i}`));

/** The values of {@link placeholderList}'s placeholders, by name. */
export const listValues = (name: string, values: readonly unknown[]): Record<string, unknown> =>
  Object.fromEntries(values.map((value, i) => [`${name}${i}`, value]));

/**
 * What a list page's prepared statement is shaped by (server/db/prepared.ts): its sort, how many distinct statuses its
 * filter names, and whether it searches. Everything else is a value.
 */
export interface ListShape<Sort> {
  sort: Sort;
  statuses: number;
  search: boolean;
}

/** A list query as the lists share it. */
export interface PagedListQuery<Sort> {
  page: number;
  limit: number;
  q?: string | undefined;
  sort: Sort;
  statuses?: readonly string[] | undefined;
}

/** The placeholders of a list page's statement of `shape`, which {@link listStatementOf}'s values fill. */
export function listPlaceholders(shape: Omit<ListShape<unknown>, 'sort'>) {
  return {
    orgId: sql.placeholder('orgId'),
    statuses: placeholderList('status', shape.statuses),
    pattern: shape.search ? sql.placeholder('pattern') : undefined,
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  };
}

/**
 * A list query as a prepared statement's shape and values: statuses de-duplicated (a status named twice selects as
 * once, and the shapes stay few), the search as its ILIKE pattern, the page as limit and offset.
 */
export function listStatementOf<Sort>(orgId: string, query: PagedListQuery<Sort>) {
  const statuses = [...new Set(query.statuses)];
  const shape: ListShape<Sort> = { sort: query.sort, statuses: statuses.length, search: Boolean(query.q) };
  const values: Record<string, unknown> = {
    orgId,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    ...listValues('status', statuses),
  };
  return { shape, values, statuses };
}
