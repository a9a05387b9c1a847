import { sessionMachine } from '@machines/session.machine';
import { setup } from 'xstate';
import { getModelPaths } from '../support/model-paths';
import { runModelPaths } from '../support/model-testing';

// The harness itself: it must report what a model leaves out and fail when the production machine disagrees.
const partialModel = (failTarget: string) =>
  setup({
    types: {
      events: {} as { type: 'session.check' } | { type: 'check.ok' } | { type: 'check.fail' },
      meta: {} as { matches: string },
    },
  }).createMachine({
    id: 'partialSessionModel',
    initial: 'idle',
    states: {
      idle: { meta: { matches: 'idle' }, on: { 'session.check': 'checking' } },
      checking: { meta: { matches: 'checking' }, on: { 'check.ok': 'active', 'check.fail': failTarget } },
      active: { meta: { matches: 'active' } },
      signingIn: { meta: { matches: 'signingIn' } },
    },
  });

const drivers = {
  'session.check': ({ send }: { send: (e: { type: 'session.check' }) => Promise<void> }) =>
    send({ type: 'session.check' }),
  'check.ok': ({ resolve }: { resolve: (a: string, o: unknown) => Promise<void> }) =>
    resolve('checkSession', { expiresOn: Date.now() + 60_000 }),
  'check.fail': ({ reject }: { reject: (a: string) => Promise<void> }) => reject('checkSession'),
};

describe('model-based testing harness', () => {
  it('reports the production states and transitions a model leaves out', async () => {
    const coverage = await runModelPaths({
      name: 'partial',
      machine: sessionMachine,
      model: partialModel('signingIn'),
      input: {},
      drivers,
    });
    expect(coverage.missedStates).toEqual([]);
    expect(coverage.missedTransitions).toEqual([
      'idle —visibility.hidden→ checking',
      'checking —xstate.done.actor.checkSession→ signingIn',
      'active —visibility.hidden→ checking',
      'active —session.check→ checking',
      'active —xstate.after.untilExpiry.session.active→ checking',
    ]);
    expect(coverage.row).toMatchObject({ machine: 'session', states: '4/4', transitions: '3/8', paths: 2 });
  });

  it('fails a path when the production machine is not where the model says', async () => {
    await expect(
      runModelPaths({ name: 'wrong', machine: sessionMachine, model: partialModel('active'), input: {}, drivers }),
    ).rejects.toThrow(/production is in "signingIn", model expects "active"/);
  });

  it('exposes the paths as plain steps for views and pages to replay', () => {
    const paths = getModelPaths(partialModel('signingIn'));
    expect(JSON.parse(JSON.stringify(paths))).toEqual(paths);
    expect(paths.map((p) => p.steps.map((s) => [s.event.type, s.expectedState]))).toEqual([
      [
        ['session.check', 'checking'],
        ['check.ok', 'active'],
      ],
      [
        ['session.check', 'checking'],
        ['check.fail', 'signingIn'],
      ],
    ]);
  });
});
