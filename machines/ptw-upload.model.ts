import { assign, type EventFromLogic, setup } from 'xstate';

type Problem = 'noFiles' | 'notApproved' | null;
/** refused: the sandbox refused the last upload's file, said which and why, and it left the choice. */
type ModelContext = { chosen: boolean; verified: boolean; problem: Problem; refused: boolean };

/**
 * Test model of `ptwUploadMachine`: choosing PDFs, the tick and the upload's answer are plain events; context remembers
 * whether files are chosen, whether the tick is on and what the last Upload press was refused for. Each state's
 * `meta.matches` names the production state.
 */
export const ptwUploadModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as
      | { type: 'files.choose' }
      | { type: 'files.clear' }
      | { type: 'tick' }
      | { type: 'untick' }
      | { type: 'submit' }
      | { type: 'upload.ok' }
      | { type: 'upload.fail' }
      | { type: 'upload.refused' },
    meta: {} as { matches: string },
  },
  guards: {
    nothingChosen: ({ context }) => !context.chosen,
    notApproved: ({ context }) => context.chosen && !context.verified,
    chosen: ({ context }) => context.chosen,
  },
}).createMachine({
  id: 'ptwUploadModel',
  context: { chosen: false, verified: false, problem: null, refused: false },
  initial: 'picking',
  on: {
    'files.choose': {
      target: '.picking',
      actions: assign({ chosen: true, verified: false, problem: null, refused: false }),
    },
    'files.clear': {
      target: '.picking',
      actions: assign({ chosen: false, verified: false, problem: null, refused: false }),
    },
    // The tick is shown only once files are chosen.
    tick: { guard: 'chosen', actions: assign({ verified: true, problem: null }) },
    untick: { guard: 'chosen', actions: assign({ verified: false, problem: null }) },
    submit: [
      { guard: 'nothingChosen', actions: assign({ problem: 'noFiles' }) },
      { guard: 'notApproved', actions: assign({ problem: 'notApproved' }) },
      { target: '.uploading', actions: assign({ refused: false }) },
    ],
  },
  states: {
    picking: { meta: { matches: 'picking' } },
    uploading: {
      meta: { matches: 'uploading' },
      tags: ['busy'],
      on: {
        'files.choose': {},
        'files.clear': {},
        tick: {},
        untick: {},
        submit: {},
        'upload.ok': { target: 'picking', actions: assign({ chosen: false, verified: false, problem: null }) },
        'upload.fail': 'failed',
        // The one chosen file is refused (a name already uploaded): named in the message, out of the choice.
        'upload.refused': { target: 'picking', actions: assign({ chosen: false, verified: false, refused: true }) },
      },
    },
    failed: { meta: { matches: 'failed' } },
  },
});

/** What each model event stands for, the words of .stately/ptw-upload.qa.md. */
export const ptwUploadModelEvents: Record<EventFromLogic<typeof ptwUploadModel>['type'], string> = {
  'files.choose':
    'The user chooses a PDF (the picker has checked its type, first bytes and size); the tick is asked again.',
  'files.clear': 'The user removes every chosen file.',
  tick: "The user ticks 'I verify that the files I submitted are signed by the right authorities.'",
  untick: 'The user unticks the verification.',
  submit:
    "The user presses Upload ('Choose at least one PDF file' with none, 'PTW documents should be approved' unticked).",
  'upload.ok': "The sandbox stores the files ('PTW files uploaded successfully', 10 s).",
  'upload.fail': "The upload fails with no answer ('PTW file upload was unsuccessful', 10 s); files and tick stay.",
  'upload.refused':
    "The sandbox refuses the file: 'A PTW document named permit.pdf is already uploaded for this order' (10 s); the file leaves the choice.",
};
