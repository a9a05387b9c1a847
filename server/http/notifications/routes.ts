import {
  allReadResponse,
  type NotificationsPage,
  notificationsPage,
  notificationsQuery,
  readNotificationsBody,
  readNotificationsResponse,
} from '../../../src/contracts/notifications';
import type { AccessTokenClaims } from '../../../src/contracts/users';
import { areaGate } from '../../../src/lib/access-rules';
import type { Db } from '../../db/client';
import { progressDueIncidents } from '../../domain/incidents/progress';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  type Reader,
} from '../../domain/notifications/list';
import { progressedOrdersNow } from '../../domain/orders/progress';
import { declareRoute } from '../route';
import type { ServicePlugin } from '../service-plugin';

const readerOf = (user: AccessTokenClaims): Reader => ({ orgId: user.org_id, userId: user.user_id, email: user.email });

/**
 * The sandbox time, after the organisation's orders and incidents have moved on to it: their status changes are what
 * most notifications tell of, and progress is lazy (applied by reads), so the list is current when it is read.
 */
async function progressedNow(db: Db, orgId: string): Promise<Date> {
  const now = await progressedOrdersNow(db, orgId);
  await progressDueIncidents(db, orgId, now);
  return now;
}

/** The notifications service (spec 1 §7): pages of 15, personal ones, read and all-read; per-user read state. */
export const notificationsRoutes: ServicePlugin = async (app, { db }) => {
  declareRoute(app, {
    method: 'GET',
    url: '/v2/notifications',
    response: notificationsPage,
    ...areaGate('notifications'),
    summary:
      "A page of 15 of the organisation's notifications and the caller's own, newest first, with the unread count",
    schema: { query: notificationsQuery },
    handler: async ({ user, query }): Promise<NotificationsPage> =>
      listNotifications(
        db,
        readerOf(user),
        { page: query.page, personal: false },
        await progressedNow(db, user.org_id),
      ),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v1/personal-notifications',
    response: notificationsPage,
    ...areaGate('personalNotifications'),
    summary: "A page of 15 of the notifications addressed to the caller ('My Notifications')",
    schema: { query: notificationsQuery },
    handler: async ({ user, query }): Promise<NotificationsPage> =>
      listNotifications(db, readerOf(user), { page: query.page, personal: true }, await progressedNow(db, user.org_id)),
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v2/notifications/read',
    response: readNotificationsResponse,
    ...areaGate('notifications'),
    summary: 'Marks notifications read for the caller; ids the caller cannot see are ignored',
    schema: { body: readNotificationsBody },
    handler: async ({ user, body }) =>
      readNotificationsResponse.parse({
        data: {
          notification_ids: await markNotificationsRead(
            db,
            readerOf(user),
            body.notification_ids,
            await progressedNow(db, user.org_id),
          ),
        },
      }),
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v2/notifications/all-read',
    response: allReadResponse,
    ...areaGate('notifications'),
    summary: 'Marks every notification the caller sees read, for the caller',
    handler: async ({ user }) =>
      allReadResponse.parse({
        data: { read: await markAllNotificationsRead(db, readerOf(user), await progressedNow(db, user.org_id)) },
      }),
  });
};
