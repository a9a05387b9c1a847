import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrors } from '@/contracts/service-actions';
import { type Invitation, inviteBody } from '@/contracts/user-management';
import { failureMessageOf, fieldErrorsOf } from './field-errors';

export type InviteRequest = { email: string; roles: string[] };

type Context = InviteRequest & {
  /** Spec 1 §5's messages, on show from the first Send on and kept current as the Admin types. */
  fieldErrors: FieldErrors;
  showErrors: boolean;
  /** Why the sandbox refused the address (409: it already has an account), shown on the e-mail field. */
  refusal: string | null;
  error: string | null;
  sent: Invitation | null;
};

/** Spec 1 §5 ('Required' for the e-mail and for at least one role), by the contract the sandbox validates with. */
function inviteProblemsOf(request: InviteRequest): FieldErrors {
  const parsed = inviteBody.safeParse({ email: request.email, roles: request.roles });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

/** The sandbox's refusal of this invitation (409 for an address with an account, 400 with field errors), else null. */
function inviteRefusalOf(error: unknown): { message: string; fields: FieldErrors } | null {
  const e = error as { status?: unknown; fields?: FieldErrors; message?: unknown } | null;
  if (e?.status === 409) return { message: failureMessageOf(error), fields: { email: [failureMessageOf(error)] } };
  if (e?.status === 400 && e.fields && Object.keys(e.fields).length > 0)
    return { message: failureMessageOf(error), fields: e.fields };
  return null;
}

const initial = (): Omit<Context, never> => ({
  email: '',
  roles: [],
  fieldErrors: {},
  showErrors: false,
  refusal: null,
  error: null,
  sent: null,
});

/**
 * /user-management/invite (Admins, spec 1 §3 and §5): the address and at least one role are edited, sent once to
 * POST /organizations/invite, then the invitation is shown (its link to copy), or the sandbox's refusal shows on the
 * field it concerns (an address that already has an account: 409) until the Admin changes it, or a failure offers
 * Try again. An address with a pending invitation is sent again by the sandbox (a new link and expiry).
 */
export const inviteUserMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'email.change'; value: string }
      | { type: 'roles.change'; roles: string[] }
      | { type: 'submit' }
      | { type: 'retry' }
      | { type: 'edit' }
      | { type: 'another' },
  },
  actors: {
    sendInvite: fromPromise<Invitation, InviteRequest>(async () => {
      throw new Error('sendInvite not provided');
    }),
  },
  actions: {
    assignEmail: assign(({ context }, p: { value: string }) => {
      const next = { ...context, email: p.value, refusal: null };
      return { email: p.value, refusal: null, fieldErrors: context.showErrors ? inviteProblemsOf(next) : {} };
    }),
    assignRoles: assign(({ context }, p: { roles: string[] }) => {
      const next = { ...context, roles: p.roles };
      return { roles: p.roles, fieldErrors: context.showErrors ? inviteProblemsOf(next) : {} };
    }),
    showProblems: assign({ showErrors: true, fieldErrors: ({ context }) => inviteProblemsOf(context) }),
    assignRefusal: assign((_, p: { error: unknown }) => {
      const refusal = inviteRefusalOf(p.error);
      return { refusal: refusal?.message ?? null, fieldErrors: refusal?.fields ?? {}, showErrors: true };
    }),
    assignError: assign({ error: (_, p: { error: unknown }) => failureMessageOf(p.error) }),
    clearError: assign({ error: null }),
    assignSent: assign({ sent: (_, p: { invitation: Invitation }) => p.invitation }),
    reset: assign(() => initial()),
  },
  guards: {
    isComplete: ({ context }) => Object.keys(inviteProblemsOf(context)).length === 0,
    isRefusal: (_, p: { error: unknown }) => inviteRefusalOf(p.error) !== null,
  },
}).createMachine({
  id: 'inviteUser',
  context: initial,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: { type: 'assignEmail', params: ({ event }) => ({ value: event.value }) } },
        'roles.change': { actions: { type: 'assignRoles', params: ({ event }) => ({ roles: event.roles }) } },
        submit: [{ guard: 'isComplete', target: 'sending' }, { actions: 'showProblems' }],
      },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'sendInvite',
        src: 'sendInvite',
        input: ({ context }) => ({ email: context.email.trim(), roles: context.roles }),
        onDone: {
          target: 'sent',
          actions: { type: 'assignSent', params: ({ event }) => ({ invitation: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // The form stays; the refusal shows on its field until the Admin changes what it concerns.
    refused: {
      on: {
        'email.change': {
          target: 'editing',
          actions: { type: 'assignEmail', params: ({ event }) => ({ value: event.value }) },
        },
        'roles.change': {
          target: 'editing',
          actions: { type: 'assignRoles', params: ({ event }) => ({ roles: event.roles }) },
        },
      },
    },
    failed: { on: { retry: 'sending', edit: { target: 'editing', actions: 'clearError' } } },
    sent: { on: { another: { target: 'editing', actions: 'reset' } } },
  },
});
