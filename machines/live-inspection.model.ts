import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `liveInspectionMachine` (the portal's ?inspect=local streaming): the sandbox's answers to opening a
 * session, the WebSocket's open and close, the retry clock and the page's inspection events, as plain events.
 */
export const liveInspectionModel = setup({
  types: {
    /** Whether frames have been streamed yet (once is enough: the graph stays finite). */
    context: {} as { sent: boolean },
    events: {} as
      | { type: 'session.opened' }
      | { type: 'session.failed' }
      | { type: 'session.refused' }
      | { type: 'socket.open' }
      | { type: 'socket.closed' }
      | { type: 'clock.retry' }
      | { type: 'frames.send' },
    meta: {} as { matches: string | Record<string, string> },
  },
}).createMachine({
  id: 'liveInspectionModel',
  context: { sent: false },
  initial: 'opening',
  states: {
    opening: {
      meta: { matches: 'opening' },
      on: { 'session.opened': 'connecting', 'session.failed': 'waiting', 'session.refused': 'off' },
    },
    connecting: {
      meta: { matches: { online: 'connecting' } },
      on: { 'socket.open': 'streaming', 'socket.closed': 'waiting' },
    },
    streaming: {
      meta: { matches: { online: 'streaming' } },
      tags: ['live'],
      on: {
        'socket.closed': 'waiting',
        'frames.send': { guard: ({ context }) => !context.sent, actions: assign({ sent: true }) },
      },
    },
    waiting: { meta: { matches: 'waiting' }, on: { 'clock.retry': 'opening' } },
    off: { meta: { matches: 'off' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/live-inspection.qa.md. */
export const liveInspectionModelEvents: Record<EventFromLogic<typeof liveInspectionModel>['type'], string> = {
  'session.opened': 'The sandbox opens a live session for the page (or carries on the one before a reload).',
  'session.failed': 'Opening the session fails (the sandbox is unreachable, busy, or the sign-in is not ready yet).',
  'session.refused':
    'The sandbox has no flow viewer (404) or refuses (403): the page stops streaming, nothing else changes.',
  'socket.open': 'The WebSocket opens: what the page did meanwhile is sent, then each change as it happens.',
  'socket.closed': 'The WebSocket closes (the network, the sandbox restarting): the page opens the session again.',
  'clock.retry': 'The wait passes (1 s, doubling to 30 s): the page opens the session again.',
  'frames.send': 'A machine of the page changes state or receives an event: it is streamed at once.',
};
