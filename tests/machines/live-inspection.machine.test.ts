import {
  firstRetryDelayMs,
  type LiveInspectionSocketCommand,
  type LiveInspectionSocketEvent,
  liveInspectionMachine,
  maxRetryDelayMs,
} from '@machines/live-inspection.machine';
import { liveInspectionModel } from '@machines/live-inspection.model';
import { termsMachine } from '@machines/terms.machine';
import { createActor, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import { toLiveMessage } from '@/app/inspect-local';
import type { LiveTicket } from '@/contracts/flow-viewer';
import { inspectionMessage } from '@/contracts/flow-viewer';
import { testMachineWithModel } from '../support/model-testing';

const ticket = (n: number): LiveTicket => ({
  session_id: '0b6f3a52-3c1e-4d8e-9a57-1f2e3d4c5b6a',
  ticket: `t${n}`,
  expires_at: '2026-11-29T09:00:00.000Z',
});

/** The machine with a sandbox and a WebSocket the test plays. */
function start(resume?: string, answers: (() => Promise<LiveTicket>)[] = []) {
  const opened: (string | undefined)[] = [];
  let emit: (event: LiveInspectionSocketEvent) => void = () => undefined;
  const sent: string[] = [];
  const remembered: string[] = [];
  const held = ['held-1', 'held-2'];
  const actor = createActor(
    liveInspectionMachine.provide({
      actors: {
        openSession: fromPromise<LiveTicket, { resume: string | undefined }>(({ input }) => {
          opened.push(input.resume);
          return (answers.shift() ?? (() => Promise.resolve(ticket(opened.length))))();
        }),
        socket: fromCallback<LiveInspectionSocketCommand, { ticket: string }>(({ sendBack, receive }) => {
          emit = sendBack;
          receive((command) => void sent.push(...command.frames));
          return () => undefined;
        }),
      },
      actions: {
        remember: (_, { sessionId }) => void remembered.push(sessionId),
        flush: () => actor.send({ type: 'frames.send', frames: held.splice(0) }),
      },
    }),
    { input: { resume } },
  ).start();
  return { actor, opened, answers, emit: (e: LiveInspectionSocketEvent) => emit(e), sent, remembered };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('liveInspectionMachine', () => {
  it('opens a session, resuming the tab’s previous one, and remembers it for the next reload', async () => {
    const { actor, opened, remembered } = start('previous-session');
    await settle();
    expect(opened).toEqual(['previous-session']);
    expect(remembered).toEqual([ticket(1).session_id]);
    expect(actor.getSnapshot().value).toEqual({ online: 'connecting' });
  });

  it('sends what was held back once connected, then each frame as it comes', async () => {
    const { actor, emit, sent } = start();
    await settle();
    emit({ type: 'socket.open' });
    expect(actor.getSnapshot().hasTag('live')).toBe(true);
    actor.send({ type: 'frames.send', frames: ['now'] });
    expect(sent).toEqual(['held-1', 'held-2', 'now']);
  });

  it('stops for good when the sandbox has no flow viewer or refuses', async () => {
    for (const status of [404, 403]) {
      const refusal = Object.assign(new Error('refused'), { status });
      const { actor } = start(undefined, [() => Promise.reject(refusal)]);
      await settle();
      expect(actor.getSnapshot().status, String(status)).toBe('done');
    }
  });

  it('opens again after a loss, waiting 1 s doubling to 30 s, with the same session', async () => {
    vi.useFakeTimers();
    try {
      const { actor, opened, answers, emit } = start();
      const unavailable = () => Promise.reject(Object.assign(new Error('busy'), { status: 503 }));
      await vi.advanceTimersByTimeAsync(0);
      emit({ type: 'socket.closed' });
      expect(actor.getSnapshot().value).toBe('waiting');
      for (let i = 0; i < 8; i++) answers.push(unavailable);
      let waited = firstRetryDelayMs;
      for (let i = 0; i < 8; i++) {
        await vi.advanceTimersByTimeAsync(waited);
        expect(opened.length, `attempt ${i + 2}`).toBe(i + 2);
        waited = Math.min(waited * 2, maxRetryDelayMs);
      }
      expect(opened.slice(1).every((resume) => resume === ticket(1).session_id)).toBe(true);
      await vi.advanceTimersByTimeAsync(maxRetryDelayMs);
      expect(actor.getSnapshot().value).toEqual({ online: 'connecting' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what ?inspect=local sends of an inspection event', () => {
  it('keeps machines, state values and event types, never contexts or event values', () => {
    const events: InspectionEvent[] = [];
    const actor = createActor(termsMachine, { inspect: (e) => void events.push(e) }).start();
    actor.send({ type: 'user.loaded', termsAccepted: false, locallyAccepted: false, onTermsPage: false });
    actor.send({ type: 'name.change', value: 'Ada Lovelace' });
    const messages = events.map(toLiveMessage).filter((m) => m !== undefined);
    for (const message of messages) expect(inspectionMessage.safeParse(message).success).toBe(true);
    expect(messages[0]).toMatchObject({ type: '@xstate.actor', definition: JSON.stringify({ id: 'terms' }) });
    expect(messages).toContainEqual(
      expect.objectContaining({ type: '@xstate.event', event: { type: 'name.change', value: null } }),
    );
    expect(messages.at(-1)).toMatchObject({ type: '@xstate.snapshot', snapshot: { value: 'prompting' } });
    expect(JSON.stringify(messages)).not.toContain('Ada');
    actor.stop();
  });
});

testMachineWithModel({
  name: 'live-inspection',
  machine: liveInspectionMachine,
  model: liveInspectionModel,
  input: {},
  drivers: {
    'session.opened': ({ resolve }) => resolve('openSession', ticket(1)),
    'session.failed': ({ reject }) => reject('openSession', Object.assign(new Error('busy'), { status: 503 })),
    'session.refused': ({ reject }) => reject('openSession', Object.assign(new Error('no viewer'), { status: 404 })),
    'socket.open': ({ send }) => send({ type: 'socket.open' }),
    'socket.closed': ({ send }) => send({ type: 'socket.closed' }),
    'clock.retry': ({ advance, snapshot }) =>
      advance(Math.min(firstRetryDelayMs * 2 ** snapshot().context.retries, maxRetryDelayMs)),
    'frames.send': ({ send }) => send({ type: 'frames.send', frames: ['{}'] }),
  },
});
