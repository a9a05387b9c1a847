import { flowViewerMachine, flowViewerStepMs } from '@machines/flow-viewer.machine';
import { flowViewerModel, flowViewerModelPathLength } from '@machines/flow-viewer.model';
import { createActor } from 'xstate';
import { testMachineWithModel } from '../support/model-testing';

describe('flowViewerMachine', () => {
  afterEach(() => vi.useRealTimers());

  it('plays a chosen path to its end on its own, then pauses there; Previous and Restart go back', async () => {
    vi.useFakeTimers();
    const actor = createActor(flowViewerMachine).start();
    actor.send({ type: 'qa.choose', path: 3, length: 3 });
    expect(actor.getSnapshot().context).toEqual({ path: 3, length: 3, step: 0 });
    actor.send({ type: 'qa.play' });
    await vi.advanceTimersByTimeAsync(flowViewerStepMs * 3);
    expect(actor.getSnapshot().context.step).toBe(3);
    expect(actor.getSnapshot().value).toEqual({ qa: 'playing' });
    await vi.advanceTimersByTimeAsync(flowViewerStepMs);
    expect(actor.getSnapshot().value).toEqual({ qa: 'paused' });
    actor.send({ type: 'qa.next' });
    expect(actor.getSnapshot().context.step).toBe(3);
    actor.send({ type: 'qa.previous' });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'qa.restart' });
    expect(actor.getSnapshot().context.step).toBe(0);
    actor.send({ type: 'simulate' });
    expect(actor.getSnapshot().value).toBe('simulating');
    expect(actor.getSnapshot().context.path).toBeNull();
  });

  it('choosing another path starts it from its beginning', () => {
    const actor = createActor(flowViewerMachine).start();
    actor.send({ type: 'qa.choose', path: 0, length: 4 });
    actor.send({ type: 'qa.next' });
    actor.send({ type: 'qa.choose', path: 1, length: 2 });
    expect(actor.getSnapshot().context).toEqual({ path: 1, length: 2, step: 0 });
  });
});

testMachineWithModel({
  name: 'flow-viewer',
  machine: flowViewerMachine,
  model: flowViewerModel,
  drivers: {
    simulate: ({ send }) => send({ type: 'simulate' }),
    'qa.choose': ({ send }) => send({ type: 'qa.choose', path: 0, length: flowViewerModelPathLength }),
    'qa.next': ({ send }) => send({ type: 'qa.next' }),
    'qa.previous': ({ send }) => send({ type: 'qa.previous' }),
    'qa.restart': ({ send }) => send({ type: 'qa.restart' }),
    'qa.play': ({ send }) => send({ type: 'qa.play' }),
    'qa.pause': ({ send }) => send({ type: 'qa.pause' }),
    'clock.step': ({ advance }) => advance(flowViewerStepMs),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    const model = step.modelContext as { step: number };
    if (step.expectedState === 'simulating') expect(context.path).toBeNull();
    else expect(context).toEqual({ path: 0, length: flowViewerModelPathLength, step: model.step });
  },
});
