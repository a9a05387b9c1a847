import { assign, fromPromise, setup } from 'xstate';

type TermsUserLoaded = {
  type: 'user.loaded';
  /** `terms_accepted` from the user's token. */
  termsAccepted: boolean;
  /** A local record of acceptance for this user (kept by the app, e.g. in localStorage). */
  locallyAccepted: boolean;
  onTermsPage: boolean;
};

export type TermsEvent =
  | TermsUserLoaded
  | { type: 'route.change'; onTermsPage: boolean }
  | { type: 'name.change'; value: string }
  | { type: 'agreement.toggle'; checked: boolean }
  | { type: 'terms.continue' };

type TermsContext = { name: string; agreed: boolean };

/**
 * Terms-of-service prompt (spec §4 Terms modal, §5): shown to a user who has not accepted, except on the terms page;
 * it cannot be dismissed, only completed. The view shows it while `hasTag('visible')` and enables Continue with
 * `can({ type: 'terms.continue' })`.
 */
export const termsMachine = setup({
  types: { context: {} as TermsContext, events: {} as TermsEvent },
  actors: {
    // POST /terms_accepted { name, terms_accepted: true }.
    acceptTerms: fromPromise<unknown, { name: string }>(async () => {
      throw new Error('acceptTerms not provided');
    }),
    // Refreshes the token and the user so terms_accepted is read again.
    refreshSession: fromPromise<unknown>(async () => {
      throw new Error('refreshSession not provided');
    }),
  },
  actions: {
    assignName: assign({ name: (_, params: { value: string }) => params.value }),
    assignAgreement: assign({ agreed: (_, params: { checked: boolean }) => params.checked }),
    // Stores the per-user local flag, so the prompt stays away even when the POST failed.
    rememberAcceptance: () => {
      throw new Error('rememberAcceptance not provided');
    },
    logFailure: (_, params: { error: unknown }) => console.warn('Terms acceptance step failed', params.error),
  },
  guards: {
    isAccepted: (_, params: { termsAccepted: boolean; locallyAccepted: boolean }) =>
      params.termsAccepted || params.locallyAccepted,
    isOnTermsPage: (_, params: { onTermsPage: boolean }) => params.onTermsPage,
    isOffTermsPage: (_, params: { onTermsPage: boolean }) => !params.onTermsPage,
    isComplete: ({ context }) => context.name.trim().length > 0 && context.agreed,
  },
}).createMachine({
  id: 'terms',
  context: { name: '', agreed: false },
  // Before the token is read the terms flag defaults to true, so nothing is shown.
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'user.loaded': [
          { guard: { type: 'isAccepted', params: ({ event }) => event }, target: 'accepted' },
          { guard: { type: 'isOnTermsPage', params: ({ event }) => event }, target: 'onTermsPage' },
          { target: 'prompting' },
        ],
      },
    },
    // Acceptance still owed, but the user is reading the terms: hidden until they leave the page.
    onTermsPage: {
      on: {
        'route.change': { guard: { type: 'isOffTermsPage', params: ({ event }) => event }, target: 'prompting' },
      },
    },
    prompting: {
      tags: ['visible'],
      on: {
        'name.change': { actions: { type: 'assignName', params: ({ event }) => event } },
        'agreement.toggle': { actions: { type: 'assignAgreement', params: ({ event }) => event } },
        'terms.continue': { guard: 'isComplete', target: 'submitting' },
        'route.change': { guard: { type: 'isOnTermsPage', params: ({ event }) => event }, target: 'onTermsPage' },
      },
    },
    submitting: {
      tags: ['visible', 'busy'],
      invoke: {
        id: 'acceptTerms',
        src: 'acceptTerms',
        input: ({ context }) => ({ name: context.name.trim() }),
        onDone: { target: 'refreshing' },
        // Spec §7: failure is only logged; the user carries on.
        onError: {
          target: 'refreshing',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    refreshing: {
      tags: ['visible', 'busy'],
      entry: 'rememberAcceptance',
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: { target: 'accepted' },
        // The local flag already keeps the prompt away; a failed refresh is not the user's problem here.
        onError: {
          target: 'accepted',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Not final: the app keeps sending route changes, and a stopped actor would warn about each.
    accepted: {},
  },
});
