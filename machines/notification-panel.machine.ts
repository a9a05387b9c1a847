import { assign, fromPromise, setup } from 'xstate';

type NotificationTab = 'all' | 'mine';

/** The notification a user opens: its id, where it leads, and whether the user has read it already. */
interface OpenedNotification {
  id: number;
  link: string;
  hasBeenRead: boolean;
}

type Context = {
  /** 'My Notifications' is offered only with the personal-notifications flag (spec 1 §6). */
  personal: boolean;
  tab: NotificationTab;
  /** The caller's unread count as last read (the bell's), so 'Mark all read' is offered only with something unread. */
  unread: number;
  opened: OpenedNotification | null;
  /** The last 'Mark all read' failed; the panel says so and offers it again. */
  markAllFailed: boolean;
};

/**
 * The notification bell's panel (spec 1 §2, §4): closed or open on a tab (All, My Notifications); opening a notification
 * marks it read (unless it already is) and leads to its order, service or incident, closing the panel; 'Mark all read'
 * sets every one read. Lists and counts are TanStack queries the view refreshes when the machine says so (`refresh`).
 */
export const notificationPanelMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { personal: boolean },
    events: {} as
      | { type: 'panel.open' }
      | { type: 'panel.close' }
      | { type: 'tab.select'; tab: NotificationTab }
      | { type: 'unread.change'; unread: number }
      | { type: 'notification.open'; notification: OpenedNotification }
      | { type: 'all.read' },
  },
  actors: {
    markRead: fromPromise<number[], { ids: number[] }>(async () => {
      throw new Error('markRead not provided');
    }),
    markAllRead: fromPromise<number, undefined>(async () => {
      throw new Error('markAllRead not provided');
    }),
  },
  actions: {
    assignTab: assign({ tab: (_, p: { tab: NotificationTab }) => p.tab }),
    assignUnread: assign({ unread: (_, p: { unread: number }) => p.unread }),
    assignOpened: assign({ opened: (_, p: { notification: OpenedNotification }) => p.notification }),
    clearOpened: assign({ opened: null }),
    markAllDone: assign({ unread: 0, markAllFailed: false }),
    markAllFailed: assign({ markAllFailed: true }),
    clearFailure: assign({ markAllFailed: false }),
    // Provided by the view: refetch the notification queries; go to a notification's link.
    refresh: () => undefined,
    navigate: (_, _p: { link: string }) => undefined,
  },
  guards: {
    isTabOffered: ({ context }, p: { tab: NotificationTab }) => p.tab === 'all' || context.personal,
    hasUnread: ({ context }) => context.unread > 0,
    isUnread: (_, p: { notification: OpenedNotification }) => !p.notification.hasBeenRead,
  },
}).createMachine({
  id: 'notificationPanel',
  context: ({ input }) => ({ personal: input.personal, tab: 'all', unread: 0, opened: null, markAllFailed: false }),
  on: {
    'unread.change': { actions: { type: 'assignUnread', params: ({ event }) => ({ unread: event.unread }) } },
  },
  initial: 'closed',
  states: {
    closed: {
      on: { 'panel.open': { target: 'open', actions: 'clearFailure' } },
    },
    open: {
      initial: 'idle',
      on: {
        'panel.close': 'closed',
      },
      states: {
        idle: {
          on: {
            'tab.select': {
              guard: { type: 'isTabOffered', params: ({ event }) => ({ tab: event.tab }) },
              actions: { type: 'assignTab', params: ({ event }) => ({ tab: event.tab }) },
            },
            'notification.open': [
              {
                guard: { type: 'isUnread', params: ({ event }) => ({ notification: event.notification }) },
                target: 'markingRead',
                actions: { type: 'assignOpened', params: ({ event }) => ({ notification: event.notification }) },
              },
              {
                target: '#notificationPanel.closed',
                actions: { type: 'navigate', params: ({ event }) => ({ link: event.notification.link }) },
              },
            ],
            'all.read': { guard: 'hasUnread', target: 'markingAllRead' },
          },
        },
        markingRead: {
          tags: ['busy'],
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => ({ ids: context.opened ? [context.opened.id] : [] }),
            // Read or not, the user goes where the notification leads; the lists catch up.
            onDone: {
              target: '#notificationPanel.closed',
              actions: [
                'refresh',
                { type: 'navigate', params: ({ context }) => ({ link: context.opened?.link ?? '/' }) },
                'clearOpened',
              ],
            },
            onError: {
              target: '#notificationPanel.closed',
              actions: [
                { type: 'navigate', params: ({ context }) => ({ link: context.opened?.link ?? '/' }) },
                'clearOpened',
              ],
            },
          },
        },
        markingAllRead: {
          tags: ['busy'],
          invoke: {
            id: 'markAllRead',
            src: 'markAllRead',
            onDone: { target: 'idle', actions: ['markAllDone', 'refresh'] },
            onError: { target: 'idle', actions: 'markAllFailed' },
          },
        },
      },
    },
  },
});
