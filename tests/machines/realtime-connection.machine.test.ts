import { type RealtimeConnectionEvent, realtimeConnectionMachine } from '@machines/realtime-connection.machine';
import { realtimeConnectionModel } from '@machines/realtime-connection.model';
import { createActor, fromCallback } from 'xstate';
import { connectionEventOf } from '@/api/realtime';
import type { Notification } from '@/contracts/notifications';
import { testMachineWithModel } from '../support/model-testing';

const news: Notification = {
  id: 41,
  customer_id: 1001,
  user_email: null,
  message: 'Order NF-1 is now Committed.',
  link: '/ordering/orders/ord_1',
  from: 'Order Management',
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-01-05T09:00:00.000Z',
  hasBeenRead: false,
};

/** The connection machine with a channel actor the test drives, as pusher-js would. */
function start() {
  let emit: (event: RealtimeConnectionEvent) => void = () => undefined;
  let stopped = false;
  const delivered: Notification[] = [];
  let caughtUp = 0;
  const actor = createActor(
    realtimeConnectionMachine.provide({
      actors: {
        channel: fromCallback<RealtimeConnectionEvent>(({ sendBack }) => {
          emit = sendBack;
          return () => {
            stopped = true;
          };
        }),
      },
      actions: {
        deliver: (_, p) => void delivered.push(p.notification),
        catchUp: () => {
          caughtUp += 1;
        },
      },
    }),
  ).start();
  return {
    actor,
    emit: (e: RealtimeConnectionEvent) => emit(e),
    delivered,
    caughtUp: () => caughtUp,
    stopped: () => stopped,
  };
}

describe('realtime connection machine', () => {
  it('delivers each notification received, connected or not', () => {
    const { actor, emit, delivered } = start();
    emit({ type: 'connection.up' });
    emit({ type: 'notification.receive', notification: news });
    expect(actor.getSnapshot().value).toBe('connected');
    expect(delivered).toEqual([news]);
  });

  it('after a reconnect catches up (the notifications are fetched again), so nothing sent meanwhile is missed', () => {
    const { actor, emit, caughtUp } = start();
    emit({ type: 'connection.up' });
    expect(caughtUp()).toBe(0);
    emit({ type: 'connection.trying' });
    expect(actor.getSnapshot().hasTag('lost')).toBe(true);
    emit({ type: 'connection.down' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    emit({ type: 'connection.up' });
    expect(actor.getSnapshot().value).toBe('connected');
    expect(caughtUp()).toBe(1);
  });

  it('disconnects the channel when the portal stops it (sign-out, unmount)', () => {
    const { actor, stopped } = start();
    actor.stop();
    expect(stopped()).toBe(true);
  });

  it("maps pusher-js's connection states to the machine's events", () => {
    expect(connectionEventOf('connected')).toEqual({ type: 'connection.up' });
    expect(connectionEventOf('connecting')).toEqual({ type: 'connection.trying' });
    for (const state of ['unavailable', 'failed', 'disconnected']) {
      expect(connectionEventOf(state)).toEqual({ type: 'connection.down' });
    }
    expect(connectionEventOf('initialized')).toBeUndefined();
  });
});

testMachineWithModel({
  name: 'realtime-connection',
  machine: realtimeConnectionMachine,
  model: realtimeConnectionModel,
  drivers: {
    'connection.up': ({ send }) => send({ type: 'connection.up' }),
    'connection.trying': ({ send }) => send({ type: 'connection.trying' }),
    'connection.down': ({ send }) => send({ type: 'connection.down' }),
    'notification.receive': async ({ send, actions }) => {
      await send({ type: 'notification.receive', notification: news });
      expect(actions.deliver).toHaveBeenCalled();
    },
  },
});
