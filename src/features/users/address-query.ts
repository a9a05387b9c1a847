import { type RoleName, roleNames } from '@/contracts/users';
import { type ListAddressQuery, listAddress } from '@/lib/list-address';
import type { ListParams } from '@/lib/list-query';

export const userSortFields = ['created_at', 'name', 'email'] as const;
type Sort = (typeof userSortFields)[number];
export type UsersAddressQuery = ListAddressQuery<RoleName, Sort>;

const base = listAddress({
  statuses: roleNames,
  sortFields: userSortFields,
  pageSizes: [10, 20, 50, 100],
  defaults: { limit: 10, sort: 'created_at', order: 'desc' },
});

/** The shared list's status filter is the users list's role (spec 1 §6: All plus each role), `role=` in the address. */
const withRole = ({ status, ...rest }: ListParams): ListParams => ({ ...rest, role: status });

/**
 * The users list's query as its address holds it: page 1, ten a page, newest first; the role filter (`role=Admin`),
 * the search (sent with its spaces escaped, spec 1 §5) and the sort, as the sandbox's GET /users reads them.
 */
export const usersAddress = {
  ...base,
  parse: (search: string) => {
    const params = new URLSearchParams(search);
    params.delete('status');
    const role = params.get('role');
    if (role) params.set('status', role);
    return base.parse(params.toString());
  },
  toSearch: (query: UsersAddressQuery) => base.toSearch(query).replace(/(^|&)status=/, '$1role='),
  filterParams: (query: UsersAddressQuery) => withRole(base.filterParams(query)),
  listParams: (query: UsersAddressQuery) => withRole(base.listParams(query)),
};
