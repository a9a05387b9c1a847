import { type EventFromLogic, setup } from 'xstate';
import { formSubmitModel } from './form-submit-model';

type ModelContext = { strong: boolean; confirmed: boolean; problems: boolean; error: boolean };

type ModelEvent =
  | { type: 'link.missing' }
  | { type: 'password.strong' }
  | { type: 'password.weak' }
  | { type: 'confirmation.type' }
  | { type: 'submit' }
  | { type: 'submit.ok' }
  | { type: 'submit.unusable' }
  | { type: 'submit.refused' }
  | { type: 'submit.fail' }
  | { type: 'retry' };

const model = formSubmitModel<ModelContext, ModelEvent>();

const ready = ({ context }: { context: ModelContext }) => context.strong && context.confirmed;

/**
 * Test model of `passwordResetMachine` (the /reset-password page): a link without a token, typing a strong or a weak
 * password, its confirmation, submitting and the sandbox's answers (done, the link unusable, a field refused, a failure)
 * are plain events.
 */
export const passwordResetModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as ModelEvent,
    meta: {} as { matches: string },
  },
  guards: { ready },
}).createMachine({
  id: 'passwordResetModel',
  context: { strong: false, confirmed: false, problems: false, error: false },
  initial: 'editing',
  states: {
    editing: {
      meta: { matches: 'editing' },
      on: {
        'link.missing': {
          target: 'invalidLink',
          actions: model.update({ strong: false, confirmed: false, problems: false, error: false }),
        },
        'password.strong': { actions: model.update({ strong: true, problems: false }) },
        'password.weak': { actions: model.update({ strong: false, problems: false }) },
        'confirmation.type': { actions: model.update({ confirmed: true, problems: false }) },
        submit: model.submit('ready'),
      },
    },
    submitting: model.submitting('editing', { error: false, problems: false }, { 'submit.unusable': 'invalidLink' }),
    failed: model.failed({
      'password.strong': { target: 'editing', actions: model.update({ strong: true, error: false }) },
      'confirmation.type': { target: 'editing', actions: model.update({ confirmed: true, error: false }) },
    }),
    invalidLink: { meta: { matches: 'invalidLink' }, type: 'final' },
    done: { meta: { matches: 'done' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/password-reset.qa.md. */
export const passwordResetModelEvents: Record<EventFromLogic<typeof passwordResetModel>['type'], string> = {
  'link.missing': 'The page opens from a link without a token: it says the link is not valid, with Sign in.',
  'password.strong': 'The user types a new password that meets every §5 rule.',
  'password.weak': 'The user types a new password that misses a §5 rule (the unmet rules show).',
  'confirmation.type': 'The user types the strong password again as the confirmation.',
  submit: "The user presses Set password (with problems, e.g. 'Passwords do not match', nothing is sent).",
  'submit.ok': "The sandbox sets the password: the page offers 'Sign in'.",
  'submit.unusable': 'The link is unknown, used or expired (404): the page says so, with Sign in.',
  'submit.refused':
    'The sandbox refuses the password (400, e.g. on its breached list): the message shows on the field.',
  'submit.fail': 'The call fails: the message shows, Retry.',
  retry: 'The user presses Retry: the same password is sent again.',
};
