import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { listNotifications, type NotificationList } from '@/api/notifications';
import type { NotificationsPage } from '@/contracts/notifications';

/** The next page while the last one read ends before the total (pages of 15, spec 1 §9). */
const nextNotificationsPage = (last: NotificationsPage): number | undefined =>
  last.to !== null && last.to < last.total ? last.current_page + 1 : undefined;

/** The notifications' one query-key factory: all → unread (the bell) and list(tab) (the panel's pages). */
export const notificationsKeys = {
  all: ['notifications'] as const,
  unread: () =>
    queryOptions({
      queryKey: [...notificationsKeys.all, 'unread'] as const,
      queryFn: async ({ signal }) => (await listNotifications('all', 1, signal)).unread,
    }),
  lists: () => [...notificationsKeys.all, 'list'] as const,
  list: (list: NotificationList) =>
    infiniteQueryOptions({
      queryKey: [...notificationsKeys.lists(), list] as const,
      queryFn: ({ pageParam, signal }) => listNotifications(list, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextNotificationsPage,
    }),
};
