import { forecastUploadMachine, refusalOf } from '@machines/forecast-upload.machine';
import { forecastUploadModel } from '@machines/forecast-upload.model';
import { createActor, fromPromise } from 'xstate';
import { HttpError } from '@/api/http';
import type { ForecastUploadResult } from '@/contracts/forecasts';
import { testMachineWithModel } from '../support/model-testing';

const csv = (name = 'forecast.csv') =>
  new File(['month,family,forecast\n2026-11,FTTP,1\n'], name, { type: 'text/csv' });
const accepted: ForecastUploadResult = { rows: 1, months: ['2026-11'] };
const refusal = new HttpError({
  status: 400,
  message: 'The forecast was not stored: 1 row has errors',
  body: {
    error: {
      status: 400,
      code: 'validation_failed',
      message: 'The forecast was not stored: 1 row has errors',
      fields: { 'rows.3.forecast': ['The forecast must not be negative'], 'rows.2.month': ['Unknown month format'] },
    },
  },
});

function start(upload: (file: File) => Promise<ForecastUploadResult>) {
  const announced: ForecastUploadResult[] = [];
  const actor = createActor(
    forecastUploadMachine.provide({
      actors: { uploadForecast: fromPromise(async ({ input }) => upload(input.file)) },
      actions: { announceAccepted: (_, p) => void announced.push(p.result) },
    }),
  ).start();
  return { actor, announced };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  new Promise<void>((resolve) => {
    const sub = actor.subscribe((s) => {
      if (!s.hasTag('busy')) {
        sub.unsubscribe();
        resolve();
      }
    });
  });

describe('forecast upload machine', () => {
  it('sends the chosen file and announces what was stored', async () => {
    const sent: File[] = [];
    const { actor, announced } = start(async (file) => {
      sent.push(file);
      return accepted;
    });
    expect(actor.getSnapshot().value).toBe('idle');
    const file = csv();
    actor.send({ type: 'file.choose', file });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'upload' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(sent).toEqual([file]);
    expect(announced).toEqual([accepted]);
    expect(actor.getSnapshot().context.result).toEqual(accepted);
  });

  it('keeps the row errors of a refused file, in row order, and announces nothing', async () => {
    const { actor, announced } = start(async () => {
      throw refusal;
    });
    actor.send({ type: 'file.choose', file: csv() });
    actor.send({ type: 'upload' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.errors).toEqual([
      { row: 2, column: 'month', message: 'Unknown month format' },
      { row: 3, column: 'forecast', message: 'The forecast must not be negative' },
    ]);
    expect(announced).toEqual([]);
    // A corrected file starts again with no errors on show.
    actor.send({ type: 'file.choose', file: csv('fixed.csv') });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.errors).toEqual([]);
  });

  it('retries the same file after a failure', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network');
      return accepted;
    });
    const file = csv();
    actor.send({ type: 'file.choose', file });
    actor.send({ type: 'upload' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'retry' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(calls).toBe(2);
  });

  it('reads 400, 413 and 415 as refusals (a file-wide message when there are no row errors), anything else as failure', () => {
    expect(refusalOf(refusal)).toHaveLength(2);
    const tooLarge = new HttpError({
      status: 413,
      message: 'The file exceeds the 256 KB limit and cannot be uploaded.',
      body: {
        error: {
          status: 413,
          code: 'payload_too_large',
          message: 'The file exceeds the 256 KB limit and cannot be uploaded.',
        },
      },
    });
    expect(refusalOf(tooLarge)).toEqual([
      { row: null, column: null, message: 'The file exceeds the 256 KB limit and cannot be uploaded.' },
    ]);
    const fileError = new HttpError({
      status: 400,
      message: 'x',
      body: {
        error: { status: 400, code: 'validation_failed', message: 'x', fields: { file: ['The file is empty'] } },
      },
    });
    expect(refusalOf(fileError)).toEqual([{ row: null, column: null, message: 'The file is empty' }]);
    expect(refusalOf(new HttpError({ status: 500, message: 'boom' }))).toBeNull();
    expect(refusalOf(new HttpError({ status: 403, message: 'forbidden' }))).toBeNull();
    expect(refusalOf(new Error('network'))).toBeNull();
  });

  it('ignores a new file while one is being sent', async () => {
    let finish: (r: ForecastUploadResult) => void = () => {};
    const { actor } = start(() => new Promise((resolve) => (finish = resolve)));
    const file = csv();
    actor.send({ type: 'file.choose', file });
    actor.send({ type: 'upload' });
    actor.send({ type: 'file.choose', file: csv('other.csv') });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.file).toBe(file);
    finish(accepted);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('accepted');
  });
});

testMachineWithModel({
  name: 'forecast-upload',
  machine: forecastUploadMachine,
  model: forecastUploadModel,
  drivers: {
    'file.choose': ({ send }) => send({ type: 'file.choose', file: csv() }),
    'file.clear': ({ send }) => send({ type: 'file.clear' }),
    upload: ({ send }) => send({ type: 'upload' }),
    retry: ({ send }) => send({ type: 'retry' }),
    'upload.ok': ({ resolve }) => resolve('uploadForecast', accepted),
    'upload.refused': ({ reject }) => reject('uploadForecast', refusal),
    'upload.fail': ({ reject }) => reject('uploadForecast', new Error('network')),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    const state = String(step.expectedState);
    if (state === 'idle') expect(context.file).toBeNull();
    else expect(context.file).toBeInstanceOf(File);
    if (state === 'refused') expect(context.errors).toHaveLength(2);
    if (state === 'ready') expect(context.errors).toEqual([]);
  },
});
