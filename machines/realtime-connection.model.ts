import { assign, type EventFromLogic, setup } from 'xstate';

/** Test model of `realtimeConnectionMachine`: pusher-js's connection changes and a notification arriving, as events. */
export const realtimeConnectionModel = setup({
  types: {
    /** Whether a notification has arrived yet (once is enough: the graph stays finite). */
    context: {} as { received: boolean },
    events: {} as
      | { type: 'connection.up' }
      | { type: 'connection.trying' }
      | { type: 'connection.down' }
      | { type: 'clock.retry' }
      | { type: 'notification.receive' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'realtimeConnectionModel',
  context: { received: false },
  on: { 'notification.receive': { guard: ({ context }) => !context.received, actions: assign({ received: true }) } },
  initial: 'connecting',
  states: {
    connecting: {
      meta: { matches: 'connecting' },
      on: { 'connection.up': 'connected', 'connection.down': 'unavailable' },
    },
    connected: {
      meta: { matches: 'connected' },
      tags: ['live'],
      on: { 'connection.trying': 'reconnecting', 'connection.down': 'reconnecting' },
    },
    reconnecting: {
      meta: { matches: 'reconnecting' },
      tags: ['lost'],
      on: { 'connection.up': 'connected', 'connection.down': 'unavailable' },
    },
    unavailable: {
      meta: { matches: 'unavailable' },
      tags: ['lost'],
      on: { 'connection.up': 'connected', 'clock.retry': { target: 'unavailable', reenter: true } },
    },
  },
});

/** What each model event stands for, the words of .stately/realtime-connection.qa.md. */
export const realtimeConnectionModelEvents: Record<EventFromLogic<typeof realtimeConnectionModel>['type'], string> = {
  'connection.up':
    'pusher-js reports connected (first time, or back after a loss: the notifications are fetched again).',
  'connection.trying': 'pusher-js reports connecting (the connection dropped and it retries by itself).',
  'connection.down': 'pusher-js reports unavailable, failed or disconnected (the channel server is unreachable).',
  'clock.retry':
    'The retry delay passes while unavailable (5 s, doubling to 60 s): the portal asks pusher-js to connect again now.',
  'notification.receive': 'A notification arrives on the organisation’s or the user’s channel.',
};
