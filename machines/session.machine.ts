import { assign, fromPromise, setup } from 'xstate';

/** What a silent token fetch reports: when the token expires, or `null` when there is no valid refresh token. */
export type SessionCheckResult = { expiresOn: number | null };

export type SessionInput = {
  /** Clock used for the expiry delay; injectable so tests stay deterministic. */
  now?: () => number;
};

export type SessionEvent = { type: 'visibility.hidden' } | { type: 'visibility.visible' } | { type: 'session.check' };

type SessionContext = {
  /** Epoch ms at which the current token expires; null until a check succeeded. */
  expiresOn: number | null;
  now: () => number;
};

/**
 * Session upkeep (spec §4 Session): checks the session when the tab becomes hidden, re-checks when the token expires,
 * and sends the user to sign in again when no token can be obtained silently.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    // The app provides MSAL acquireTokenSilent; rejecting means token fetching failed.
    checkSession: fromPromise<SessionCheckResult>(async () => {
      throw new Error('checkSession not provided');
    }),
  },
  actions: {
    assignExpiry: assign({
      expiresOn: (_, params: { expiresOn: number | null }) => params.expiresOn,
    }),
    // The app provides MSAL loginRedirect; the page leaves, so nothing waits for it.
    signIn: () => {
      throw new Error('signIn not provided');
    },
  },
  guards: {
    hasRemainingValidity: ({ context }, params: { expiresOn: number | null }) =>
      params.expiresOn !== null && params.expiresOn > context.now(),
  },
  delays: {
    untilExpiry: ({ context }) => Math.max(0, (context.expiresOn ?? context.now()) - context.now()),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ expiresOn: null, now: input.now ?? Date.now }),
  initial: 'idle',
  states: {
    // Signed in, expiry not yet known: nothing to do until the tab is hidden or a check is asked for.
    idle: {
      on: {
        'visibility.hidden': { target: 'checking' },
        'session.check': { target: 'checking' },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'hasRemainingValidity', params: ({ event }) => event.output },
            target: 'active',
            actions: { type: 'assignExpiry', params: ({ event }) => event.output },
          },
          // No valid refresh token, or a token already expired.
          { target: 'signingIn' },
        ],
        onError: { target: 'signingIn' },
      },
    },
    active: {
      // Re-entering `active` from `checking` restarts the timer with the new expiry.
      after: { untilExpiry: { target: 'checking' } },
      on: {
        'visibility.hidden': { target: 'checking' },
        'session.check': { target: 'checking' },
      },
    },
    signingIn: {
      type: 'final',
      entry: 'signIn',
    },
  },
});
