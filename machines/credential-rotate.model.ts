import { assign, type EventFromLogic, setup } from 'xstate';

/** Test model of `credentialRotateMachine` (/developer-tools/app-credentials' Rotate secret). */
export const credentialRotateModel = setup({
  types: {
    context: {} as { copied: boolean },
    events: {} as
      | { type: 'rotate' }
      | { type: 'confirm' }
      | { type: 'cancel' }
      | { type: 'rotate.ok' }
      | { type: 'rotate.fail' }
      | { type: 'retry' }
      | { type: 'secret.copied' }
      | { type: 'close' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'credentialRotateModel',
  context: { copied: false },
  initial: 'idle',
  states: {
    idle: { meta: { matches: 'idle' }, on: { rotate: 'confirming' } },
    confirming: { meta: { matches: 'confirming' }, on: { confirm: 'rotating', cancel: 'idle' } },
    rotating: {
      meta: { matches: 'rotating' },
      tags: ['busy'],
      on: { 'rotate.ok': 'showingSecret', 'rotate.fail': 'failed' },
    },
    failed: { meta: { matches: 'failed' }, on: { retry: 'rotating', cancel: 'idle' } },
    showingSecret: {
      meta: { matches: 'showingSecret' },
      on: {
        'secret.copied': { actions: assign({ copied: true }) },
        close: { target: 'idle', actions: assign({ copied: false }) },
      },
    },
  },
});

/** What each model event stands for, the words of .stately/credential-rotate.qa.md. */
export const credentialRotateModelEvents: Record<EventFromLogic<typeof credentialRotateModel>['type'], string> = {
  rotate: 'The developer presses Rotate secret on a credential: a confirmation names it.',
  confirm: 'The developer confirms: the old secret stops working at once.',
  cancel: 'The developer presses Cancel (nothing changes).',
  'rotate.ok': 'The sandbox issues a new secret: it shows once, with a warning.',
  'rotate.fail': 'The call fails: the message shows with Try again.',
  retry: 'The developer presses Try again.',
  'secret.copied': 'The developer presses Copy secret: the button says Copied.',
  close: 'The developer closes the dialog (the secret is gone for good).',
};
