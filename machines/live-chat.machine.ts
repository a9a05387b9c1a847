import { assign, fromPromise, setup } from 'xstate';
import { failureMessageOf } from './field-errors';

/** One message of the user's conversation, as the widget shows it. */
type LiveChatMessage = {
  id: string;
  author: 'user' | 'staff';
  author_name?: string;
  body: string;
  sent_at: string;
};
/** The conversation so far; `cursor` (the sandbox's) lets a poll read only what is new. */
export type LiveChatConversation = { conversation_id: string; messages: LiveChatMessage[]; cursor?: number };
/** What each call is given: the conversation shown so far (null before the first load), to read on from. */
type Shown = { conversation: LiveChatConversation | null };

export type LiveChatInput = { siteId: string | undefined; idToken: string | undefined };

/** How often the open widget asks for new replies. */
export const liveChatPollMs = 5_000;

/** Spec 1 §8: what is logged when the chat is not started. */
export const liveChatNotStarted = {
  siteId: 'Live chat not started: missing site id',
  idToken: 'Live chat not started: missing id token',
} as const;

/** Why the chat may not start, or null when both the site id and the id token are present. */
export function liveChatMissingOf(input: LiveChatInput): keyof typeof liveChatNotStarted | null {
  if (!input.siteId?.trim()) return 'siteId';
  if (!input.idToken?.trim()) return 'idToken';
  return null;
}

type Context = LiveChatInput & {
  conversation: LiveChatConversation | null;
  draft: string;
  error: string | null;
};

/**
 * The sky service view's live chat (spec 1 §6 and §8): it starts only with a site id and an id token (otherwise it logs
 * why and stays not started); opening it loads the user's conversation, the user sends messages, and the open widget
 * polls for replies every few seconds.
 */
export const liveChatMachine = setup({
  types: {
    context: {} as Context,
    input: {} as LiveChatInput,
    events: {} as
      | { type: 'open' }
      | { type: 'close' }
      | { type: 'draft.change'; value: string }
      | { type: 'send' }
      | { type: 'retry' },
  },
  actors: {
    loadConversation: fromPromise<LiveChatConversation, Shown>(async () => {
      throw new Error('loadConversation not provided');
    }),
    sendMessage: fromPromise<LiveChatConversation, Shown & { body: string }>(async () => {
      throw new Error('sendMessage not provided');
    }),
  },
  actions: {
    logNotStarted: ({ context }) => {
      const missing = liveChatMissingOf(context);
      if (missing) console.warn(liveChatNotStarted[missing]);
    },
    assignConversation: assign((_, p: { conversation: LiveChatConversation }) => ({
      conversation: p.conversation,
      error: null,
    })),
    assignSent: assign((_, p: { conversation: LiveChatConversation }) => ({
      conversation: p.conversation,
      draft: '',
      error: null,
    })),
    assignDraft: assign({ draft: (_, p: { value: string }) => p.value }),
    assignError: assign({ error: (_, p: { error: unknown }) => failureMessageOf(p.error) }),
    clearError: assign({ error: null }),
  },
  guards: {
    canStart: ({ context }) => liveChatMissingOf(context) === null,
    hasDraft: ({ context }) => context.draft.trim().length > 0,
  },
  delays: { poll: liveChatPollMs },
}).createMachine({
  id: 'liveChat',
  context: ({ input }) => ({ ...input, conversation: null, draft: '', error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'canStart', target: 'closed' }, { target: 'notStarted' }] },
    notStarted: { entry: 'logNotStarted' },
    closed: { on: { open: 'starting' } },
    starting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'loadConversation',
        src: 'loadConversation',
        input: ({ context }) => ({ conversation: context.conversation }),
        onDone: {
          target: 'open',
          actions: { type: 'assignConversation', params: ({ event }) => ({ conversation: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    open: {
      on: {
        close: 'closed',
        'draft.change': { actions: { type: 'assignDraft', params: ({ event }) => ({ value: event.value }) } },
        send: { guard: 'hasDraft', target: 'sending' },
      },
      after: { poll: 'polling' },
    },
    // A background refresh: the conversation stays on show; a failed poll is tried again at the next tick. A message
    // sent meanwhile goes at once (the poll is dropped: the send's answer carries any reply that came since).
    polling: {
      invoke: {
        id: 'loadConversation',
        src: 'loadConversation',
        input: ({ context }) => ({ conversation: context.conversation }),
        onDone: {
          target: 'open',
          actions: { type: 'assignConversation', params: ({ event }) => ({ conversation: event.output }) },
        },
        onError: 'open',
      },
      on: {
        close: 'closed',
        'draft.change': { actions: { type: 'assignDraft', params: ({ event }) => ({ value: event.value }) } },
        send: { guard: 'hasDraft', target: 'sending' },
      },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ body: context.draft.trim(), conversation: context.conversation }),
        onDone: {
          target: 'open',
          actions: { type: 'assignSent', params: ({ event }) => ({ conversation: event.output }) },
        },
        // The draft is kept so the user can send it again.
        onError: { target: 'open', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { retry: 'starting', close: 'closed' } },
  },
});
