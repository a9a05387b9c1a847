import { assign, fromPromise, setup } from 'xstate';
import { failureMessageOf } from './field-errors';

export type InvitationActionKind = 'resend' | 'delete';
/** The invitation acted on: its id, the address it names and its role ids (a resend invites them again). */
export type InvitationTarget = { id: string; email: string; roles: string[] };
export type InvitationActionRequest = { kind: InvitationActionKind; invitation: InvitationTarget };

type Context = {
  kind: InvitationActionKind | null;
  invitation: InvitationTarget | null;
  error: string | null;
  /** What the last action did, for the page to announce ('Invitation to … sent again'). */
  done: InvitationActionRequest | null;
};

/**
 * /user-management/invitations' row actions (Admins, spec 1 §3 and §7): Resend invites the same address with the same
 * roles again (the sandbox sends a new link and expiry); Delete asks first, naming the address, then withdraws the
 * invitation (its link stops working). Each is sent once; a failure offers Try again.
 */
export const invitationActionMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'resend'; invitation: InvitationTarget }
      | { type: 'delete'; invitation: InvitationTarget }
      | { type: 'confirm' }
      | { type: 'cancel' }
      | { type: 'retry' },
  },
  actors: {
    act: fromPromise<unknown, InvitationActionRequest>(async () => {
      throw new Error('act not provided');
    }),
  },
  actions: {
    assignTarget: assign((_, p: { kind: InvitationActionKind; invitation: InvitationTarget }) => ({
      kind: p.kind,
      invitation: p.invitation,
      error: null,
      done: null,
    })),
    assignDone: assign({
      done: ({ context }) =>
        context.kind && context.invitation ? { kind: context.kind, invitation: context.invitation } : null,
    }),
    assignError: assign({ error: (_, p: { error: unknown }) => failureMessageOf(p.error) }),
    clear: assign({ kind: null, invitation: null, error: null }),
  },
}).createMachine({
  id: 'invitationAction',
  context: { kind: null, invitation: null, error: null, done: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        resend: {
          target: 'sending',
          actions: { type: 'assignTarget', params: ({ event }) => ({ kind: 'resend', invitation: event.invitation }) },
        },
        delete: {
          target: 'confirming',
          actions: { type: 'assignTarget', params: ({ event }) => ({ kind: 'delete', invitation: event.invitation }) },
        },
      },
    },
    confirming: { on: { confirm: 'sending', cancel: { target: 'idle', actions: 'clear' } } },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({
          kind: context.kind ?? 'resend',
          invitation: context.invitation ?? { id: '', email: '', roles: [] },
        }),
        onDone: { target: 'idle', actions: ['assignDone', 'clear'] },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { retry: 'sending', cancel: { target: 'idle', actions: 'clear' } } },
  },
});
