import { type SessionCheckResult, sessionMachine } from '@machines/session.machine';
import { sessionModel } from '@machines/session.model';
import { createActor, fromPromise } from 'xstate';
import { testMachineWithModel } from '../support/model-testing';

const MINUTE = 60_000;

function startSession(check: () => Promise<SessionCheckResult>) {
  let clock = 1_000_000;
  const signIn = vi.fn<() => void>();
  const checkSession = vi.fn(check);
  const machine = sessionMachine.provide({
    actors: { checkSession: fromPromise(() => checkSession()) },
    actions: { signIn },
  });
  const actor = createActor(machine, { input: { now: () => clock } }).start();
  return { actor, signIn, checkSession, setClock: (ms: number) => (clock = ms), now: () => clock };
}

describe('session machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks the session when the browser tab becomes hidden', async () => {
    const { actor, checkSession } = startSession(async () => ({ expiresOn: 1_000_000 + 5 * MINUTE }));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'visibility.hidden' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(checkSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('active');
  });

  it('ignores the tab becoming visible again', () => {
    const { actor, checkSession } = startSession(async () => ({ expiresOn: null }));
    actor.send({ type: 'visibility.visible' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(checkSession).not.toHaveBeenCalled();
  });

  it('sends the user to sign in again when there is no valid refresh token', async () => {
    const { actor, signIn } = startSession(async () => ({ expiresOn: null }));
    actor.send({ type: 'visibility.hidden' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('sends the user to sign in again when no validity remains', async () => {
    const { actor, signIn } = startSession(async () => ({ expiresOn: 1_000_000 }));
    actor.send({ type: 'session.check' });
    await vi.advanceTimersByTimeAsync(0);
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('sends the user to sign in again when token fetching fails', async () => {
    const { actor, signIn } = startSession(async () => {
      throw new Error('interaction_required');
    });
    actor.send({ type: 'visibility.hidden' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('re-checks the session at expiry, not before', async () => {
    const { actor, checkSession, setClock } = startSession(async () => ({ expiresOn: 1_000_000 + 5 * MINUTE }));
    actor.send({ type: 'visibility.hidden' });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(checkSession).toHaveBeenCalledTimes(1);
    // The injected clock moves with the fake timers; the next token lasts another five minutes.
    setClock(1_000_000 + 5 * MINUTE);
    checkSession.mockImplementation(async () => ({ expiresOn: 1_000_000 + 10 * MINUTE }));
    await vi.advanceTimersByTimeAsync(1);
    expect(checkSession).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.expiresOn).toBe(1_000_000 + 10 * MINUTE);
  });

  it('uses the provided untilExpiry delay', async () => {
    const checkSession = vi.fn(async (): Promise<SessionCheckResult> => ({ expiresOn: Date.now() + 5 * MINUTE }));
    const machine = sessionMachine.provide({
      actors: { checkSession: fromPromise(() => checkSession()) },
      actions: { signIn: vi.fn<() => void>() },
      delays: { untilExpiry: 1000 },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'session.check' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('active');
    await vi.advanceTimersByTimeAsync(999);
    expect(checkSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checkSession).toHaveBeenCalledTimes(2);
  });
});

testMachineWithModel({
  name: 'session',
  machine: sessionMachine,
  model: sessionModel,
  input: {},
  drivers: {
    'visibility.hidden': ({ send }) => send({ type: 'visibility.hidden' }),
    'visibility.visible': ({ send }) => send({ type: 'visibility.visible' }),
    'session.check': ({ send }) => send({ type: 'session.check' }),
    'check.ok': ({ resolve }) => resolve('checkSession', { expiresOn: Date.now() + 5 * MINUTE }),
    'check.none': ({ resolve }) => resolve('checkSession', { expiresOn: null }),
    'check.expired': ({ resolve }) => resolve('checkSession', { expiresOn: Date.now() }),
    'check.fail': ({ reject }) => reject('checkSession', new Error('interaction_required')),
    'clock.expiry': async ({ advance, snapshot }) => {
      const remaining = (snapshot().context.expiresOn ?? 0) - Date.now();
      await advance(remaining - 1);
      expect(snapshot().value, 'one millisecond before expiry').toBe('active');
      await advance(1);
    },
  },
  assertState: ({ step, actions }) => {
    expect(actions.signIn).toHaveBeenCalledTimes(step.expectedState === 'signingIn' ? 1 : 0);
  },
});
