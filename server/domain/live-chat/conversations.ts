import { and, asc, count, eq, gt, gte } from 'drizzle-orm';
import {
  type LiveChatConversation,
  type LiveChatMessage,
  liveChatMessagesPerMinute,
} from '../../../src/contracts/live-chat';
import type { Db } from '../../db/client';
import { liveChatConversations, liveChatMessages } from '../../db/schema';
import { sandboxNow } from '../incidents/clock';
import { randomId } from '../user-audit';

/** The caller: a conversation is one user's, in one organisation. */
export interface ChatUser {
  orgId: string;
  userId: string;
  name: string;
}

/** The desk's name on its automatic acknowledgement, and the acknowledgement itself. */
export const supportDeskName = 'Support desk';
export const liveChatAcknowledgement =
  'Thanks for your message: a support agent has it and will reply here. You can close this window; the conversation is kept.';

type MessageRow = typeof liveChatMessages.$inferSelect;

const messageOf = (row: MessageRow): LiveChatMessage => ({
  id: row.id,
  author: row.author === 'staff' ? 'staff' : 'user',
  author_name: row.authorName,
  body: row.body,
  sent_at: row.sentAt.toISOString(),
});

async function conversationOf(
  db: Db,
  conversation: { id: string; siteId: string },
  after: number,
): Promise<LiveChatConversation> {
  const rows = await db
    .select()
    .from(liveChatMessages)
    .where(and(eq(liveChatMessages.conversationId, conversation.id), gt(liveChatMessages.seq, after)))
    .orderBy(asc(liveChatMessages.seq))
    .limit(500);
  return {
    conversation_id: conversation.id,
    site_id: conversation.siteId,
    messages: rows.map(messageOf),
    cursor: rows.at(-1)?.seq ?? after,
  };
}

/** The user's conversation for the site, made on the first start and resumed after; all its messages. */
export async function startConversation(db: Db, user: ChatUser, siteId: string): Promise<LiveChatConversation> {
  await db
    .insert(liveChatConversations)
    .values({
      id: randomId('lcc_'),
      orgId: user.orgId,
      userId: user.userId,
      siteId,
      createdAt: await sandboxNow(db),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(liveChatConversations)
    .where(
      and(
        eq(liveChatConversations.orgId, user.orgId),
        eq(liveChatConversations.userId, user.userId),
        eq(liveChatConversations.siteId, siteId),
      ),
    );
  if (!row) throw new Error('live chat conversation not stored');
  return conversationOf(db, row, 0);
}

/** The caller's own conversation; undefined for another user's or organisation's (answered as not found). */
async function ownConversation(db: Db, user: Pick<ChatUser, 'orgId' | 'userId'>, id: string) {
  const [row] = await db
    .select()
    .from(liveChatConversations)
    .where(
      and(
        eq(liveChatConversations.id, id),
        eq(liveChatConversations.orgId, user.orgId),
        eq(liveChatConversations.userId, user.userId),
      ),
    );
  return row;
}

/** The messages after the cursor, or undefined when the conversation is not the caller's. */
export async function readConversation(
  db: Db,
  user: ChatUser,
  id: string,
  after = 0,
): Promise<LiveChatConversation | undefined> {
  const row = await ownConversation(db, user, id);
  return row ? conversationOf(db, row, after) : undefined;
}

export type SendOutcome =
  | { ok: true; conversation: LiveChatConversation }
  | { ok: false; reason: 'not_found' | 'too_many' };

/**
 * Stores the user's message, and on the conversation's first one the desk's automatic acknowledgement; answers the
 * messages after the cursor. A user may send liveChatMessagesPerMinute messages a minute (on the sandbox clock).
 */
export async function sendMessage(db: Db, user: ChatUser, id: string, body: string, after = 0): Promise<SendOutcome> {
  const row = await ownConversation(db, user, id);
  if (!row) return { ok: false, reason: 'not_found' };
  const now = await sandboxNow(db);
  const [recent] = await db
    .select({ n: count() })
    .from(liveChatMessages)
    .where(
      and(
        eq(liveChatMessages.authorUserId, user.userId),
        gte(liveChatMessages.sentAt, new Date(now.getTime() - 60_000)),
      ),
    );
  if ((recent?.n ?? 0) >= liveChatMessagesPerMinute) return { ok: false, reason: 'too_many' };
  await db.transaction(async (tx) => {
    const [staff] = await tx
      .select({ n: count() })
      .from(liveChatMessages)
      .where(and(eq(liveChatMessages.conversationId, id), eq(liveChatMessages.author, 'staff')));
    await tx.insert(liveChatMessages).values({
      id: randomId('lcm_'),
      conversationId: id,
      author: 'user',
      authorName: user.name,
      authorUserId: user.userId,
      body,
      sentAt: now,
    });
    if ((staff?.n ?? 0) === 0) {
      await tx.insert(liveChatMessages).values({
        id: randomId('lcm_'),
        conversationId: id,
        author: 'staff',
        authorName: supportDeskName,
        body: liveChatAcknowledgement,
        sentAt: now,
      });
    }
  });
  return { ok: true, conversation: await conversationOf(db, row, after) };
}

/** A support agent's answer (the sandbox's operator control); false when there is no such conversation. */
export async function answerAsAgent(db: Db, id: string, agentName: string, body: string): Promise<boolean> {
  const [row] = await db.select().from(liveChatConversations).where(eq(liveChatConversations.id, id));
  if (!row) return false;
  await db.insert(liveChatMessages).values({
    id: randomId('lcm_'),
    conversationId: id,
    author: 'staff',
    authorName: agentName,
    body,
    sentAt: await sandboxNow(db),
  });
  return true;
}
