import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { Notification } from '@/contracts/notifications';
import { doublingDelay } from './retry-delay';

/** What the channel actor reports (src/api/realtime.ts maps pusher-js's connection states to these). */
export type RealtimeConnectionEvent =
  | { type: 'connection.up' }
  | { type: 'connection.trying' }
  | { type: 'connection.down' }
  | { type: 'notification.receive'; notification: Notification };

/** What the machine asks of the channel actor: drop whatever attempt is under way and connect again now. */
export type RealtimeChannelCommand = { type: 'connection.retry' };

/** The first retry of an unavailable connection, doubled each time up to `maxRetryDelayMs`. */
export const firstRetryDelayMs = 5_000;
export const maxRetryDelayMs = 60_000;

/**
 * The real-time connection (spec 1 §7; issue 21): connecting, connected, reconnecting after a loss, or unavailable
 * (the page keeps working, the bell's list is fetched as usual). Coming back from reconnecting or unavailable catches
 * up (`catchUp`: the view refetches the notifications), so what arrived while away is never missed. Each notification
 * received is delivered (`deliver`: the count and the panel update, a toast shows).
 *
 * Unavailable retries on its own clock (5 s, doubling to 60 s): pusher-js's next try after a long outage would only come
 * on its own strategy timeout (15 s and growing), so a channel server that is back would wait that long to be noticed.
 */
export const realtimeConnectionMachine = setup({
  types: {
    context: {} as { retries: number },
    events: {} as RealtimeConnectionEvent,
  },
  actors: {
    // Provided by the view: pusher-js on the caller's private channels (src/api/realtime.ts connectRealtime).
    channel: fromCallback<RealtimeChannelCommand>(() => () => undefined),
  },
  actions: {
    // Provided by the view.
    deliver: (_, _p: { notification: Notification }) => undefined,
    catchUp: () => undefined,
    retry: sendTo('channel', { type: 'connection.retry' } satisfies RealtimeChannelCommand),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    resetRetries: assign({ retries: 0 }),
  },
  delays: {
    retryDelay: doublingDelay(firstRetryDelayMs, maxRetryDelayMs),
  },
}).createMachine({
  id: 'realtimeConnection',
  context: { retries: 0 },
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
      entry: 'resetRetries',
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
      after: { retryDelay: { target: 'unavailable', reenter: true, actions: ['retry', 'countRetry'] } },
    },
  },
});
