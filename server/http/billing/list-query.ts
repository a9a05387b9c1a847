import { unescapeSearch } from '../../../src/lib/list-address';
import { decodeListQuery, ListQueryError } from '../../../src/lib/list-query';
import type { BillingListQuery } from '../../domain/billing/records';
import { pageOf, sortOf } from '../list-params';

/**
 * A billing list's query (spec 1 §7): page, limit ≤ 100, q (a record number), sort by one of the list's fields with
 * a minus for desc, and a status filter (eq or in) on lists that have statuses.
 */
export function parseBillingListQuery<S extends string>(
  raw: Record<string, string | undefined>,
  opts: { sorts: readonly S[]; fallback: { field: S; order: 'asc' | 'desc' }; statuses?: readonly string[] },
): BillingListQuery<S> {
  const decoded = decodeListQuery(raw);
  const query: BillingListQuery<S> = {
    ...pageOf(decoded, { defaultLimit: 10, maxLimit: 100 }),
    sort: sortOf(decoded, opts.sorts, opts.fallback),
  };
  const q = unescapeSearch(decoded.params.q);
  if (q) query.q = q;
  for (const filter of decoded.filters) {
    const allowed = opts.statuses;
    if (filter.field !== 'status' || !allowed) {
      throw new ListQueryError('filters', allowed ? 'Filter by status' : 'This list has no filters');
    }
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    if (!['eq', 'in'].includes(filter.operator) || !values.every((v) => typeof v === 'string' && allowed.includes(v))) {
      throw new ListQueryError('filters', `Filter status with eq or in and one of: ${allowed.join(', ')}`);
    }
    if (query.statuses) throw new ListQueryError('filters', 'Give at most one status filter');
    query.statuses = values as string[];
  }
  return query;
}
