import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `invitationActionMachine` (/user-management/invitations' Resend and Delete): the Admin's presses and
 * the sandbox's answers are plain events; `done` says whether the last action finished (the page announces it).
 */
export const invitationActionModel = setup({
  types: {
    context: {} as { done: boolean },
    events: {} as
      | { type: 'resend' }
      | { type: 'delete' }
      | { type: 'confirm' }
      | { type: 'cancel' }
      | { type: 'act.ok' }
      | { type: 'act.fail' }
      | { type: 'retry' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'invitationActionModel',
  context: { done: false },
  initial: 'idle',
  states: {
    idle: {
      meta: { matches: 'idle' },
      on: {
        resend: { target: 'sending', actions: assign({ done: false }) },
        delete: { target: 'confirming', actions: assign({ done: false }) },
      },
    },
    confirming: { meta: { matches: 'confirming' }, on: { confirm: 'sending', cancel: 'idle' } },
    sending: {
      meta: { matches: 'sending' },
      tags: ['busy'],
      on: { 'act.ok': { target: 'idle', actions: assign({ done: true }) }, 'act.fail': 'failed' },
    },
    failed: { meta: { matches: 'failed' }, on: { retry: 'sending', cancel: 'idle' } },
  },
});

/** What each model event stands for, the words of .stately/invitation-action.qa.md. */
export const invitationActionModelEvents: Record<EventFromLogic<typeof invitationActionModel>['type'], string> = {
  resend: 'The Admin presses Resend on an invitation: it is sent at once.',
  delete: 'The Admin presses Delete on an invitation: a confirmation names its address.',
  confirm: 'The Admin confirms the deletion.',
  cancel: 'The Admin presses Cancel (the confirmation or the failure closes; nothing changes).',
  'act.ok': 'The sandbox re-sends (a new link and expiry) or withdraws the invitation: the list refreshes.',
  'act.fail': 'The call fails: the message shows with Try again.',
  retry: 'The Admin presses Try again.',
};
