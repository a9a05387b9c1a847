import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export interface NewOutboxMessage {
  id: string;
  orgId: string;
  userId: string;
  subject: string;
  body: string;
  file: { name: string; path: string; contentType: string; size: number } | null;
  createdAt: Date;
}

/** The sandbox's stand-in for sending an e-mail: the message is kept for its one recipient. */
export async function writeOutboxMessage(db: Db, m: NewOutboxMessage): Promise<void> {
  await db
    .insert(outboxMessages)
    .values({
      id: m.id,
      orgId: m.orgId,
      userId: m.userId,
      subject: m.subject,
      body: m.body,
      fileName: m.file?.name ?? null,
      filePath: m.file?.path ?? null,
      contentType: m.file?.contentType ?? null,
      size: m.file?.size ?? null,
      createdAt: m.createdAt,
    })
    .onConflictDoNothing();
}

/** A user's mail, newest first: only their own, in their own organisation. */
export function listOutbox(db: Db, orgId: string, userId: string, limit = 50): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.orgId, orgId)))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

/** One message of the user's; anyone else's (another user, another organisation) is undefined. */
export async function getOutboxMessage(
  db: Db,
  orgId: string,
  userId: string,
  id: string,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.userId, userId), eq(outboxMessages.orgId, orgId)));
  return row;
}
