import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organisations, users } from '../db/schema';
import type { NotificationPublisher } from '../domain/notifications/publisher';
import { publishNotification } from './publish';

/**
 * The notifications service's publisher on the channel server: an organisation-wide notification (no user_email) goes
 * to the organisation's channel, a personal one to its user's channel, found by the address within the customer (a
 * user deleted since hears nothing).
 */
export function channelPublisher(db: Db): NotificationPublisher {
  return async (n) => {
    if (!n.user_email) return publishNotification(db, { customerId: n.customer_id }, n);
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.orgId))
      .where(
        and(eq(organisations.customerId, n.customer_id), eq(sql`lower(${users.email})`, n.user_email.toLowerCase())),
      )
      .limit(1);
    if (user) await publishNotification(db, { customerId: n.customer_id, user }, n);
  };
}
