import { assign, fromPromise, setup } from 'xstate';
import type { CredentialTarget } from './credential-rotate.machine';
import { failureMessageOf } from './field-errors';

type Context = {
  credential: CredentialTarget | null;
  error: string | null;
  /** The credential last revoked, for the page to announce. */
  done: CredentialTarget | null;
};

/**
 * /developer-tools/app-credentials' Revoke: asks first, naming the credential (revoking cannot be undone: no new
 * tokens, and its issued tokens are refused), then revokes once. A failure offers Try again.
 */
export const credentialRevokeMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'revoke'; credential: CredentialTarget }
      | { type: 'confirm' }
      | { type: 'cancel' }
      | { type: 'retry' },
  },
  actors: {
    revoke: fromPromise<unknown, CredentialTarget>(async () => {
      throw new Error('revoke not provided');
    }),
  },
  actions: {
    assignTarget: assign((_, credential: CredentialTarget) => ({ credential, error: null, done: null })),
    assignDone: assign({ done: ({ context }) => context.credential }),
    assignError: assign({ error: (_, p: { error: unknown }) => failureMessageOf(p.error) }),
    clear: assign({ credential: null, error: null }),
  },
}).createMachine({
  id: 'credentialRevoke',
  context: { credential: null, error: null, done: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        revoke: { target: 'confirming', actions: { type: 'assignTarget', params: ({ event }) => event.credential } },
      },
    },
    confirming: { on: { confirm: 'revoking', cancel: { target: 'idle', actions: 'clear' } } },
    revoking: {
      tags: ['busy'],
      invoke: {
        id: 'revoke',
        src: 'revoke',
        input: ({ context }) => context.credential ?? { id: '', name: '' },
        onDone: { target: 'idle', actions: ['assignDone', 'clear'] },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { retry: 'revoking', cancel: { target: 'idle', actions: 'clear' } } },
  },
});
