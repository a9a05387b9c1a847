import { z } from 'zod';
import { type DecodedListQuery, ListQueryError } from '../../src/lib/list-query';
import { searchTextMax, searchTextMessage } from '../../src/lib/search-text';

/** The raw query a list route accepts: the list-query convention's parameters, nothing else. */
export const listQueryShape = z
  .object({
    page: z.string().max(10).optional(),
    limit: z.string().max(10).optional(),
    q: z.string().max(searchTextMax, searchTextMessage).optional(),
    sort: z.string().max(70).optional(),
    filters: z.string().max(4000).optional(),
  })
  .strict();

function positiveInt(field: 'page' | 'limit', raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1)
    throw new ListQueryError(field, `${field} must be a whole number from 1`);
  const value = Number(raw);
  if (value > max) throw new ListQueryError(field, `${field} must be at most ${max}`);
  return value;
}

/** Page and limit of a decoded list query, checked against the route's bounds. */
export function pageOf(decoded: DecodedListQuery, opts: { defaultLimit: number; maxLimit: number }) {
  return {
    page: positiveInt('page', decoded.params.page, 1, 100_000),
    limit: positiveInt('limit', decoded.params.limit, opts.defaultLimit, opts.maxLimit),
  };
}

/** The decoded sort when its field is one the route allows, else the route's default. */
export function sortOf<F extends string>(
  decoded: DecodedListQuery,
  fields: readonly F[],
  fallback: { field: F; order: 'asc' | 'desc' },
): { field: F; order: 'asc' | 'desc' } {
  if (!decoded.sort) return fallback;
  const { field, order } = decoded.sort;
  if (!(fields as readonly string[]).includes(field)) {
    throw new ListQueryError('sort', `Sort by one of: ${fields.join(', ')}`);
  }
  return { field: field as F, order };
}
