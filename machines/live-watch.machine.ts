import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { LiveActor, LiveEvent, LiveFrame, LiveTicket } from '@/contracts/flow-viewer';
import { errorStatus } from './error-status';
import { doublingDelay } from './retry-delay';

/** What the socket actor reports (src/flow-viewer/live-page.tsx opens the WebSocket). */
export type LiveWatchSocketEvent =
  | { type: 'socket.open' }
  | { type: 'socket.frame'; frame: LiveFrame }
  | { type: 'socket.closed' };

/** Events the list keeps; older ones scroll away. */
export const maxListedEvents = 200;
export const firstRetryDelayMs = 1_000;
export const maxRetryDelayMs = 15_000;

export interface LiveWatchContext {
  sessionId: string;
  ticket: string | undefined;
  actors: LiveActor[];
  /** Newest first. */
  events: LiveEvent[];
  /** The actor whose statechart is shown: the newest until the analyst picks one (`pinned`). */
  selected: string | null;
  pinned: boolean;
  refusal: string | undefined;
  retries: number;
}

/** Watching a session from the start: nothing received yet. */
export const freshWatch = (sessionId: string): LiveWatchContext => ({
  sessionId,
  ticket: undefined,
  actors: [],
  events: [],
  selected: null,
  pinned: false,
  refusal: undefined,
  retries: 0,
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'You may not watch this session');

/** The watched page as a frame leaves it: actors replaced or updated, the event put first. */
export function applyFrame(context: LiveWatchContext, frame: LiveFrame): Partial<LiveWatchContext> {
  const follow = (id: string | undefined) => (context.pinned ? context.selected : (id ?? context.selected));
  if (frame.type === 'session') {
    return {
      actors: frame.actors,
      events: [...frame.events].reverse().slice(0, maxListedEvents),
      selected: follow(frame.actors.at(-1)?.id),
    };
  }
  if (frame.type === 'actor' && frame.actor.status === 'stopped') {
    const actors = context.actors.filter((a) => a.id !== frame.actor.id);
    if (context.selected !== frame.actor.id) return { actors };
    // The shown actor stopped: show the newest again.
    return { actors, selected: actors.at(-1)?.id ?? null, pinned: false };
  }
  if (frame.type === 'actor') {
    const known = context.actors.some((a) => a.id === frame.actor.id);
    return {
      actors: known
        ? context.actors.map((a) => (a.id === frame.actor.id ? frame.actor : a))
        : [...context.actors, frame.actor],
      selected: known ? (context.selected ?? frame.actor.id) : follow(frame.actor.id),
    };
  }
  if (frame.type === 'event') return { events: [frame.event, ...context.events].slice(0, maxListedEvents) };
  return {};
}

/**
 * The flow viewer's live watching (docs/areas/flow-viewer.md): a ticket for the chosen session, its WebSocket, the
 * page's actors, states and events as they come. A lost socket asks again after a wait (1 s doubling to 15 s); a
 * session that has ended (`ended` frame, or gone when asked again: 404) ends it; a refusal (403) says why.
 */
export const liveWatchMachine = setup({
  types: {
    context: {} as LiveWatchContext,
    input: {} as { sessionId: string },
    events: {} as LiveWatchSocketEvent | { type: 'actor.select'; id: string },
  },
  actors: {
    // Provided by the viewer: POST /api/flows/live/sessions/:sessionId/watch.
    watchTicket: fromPromise<LiveTicket, { sessionId: string }>(async () => {
      throw new Error('watchTicket is provided by the viewer');
    }),
    // Provided by the viewer: the WebSocket for a ticket.
    socket: fromCallback<{ type: 'none' }, { ticket: string }>(() => () => undefined),
  },
  actions: {
    apply: assign(({ context, event }) => (event.type === 'socket.frame' ? applyFrame(context, event.frame) : {})),
    select: assign(({ event }) => (event.type === 'actor.select' ? { selected: event.id, pinned: true } : {})),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    resetRetries: assign({ retries: 0 }),
  },
  guards: {
    isEnd: ({ event }) => event.type === 'socket.frame' && event.frame.type === 'ended',
    gone: ({ event }) => errorStatus((event as { error?: unknown }).error) === 404,
    refused: ({ event }) => errorStatus((event as { error?: unknown }).error) === 403,
  },
  delays: {
    retryDelay: doublingDelay(firstRetryDelayMs, maxRetryDelayMs),
  },
}).createMachine({
  id: 'liveWatch',
  context: ({ input }) => freshWatch(input.sessionId),
  on: { 'actor.select': { actions: 'select' } },
  initial: 'requesting',
  states: {
    requesting: {
      invoke: {
        src: 'watchTicket',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: { target: 'online', actions: assign({ ticket: ({ event }) => event.output.ticket }) },
        onError: [
          { guard: 'gone', target: 'ended' },
          { guard: 'refused', target: 'refused', actions: assign({ refusal: ({ event }) => messageOf(event.error) }) },
          { target: 'lost' },
        ],
      },
    },
    online: {
      invoke: { src: 'socket', input: ({ context }) => ({ ticket: context.ticket ?? '' }) },
      on: {
        'socket.closed': 'lost',
        'socket.frame': [{ guard: 'isEnd', target: 'ended' }, { actions: 'apply' }],
      },
      initial: 'connecting',
      states: {
        connecting: { on: { 'socket.open': 'watching' } },
        watching: { tags: ['live'], entry: 'resetRetries' },
      },
    },
    lost: {
      after: { retryDelay: { target: 'requesting', actions: 'countRetry' } },
    },
    refused: { type: 'final' },
    ended: { type: 'final' },
  },
});
