import { assign, fromPromise, setup } from 'xstate';
import { type ForecastRowError, type ForecastUploadResult, rowErrorsOf } from '@/contracts/forecasts';

/** Statuses whose answer says what is wrong with the file itself (row errors, too large, not a CSV). */
const refusalStatuses = new Set([400, 413, 415]);

/**
 * How a failed upload reads: a refusal (the sandbox said what is wrong with the file: its row errors, or one message
 * for the file as a whole) or a failure (network, timeout, server: the same file may be sent again).
 */
export function refusalOf(error: unknown): ForecastRowError[] | null {
  const e = error as { status?: unknown; fields?: Record<string, string[]>; message?: unknown } | null;
  if (typeof e?.status !== 'number' || !refusalStatuses.has(e.status)) return null;
  const rows = rowErrorsOf(e.fields);
  return rows.length > 0 ? rows : [{ row: null, column: null, message: String(e.message ?? 'The file was refused') }];
}

type Context = {
  file: File | null;
  result: ForecastUploadResult | null;
  errors: ForecastRowError[];
};

/**
 * The forecast CSV upload (README "Forecasting and migrations"): choose a file, send it, then accepted (the view toasts
 * and refetches the forecast), refused with the sandbox's row errors (nothing was stored; choose a corrected file) or
 * failed (send the same file again). Choosing a file is always possible except while one is being sent.
 */
export const forecastUploadMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'file.choose'; file: File } | { type: 'file.clear' } | { type: 'upload' } | { type: 'retry' },
  },
  actors: {
    // POST /forecasts/upload.
    uploadForecast: fromPromise<ForecastUploadResult, { file: File }>(async () => {
      throw new Error('uploadForecast not provided');
    }),
  },
  actions: {
    assignFile: assign({ file: (_, p: { file: File }) => p.file, result: null, errors: [] }),
    clearFile: assign({ file: null }),
    assignResult: assign({ result: (_, p: { result: ForecastUploadResult }) => p.result }),
    assignErrors: assign({ errors: (_, p: { errors: ForecastRowError[] }) => p.errors }),
    // The view toasts 'Forecast uploaded' and refetches the forecast.
    announceAccepted: (_, _p: { result: ForecastUploadResult }) => undefined,
  },
  guards: {
    isRefusal: (_, p: { error: unknown }) => refusalOf(p.error) !== null,
  },
}).createMachine({
  id: 'forecastUpload',
  context: { file: null, result: null, errors: [] },
  initial: 'idle',
  on: {
    'file.choose': { target: '.ready', actions: { type: 'assignFile', params: ({ event }) => ({ file: event.file }) } },
  },
  states: {
    idle: {},
    ready: {
      on: {
        upload: 'sending',
        'file.clear': { target: 'idle', actions: 'clearFile' },
      },
    },
    sending: {
      tags: ['busy'],
      // No new file while one is on its way.
      on: { 'file.choose': {} },
      invoke: {
        src: 'uploadForecast',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: {
          target: 'accepted',
          actions: [
            { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'announceAccepted', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignErrors', params: ({ event }) => ({ errors: refusalOf(event.error) ?? [] }) },
          },
          { target: 'failed' },
        ],
      },
    },
    accepted: {},
    refused: {},
    failed: { on: { retry: 'sending' } },
  },
});
