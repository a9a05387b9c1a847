import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `liveWatchMachine` (the flow viewer watching a portal page): the sandbox's answers to a watch ticket,
 * the WebSocket's open, frames and close, the retry clock and the analyst choosing an actor, as plain events.
 */
export const liveWatchModel = setup({
  types: {
    /** Whether a frame has arrived and an actor been chosen yet (once is enough: the graph stays finite). */
    context: {} as { framed: boolean; chosen: boolean },
    events: {} as
      | { type: 'ticket.granted' }
      | { type: 'ticket.gone' }
      | { type: 'ticket.refused' }
      | { type: 'ticket.failed' }
      | { type: 'socket.open' }
      | { type: 'socket.closed' }
      | { type: 'frame.change' }
      | { type: 'frame.ended' }
      | { type: 'actor.select' }
      | { type: 'clock.retry' },
    meta: {} as { matches: string | Record<string, string> },
  },
}).createMachine({
  id: 'liveWatchModel',
  context: { framed: false, chosen: false },
  initial: 'requesting',
  states: {
    requesting: {
      meta: { matches: 'requesting' },
      on: {
        'ticket.granted': 'connecting',
        'ticket.gone': 'ended',
        'ticket.refused': 'refused',
        'ticket.failed': 'lost',
        'actor.select': { guard: ({ context }) => !context.chosen, actions: assign({ chosen: true }) },
      },
    },
    connecting: {
      meta: { matches: { online: 'connecting' } },
      on: { 'socket.open': 'watching', 'socket.closed': 'lost' },
    },
    watching: {
      meta: { matches: { online: 'watching' } },
      tags: ['live'],
      on: {
        'frame.change': { guard: ({ context }) => !context.framed, actions: assign({ framed: true }) },
        'frame.ended': 'ended',
        'socket.closed': 'lost',
      },
    },
    lost: { meta: { matches: 'lost' }, on: { 'clock.retry': 'requesting' } },
    refused: { meta: { matches: 'refused' }, type: 'final' },
    ended: { meta: { matches: 'ended' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/live-watch.qa.md. */
export const liveWatchModelEvents: Record<EventFromLogic<typeof liveWatchModel>['type'], string> = {
  'ticket.granted': 'The sandbox lets the analyst watch the session (their own, or as an Admin of its organisation).',
  'ticket.gone': 'The session has ended, or belongs to another organisation (404): the viewer says it has ended.',
  'ticket.refused': 'The sandbox refuses (403: a colleague’s session, not an Admin): the viewer says why.',
  'ticket.failed': 'Asking fails (the sandbox is unreachable): the viewer tries again shortly.',
  'socket.open': 'The WebSocket opens: the page’s actors, their states and the last events arrive.',
  'socket.closed': 'The WebSocket closes (the network, the sandbox restarting): the viewer asks again shortly.',
  'frame.change': 'A machine of the watched page changes state: its highlighted state follows.',
  'frame.ended': 'The watched page has gone (closed, or not back after a reload): the viewer says the session ended.',
  'actor.select': 'The analyst chooses which running machine to see.',
  'clock.retry': 'The wait passes (1 s, doubling to 15 s): the viewer asks to watch again.',
};
