import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getUser, getUserHistory, listRoles, listUsers } from '@/api/users';
import { type UsersAddressQuery, usersAddress } from './address-query';

/** The users area's query keys: all → list(query), roles, detail(id), history(id). */
export const usersKeys = {
  all: ['users'] as const,
  list: (query: UsersAddressQuery) =>
    queryOptions({
      queryKey: [...usersKeys.all, 'list', query] as const,
      queryFn: async ({ signal }) => {
        const page = await listUsers(usersAddress.listParams(query), signal);
        // The shared list screen keys its rows by `id`.
        return { ...page, data: page.data.map((user) => ({ ...user, id: user.user_id })) };
      },
      placeholderData: keepPreviousData,
    }),
  roles: () =>
    queryOptions({
      queryKey: [...usersKeys.all, 'roles'] as const,
      queryFn: ({ signal }) => listRoles(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...usersKeys.all, 'detail', id] as const, queryFn: ({ signal }) => getUser(id, signal) }),
  history: (id: string) =>
    queryOptions({
      queryKey: [...usersKeys.all, 'history', id] as const,
      queryFn: ({ signal }) => getUserHistory(id, signal),
    }),
};
