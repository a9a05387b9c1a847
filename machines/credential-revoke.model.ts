import { assign, type EventFromLogic, setup } from 'xstate';

/** Test model of `credentialRevokeMachine` (/developer-tools/app-credentials' Revoke). */
export const credentialRevokeModel = setup({
  types: {
    context: {} as { done: boolean },
    events: {} as
      | { type: 'revoke' }
      | { type: 'confirm' }
      | { type: 'cancel' }
      | { type: 'revoke.ok' }
      | { type: 'revoke.fail' }
      | { type: 'retry' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'credentialRevokeModel',
  context: { done: false },
  initial: 'idle',
  states: {
    idle: { meta: { matches: 'idle' }, on: { revoke: { target: 'confirming', actions: assign({ done: false }) } } },
    confirming: { meta: { matches: 'confirming' }, on: { confirm: 'revoking', cancel: 'idle' } },
    revoking: {
      meta: { matches: 'revoking' },
      tags: ['busy'],
      on: { 'revoke.ok': { target: 'idle', actions: assign({ done: true }) }, 'revoke.fail': 'failed' },
    },
    failed: { meta: { matches: 'failed' }, on: { retry: 'revoking', cancel: 'idle' } },
  },
});

/** What each model event stands for, the words of .stately/credential-revoke.qa.md. */
export const credentialRevokeModelEvents: Record<EventFromLogic<typeof credentialRevokeModel>['type'], string> = {
  revoke: 'The developer presses Revoke on a credential: a confirmation names it and says it cannot be undone.',
  confirm: 'The developer confirms the revocation.',
  cancel: 'The developer presses Cancel (nothing changes).',
  'revoke.ok': 'The sandbox revokes it: the list shows it as revoked, and its tokens are refused.',
  'revoke.fail': 'The call fails: the message shows with Try again.',
  retry: 'The developer presses Try again.',
};
