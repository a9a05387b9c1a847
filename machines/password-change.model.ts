import { assign, type EventFromLogic, setup } from 'xstate';

type ModelContext = { current: boolean; strong: boolean; confirmed: boolean; problems: boolean; error: boolean };

const ready = ({ context }: { context: ModelContext }) => context.current && context.strong && context.confirmed;

/**
 * Test model of `passwordChangeMachine`: typing the current password, a strong or a weak new one, the confirmation of
 * the strong one, submitting and the sandbox's answers are plain events. Context remembers which fields pass §5,
 * whether field problems show and whether a failure shows.
 */
export const passwordChangeModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as
      | { type: 'current.type' }
      | { type: 'password.strong' }
      | { type: 'password.weak' }
      | { type: 'confirmation.type' }
      | { type: 'submit' }
      | { type: 'submit.ok' }
      | { type: 'submit.refused' }
      | { type: 'submit.fail' }
      | { type: 'retry' },
    meta: {} as { matches: string },
  },
  guards: { ready },
}).createMachine({
  id: 'passwordChangeModel',
  context: { current: false, strong: false, confirmed: false, problems: false, error: false },
  initial: 'editing',
  states: {
    editing: {
      meta: { matches: 'editing' },
      on: {
        'current.type': { actions: assign({ current: true, problems: false }) },
        'password.strong': { actions: assign({ strong: true, problems: false }) },
        'password.weak': { actions: assign({ strong: false, problems: false }) },
        'confirmation.type': { actions: assign({ confirmed: true, problems: false }) },
        submit: [{ guard: 'ready', target: 'submitting' }, { actions: assign({ problems: true }) }],
      },
    },
    submitting: {
      meta: { matches: 'submitting' },
      tags: ['busy'],
      entry: assign({ error: false, problems: false }),
      on: {
        'submit.ok': 'done',
        'submit.refused': { target: 'editing', actions: assign({ problems: true }) },
        'submit.fail': { target: 'failed', actions: assign({ error: true }) },
      },
    },
    failed: {
      meta: { matches: 'failed' },
      on: {
        retry: 'submitting',
        'current.type': { target: 'editing', actions: assign({ current: true, error: false }) },
        'password.strong': { target: 'editing', actions: assign({ strong: true, error: false }) },
        'confirmation.type': { target: 'editing', actions: assign({ confirmed: true, error: false }) },
      },
    },
    done: { meta: { matches: 'done' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/password-change.qa.md. */
export const passwordChangeModelEvents: Record<EventFromLogic<typeof passwordChangeModel>['type'], string> = {
  'current.type': 'The user types their current password.',
  'password.strong': 'The user types a new password that meets every §5 rule (each rule shows as met).',
  'password.weak': 'The user types a new password that misses a §5 rule (the unmet rules show).',
  'confirmation.type': 'The user types the strong new password again as the confirmation.',
  submit: "The user presses Change password (with problems, e.g. 'Passwords do not match', nothing is sent).",
  'submit.ok': 'The sandbox changes the password: the page says so.',
  'submit.refused':
    'The sandbox refuses a field (400): a wrong current password, or a new one on its breached list, shows on its field.',
  'submit.fail': 'Too many attempts (429) or a failure: the message shows, Retry.',
  retry: 'The user presses Retry: the same change is sent again.',
};
