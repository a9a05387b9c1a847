import { type AnyColumn, and, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';

/** A value of a statement, or where a prepared statement takes one. */
export type Param = string | Placeholder;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ILIKE pattern of a `q=` search: the text anywhere, LIKE's own characters (`%`, `_`, `\`) taken literally. */
export const containsPattern = (q: string) => `%${escapeLike(q)}%`;

/**
 * A list can be searched by up to this many words; a longer search's last word is the rest of it, as typed. The words
 * fix the shape of a prepared statement (one condition each), so they are capped to keep the shapes few.
 */
const maxSearchWords = 5;

/**
 * The words of a `q=` search (split on spaces): every one must match, each in any of the list's searched columns, so
 * 'High Street Newcastle' finds the incident at '88 High Street', 'Newcastle'.
 */
export function searchWords(q: string | undefined): string[] {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxSearchWords) return words;
  return [...words.slice(0, maxSearchWords - 1), words.slice(maxSearchWords - 1).join(' ')];
}

/**
 * Every word's pattern in one of the columns: AND over the words of an OR over the columns. Each OR is a BitmapOr of
 * the columns' trigram index, and the words' ANDed; no word (no search) is no condition.
 */
export function everyWordIn(columns: readonly (AnyColumn | SQL)[], patterns: readonly Param[]): SQL | undefined {
  if (patterns.length === 0) return undefined;
  return and(...patterns.map((p) => or(...columns.map((c) => ilike(c, p))))) as SQL;
}

/** The ILIKE patterns of a search's words, as a list statement's placeholders `word0`, `word1`, … take them. */
export const wordValues = (q: string | undefined) => listValues('word', searchWords(q).map(containsPattern));

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
  /** How many words the search has (0: none). */
  search: number;
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
    words: placeholderList('word', shape.search),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  };
}

/**
 * A list query as a prepared statement's shape and values: statuses de-duplicated (a status named twice selects as
 * once, and the shapes stay few), the search as its words' ILIKE patterns, the page as limit and offset.
 */
export function listStatementOf<Sort>(orgId: string, query: PagedListQuery<Sort>) {
  const statuses = [...new Set(query.statuses)];
  const shape: ListShape<Sort> = { sort: query.sort, statuses: statuses.length, search: searchWords(query.q).length };
  const values: Record<string, unknown> = {
    orgId,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    ...wordValues(query.q),
    ...listValues('status', statuses),
  };
  return { shape, values, statuses };
}
