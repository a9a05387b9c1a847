import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { LiveTicket } from '@/contracts/flow-viewer';
import { errorStatus } from './error-status';
import { doublingDelay } from './retry-delay';

/** What the socket actor reports (src/app/inspect-local.ts opens the WebSocket). */
export type LiveInspectionSocketEvent = { type: 'socket.open' } | { type: 'socket.closed' };

/** What the machine asks of the socket actor: send these frames (JSON text) now. */
export type LiveInspectionSocketCommand = { type: 'socket.send'; frames: string[] };

/** The first wait before opening again after a loss, doubled each time up to `maxRetryDelayMs`. */
export const firstRetryDelayMs = 1_000;
export const maxRetryDelayMs = 30_000;

/** Statuses after which streaming stops for the page: no such API (the flow viewer is off) or refused. */
const refusedStatuses = [403, 404];

/**
 * The portal's side of live watching (?inspect=local; docs/areas/flow-viewer.md): open a session on the sandbox (or
 * carry on the page's previous one after a reload), connect its WebSocket, stream the page's inspection events while
 * connected (`flush` sends what was held back meanwhile), and after a loss open again, waiting 1 s doubling to 30 s.
 * A sandbox without the flow viewer (404) or that refuses (403) ends it: the page works as it would without.
 */
export const liveInspectionMachine = setup({
  types: {
    context: {} as { sessionId: string | undefined; ticket: string | undefined; retries: number },
    input: {} as { resume?: string | undefined },
    events: {} as LiveInspectionSocketEvent | { type: 'frames.send'; frames: string[] },
  },
  actors: {
    // Provided by the portal (src/app/inspect-local.ts): POST /api/flows/live/sessions.
    openSession: fromPromise<LiveTicket, { resume: string | undefined }>(async () => {
      throw new Error('openSession is provided by the portal');
    }),
    // Provided by the portal: the WebSocket for a ticket.
    socket: fromCallback<LiveInspectionSocketCommand, { ticket: string }>(() => () => undefined),
  },
  actions: {
    // Provided by the portal: the session id is kept for the tab, so a reload carries on the same session.
    remember: (_, _p: { sessionId: string }) => undefined,
    // Provided by the portal: sends the frames held back while not connected (as `frames.send`).
    flush: () => undefined,
    forward: sendTo('socket', ({ event }) =>
      event.type === 'frames.send'
        ? ({ type: 'socket.send', frames: event.frames } satisfies LiveInspectionSocketCommand)
        : ({ type: 'socket.send', frames: [] } satisfies LiveInspectionSocketCommand),
    ),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    resetRetries: assign({ retries: 0 }),
  },
  guards: {
    refused: ({ event }) => refusedStatuses.includes(errorStatus((event as { error?: unknown }).error)),
  },
  delays: {
    retryDelay: doublingDelay(firstRetryDelayMs, maxRetryDelayMs),
  },
}).createMachine({
  id: 'liveInspection',
  context: ({ input }) => ({ sessionId: input.resume, ticket: undefined, retries: 0 }),
  initial: 'opening',
  states: {
    opening: {
      invoke: {
        src: 'openSession',
        input: ({ context }) => ({ resume: context.sessionId }),
        onDone: {
          target: 'online',
          actions: [
            assign({ sessionId: ({ event }) => event.output.session_id, ticket: ({ event }) => event.output.ticket }),
            { type: 'remember', params: ({ event }) => ({ sessionId: event.output.session_id }) },
          ],
        },
        onError: [{ guard: 'refused', target: 'off' }, { target: 'waiting' }],
      },
    },
    online: {
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ ticket: context.ticket ?? '' }) },
      on: { 'socket.closed': 'waiting' },
      initial: 'connecting',
      states: {
        connecting: { on: { 'socket.open': 'streaming' } },
        streaming: {
          tags: ['live'],
          entry: ['resetRetries', 'flush'],
          on: { 'frames.send': { actions: 'forward' } },
        },
      },
    },
    waiting: {
      after: { retryDelay: { target: 'opening', actions: 'countRetry' } },
    },
    off: { type: 'final' },
  },
});
