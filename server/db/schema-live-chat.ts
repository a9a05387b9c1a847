import { bigserial, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

// The sky service view's live chat (src/contracts/live-chat.ts): one conversation per user and site id, and its
// messages in the order they were stored (seq is the polling cursor).

export const liveChatConversations = pgTable(
  'live_chat_conversations',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    siteId: text('site_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('live_chat_conversations_user_site_unique').on(t.orgId, t.userId, t.siteId)],
);

export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull(),
    conversationId: text('conversation_id').notNull(),
    /** user or staff. */
    author: text('author').notNull(),
    authorName: text('author_name').notNull(),
    /** The user who wrote it (for the sending limit); null for the desk's. */
    authorUserId: text('author_user_id'),
    body: text('body').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('live_chat_messages_id_unique').on(t.id),
    index('live_chat_messages_conversation_seq_idx').on(t.conversationId, t.seq),
    index('live_chat_messages_author_sent_idx').on(t.authorUserId, t.sentAt),
  ],
);
