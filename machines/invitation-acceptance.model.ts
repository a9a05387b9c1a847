import { assign, type EventFromLogic, setup } from 'xstate';

type ModelContext = { name: boolean; strong: boolean; confirmed: boolean; terms: boolean; problems: boolean };

const ready = ({ context }: { context: ModelContext }) =>
  context.name && context.strong && context.confirmed && context.terms;
const blank = { name: false, strong: false, confirmed: false, terms: false, problems: false };

/**
 * Test model of `invitationAcceptanceMachine` (/authorize): the link, the lookup's answer, the invitee's typing, submit,
 * the sandbox's answers and the sign-in redirect are plain events.
 */
export const invitationAcceptanceModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as
      | { type: 'link.missing' }
      | { type: 'lookup.ok' }
      | { type: 'lookup.unusable' }
      | { type: 'lookup.fail' }
      | { type: 'name.type' }
      | { type: 'password.strong' }
      | { type: 'password.weak' }
      | { type: 'confirmation.type' }
      | { type: 'terms.agree' }
      | { type: 'terms.disagree' }
      | { type: 'submit' }
      | { type: 'accept.ok' }
      | { type: 'accept.unusable' }
      | { type: 'accept.refused' }
      | { type: 'accept.fail' }
      | { type: 'signin.started' }
      | { type: 'retry' }
      | { type: 'edit' },
    meta: {} as { matches: string },
  },
  guards: { ready },
}).createMachine({
  id: 'invitationAcceptanceModel',
  context: blank,
  initial: 'loading',
  states: {
    loading: {
      meta: { matches: 'loading' },
      tags: ['busy'],
      on: {
        'link.missing': 'notFound',
        'lookup.ok': 'form',
        'lookup.unusable': 'notFound',
        'lookup.fail': 'loadFailed',
      },
    },
    loadFailed: { meta: { matches: 'loadFailed' }, on: { retry: 'loading' } },
    form: {
      meta: { matches: 'form' },
      on: {
        'name.type': { guard: ({ context }) => !context.name, actions: assign({ name: true }) },
        'password.strong': { guard: ({ context }) => !context.strong, actions: assign({ strong: true }) },
        'password.weak': { guard: ({ context }) => context.strong, actions: assign({ strong: false }) },
        'confirmation.type': { guard: ({ context }) => !context.confirmed, actions: assign({ confirmed: true }) },
        'terms.agree': { guard: ({ context }) => !context.terms, actions: assign({ terms: true }) },
        'terms.disagree': { guard: ({ context }) => context.terms, actions: assign({ terms: false }) },
        submit: [{ guard: 'ready', target: 'submitting' }, { actions: assign({ problems: true }) }],
      },
    },
    submitting: {
      meta: { matches: 'submitting' },
      tags: ['busy'],
      on: {
        'accept.ok': 'accepted',
        'accept.unusable': 'notFound',
        'accept.refused': { target: 'form', actions: assign({ strong: false, problems: true }) },
        'accept.fail': 'failed',
      },
    },
    failed: { meta: { matches: 'failed' }, on: { retry: 'submitting', edit: 'form' } },
    accepted: {
      meta: { matches: 'accepted' },
      tags: ['busy'],
      on: { 'signin.started': 'signingIn' },
    },
    signingIn: { meta: { matches: 'signingIn' }, type: 'final' },
    notFound: { meta: { matches: 'notFound' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/invitation-acceptance.qa.md. */
export const invitationAcceptanceModelEvents: Record<EventFromLogic<typeof invitationAcceptanceModel>['type'], string> =
  {
    'link.missing': 'The page opens from a link without an invitation: it goes to /error-invitation-not-found.',
    'lookup.ok': 'The sandbox knows the invitation: the organisation and the invited address show above the form.',
    'lookup.unusable': 'The invitation is unknown (404), used or expired (410): /error-invitation-not-found.',
    'lookup.fail': 'The lookup fails (network): the message shows with Try again.',
    'name.type': 'The invitee types their name (at least 3 characters).',
    'password.strong': 'The invitee types a password meeting every §5 rule: every rule of the list is ticked.',
    'password.weak': 'The invitee shortens the password: the unmet rules show unticked.',
    'confirmation.type': 'The invitee types the same password as the confirmation.',
    'terms.agree': 'The invitee ticks the terms of service.',
    'terms.disagree': 'The invitee unticks the terms of service.',
    submit:
      "The invitee presses Create account (with problems, e.g. 'Passwords do not match' or the terms' message, nothing is sent).",
    'accept.ok': 'The sandbox creates the user: the page says the account is ready and starts the sign-in.',
    'accept.unusable': 'The invitation was used or withdrawn meanwhile (404/410): /error-invitation-not-found.',
    'accept.refused': 'The sandbox refuses the password (400: on its breached list): the message shows on the field.',
    'accept.fail': 'The call fails: the message shows with Try again.',
    'signin.started': 'The browser leaves for the sign-in page with the invited address filled in.',
    retry: 'The invitee presses Try again.',
    edit: 'The invitee presses Back to the form.',
  };
