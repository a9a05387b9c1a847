import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `termsMachine` for model-based tests: user loads, route changes, form input and the two calls' outcomes
 * are plain events. Context is two booleans so the graph stays small; each state's `meta.matches` names the production
 * state, and `visible` tags mirror the production tags the view relies on.
 */
export const termsModel = setup({
  types: {
    context: {} as { named: boolean; agreed: boolean },
    events: {} as
      | { type: 'user.accepted' }
      | { type: 'user.locallyAccepted' }
      | { type: 'user.pending' }
      | { type: 'user.pendingOnTermsPage' }
      | { type: 'route.terms' }
      | { type: 'route.elsewhere' }
      | { type: 'name.fill' }
      | { type: 'name.clear' }
      | { type: 'agreement.tick' }
      | { type: 'agreement.untick' }
      | { type: 'terms.continue' }
      | { type: 'accept.ok' }
      | { type: 'accept.fail' }
      | { type: 'refresh.ok' }
      | { type: 'refresh.fail' },
    meta: {} as { matches: string },
  },
  guards: { isComplete: ({ context }) => context.named && context.agreed },
}).createMachine({
  id: 'termsModel',
  context: { named: false, agreed: false },
  initial: 'waiting',
  states: {
    waiting: {
      meta: { matches: 'waiting' },
      on: {
        'user.accepted': 'accepted',
        'user.locallyAccepted': 'accepted',
        'user.pending': 'prompting',
        'user.pendingOnTermsPage': 'onTermsPage',
      },
    },
    onTermsPage: {
      meta: { matches: 'onTermsPage' },
      on: { 'route.terms': 'onTermsPage', 'route.elsewhere': 'prompting' },
    },
    prompting: {
      meta: { matches: 'prompting' },
      tags: ['visible'],
      on: {
        'name.fill': { actions: assign({ named: true }) },
        // Only spaces: not a name.
        'name.clear': { actions: assign({ named: false }) },
        'agreement.tick': { actions: assign({ agreed: true }) },
        'agreement.untick': { actions: assign({ agreed: false }) },
        // When incomplete the event is ignored: the path proves the production machine ignores it too.
        'terms.continue': { guard: 'isComplete', target: 'submitting' },
        'route.terms': 'onTermsPage',
        'route.elsewhere': 'prompting',
      },
    },
    submitting: {
      meta: { matches: 'submitting' },
      tags: ['visible', 'busy'],
      on: { 'accept.ok': 'refreshing', 'accept.fail': 'refreshing' },
    },
    refreshing: {
      meta: { matches: 'refreshing' },
      tags: ['visible', 'busy'],
      on: { 'refresh.ok': 'accepted', 'refresh.fail': 'accepted' },
    },
    accepted: { meta: { matches: 'accepted' } },
  },
});

/**
 * What each model event stands for, for other drivers. The QA script (.stately/terms.qa.md) speaks the browser walk's
 * words instead: tests/support/model-adapters/terms-steps.ts.
 */
export const termsModelEvents: Record<EventFromLogic<typeof termsModel>['type'], string> = {
  'user.accepted': 'The user is read from the token with terms_accepted true.',
  'user.locallyAccepted': 'The user is read; terms_accepted is false but this browser recorded their acceptance.',
  'user.pending': 'The user is read, has not accepted, and is not on the terms page.',
  'user.pendingOnTermsPage': 'The user is read, has not accepted, and is on the terms page.',
  'route.terms': 'The user navigates to the terms page.',
  'route.elsewhere': 'The user navigates to any other page.',
  'name.fill': 'The user types their full name (surrounding spaces are ignored).',
  'name.clear': 'The user clears the name or leaves only spaces.',
  'agreement.tick': 'The user ticks the agreement box.',
  'agreement.untick': 'The user unticks the agreement box.',
  'terms.continue': 'The user presses Continue (ignored while the form is incomplete).',
  'accept.ok': 'POST /terms_accepted succeeds.',
  'accept.fail': 'POST /terms_accepted fails (only logged).',
  'refresh.ok': 'The token and user are refreshed.',
  'refresh.fail': 'Refreshing the token and user fails (only logged).',
};
