import {
  firstRetryDelayMs,
  maxRetryDelayMs,
  type RealtimeChannelCommand,
  type RealtimeConnectionEvent,
  realtimeConnectionMachine,
} from '@machines/realtime-connection.machine';
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
  const commands: RealtimeChannelCommand[] = [];
  const delivered: Notification[] = [];
  let caughtUp = 0;
  const actor = createActor(
    realtimeConnectionMachine.provide({
      actors: {
        channel: fromCallback<RealtimeChannelCommand>(({ sendBack, receive }) => {
          emit = sendBack;
          receive((command) => void commands.push(command));
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
    commands,
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

  it('while unavailable asks the channel to connect again after 5 s, doubling to 60 s, and starts over once connected', async () => {
    vi.useFakeTimers();
    try {
      const { actor, emit, commands } = start();
      emit({ type: 'connection.down' });
      const retriesAfter = async (ms: number) => {
        await vi.advanceTimersByTimeAsync(ms - 1);
        const before = commands.length;
        await vi.advanceTimersByTimeAsync(1);
        return commands.length - before;
      };
      expect(await retriesAfter(firstRetryDelayMs)).toBe(1);
      expect(commands.at(-1)).toEqual({ type: 'connection.retry' });
      expect(await retriesAfter(2 * firstRetryDelayMs)).toBe(1);
      expect(await retriesAfter(4 * firstRetryDelayMs)).toBe(1);
      expect(await retriesAfter(8 * firstRetryDelayMs)).toBe(1);
      expect(await retriesAfter(maxRetryDelayMs)).toBe(1);
      expect(await retriesAfter(maxRetryDelayMs)).toBe(1);
      emit({ type: 'connection.up' });
      expect(actor.getSnapshot().value).toBe('connected');
      emit({ type: 'connection.down' });
      expect(actor.getSnapshot().value).toBe('reconnecting');
      emit({ type: 'connection.down' });
      expect(await retriesAfter(firstRetryDelayMs)).toBe(1);
      // Connected, nothing is retried.
      emit({ type: 'connection.up' });
      await vi.advanceTimersByTimeAsync(maxRetryDelayMs * 2);
      expect(commands).toHaveLength(7);
    } finally {
      vi.useRealTimers();
    }
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
    'clock.retry': ({ advance, snapshot }) =>
      advance(Math.min(firstRetryDelayMs * 2 ** snapshot().context.retries, maxRetryDelayMs)),
    'notification.receive': async ({ send, actions }) => {
      await send({ type: 'notification.receive', notification: news });
      expect(actions.deliver).toHaveBeenCalled();
    },
  },
});
