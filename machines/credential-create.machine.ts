import { assign, fromPromise, setup } from 'xstate';
import type { AppCredentialSecretResponse, CreateAppCredentialBody } from '@/contracts/developer';
import { failureMessageOf } from './field-errors';

type Context = {
  draft: CreateAppCredentialBody | null;
  error: string | null;
  /** The answer of the create call: the credential and its secret, shown once. */
  created: AppCredentialSecretResponse | null;
  copied: boolean;
};

/**
 * /developer-tools/app-credentials' Create credential: a form (name, scopes), sent once; the secret is shown once with
 * a copy button until the developer closes it (the sandbox keeps only its hash). A failure keeps the form with Try again.
 */
export const credentialCreateMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'open' }
      | { type: 'submit'; draft: CreateAppCredentialBody }
      | { type: 'retry' }
      | { type: 'edit' }
      | { type: 'secret.copied' }
      | { type: 'close' },
  },
  actors: {
    create: fromPromise<AppCredentialSecretResponse, CreateAppCredentialBody>(async () => {
      throw new Error('create not provided');
    }),
  },
  actions: {
    assignDraft: assign((_, draft: CreateAppCredentialBody) => ({ draft, error: null })),
    assignCreated: assign((_, created: AppCredentialSecretResponse) => ({ created, copied: false })),
    assignError: assign({ error: (_, p: { error: unknown }) => failureMessageOf(p.error) }),
    markCopied: assign({ copied: true }),
    clear: assign({ draft: null, error: null, created: null, copied: false }),
  },
}).createMachine({
  id: 'credentialCreate',
  context: { draft: null, error: null, created: null, copied: false },
  initial: 'idle',
  states: {
    idle: { on: { open: { target: 'editing', actions: 'clear' } } },
    editing: {
      on: {
        submit: { target: 'creating', actions: { type: 'assignDraft', params: ({ event }) => event.draft } },
        close: { target: 'idle', actions: 'clear' },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => context.draft ?? { name: '', scopes: [] },
        onDone: { target: 'showingSecret', actions: { type: 'assignCreated', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { retry: 'creating', edit: 'editing', close: { target: 'idle', actions: 'clear' } } },
    showingSecret: {
      tags: ['secret'],
      on: { 'secret.copied': { actions: 'markCopied' }, close: { target: 'idle', actions: 'clear' } },
    },
  },
});
