import type { invitationAcceptanceModel } from '@machines/invitation-acceptance.model';
import { moves, type StepTextTable } from './step-text';

// The words of the /authorize walk (e2e/invitation-acceptance-model.spec.ts) and of .stately/invitation-acceptance.qa.md:
// what a person does per model event, what the page shows per model state.

/** What the walk types: a strong password (every §5 rule met) and a weak one (too short). */
export const acceptanceWalk = {
  email: 'walk.invitee@northfibre.example',
  organisation: 'Northfibre',
  name: 'Walk Invitee',
  strong: 'Fibre-Light-42!',
  weak: 'Fibre',
} as const;

export const invitationAcceptanceSteps: StepTextTable<typeof invitationAcceptanceModel> = {
  checkedBy: [
    'e2e/invitation-acceptance-model.spec.ts (in Chromium)',
    'tests/machines/invitation-acceptance.machine.test.ts',
  ],
  before:
    "a fresh browser profile (nobody signed in) opening an invitation link, /authorize?invitation=…&organization=…&organization_name=Northfibre. By hand, use the link of an Admin's invitation mail in the sandbox outbox.",
  events: {
    'link.missing': 'Open /authorize without an invitation.',
    'lookup.ok': `The invitation lookup (GET /api/users/authorize/{invitation}) answers ${acceptanceWalk.email}, invited by ${acceptanceWalk.organisation} as Support.`,
    'lookup.unusable': 'The invitation lookup answers 410: the invitation was used or has expired.',
    'lookup.fail': 'The invitation lookup fails (no connection).',
    'name.type': `Type '${acceptanceWalk.name}' in Name.`,
    'password.strong': `Type '${acceptanceWalk.strong}' in Password.`,
    'password.weak': `Replace Password with '${acceptanceWalk.weak}'.`,
    'confirmation.type': `Type '${acceptanceWalk.strong}' in Confirm password.`,
    'terms.agree': "Tick 'I agree to the terms of service'.",
    'terms.disagree': "Untick 'I agree to the terms of service'.",
    submit: (step, place) =>
      moves(step, place)
        ? 'Click Create account.'
        : 'Click Create account with a field missing or wrong: its message shows beside it and nothing is sent.',
    'accept.ok': 'The acceptance (POST /api/users/authorize) answers 201 with the new user.',
    'accept.unusable': 'The acceptance answers 410: the invitation was used or withdrawn meanwhile.',
    'accept.refused': `The acceptance answers 400: the password is on the breached list; then replace Password with '${acceptanceWalk.weak}' to choose another.`,
    'accept.fail': 'The acceptance fails (no connection).',
    'signin.started': 'The redirect to the sign-in page goes through.',
    retry: 'Click Try again (or Retry).',
    edit: 'Click Back to the form.',
  },
  states: {
    loading: 'Loading lines read "Loading your invitation"; one lookup was sent.',
    loadFailed: "'We could not load your invitation' with Retry.",
    form: ({ modelContext: { name, strong, confirmed, terms, problems } }) =>
      `'Join ${acceptanceWalk.organisation}' with the invited address read-only; Name ${name ? 'filled' : 'empty'}, ` +
      `the password rules ${strong ? 'all ticked' : 'not all ticked'}, confirmation ${confirmed ? 'typed' : 'empty'}, ` +
      `terms ${terms ? 'ticked' : 'unticked'}${problems ? '; the messages of what is missing show' : ''}; nothing sent.`,
    submitting: 'Create account spins; one acceptance was sent with the name, both passwords and terms_accepted true.',
    failed: "'Your account could not be created' with Try again and Back to the form.",
    accepted: "'Your account is ready', taking the invitee to the sign-in page.",
    signingIn: 'The sign-in page, with the invited address filled in.',
    notFound: "The 'Invitation Not Found' page.",
  },
};
