import { type EventFromLogic, setup } from 'xstate';
import { formSubmitModel } from './form-submit-model';

type ModelContext = { valid: boolean; problems: boolean; error: boolean };

type ModelEvent =
  | { type: 'options.ok' }
  | { type: 'options.fail' }
  | { type: 'reopen.plain' }
  | { type: 'fill.valid' }
  | { type: 'fill.invalid' }
  | { type: 'submit' }
  | { type: 'submit.ok' }
  | { type: 'submit.refused' }
  | { type: 'submit.fail' }
  | { type: 'retry' }
  | { type: 'again' };

const model = formSubmitModel<ModelContext, ModelEvent>();

/**
 * Test model of `serviceFormActionMachine`, driven as the line profile change (a form whose choices load first); one
 * event reopens the dialog as a form that loads nothing first (the location), so both ways in are taken. Context remembers
 * whether the values pass the rules, whether field problems show and whether a failure message shows. Each state's
 * `meta.matches` names the production state.
 */
export const serviceFormActionModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as ModelEvent,
    meta: {} as { matches: string },
  },
  guards: { valid: ({ context }) => context.valid },
}).createMachine({
  id: 'serviceFormActionModel',
  context: { valid: false, problems: false, error: false },
  initial: 'loading',
  states: {
    loading: {
      meta: { matches: 'loading' },
      tags: ['loading'],
      entry: model.update({ error: false }),
      on: {
        'options.ok': 'editing',
        'options.fail': { target: 'loadFailed', actions: model.update({ error: true }) },
        'reopen.plain': 'editing',
      },
    },
    loadFailed: { meta: { matches: 'loadFailed' }, on: { retry: 'loading' } },
    editing: {
      meta: { matches: 'editing' },
      on: {
        'fill.valid': { actions: model.update({ valid: true, problems: false }) },
        'fill.invalid': { actions: model.update({ valid: false, problems: false }) },
        submit: model.submit('valid'),
      },
    },
    submitting: model.submitting('editing', { error: false }),
    failed: model.failed({
      'fill.valid': { target: 'editing', actions: model.update({ valid: true, problems: false, error: false }) },
      'fill.invalid': { target: 'editing', actions: model.update({ valid: false, problems: false, error: false }) },
    }),
    done: {
      meta: { matches: 'done' },
      on: { again: { target: 'editing', actions: model.update({ valid: false, problems: false }) } },
    },
  },
});

/** What each model event stands for, the words of .stately/service-form-action.qa.md. */
export const serviceFormActionModelEvents: Record<EventFromLogic<typeof serviceFormActionModel>['type'], string> = {
  'options.ok': "The sandbox answers the service's line profiles (GET /v2/line-profiles/{id}).",
  'options.fail': 'Loading the choices fails: the message shows with Retry.',
  'reopen.plain': 'The user opens a form that loads nothing first instead (the location).',
  'fill.valid': 'The user fills the form so that it passes the rules.',
  'fill.invalid': "The user leaves a field wrong ('Please select a line profile', 'Max 64 characters allowed').",
  submit: 'The user presses Save (with problems, they show beside the fields and nothing is sent).',
  'submit.ok': 'The sandbox applies the change (toast, the service and its history refreshed).',
  'submit.refused': 'The sandbox refuses a field (400 with fields): its messages show beside the fields.',
  'submit.fail': "The change is refused (409: the service's flag is off) or fails: the message shows, Retry.",
  retry: 'The user presses Retry: the same values are sent again.',
  again: 'After a case comment is sent, its box opens again, empty.',
};
