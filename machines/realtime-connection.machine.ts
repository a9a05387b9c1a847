import { fromCallback, setup } from 'xstate';
import type { Notification } from '@/contracts/notifications';

/** What the channel actor reports (src/api/realtime.ts maps pusher-js's connection states to these). */
export type RealtimeConnectionEvent =
  | { type: 'connection.up' }
  | { type: 'connection.trying' }
  | { type: 'connection.down' }
  | { type: 'notification.receive'; notification: Notification };

/**
 * The real-time connection (spec 1 §7; issue 21): connecting, connected, reconnecting after a loss, or unavailable
 * (the page keeps working, the bell's list is fetched as usual). Coming back from reconnecting or unavailable catches
 * up (`catchUp`: the view refetches the notifications), so what arrived while away is never missed. Each notification
 * received is delivered (`deliver`: the count and the panel update, a toast shows).
 */
export const realtimeConnectionMachine = setup({
  types: {
    events: {} as RealtimeConnectionEvent,
  },
  actors: {
    // Provided by the view: pusher-js on the caller's private channels (src/api/realtime.ts connectRealtime).
    channel: fromCallback<RealtimeConnectionEvent>(() => () => undefined),
  },
  actions: {
    // Provided by the view.
    deliver: (_, _p: { notification: Notification }) => undefined,
    catchUp: () => undefined,
  },
}).createMachine({
  id: 'realtimeConnection',
  invoke: { id: 'channel', src: 'channel' },
  on: {
    'notification.receive': {
      actions: { type: 'deliver', params: ({ event }) => ({ notification: event.notification }) },
    },
  },
  initial: 'connecting',
  states: {
    connecting: {
      on: { 'connection.up': 'connected', 'connection.down': 'unavailable' },
    },
    connected: {
      tags: ['live'],
      on: { 'connection.trying': 'reconnecting', 'connection.down': 'reconnecting' },
    },
    reconnecting: {
      tags: ['lost'],
      on: {
        'connection.up': { target: 'connected', actions: 'catchUp' },
        'connection.down': 'unavailable',
      },
    },
    unavailable: {
      tags: ['lost'],
      on: { 'connection.up': { target: 'connected', actions: 'catchUp' } },
    },
  },
});
