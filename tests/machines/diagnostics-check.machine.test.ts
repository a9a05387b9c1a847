import { type DiagnosticPoll, diagnosticsCheckMachine } from '@machines/diagnostics-check.machine';
import { diagnosticsCheckModel } from '@machines/diagnostics-check.model';
import { createActor, fromPromise } from 'xstate';
import type { DiagnosticResult } from '@/contracts/incidents';
import { testMachineWithModel } from '../support/model-testing';

const result = (code: string, title: string): DiagnosticResult => ({
  title,
  code,
  nba_description: '',
  colour: 'green',
  appointable: true,
  info_bubble_text: '',
  error: code === 'ERROR' || code === 'PROVISIONING',
});
const complete = (code: string, title = code): DiagnosticPoll => ({ status: 'complete', result: result(code, title) });
const pending: DiagnosticPoll = { status: 'pending' };
const provisioningError = Object.assign(new Error('provisioning'), { code: 'PROVISIONING' });

function startDiagnostics(
  polls: Array<DiagnosticPoll | Error>,
  start: (input: { serviceReference: string }) => Promise<{ check_id: string }>,
) {
  const pollCheck = vi.fn(async ({ checkId }: { checkId: string }) => {
    const next = polls.shift() ?? pending;
    if (next instanceof Error) throw next;
    expect(checkId).toBe('check-1');
    return next;
  });
  const startCheck = vi.fn(start);
  const machine = diagnosticsCheckMachine.provide({
    actors: {
      startCheck: fromPromise(({ input }) => startCheck(input)),
      pollCheck: fromPromise(({ input }) => pollCheck(input)),
    },
  });
  const actor = createActor(machine, { input: { serviceReference: 'S1000001' } }).start();
  return { actor, pollCheck, startCheck };
}
const started = async () => ({ check_id: 'check-1' });

describe('diagnostics check machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts a check for the service, then polls its result 5 seconds later', async () => {
    const { actor, pollCheck, startCheck } = startDiagnostics([complete('UP', 'Line Ok')], started);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(startCheck).toHaveBeenCalledWith({ serviceReference: 'S1000001' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(pollCheck).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'up',
      message: 'Line Ok',
      result: result('UP', 'Line Ok'),
    });
  });

  it('polls up to 3 times, 5 seconds apart, then gives unknown: Test unable to complete', async () => {
    const { actor, pollCheck } = startDiagnostics([pending, pending, pending], started);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pollCheck).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pollCheck).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'unknown', message: 'Test unable to complete' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pollCheck).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['DOWN', 'down', 'Test Fail'],
    ['DYING_GASP', 'dyingGasp', 'Unable to run test'],
    ['ERROR', 'error', 'Unable to run test'],
    ['PROVISIONING', 'provisioning', 'Service is Provisioning'],
  ])('reads a %s result as %s (%s)', async (code, outcome, message) => {
    const { actor } = startDiagnostics([pending, complete(code)], started);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().value).toBe(outcome);
    expect(actor.getSnapshot().output).toMatchObject({ outcome, message, result: { code } });
  });

  it('gives provisioning when the check fails with a provisioning error, error for any other failure', async () => {
    const provisioning = startDiagnostics([], async () => Promise.reject(provisioningError));
    const other = startDiagnostics([new Error('500')], started);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(provisioning.actor.getSnapshot().output).toEqual({
      outcome: 'provisioning',
      message: 'Service is Provisioning',
      result: null,
    });
    expect(other.actor.getSnapshot().output).toEqual({ outcome: 'error', message: 'Unable to run test', result: null });
  });
});

const outputs: Record<string, unknown> = {
  up: 'Line Ok',
  down: 'Test Fail',
  dyingGasp: 'Unable to run test',
  unknown: 'Test unable to complete',
  error: 'Unable to run test',
  provisioning: 'Service is Provisioning',
};

testMachineWithModel({
  name: 'diagnostics-check',
  machine: diagnosticsCheckMachine,
  model: diagnosticsCheckModel,
  input: { serviceReference: 'S1000001' },
  drivers: {
    'start.ok': async ({ resolve, inputOf }) => {
      expect(inputOf('startCheck')).toEqual({ serviceReference: 'S1000001' });
      await resolve('startCheck', { check_id: 'check-1' });
    },
    'start.fail': ({ reject }) => reject('startCheck', new Error('500')),
    'start.failProvisioning': ({ reject }) => reject('startCheck', provisioningError),
    'clock.5s': async ({ advance, snapshot }) => {
      await advance(4999);
      expect(snapshot().value, 'not polled before 5 s').toBe('waiting');
      await advance(1);
    },
    'poll.pending': ({ resolve }) => resolve('pollCheck', pending),
    'poll.up': ({ resolve }) => resolve('pollCheck', complete('UP', 'Line Ok')),
    'poll.down': ({ resolve }) => resolve('pollCheck', complete('DOWN', 'Test Fail')),
    'poll.dyingGasp': ({ resolve }) => resolve('pollCheck', complete('DYING_GASP', 'Unable to run test')),
    'poll.error': ({ resolve }) => resolve('pollCheck', complete('ERROR', 'Unable to run test')),
    'poll.provisioning': ({ resolve }) => resolve('pollCheck', complete('PROVISIONING', 'Service is Provisioning')),
    'poll.fail': ({ reject }) => reject('pollCheck', new Error('500')),
    'poll.failProvisioning': ({ reject }) => reject('pollCheck', provisioningError),
  },
  assertState: ({ step, snapshot }) => {
    const state = String(step.expectedState);
    if (state in outputs) expect(snapshot().output).toMatchObject({ outcome: state, message: outputs[state] });
    if (state === 'polling') expect(snapshot().context.polls).toBe(step.modelContext.polls);
  },
});
