import { assign, type EventFromLogic, setup } from 'xstate';

type ModelContext = { email: boolean; roles: boolean; problems: boolean };

/**
 * Test model of `inviteUserMachine` (/user-management/invite): the Admin's typing and choosing, Send, and the
 * sandbox's answers (sent, refused, failed) are plain events.
 */
export const inviteUserModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as
      | { type: 'email.valid' }
      | { type: 'email.clear' }
      | { type: 'roles.pick' }
      | { type: 'roles.clear' }
      | { type: 'submit' }
      | { type: 'send.ok' }
      | { type: 'send.refused' }
      | { type: 'send.fail' }
      | { type: 'retry' }
      | { type: 'edit' }
      | { type: 'another' },
    meta: {} as { matches: string },
  },
  guards: { ready: ({ context }) => context.email && context.roles },
}).createMachine({
  id: 'inviteUserModel',
  context: { email: false, roles: false, problems: false },
  initial: 'editing',
  states: {
    editing: {
      meta: { matches: 'editing' },
      on: {
        'email.valid': { guard: ({ context }) => !context.email, actions: assign({ email: true }) },
        'email.clear': { guard: ({ context }) => context.email, actions: assign({ email: false }) },
        'roles.pick': { guard: ({ context }) => !context.roles, actions: assign({ roles: true }) },
        'roles.clear': { guard: ({ context }) => context.roles, actions: assign({ roles: false }) },
        submit: [{ guard: 'ready', target: 'sending' }, { actions: assign({ problems: true }) }],
      },
    },
    sending: {
      meta: { matches: 'sending' },
      tags: ['busy'],
      on: {
        'send.ok': 'sent',
        'send.refused': { target: 'refused', actions: assign({ problems: true }) },
        'send.fail': 'failed',
      },
    },
    refused: {
      meta: { matches: 'refused' },
      on: {
        'email.valid': 'editing',
        'roles.clear': { target: 'editing', actions: assign({ roles: false }) },
      },
    },
    failed: { meta: { matches: 'failed' }, on: { retry: 'sending', edit: 'editing' } },
    sent: {
      meta: { matches: 'sent' },
      on: { another: { target: 'editing', actions: assign({ email: false, roles: false, problems: false }) } },
    },
  },
});

/** What each model event stands for, the words of .stately/invite-user.qa.md. */
export const inviteUserModelEvents: Record<EventFromLogic<typeof inviteUserModel>['type'], string> = {
  'email.valid': 'The Admin types an e-mail address nobody in the store has.',
  'email.clear': 'The Admin empties the e-mail address.',
  'roles.pick': 'The Admin ticks a role (Support).',
  'roles.clear': 'The Admin unticks every role.',
  submit: "The Admin presses Send invitation (with a field missing, 'Required' shows beside it and nothing is sent).",
  'send.ok': 'The sandbox stores the invitation and mails its link: the page shows the link with Copy.',
  'send.refused':
    'The sandbox refuses the address (409: it already has an account): the message shows on the e-mail field.',
  'send.fail': 'The call fails: the message shows with Try again.',
  retry: 'The Admin presses Try again: the same invitation is sent again.',
  edit: 'The Admin presses Back to the form.',
  another: 'The Admin presses Invite another: an empty form.',
};
