import { z } from 'zod';
import { paginated } from './pagination';

/** Spec 1 §9: a page of notifications holds 15; the badge caps at 99+; read ones go after 30 days. */
export const notificationLimits = {
  pageSize: 15,
  badgeCap: 99,
  readKeptDays: 30,
} as const;

/** Spec 1 §3: a notification as the provider sends it, in lists and on the real-time channel. */
export const notification = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  user_email: z.string().nullable(),
  message: z.string(),
  link: z.string(),
  from: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  hasBeenRead: z.boolean().default(false),
});
export type Notification = z.infer<typeof notification>;

/**
 * GET /v2/notifications and /v1/personal-notifications: the paginated shape of spec 1 §3, plus `unread` (the caller's
 * unread count in that list), which the bell shows without reading every page.
 */
export const notificationsPage = paginated(notification).extend({ unread: z.number().int().min(0) });
export type NotificationsPage = z.infer<typeof notificationsPage>;

/** `page` only (spec 1 §7); 15 per page is fixed. */
export const notificationsQuery = z
  .object({ page: z.coerce.number().int().min(1, 'Page starts at 1').max(10_000).default(1) })
  .strict();

/** POST /v2/notifications/read. Ids the caller cannot see are ignored. */
export const readNotificationsBody = z
  .object({ notification_ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(100) })
  .strict();

/** The ids this call marked read for the caller (already-read and foreign ids are not listed). */
export const readNotificationsResponse = z.object({ data: z.object({ notification_ids: z.array(z.number().int()) }) });

export type NotificationType = 'orders' | 'services' | 'incidents' | 'Incident';

/** Spec 1 §3: the type comes from the link: orders, services or incidents, otherwise Incident. */
export function notificationType(link: string): NotificationType {
  const path = link.split(/[?#]/)[0] ?? '';
  for (const type of ['orders', 'services', 'incidents'] as const) {
    if (path.split('/').includes(type)) return type;
  }
  return 'Incident';
}

/** The portal routes a notification links to (src/app/main-routes.ts). */
export const notificationLinks = {
  order: (id: string) => `/ordering/orders/${encodeURIComponent(id)}`,
  service: (reference: string) => `/support/services/${encodeURIComponent(reference)}`,
  incident: (id: string) => `/support/incidents/${encodeURIComponent(id)}`,
  users: () => '/user-management/users',
};

/** POST /v2/notifications/all-read: how many became read for the caller. */
export const allReadResponse = z.object({ data: z.object({ read: z.number().int().min(0) }) });
