import { type FaultReferenceStatus, faultReferenceCheckMachine } from '@machines/fault-reference-check.machine';
import { faultReferenceCheckModel } from '@machines/fault-reference-check.model';
import { createActor, createMachine, fromPromise, sendTo } from 'xstate';
import { testMachineWithModel } from '../support/model-testing';

/** The child under a parent that records what it reports, as the raise funnel does. */
function start(isUnique: (reference: string) => Promise<boolean>) {
  const heard: string[] = [];
  const asked: string[] = [];
  const parent = createMachine({
    invoke: {
      id: 'check',
      src: faultReferenceCheckMachine.provide({
        actors: {
          isUnique: fromPromise(({ input }) => {
            asked.push(input.reference);
            return isUnique(input.reference);
          }),
        },
      }),
      input: { reference: '' },
    },
    on: {
      'faultReference.status': { actions: ({ event }) => heard.push(event.status) },
      change: { actions: sendTo('check', ({ event }) => ({ type: 'reference.change', reference: event.reference })) },
    },
  });
  const actor = createActor(parent).start();
  return { heard, asked, type: (reference: string) => actor.send({ type: 'change', reference }) };
}

describe('fault reference check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once typing has paused for 450 ms, restarting the pause on every change', async () => {
    const f = start(async () => true);
    f.type('NF-1');
    await vi.advanceTimersByTimeAsync(300);
    f.type('NF-12');
    await vi.advanceTimersByTimeAsync(449);
    expect(f.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.asked).toEqual(['NF-12']);
    expect(f.heard).toEqual(['empty', 'checking', 'checking', 'unique']);
  });

  it('says unchecked when the provider cannot be asked, and empty (no error) once the field is cleared', async () => {
    const f = start(async () => Promise.reject(new Error('offline')));
    f.type('NF-1');
    await vi.advanceTimersByTimeAsync(450);
    f.type('   ');
    expect(f.heard).toEqual(['empty', 'checking', 'unchecked', 'empty']);
  });

  it('ignores a change that leaves the reference as it was', async () => {
    const f = start(async () => false);
    f.type('NF-OPEN-1');
    await vi.advanceTimersByTimeAsync(450);
    f.type(' NF-OPEN-1 ');
    await vi.advanceTimersByTimeAsync(450);
    expect(f.asked).toEqual(['NF-OPEN-1']);
    expect(f.heard).toEqual(['empty', 'checking', 'duplicate']);
  });
});

const references = { A: 'NF-A', B: 'NF-B' } as const;
/** What the parent last heard in each state (the machine's `faultReference.status`). */
const reported: Record<string, FaultReferenceStatus> = {
  empty: 'empty',
  pausing: 'checking',
  checking: 'checking',
  unique: 'unique',
  duplicate: 'duplicate',
  unchecked: 'unchecked',
};

testMachineWithModel({
  name: 'fault-reference-check',
  machine: faultReferenceCheckMachine,
  model: faultReferenceCheckModel,
  input: { reference: '' },
  // Alone, the check has no parent to report to: its report is a spy.
  spy: ['reportStatus'],
  drivers: {
    'type.a': ({ send }) => send({ type: 'reference.change', reference: references.A }),
    'type.b': ({ send }) => send({ type: 'reference.change', reference: references.B }),
    'type.same': ({ send, snapshot }) =>
      send({ type: 'reference.change', reference: ` ${snapshot().context.reference} ` }),
    'type.blank': ({ send }) => send({ type: 'reference.change', reference: '   ' }),
    'clock.450ms': async ({ advance, snapshot }) => {
      await advance(449);
      expect(snapshot().value).toBe('pausing');
      await advance(1);
    },
    'answer.unique': async ({ resolve, inputOf, snapshot }) => {
      expect(inputOf('isUnique')).toEqual({ reference: snapshot().context.reference });
      await resolve('isUnique', true);
    },
    'answer.duplicate': ({ resolve }) => resolve('isUnique', false),
    'answer.fail': ({ reject }) => reject('isUnique', new Error('offline')),
  },
  assertState: ({ step, snapshot, actions }) => {
    const { reference } = step.modelContext as { reference: '' | 'A' | 'B' };
    expect(snapshot().context.reference).toBe(reference === '' ? '' : references[reference]);
    const last = actions.reportStatus?.mock.calls.at(-1)?.[1] as { status: FaultReferenceStatus } | undefined;
    expect(last?.status).toBe(reported[String(step.expectedState)]);
  },
});
