import { type EventFromLogic, setup } from 'xstate';
import { formSubmitModel } from './form-submit-model';

type ModelContext = { dateOk: boolean; problems: boolean; error: boolean };

type ModelEvent =
  | { type: 'date.valid' }
  | { type: 'date.past' }
  | { type: 'reason.type' }
  | { type: 'confirm' }
  | { type: 'submit.ok' }
  | { type: 'submit.refused' }
  | { type: 'submit.fail' }
  | { type: 'retry' };

const model = formSubmitModel<ModelContext, ModelEvent>();

/**
 * Test model of `serviceConfirmActionMachine`, driven as remote activation (the confirmation with a date): typing a good
 * or a past date, a reason, confirming and the sandbox's three kinds of answer are plain events. Context remembers
 * whether the date passes the rules, whether field problems show and whether a failure message shows. Each state's
 * `meta.matches` names the production state.
 */
export const serviceConfirmActionModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as ModelEvent,
    meta: {} as { matches: string },
  },
  guards: { dateOk: ({ context }) => context.dateOk },
}).createMachine({
  id: 'serviceConfirmActionModel',
  context: { dateOk: false, problems: false, error: false },
  initial: 'confirming',
  states: {
    confirming: {
      meta: { matches: 'confirming' },
      on: {
        'date.valid': { actions: model.update({ dateOk: true, problems: false }) },
        'date.past': { actions: model.update({ dateOk: false, problems: false }) },
        'reason.type': { actions: model.update({ problems: false }) },
        confirm: model.submit('dateOk'),
      },
    },
    submitting: model.submitting('confirming', { error: false }),
    failed: model.failed({
      'date.valid': { target: 'confirming', actions: model.update({ dateOk: true, problems: false, error: false }) },
      'date.past': { target: 'confirming', actions: model.update({ dateOk: false, problems: false, error: false }) },
      'reason.type': { target: 'confirming', actions: model.update({ problems: false, error: false }) },
    }),
    done: { meta: { matches: 'done' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/service-confirm-action.qa.md. */
export const serviceConfirmActionModelEvents: Record<EventFromLogic<typeof serviceConfirmActionModel>['type'], string> =
  {
    'date.valid': 'The user types a working day from today on as the remote activation date.',
    'date.past': "The user types a day in the past ('The date cannot be in the past').",
    'reason.type': 'The user types a reason (cancel and cease).',
    confirm: 'The user presses Confirm (with problems, they show beside the fields and nothing is sent).',
    'submit.ok': 'The sandbox applies the action (toast, the service and its history refreshed).',
    'submit.refused': 'The sandbox refuses a field (400 with fields): its messages show beside the fields.',
    'submit.fail': "The action is refused (409: the service's flag is off) or fails: the message shows, Retry.",
    retry: 'The user presses Retry: the same confirmation is sent again.',
  };
