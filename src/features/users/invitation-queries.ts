import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { listInvitations } from '@/api/invitations';
import { usersKeys } from './queries';

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

/** The invitation's link as the invitee opens it: the sandbox answers it relative to the portal when unconfigured. */
export const absoluteInvitationUrl = (url: string) => new URL(url, window.location.origin).toString();
