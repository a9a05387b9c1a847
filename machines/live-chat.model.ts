import { assign, type EventFromLogic, setup } from 'xstate';

type ModelContext = { draft: boolean; sendFailed: boolean; missing: 'siteId' | 'idToken' | null };

/**
 * Test model of `liveChatMachine` (the sky service view's live chat): the configuration it starts with, the user's
 * opening, typing and sending, the clock's polling ticks and the sandbox's answers are plain events.
 */
export const liveChatModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as
      | { type: 'reload.noSiteId' }
      | { type: 'reload.noIdToken' }
      | { type: 'open' }
      | { type: 'close' }
      | { type: 'draft.type' }
      | { type: 'draft.clear' }
      | { type: 'send' }
      | { type: 'load.ok' }
      | { type: 'load.fail' }
      | { type: 'send.ok' }
      | { type: 'send.fail' }
      | { type: 'clock.poll' }
      | { type: 'retry' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'liveChatModel',
  context: { draft: false, sendFailed: false, missing: null },
  initial: 'closed',
  states: {
    closed: {
      meta: { matches: 'closed' },
      on: {
        open: { target: 'starting', actions: assign({ sendFailed: false }) },
        'reload.noSiteId': { target: 'notStarted', actions: assign({ missing: 'siteId' }) },
        'reload.noIdToken': { target: 'notStarted', actions: assign({ missing: 'idToken' }) },
      },
    },
    notStarted: { meta: { matches: 'notStarted' } },
    starting: {
      meta: { matches: 'starting' },
      tags: ['busy'],
      on: { 'load.ok': 'open', 'load.fail': 'failed' },
    },
    open: {
      meta: { matches: 'open' },
      on: {
        close: 'closed',
        'draft.type': { guard: ({ context }) => !context.draft, actions: assign({ draft: true }) },
        'draft.clear': { guard: ({ context }) => context.draft, actions: assign({ draft: false }) },
        send: { guard: ({ context }) => context.draft, target: 'sending', actions: assign({ sendFailed: false }) },
        'clock.poll': 'polling',
      },
    },
    polling: {
      meta: { matches: 'polling' },
      on: {
        'load.ok': { target: 'open', actions: assign({ sendFailed: false }) },
        'load.fail': 'open',
        close: 'closed',
        'draft.type': { guard: ({ context }) => !context.draft, actions: assign({ draft: true }) },
        'draft.clear': { guard: ({ context }) => context.draft, actions: assign({ draft: false }) },
        send: { guard: ({ context }) => context.draft, target: 'sending', actions: assign({ sendFailed: false }) },
      },
    },
    sending: {
      meta: { matches: 'sending' },
      tags: ['busy'],
      on: {
        'send.ok': { target: 'open', actions: assign({ draft: false }) },
        'send.fail': { target: 'open', actions: assign({ sendFailed: true }) },
      },
    },
    failed: { meta: { matches: 'failed' }, on: { retry: 'starting', close: 'closed' } },
  },
});

/** What each model event stands for, the words of .stately/live-chat.qa.md. */
export const liveChatModelEvents: Record<EventFromLogic<typeof liveChatModel>['type'], string> = {
  'reload.noSiteId': 'The portal is loaded without VITE_LIVE_CHAT_SITE_ID: no chat button; the log says why.',
  'reload.noIdToken': 'The portal is loaded without an id token for the user: no chat button; the log says why.',
  open: 'The sky agent presses Live chat: the conversation loads.',
  close: 'The agent presses Close: the chat closes to its button.',
  'draft.type': 'The agent types a message.',
  'draft.clear': 'The agent empties the message.',
  send: 'The agent presses Send (with an empty message nothing is sent).',
  'load.ok': 'The sandbox returns the conversation: its messages show.',
  'load.fail': 'Loading the conversation fails: the message shows with Try again (a failed refresh is silent).',
  'send.ok': 'The sandbox stores the message: it shows in the conversation and the box empties.',
  'send.fail': 'Sending fails: the message shows above the box, which keeps the text.',
  'clock.poll': 'Five seconds pass with the chat open: it asks the sandbox for new replies.',
  retry: 'The agent presses Try again: the conversation loads again.',
};
