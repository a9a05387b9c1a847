import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `forecastUploadMachine`: the user's choices and the sandbox's three kinds of answer are plain events.
 * Each state's `meta.matches` names the production state.
 */
export const forecastUploadModel = setup({
  types: {
    // Counts files chosen while sending (at most one), so the walk tries it: the same state otherwise.
    context: {} as { ignored: number },
    events: {} as
      | { type: 'file.choose' }
      | { type: 'file.clear' }
      | { type: 'upload' }
      | { type: 'retry' }
      | { type: 'upload.ok' }
      | { type: 'upload.refused' }
      | { type: 'upload.fail' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'forecastUploadModel',
  context: { ignored: 0 },
  initial: 'idle',
  states: {
    idle: { meta: { matches: 'idle' }, on: { 'file.choose': 'ready' } },
    ready: {
      meta: { matches: 'ready' },
      on: { 'file.choose': 'ready', 'file.clear': 'idle', upload: 'sending' },
    },
    sending: {
      meta: { matches: 'sending' },
      tags: ['busy'],
      on: {
        // Ignored while the file is on its way.
        'file.choose': {
          guard: ({ context }) => context.ignored === 0,
          actions: assign({ ignored: ({ context }) => context.ignored + 1 }),
        },
        'upload.ok': 'accepted',
        'upload.refused': 'refused',
        'upload.fail': 'failed',
      },
    },
    accepted: { meta: { matches: 'accepted' }, on: { 'file.choose': 'ready' } },
    refused: { meta: { matches: 'refused' }, on: { 'file.choose': 'ready' } },
    failed: { meta: { matches: 'failed' }, on: { retry: 'sending', 'file.choose': 'ready' } },
  },
});

/** What each model event stands for, the words of .stately/forecast-upload.qa.md. */
export const forecastUploadModelEvents: Record<EventFromLogic<typeof forecastUploadModel>['type'], string> = {
  'file.choose': 'The user chooses a CSV file (ignored while one is being sent).',
  'file.clear': 'The user removes the chosen file.',
  upload: 'The user presses Upload forecast.',
  retry: 'The user presses Try again after a failure (the same file is sent).',
  'upload.ok': 'POST /forecasts/upload answers the rows stored (toast; the forecast is fetched again).',
  'upload.refused': 'POST /forecasts/upload answers 400 with row errors (a table of them; nothing was stored).',
  'upload.fail': 'POST /forecasts/upload fails (network or server): the same file may be sent again.',
};
