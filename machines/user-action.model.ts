import { type EventFromLogic, setup } from 'xstate';
import { formSubmitModel } from './form-submit-model';

type ModelContext = { nameOk: boolean; problems: boolean; error: boolean };

type ModelEvent =
  | { type: 'name.valid' }
  | { type: 'name.empty' }
  | { type: 'roles.pick' }
  | { type: 'confirm' }
  | { type: 'submit.ok' }
  | { type: 'submit.refused' }
  | { type: 'submit.fail' }
  | { type: 'retry' };

const model = formSubmitModel<ModelContext, ModelEvent>();

/**
 * Test model of `userActionMachine`, driven as a rename (the action with a field; roles, reset and delete take the same
 * transitions): typing a name or clearing it, picking roles, confirming and the sandbox's three kinds of answer are plain
 * events. Context remembers whether the name passes §5, whether field problems show and whether a failure shows.
 */
export const userActionModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as ModelEvent,
    meta: {} as { matches: string },
  },
  guards: { nameOk: ({ context }) => context.nameOk },
}).createMachine({
  id: 'userActionModel',
  context: { nameOk: true, problems: false, error: false },
  initial: 'confirming',
  states: {
    confirming: {
      meta: { matches: 'confirming' },
      on: {
        'name.valid': { actions: model.update({ nameOk: true, problems: false }) },
        'name.empty': { actions: model.update({ nameOk: false, problems: false }) },
        'roles.pick': { actions: model.update({ problems: false }) },
        confirm: model.submit('nameOk'),
      },
    },
    submitting: model.submitting('confirming', { error: false, problems: false }),
    failed: model.failed({
      'name.valid': { target: 'confirming', actions: model.update({ nameOk: true, problems: false, error: false }) },
      'roles.pick': { target: 'confirming', actions: model.update({ problems: false, error: false }) },
    }),
    done: { meta: { matches: 'done' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/user-action.qa.md. */
export const userActionModelEvents: Record<EventFromLogic<typeof userActionModel>['type'], string> = {
  'name.valid': 'The Admin types a new name for the user.',
  'name.empty': "The Admin clears the name ('Please add a name to proceed' on Save).",
  'roles.pick': 'The Admin picks roles to add or remove.',
  confirm:
    'The Admin presses the dialog’s confirm button (with problems, they show beside the field; nothing is sent).',
  'submit.ok': 'The sandbox applies the change (toast, the list and the user refreshed, the dialog closes).',
  'submit.refused': 'The sandbox refuses a field (400 with fields): its message shows beside the field.',
  'submit.fail':
    "The sandbox refuses the action (409: the last Admin or one's own Admin role; 403: not an Admin) or it fails: the message shows, Retry.",
  retry: 'The Admin presses Retry: the same action is sent again.',
};
