import { type EventFromLogic, setup } from 'xstate';
import { formSubmitModel } from './form-submit-model';

type ModelContext = { current: boolean; strong: boolean; confirmed: boolean; problems: boolean; error: boolean };

type ModelEvent =
  | { type: 'current.type' }
  | { type: 'password.strong' }
  | { type: 'password.weak' }
  | { type: 'confirmation.type' }
  | { type: 'submit' }
  | { type: 'submit.ok' }
  | { type: 'submit.refused' }
  | { type: 'submit.fail' }
  | { type: 'retry' };

const model = formSubmitModel<ModelContext, ModelEvent>();

const ready = ({ context }: { context: ModelContext }) => context.current && context.strong && context.confirmed;

/**
 * Test model of `passwordChangeMachine`: typing the current password, a strong or a weak new one, the confirmation of
 * the strong one, submitting and the sandbox's answers are plain events. Context remembers which fields pass §5,
 * whether field problems show and whether a failure shows.
 */
export const passwordChangeModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as ModelEvent,
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
        'current.type': { actions: model.update({ current: true, problems: false }) },
        'password.strong': { actions: model.update({ strong: true, problems: false }) },
        'password.weak': { actions: model.update({ strong: false, problems: false }) },
        'confirmation.type': { actions: model.update({ confirmed: true, problems: false }) },
        submit: model.submit('ready'),
      },
    },
    submitting: model.submitting('editing', { error: false, problems: false }),
    failed: model.failed({
      'current.type': { target: 'editing', actions: model.update({ current: true, error: false }) },
      'password.strong': { target: 'editing', actions: model.update({ strong: true, error: false }) },
      'confirmation.type': { target: 'editing', actions: model.update({ confirmed: true, error: false }) },
    }),
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
