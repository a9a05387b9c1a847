import { type LiveChatConversation, type LiveChatMessage, liveChatConversationResponse } from '@/contracts/live-chat';
import { request } from './http';

// The sky service view's live chat lives beside contact on the issues host (the spec names no host for it).
const conversations = '/v2/live-chat/conversations';
const messagesOf = (conversation: { conversation_id: string; cursor: number }) =>
  `${conversations}/${encodeURIComponent(conversation.conversation_id)}/messages?after=${conversation.cursor}`;

type ShownMessage = Omit<LiveChatMessage, 'author_name'> & { author_name?: string | undefined };
/** The conversation so far, as the widget holds it (`cursor` from the sandbox's last answer). */
type Shown = { conversation_id: string; messages: readonly ShownMessage[]; cursor?: number | undefined };
/** The conversation as the sandbox answers it, with what was shown before it. */
type Merged = Omit<LiveChatConversation, 'messages'> & { messages: ShownMessage[] };

/** What was shown plus what is new after its cursor (a message already shown is never repeated). */
function merged(shown: Shown, next: LiveChatConversation): Merged {
  const known = new Set(shown.messages.map((m) => m.id));
  return { ...next, messages: [...shown.messages, ...next.messages.filter((m) => !known.has(m.id))] };
}

const withCursor = (shown: Shown & { site_id?: string }, siteId: string): Merged => ({
  conversation_id: shown.conversation_id,
  site_id: shown.site_id ?? siteId,
  messages: [...shown.messages],
  cursor: shown.cursor ?? 0,
});

/** Starts (or resumes) the caller's chat the first time, then reads only the messages after the last cursor. */
export async function loadLiveChat(siteId: string, shown: Shown | null): Promise<Merged> {
  if (!shown) {
    return (
      await request('issues', conversations, {
        method: 'POST',
        body: { site_id: siteId },
        schema: liveChatConversationResponse,
      })
    ).data;
  }
  const current = withCursor(shown, siteId);
  return merged(current, (await request('issues', messagesOf(current), { schema: liveChatConversationResponse })).data);
}

/** Sends one message; answers the conversation with it (and any reply that came meanwhile). */
export async function sendLiveChatMessage(siteId: string, shown: Shown | null, body: string): Promise<Merged> {
  const current = withCursor(shown ?? (await loadLiveChat(siteId, null)), siteId);
  const sent = await request('issues', messagesOf(current), {
    method: 'POST',
    body: { body },
    schema: liveChatConversationResponse,
  });
  return merged(current, sent.data);
}
