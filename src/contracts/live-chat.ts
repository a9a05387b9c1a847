import { z } from 'zod';

/**
 * The sky service view's live chat with the provider's support desk (spec 1 §6 and §8 say only that the sky view starts
 * a live-chat widget, and that a missing site id or id token is logged and the chat not started; the rest is this
 * design). Each signed-in user has one conversation per site id, kept across visits; the desk answers in it.
 */

/** The most characters one message may carry. */
export const liveChatMessageMax = 2000;
/** The most messages one user may send in a minute (the sandbox answers 429 past it). */
export const liveChatMessagesPerMinute = 10;

export const liveChatMessages = {
  empty: 'Type a message',
  tooLong: `A message can be at most ${liveChatMessageMax} characters`,
  tooMany: 'You are sending messages too quickly: wait a minute and try again',
  siteId: 'A site id is letters, digits, dots, dashes or underscores (at most 64)',
} as const;

const sitePattern = /^[A-Za-z0-9._-]{1,64}$/;
const conversationIdPattern = /^lcc_[A-Za-z0-9]{16}$/;

export const liveChatStartBody = z.strictObject({
  site_id: z.string().regex(sitePattern, liveChatMessages.siteId),
});

export const liveChatMessageBody = z.strictObject({
  body: z.string().trim().min(1, liveChatMessages.empty).max(liveChatMessageMax, liveChatMessages.tooLong),
});

export const liveChatConversationParams = z.object({
  conversationId: z.string().regex(conversationIdPattern, 'Conversation ids are lcc_ plus 16 letters or digits'),
});

/** Messages after this cursor (a previous answer's `cursor`); all of them when absent. */
export const liveChatMessagesQuery = z.strictObject({
  after: z.coerce.number().int('A whole number').min(0, 'At least 0').max(Number.MAX_SAFE_INTEGER).optional(),
});

const liveChatMessage = z.object({
  id: z.string(),
  author: z.enum(['user', 'staff']),
  /** Who wrote it: the user's name, or the desk's ('Support desk' for the automatic acknowledgement). */
  author_name: z.string(),
  body: z.string(),
  sent_at: z.string(),
});
export type LiveChatMessage = z.infer<typeof liveChatMessage>;

const liveChatConversation = z.object({
  conversation_id: z.string(),
  site_id: z.string(),
  messages: z.array(liveChatMessage),
  /** Pass as `after` to read only what came next. */
  cursor: z.number().int(),
});
export type LiveChatConversation = z.infer<typeof liveChatConversation>;

export const liveChatConversationResponse = z.object({ data: liveChatConversation });
