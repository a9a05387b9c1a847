import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `notificationPanelMachine` (personal flag on): the user's clicks and the sandbox's answers are plain
 * events. `unread` says whether the caller has anything unread; `tab` which tab shows.
 */
export const notificationPanelModel = setup({
  types: {
    context: {} as { unread: boolean; tab: 'all' | 'mine' },
    events: {} as
      | { type: 'panel.open' }
      | { type: 'panel.close' }
      | { type: 'tab.all' }
      | { type: 'tab.mine' }
      | { type: 'unread.some' }
      | { type: 'unread.none' }
      | { type: 'open.unread' }
      | { type: 'open.read' }
      | { type: 'read.ok' }
      | { type: 'read.fail' }
      | { type: 'all.read' }
      | { type: 'allread.ok' }
      | { type: 'allread.fail' },
    meta: {} as { matches: unknown },
  },
}).createMachine({
  id: 'notificationPanelModel',
  context: { unread: false, tab: 'all' },
  on: {
    'unread.some': { guard: ({ context }) => !context.unread, actions: assign({ unread: true }) },
    'unread.none': { guard: ({ context }) => context.unread, actions: assign({ unread: false }) },
  },
  initial: 'closed',
  states: {
    closed: { meta: { matches: 'closed' }, on: { 'panel.open': 'open' } },
    open: {
      on: { 'panel.close': 'closed' },
      initial: 'idle',
      states: {
        idle: {
          meta: { matches: { open: 'idle' } },
          on: {
            'tab.all': { guard: ({ context }) => context.tab === 'mine', actions: assign({ tab: 'all' }) },
            'tab.mine': { guard: ({ context }) => context.tab === 'all', actions: assign({ tab: 'mine' }) },
            'open.unread': 'markingRead',
            'open.read': '#notificationPanelModel.closed',
            'all.read': { guard: ({ context }) => context.unread, target: 'markingAllRead' },
          },
        },
        markingRead: {
          meta: { matches: { open: 'markingRead' } },
          tags: ['busy'],
          on: { 'read.ok': '#notificationPanelModel.closed', 'read.fail': '#notificationPanelModel.closed' },
        },
        markingAllRead: {
          meta: { matches: { open: 'markingAllRead' } },
          tags: ['busy'],
          on: {
            'allread.ok': { target: 'idle', actions: assign({ unread: false }) },
            'allread.fail': 'idle',
          },
        },
      },
    },
  },
});

/** What each model event stands for, the words of .stately/notification-panel.qa.md. */
export const notificationPanelModelEvents: Record<EventFromLogic<typeof notificationPanelModel>['type'], string> = {
  'panel.open': 'The user presses the bell: the panel opens on its last tab.',
  'panel.close': 'The user presses the bell again, Escape or outside the panel: it closes.',
  'tab.all': "The user picks the 'All' tab.",
  'tab.mine': "The user picks the 'My Notifications' tab (personal-notifications flag on).",
  'unread.some': 'The count says something is unread (a fetch or a real-time notification).',
  'unread.none': 'The count says nothing is unread.',
  'open.unread': 'The user opens an unread notification: it is marked read.',
  'open.read': 'The user opens a notification already read: the portal goes to its link, the panel closes.',
  'read.ok': 'The sandbox marks it read: the lists refresh, the portal goes to its link, the panel closes.',
  'read.fail': 'Marking it read fails: the portal still goes to its link.',
  'all.read': "The user presses 'Mark all read' (offered only with something unread).",
  'allread.ok': 'The sandbox marks every one read: the count goes to 0.',
  'allread.fail': "Marking all read fails: the panel says so and offers 'Mark all read' again.",
};
