import { assign, fromPromise, setup } from 'xstate';
import type { AppCredentialSecretResponse } from '@/contracts/developer';
import { failureMessageOf } from './field-errors';

/** The credential acted on: its id and name (the confirmation names it). */
export type CredentialTarget = { id: string; name: string };

type Context = {
  credential: CredentialTarget | null;
  error: string | null;
  rotated: AppCredentialSecretResponse | null;
  copied: boolean;
};

/**
 * /developer-tools/app-credentials' Rotate secret: asks first (the old secret stops working at once), then shows the
 * new secret once with a copy button until closed. A failure offers Try again.
 */
export const credentialRotateMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'rotate'; credential: CredentialTarget }
      | { type: 'confirm' }
      | { type: 'cancel' }
      | { type: 'retry' }
      | { type: 'secret.copied' }
      | { type: 'close' },
  },
  actors: {
    rotate: fromPromise<AppCredentialSecretResponse, CredentialTarget>(async () => {
      throw new Error('rotate not provided');
    }),
  },
  actions: {
    assignTarget: assign((_, credential: CredentialTarget) => ({ credential, error: null, rotated: null })),
    assignRotated: assign((_, rotated: AppCredentialSecretResponse) => ({ rotated, copied: false })),
    assignError: assign({ error: (_, p: { error: unknown }) => failureMessageOf(p.error) }),
    markCopied: assign({ copied: true }),
    clear: assign({ credential: null, error: null, rotated: null, copied: false }),
  },
}).createMachine({
  id: 'credentialRotate',
  context: { credential: null, error: null, rotated: null, copied: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        rotate: { target: 'confirming', actions: { type: 'assignTarget', params: ({ event }) => event.credential } },
      },
    },
    confirming: { on: { confirm: 'rotating', cancel: { target: 'idle', actions: 'clear' } } },
    rotating: {
      tags: ['busy'],
      invoke: {
        id: 'rotate',
        src: 'rotate',
        input: ({ context }) => context.credential ?? { id: '', name: '' },
        onDone: { target: 'showingSecret', actions: { type: 'assignRotated', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { retry: 'rotating', cancel: { target: 'idle', actions: 'clear' } } },
    showingSecret: {
      tags: ['secret'],
      on: { 'secret.copied': { actions: 'markCopied' }, close: { target: 'idle', actions: 'clear' } },
    },
  },
});
