import { notificationPanelMachine } from '@machines/notification-panel.machine';
import { notificationPanelModel } from '@machines/notification-panel.model';
import { createActor, fromPromise } from 'xstate';
import { testMachineWithModel } from '../support/model-testing';

const unread = { id: 7, link: '/ordering/orders/ord_1', hasBeenRead: false };
const read = { id: 8, link: '/support/incidents/inc_1', hasBeenRead: true };

function start(
  opts: { personal?: boolean; markRead?: () => Promise<number[]>; markAllRead?: () => Promise<number> } = {},
) {
  const went: string[] = [];
  const marked: number[][] = [];
  let refreshed = 0;
  const actor = createActor(
    notificationPanelMachine.provide({
      actors: {
        markRead: fromPromise(async ({ input }) => {
          marked.push(input.ids);
          return (opts.markRead ?? (async () => input.ids))();
        }),
        markAllRead: fromPromise(async () => (opts.markAllRead ?? (async () => 0))()),
      },
      actions: {
        navigate: (_, p) => void went.push(p.link),
        refresh: () => {
          refreshed += 1;
        },
      },
    }),
    { input: { personal: opts.personal ?? true } },
  ).start();
  return { actor, went, marked, refreshed: () => refreshed };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  new Promise<void>((resolve) => {
    const sub = actor.subscribe((s) => {
      if (!s.hasTag('busy')) {
        sub.unsubscribe();
        resolve();
      }
    });
  });

describe('notification panel machine', () => {
  it('marks an unread notification read when it is opened, then goes to its link and closes', async () => {
    const { actor, went, marked, refreshed } = start();
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'notification.open', notification: unread });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(marked).toEqual([[7]]);
    expect(went).toEqual(['/ordering/orders/ord_1']);
    expect(refreshed()).toBe(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('opens a read notification without marking it again, and still leads to its link when marking fails', async () => {
    const { actor, went, marked } = start({
      markRead: async () => {
        throw new Error('network');
      },
    });
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'notification.open', notification: read });
    expect(marked).toEqual([]);
    expect(went).toEqual(['/support/incidents/inc_1']);
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'notification.open', notification: unread });
    await settled(actor);
    expect(went).toEqual(['/support/incidents/inc_1', '/ordering/orders/ord_1']);
  });

  it("offers 'Mark all read' only with something unread; a failure is shown and it can be pressed again", async () => {
    let calls = 0;
    const { actor } = start({
      markAllRead: async () => {
        calls += 1;
        if (calls === 1) throw new Error('network');
        return 3;
      },
    });
    actor.send({ type: 'panel.open' });
    expect(actor.getSnapshot().can({ type: 'all.read' })).toBe(false);
    actor.send({ type: 'unread.change', unread: 3 });
    expect(actor.getSnapshot().can({ type: 'all.read' })).toBe(true);
    actor.send({ type: 'all.read' });
    await settled(actor);
    expect(actor.getSnapshot().context.markAllFailed).toBe(true);
    actor.send({ type: 'all.read' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ unread: 0, markAllFailed: false });
    expect(actor.getSnapshot().can({ type: 'all.read' })).toBe(false);
  });

  it("offers 'My Notifications' only with the personal-notifications flag", () => {
    const withFlag = start({ personal: true }).actor;
    withFlag.send({ type: 'panel.open' });
    withFlag.send({ type: 'tab.select', tab: 'mine' });
    expect(withFlag.getSnapshot().context.tab).toBe('mine');
    const without = start({ personal: false }).actor;
    without.send({ type: 'panel.open' });
    expect(without.getSnapshot().can({ type: 'tab.select', tab: 'mine' })).toBe(false);
    without.send({ type: 'tab.select', tab: 'mine' });
    expect(without.getSnapshot().context.tab).toBe('all');
  });
});

testMachineWithModel({
  name: 'notification-panel',
  machine: notificationPanelMachine,
  model: notificationPanelModel,
  input: { personal: true },
  drivers: {
    'panel.open': ({ send }) => send({ type: 'panel.open' }),
    'panel.close': ({ send }) => send({ type: 'panel.close' }),
    'tab.all': ({ send }) => send({ type: 'tab.select', tab: 'all' }),
    'tab.mine': ({ send }) => send({ type: 'tab.select', tab: 'mine' }),
    'unread.some': ({ send }) => send({ type: 'unread.change', unread: 4 }),
    'unread.none': ({ send }) => send({ type: 'unread.change', unread: 0 }),
    'open.unread': ({ send }) => send({ type: 'notification.open', notification: unread }),
    'open.read': async ({ send, actions }) => {
      await send({ type: 'notification.open', notification: read });
      expect(actions.navigate).toHaveBeenCalled();
    },
    'read.ok': async ({ resolve, actions }) => {
      await resolve('markRead', [7]);
      expect(actions.navigate).toHaveBeenCalled();
    },
    'read.fail': async ({ reject, actions }) => {
      await reject('markRead', new Error('network'));
      expect(actions.navigate).toHaveBeenCalled();
    },
    'all.read': ({ send }) => send({ type: 'all.read' }),
    'allread.ok': ({ resolve }) => resolve('markAllRead', 4),
    'allread.fail': ({ reject }) => reject('markAllRead', new Error('network')),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    const model = step.modelContext as { unread: boolean; tab: 'all' | 'mine' };
    expect(context.tab).toBe(model.tab);
    expect(context.unread > 0).toBe(model.unread);
  },
});
