import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { listInvitations } from '@/api/invitations';
import { getUser, getUserHistory, listRoles, listUsers } from '@/api/users';
import { type UsersAddressQuery, usersAddress } from './address-query';

/** The users area's query keys: all → list(query), roles, detail(id), history(id); its invitations' below. */
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

/** The invitations' query keys, under the users area's (so a change to users refreshes them too). */
export const invitationKeys = {
  all: [...usersKeys.all, 'invitations'] as const,
  list: () =>
    queryOptions({
      queryKey: [...invitationKeys.all, 'list'] as const,
      queryFn: ({ signal }) => listInvitations(signal),
    }),
};

export const refreshInvitations = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: invitationKeys.all });
