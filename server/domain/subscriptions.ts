import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema';

/**
 * Ends a subscription once. A spent link answers like an unknown one, so a token reveals nothing after use.
 * The update is conditional, so two clicks at the same moment cannot both succeed.
 */
export async function unsubscribe(
  db: Db,
  id: string,
  now = new Date(),
): Promise<{ id: string; topic: string; email: string } | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ unsubscribedAt: now })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.unsubscribedAt)))
    .returning({ id: subscriptions.id, topic: subscriptions.topic, email: subscriptions.email });
  return row;
}
