import { type ContactKind, contactCategories, contactStatuses } from '../../../src/contracts/contact';
import { decodeListQuery, ListQueryError } from '../../../src/lib/list-query';
import type { ContactListQuery } from '../../domain/contact/list';
import { searchText } from '../incidents/list-query';
import { pageOf, sortOf } from '../list-params';

/** GET /v2/contact/{kind}: page, limit ≤ 100, q, sort created_at (desc by default), status and category filters. */
export function parseContactListQuery(kind: ContactKind, raw: Record<string, string | undefined>): ContactListQuery {
  const decoded = decodeListQuery(raw);
  const sort = sortOf(decoded, ['created_at'] as const, { field: 'created_at', order: 'desc' });
  const query: ContactListQuery = { ...pageOf(decoded, { defaultLimit: 10, maxLimit: 100 }), order: sort.order };
  const q = searchText(decoded.params.q);
  if (q) query.q = q;
  const allowed = {
    status: contactStatuses as readonly string[],
    category: contactCategories[kind] as readonly string[],
  };
  for (const filter of decoded.filters) {
    const field = filter.field;
    if (field !== 'status' && field !== 'category') throw new ListQueryError('filters', 'Filter by status or category');
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    if (
      !['eq', 'in'].includes(filter.operator) ||
      !values.every((v) => typeof v === 'string' && allowed[field].includes(v))
    ) {
      throw new ListQueryError('filters', `Filter ${field} with eq or in and one of: ${allowed[field].join(', ')}`);
    }
    const key = field === 'status' ? 'statuses' : 'categories';
    if (query[key]) throw new ListQueryError('filters', `Give at most one ${field} filter`);
    query[key] = values as string[];
  }
  return query;
}
