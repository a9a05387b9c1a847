import { termsMachine } from '@machines/terms.machine';
import { termsModel } from '@machines/terms.model';
import { createActor, fromPromise } from 'xstate';
import { testMachineWithModel } from '../support/model-testing';

const pendingUser = { type: 'user.loaded', termsAccepted: false, locallyAccepted: false, onTermsPage: false } as const;

function startTerms(options: { acceptTerms?: (input: { name: string }) => Promise<unknown> } = {}) {
  const acceptTerms = vi.fn(options.acceptTerms ?? (async (): Promise<unknown> => ({})));
  const refreshSession = vi.fn(async (): Promise<unknown> => ({}));
  const rememberAcceptance = vi.fn<() => void>();
  const logFailure = vi.fn<() => void>();
  const machine = termsMachine.provide({
    actors: {
      acceptTerms: fromPromise(({ input }) => acceptTerms(input)),
      refreshSession: fromPromise(() => refreshSession()),
    },
    actions: { rememberAcceptance, logFailure },
  });
  const actor = createActor(machine).start();
  return { actor, acceptTerms, refreshSession, rememberAcceptance, logFailure };
}

const isVisible = (actor: ReturnType<typeof startTerms>['actor']) => actor.getSnapshot().hasTag('visible');
const canContinue = (actor: ReturnType<typeof startTerms>['actor']) =>
  actor.getSnapshot().can({ type: 'terms.continue' });

describe('terms machine', () => {
  it('is not shown before the token is read', () => {
    const { actor } = startTerms();
    expect(isVisible(actor)).toBe(false);
  });

  it('is not shown when the user has accepted (flag on the user)', () => {
    const { actor } = startTerms();
    actor.send({ ...pendingUser, termsAccepted: true });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(isVisible(actor)).toBe(false);
  });

  it('is not shown when a local record of acceptance exists', () => {
    const { actor } = startTerms();
    actor.send({ ...pendingUser, locallyAccepted: true });
    expect(isVisible(actor)).toBe(false);
  });

  it('is shown to a user who has not accepted', () => {
    const { actor } = startTerms();
    actor.send(pendingUser);
    expect(isVisible(actor)).toBe(true);
  });

  it('stays hidden on the terms page and comes back when leaving it', () => {
    const { actor } = startTerms();
    actor.send({ ...pendingUser, onTermsPage: true });
    expect(isVisible(actor)).toBe(false);
    actor.send({ type: 'route.change', onTermsPage: true });
    expect(isVisible(actor)).toBe(false);
    actor.send({ type: 'route.change', onTermsPage: false });
    expect(isVisible(actor)).toBe(true);
    actor.send({ type: 'route.change', onTermsPage: true });
    expect(isVisible(actor)).toBe(false);
  });

  it('keeps Continue disabled until a name and the box are given', () => {
    const { actor } = startTerms();
    actor.send(pendingUser);
    expect(canContinue(actor)).toBe(false);
    actor.send({ type: 'name.change', value: '   ' });
    actor.send({ type: 'agreement.toggle', checked: true });
    expect(canContinue(actor)).toBe(false);
    actor.send({ type: 'name.change', value: 'Ada Lovelace' });
    expect(canContinue(actor)).toBe(true);
    actor.send({ type: 'agreement.toggle', checked: false });
    expect(canContinue(actor)).toBe(false);
    actor.send({ type: 'terms.continue' });
    expect(actor.getSnapshot().value).toBe('prompting');
  });

  it('cannot be dismissed: no event hides it except completing it or visiting the terms page', () => {
    const { actor } = startTerms();
    actor.send(pendingUser);
    const events = termsMachine.root.states.prompting?.ownEvents ?? [];
    expect([...events].sort()).toEqual(['agreement.toggle', 'name.change', 'route.change', 'terms.continue']);
  });

  it('accepts with the trimmed name, stores the local flag and refreshes the token and user', async () => {
    const { actor, acceptTerms, rememberAcceptance, refreshSession } = startTerms();
    actor.send(pendingUser);
    actor.send({ type: 'name.change', value: '  Ada Lovelace ' });
    actor.send({ type: 'agreement.toggle', checked: true });
    actor.send({ type: 'terms.continue' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('accepted'));
    expect(acceptTerms).toHaveBeenCalledWith({ name: 'Ada Lovelace' });
    expect(rememberAcceptance).toHaveBeenCalledTimes(1);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(isVisible(actor)).toBe(false);
  });

  it('carries on when accepting fails (failure only logged)', async () => {
    const { actor, logFailure, rememberAcceptance, refreshSession } = startTerms({
      acceptTerms: async () => {
        throw new Error('500');
      },
    });
    actor.send(pendingUser);
    actor.send({ type: 'name.change', value: 'Ada Lovelace' });
    actor.send({ type: 'agreement.toggle', checked: true });
    actor.send({ type: 'terms.continue' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('accepted'));
    expect(logFailure).toHaveBeenCalledTimes(1);
    expect(rememberAcceptance).toHaveBeenCalledTimes(1);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });
});

testMachineWithModel({
  name: 'terms',
  machine: termsMachine,
  model: termsModel,
  drivers: {
    'user.accepted': ({ send }) => send({ ...pendingUser, termsAccepted: true }),
    'user.locallyAccepted': ({ send }) => send({ ...pendingUser, locallyAccepted: true }),
    'user.pending': ({ send }) => send(pendingUser),
    'user.pendingOnTermsPage': ({ send }) => send({ ...pendingUser, onTermsPage: true }),
    'route.terms': ({ send }) => send({ type: 'route.change', onTermsPage: true }),
    'route.elsewhere': ({ send }) => send({ type: 'route.change', onTermsPage: false }),
    'name.fill': ({ send }) => send({ type: 'name.change', value: ' Ada Lovelace ' }),
    'name.clear': ({ send }) => send({ type: 'name.change', value: '   ' }),
    'agreement.tick': ({ send }) => send({ type: 'agreement.toggle', checked: true }),
    'agreement.untick': ({ send }) => send({ type: 'agreement.toggle', checked: false }),
    'terms.continue': async ({ send, inputOf, snapshot }) => {
      await send({ type: 'terms.continue' });
      if (snapshot().matches('submitting')) expect(inputOf('acceptTerms')).toEqual({ name: 'Ada Lovelace' });
    },
    'accept.ok': ({ resolve }) => resolve('acceptTerms', {}),
    'accept.fail': ({ reject }) => reject('acceptTerms', new Error('500')),
    'refresh.ok': ({ resolve }) => resolve('refreshSession', {}),
    'refresh.fail': ({ reject }) => reject('refreshSession', new Error('network')),
  },
  assertState: ({ step, snapshot, actions }) => {
    const { named, agreed } = step.modelContext;
    if (step.expectedState === 'prompting') expect(snapshot().can({ type: 'terms.continue' })).toBe(named && agreed);
    const stored = step.expectedState === 'refreshing' || (step.expectedState === 'accepted' && named);
    expect(actions.rememberAcceptance).toHaveBeenCalledTimes(stored ? 1 : 0);
  },
});
