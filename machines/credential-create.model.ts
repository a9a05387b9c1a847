import { assign, type EventFromLogic, setup } from 'xstate';

/** Test model of `credentialCreateMachine` (/developer-tools/app-credentials' Create credential). */
export const credentialCreateModel = setup({
  types: {
    context: {} as { copied: boolean },
    events: {} as
      | { type: 'open' }
      | { type: 'submit' }
      | { type: 'create.ok' }
      | { type: 'create.fail' }
      | { type: 'retry' }
      | { type: 'edit' }
      | { type: 'secret.copied' }
      | { type: 'close' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'credentialCreateModel',
  context: { copied: false },
  initial: 'idle',
  states: {
    idle: { meta: { matches: 'idle' }, on: { open: { target: 'editing', actions: assign({ copied: false }) } } },
    editing: { meta: { matches: 'editing' }, on: { submit: 'creating', close: 'idle' } },
    creating: {
      meta: { matches: 'creating' },
      tags: ['busy'],
      on: { 'create.ok': 'showingSecret', 'create.fail': 'failed' },
    },
    failed: { meta: { matches: 'failed' }, on: { retry: 'creating', edit: 'editing', close: 'idle' } },
    showingSecret: {
      meta: { matches: 'showingSecret' },
      on: {
        'secret.copied': { actions: assign({ copied: true }) },
        close: { target: 'idle', actions: assign({ copied: false }) },
      },
    },
  },
});

/** What each model event stands for, the words of .stately/credential-create.qa.md. */
export const credentialCreateModelEvents: Record<EventFromLogic<typeof credentialCreateModel>['type'], string> = {
  open: 'The developer presses Create credential: the form opens (name, scopes).',
  submit: 'The developer fills in a name and scopes and presses Create.',
  'create.ok': 'The sandbox creates the credential: its client id and secret show once, with a warning.',
  'create.fail': 'The call fails: the message shows with Try again.',
  retry: 'The developer presses Try again.',
  edit: 'The developer goes back to the form.',
  'secret.copied': 'The developer presses Copy secret: it is on the clipboard and the button says Copied.',
  close: 'The developer closes the dialog (the secret is gone for good).',
};
