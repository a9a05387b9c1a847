import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { organisations, users } from './schema-identity';

// ——— Notifications service (spec 1 §3, §4; migration 0018) ———
/**
 * Notifications: an organisation's (user_email null, for every user of the customer) or one user's (user_email set,
 * 'My Notifications'). Created by what happens in the sandbox (server/domain/notifications/create.ts); `event_key`
 * names the event, so a racing second creation of the same one stores nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    customerId: integer('customer_id').notNull(),
    userEmail: text('user_email'),
    message: text('message').notNull(),
    link: text('link').notNull(),
    from: text('from').notNull(),
    eventKey: text('event_key').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // The list: an organisation's newest first, 15 at a time; and the old ones the 30-day removal looks at.
    index('notifications_org_created_idx').on(t.orgId, t.createdAt.desc(), t.id.desc()),
    // My Notifications: one user's, newest first.
    index('notifications_org_user_created_idx')
      .on(t.orgId, sql`lower(${t.userEmail})`, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.userEmail} is not null`),
    uniqueIndex('notifications_event_key_unique').on(t.eventKey),
  ],
);

/**
 * Read state per user: a row when a user has read a notification. An organisation's notification read by one user is
 * still unread for a colleague; hasBeenRead is "this caller has a row".
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.notificationId] }),
    index('notification_reads_notification_idx').on(t.notificationId),
  ],
);
