import { request } from '@/api/http';
import {
  allReadResponse,
  type NotificationsPage,
  notificationsPage,
  readNotificationsResponse,
} from '@/contracts/notifications';

export type NotificationList = 'all' | 'mine';

const listPath: Record<NotificationList, string> = {
  all: '/v2/notifications',
  mine: '/v1/personal-notifications',
};

/** GET {notifications}/v2/notifications or /v1/personal-notifications: a page of 15 (spec 1 §7). */
export function listNotifications(
  list: NotificationList,
  page: number,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  return request('notifications', listPath[list], { query: { page }, schema: notificationsPage, signal });
}

/** POST {notifications}/v2/notifications/read: the caller has read these. */
export async function markNotificationsRead(ids: readonly number[]): Promise<number[]> {
  const response = await request('notifications', '/v2/notifications/read', {
    method: 'POST',
    body: { notification_ids: ids },
    schema: readNotificationsResponse,
  });
  return response.data.notification_ids;
}

/** POST {notifications}/v2/notifications/all-read. */
export async function markAllNotificationsRead(): Promise<number> {
  const response = await request('notifications', '/v2/notifications/all-read', {
    method: 'POST',
    schema: allReadResponse,
  });
  return response.data.read;
}
