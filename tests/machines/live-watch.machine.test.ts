import {
  applyFrame,
  firstRetryDelayMs,
  freshWatch,
  type LiveWatchContext,
  liveWatchMachine,
  maxListedEvents,
  maxRetryDelayMs,
} from '@machines/live-watch.machine';
import { liveWatchModel } from '@machines/live-watch.model';
import type { LiveActor, LiveEvent, LiveTicket } from '@/contracts/flow-viewer';
import { testMachineWithModel } from '../support/model-testing';

const sessionId = '0b6f3a52-3c1e-4d8e-9a57-1f2e3d4c5b6a';
const ticket: LiveTicket = { session_id: sessionId, ticket: 't', expires_at: '2026-11-29T09:00:00.000Z' };
const actor = (id: string, value: LiveActor['value'] = 'address'): LiveActor => ({
  id,
  machine: 'incidentRaise',
  parent_id: null,
  status: 'active',
  value,
});
const event = (n: number): LiveEvent => ({ at: n, actor_id: 'x:1', machine: 'incidentRaise', type: `e${n}`, keys: [] });
const empty: LiveWatchContext = { ...freshWatch(sessionId), ticket: 't' };

describe('applyFrame', () => {
  it('takes the session as it stands, newest event first, and shows its newest actor', () => {
    const next = applyFrame(empty, { type: 'session', actors: [actor('a'), actor('b')], events: [event(1), event(2)] });
    expect(next.selected).toBe('b');
    expect(next.events?.map((e) => e.type)).toEqual(['e2', 'e1']);
  });

  it('follows a new actor until the analyst picks one, and keeps their pick', () => {
    const following = { ...empty, actors: [actor('a')], selected: 'a' };
    expect(applyFrame(following, { type: 'actor', actor: actor('b') }).selected).toBe('b');
    const pinned = { ...following, pinned: true };
    expect(applyFrame(pinned, { type: 'actor', actor: actor('b') }).selected).toBe('a');
    const changed = applyFrame(pinned, { type: 'actor', actor: actor('a', 'service') });
    expect(changed.actors).toEqual([actor('a', 'service')]);
  });

  it('drops an actor once it stops, showing the newest again if it was the one shown', () => {
    const shown = { ...empty, actors: [actor('a'), actor('b')], selected: 'b', pinned: true };
    const stopped = { ...actor('b'), status: 'stopped' };
    expect(applyFrame(shown, { type: 'actor', actor: stopped })).toEqual({
      actors: [actor('a')],
      selected: 'a',
      pinned: false,
    });
    expect(applyFrame({ ...shown, selected: 'a' }, { type: 'actor', actor: stopped })).toEqual({
      actors: [actor('a')],
    });
  });

  it('keeps the newest events only', () => {
    let context = empty;
    for (let n = 0; n < maxListedEvents + 5; n++)
      context = { ...context, ...applyFrame(context, { type: 'event', event: event(n) }) };
    expect(context.events).toHaveLength(maxListedEvents);
    expect(context.events[0]?.type).toBe(`e${maxListedEvents + 4}`);
  });
});

const withStatus = (status: number, message = `status ${status}`) => Object.assign(new Error(message), { status });

testMachineWithModel({
  name: 'live-watch',
  machine: liveWatchMachine,
  model: liveWatchModel,
  input: { sessionId },
  drivers: {
    'ticket.granted': async ({ resolve, inputOf }) => {
      expect(inputOf('watchTicket')).toEqual({ sessionId });
      await resolve('watchTicket', ticket);
    },
    'ticket.gone': ({ reject }) => reject('watchTicket', withStatus(404)),
    'ticket.refused': ({ reject }) => reject('watchTicket', withStatus(403, 'Only an Admin may watch')),
    'ticket.failed': ({ reject }) => reject('watchTicket', withStatus(503)),
    'socket.open': ({ send }) => send({ type: 'socket.open' }),
    'socket.closed': ({ send }) => send({ type: 'socket.closed' }),
    'frame.change': async ({ send, snapshot }) => {
      await send({ type: 'socket.frame', frame: { type: 'actor', actor: actor('x:1', 'service') } });
      expect(snapshot().context.actors).toContainEqual(actor('x:1', 'service'));
    },
    'frame.ended': ({ send }) => send({ type: 'socket.frame', frame: { type: 'ended' } }),
    'actor.select': async ({ send, snapshot }) => {
      await send({ type: 'actor.select', id: 'x:9' });
      expect(snapshot().context).toMatchObject({ selected: 'x:9', pinned: true });
    },
    'clock.retry': ({ advance, snapshot }) =>
      advance(Math.min(firstRetryDelayMs * 2 ** snapshot().context.retries, maxRetryDelayMs)),
  },
  assertState: ({ snapshot }) => {
    if (snapshot().matches('refused')) expect(snapshot().context.refusal).toBe('Only an Admin may watch');
  },
});
