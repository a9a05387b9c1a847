import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, organisations } from '../../db/schema';
import type { StoredNotification } from './publisher';

interface NotificationInput {
  orgId: string;
  /** Set for one user's notification ('My Notifications'); null for the whole organisation's. */
  userEmail?: string | null;
  message: string;
  link: string;
  from: string;
  /** Names the event: the same key twice stores one notification (a progression raced by another request). */
  eventKey: string;
  /** When it happened, on the sandbox clock. */
  at: Date;
}

type Row = typeof notifications.$inferSelect;

export const toNotification = (row: Row, hasBeenRead = false): StoredNotification => ({
  id: row.id,
  customer_id: row.customerId,
  user_email: row.userEmail,
  message: row.message,
  link: row.link,
  from: row.from,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  hasBeenRead,
});

/**
 * Stores a notification in the caller's transaction (the change it tells of commits with it, or neither does).
 * Returns it for publishing after the commit, or undefined when its event was already notified.
 */
export async function storeNotification(tx: Db, input: NotificationInput): Promise<StoredNotification | undefined> {
  const [org] = await tx
    .select({ customerId: organisations.customerId })
    .from(organisations)
    .where(eq(organisations.id, input.orgId));
  if (!org) return undefined;
  const [row] = await tx
    .insert(notifications)
    .values({
      orgId: input.orgId,
      customerId: org.customerId,
      userEmail: input.userEmail ?? null,
      message: input.message,
      link: input.link,
      from: input.from,
      eventKey: input.eventKey,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .onConflictDoNothing({ target: notifications.eventKey })
    .returning();
  return row ? toNotification(row) : undefined;
}
