import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `contactRequestMachine`: the restored draft, the user's edits and the sandbox's answers are plain
 * events. `valid` says whether the form's fields pass the shared rules, `badFiles` whether the chosen files are refused.
 */
export const contactRequestModel = setup({
  types: {
    context: {} as { valid: boolean; badFiles: boolean },
    events: {} as
      | { type: 'restore.found' }
      | { type: 'restore.none' }
      | { type: 'restore.fail' }
      | { type: 'form.fill' }
      | { type: 'form.break' }
      | { type: 'files.good' }
      | { type: 'files.bad' }
      | { type: 'submit' }
      | { type: 'discard' }
      | { type: 'submit.ok' }
      | { type: 'submit.refused' }
      | { type: 'submit.fail' }
      | { type: 'retry' }
      | { type: 'edit' }
      | { type: 'another' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'contactRequestModel',
  context: { valid: false, badFiles: false },
  initial: 'restoring',
  states: {
    restoring: {
      meta: { matches: 'restoring' },
      tags: ['busy'],
      on: {
        'restore.found': { target: 'editing', actions: assign({ valid: true }) },
        'restore.none': 'editing',
        'restore.fail': 'editing',
      },
    },
    editing: {
      meta: { matches: 'editing' },
      on: {
        'form.fill': { guard: ({ context }) => !context.valid, actions: assign({ valid: true }) },
        'form.break': { guard: ({ context }) => context.valid, actions: assign({ valid: false }) },
        'files.good': { guard: ({ context }) => context.badFiles, actions: assign({ badFiles: false }) },
        'files.bad': { guard: ({ context }) => !context.badFiles, actions: assign({ badFiles: true }) },
        submit: [
          { guard: ({ context }) => context.valid && !context.badFiles, target: 'submitting' },
          // Errors on show; the form stays.
          { guard: ({ context }) => !context.valid || context.badFiles },
        ],
        discard: {
          guard: ({ context }) => context.valid || context.badFiles,
          actions: assign({ valid: false, badFiles: false }),
        },
      },
    },
    submitting: {
      meta: { matches: 'submitting' },
      tags: ['busy'],
      on: { 'submit.ok': 'created', 'submit.refused': 'editing', 'submit.fail': 'failed' },
    },
    created: {
      meta: { matches: 'created' },
      on: { another: { target: 'editing', actions: assign({ valid: false, badFiles: false }) } },
    },
    failed: { meta: { matches: 'failed' }, on: { retry: 'submitting', edit: 'editing' } },
  },
});

/** What each model event stands for, the words of .stately/contact-request.qa.md. */
export const contactRequestModelEvents: Record<EventFromLogic<typeof contactRequestModel>['type'], string> = {
  'restore.found': 'The form opens with the draft kept from before a reload (every field filled).',
  'restore.none': 'The form opens with no kept draft (empty).',
  'restore.fail': 'The draft store cannot be read (a private window): the form opens empty.',
  'form.fill':
    'The user fills every required field with valid values (category, priority for complaints, subject, description).',
  'form.break': 'The user empties the Subject.',
  'files.good': 'The user attaches an accepted file (a PNG under 8 MB).',
  'files.bad': 'The user attaches a file of a type that is not accepted (.exe): the files show an error.',
  submit: 'The user presses Submit (with errors: they show beside the fields and nothing is sent).',
  discard: 'The user presses Clear form: the draft is emptied.',
  'submit.ok': 'The sandbox stores the request and answers its reference (the draft is cleared).',
  'submit.refused':
    'The sandbox answers 400 with field errors (an unknown related reference): back to the form with them.',
  'submit.fail': 'The request fails (network or server): Try again or go back to the form.',
  retry: 'The user presses Try again.',
  edit: 'The user presses Back to the form.',
  another: 'The user chooses to raise another: an empty form.',
};
