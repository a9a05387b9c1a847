import { type RoleName, roleNames } from '../../../src/contracts/users';
import { unescapeSearch } from '../../../src/lib/list-address';
import { decodeListQuery, ListQueryError } from '../../../src/lib/list-query';
import { type UserListQuery, userSortFields } from '../../domain/user-list';
import { pageOf, sortOf } from '../list-params';

const isRoleName = (v: unknown): v is RoleName => typeof v === 'string' && (roleNames as readonly string[]).includes(v);

/** GET /users: page, limit ≤ 100, q on name and email, sort created_at|name|email, a role filter (eq or in). */
export function parseUserListQuery(raw: Record<string, string | undefined>): UserListQuery {
  const decoded = decodeListQuery(raw);
  const query: UserListQuery = {
    ...pageOf(decoded, { defaultLimit: 10, maxLimit: 100 }),
    sort: sortOf(decoded, userSortFields, { field: 'created_at', order: 'desc' }),
  };
  const q = unescapeSearch(decoded.params.q);
  if (q) query.q = q;
  for (const filter of decoded.filters) {
    if (filter.field !== 'role') throw new ListQueryError('filters', 'Users can be filtered by role only');
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    if (!['eq', 'in'].includes(filter.operator) || !values.every(isRoleName)) {
      throw new ListQueryError('filters', `Filter role with eq or in and one of: ${roleNames.join(', ')}`);
    }
    if (query.roleNames) throw new ListQueryError('filters', 'Give at most one role filter');
    query.roleNames = values;
  }
  return query;
}
