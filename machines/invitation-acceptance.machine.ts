import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrors } from '@/contracts/service-actions';
import { acceptInvitationBody, userMessages } from '@/contracts/user-management';
import { failureMessageOf, fieldErrorsOf, isFieldRefusal, submissionFailed } from './field-errors';

/** What GET /authorize/{invitation} answers: the address invited, by which organisation, with which roles. */
export type InvitationDetails = { email: string; organization_name: string; roles: string[]; expires_at: string };

export type AcceptanceForm = { name: string; password: string; confirmPassword: string; termsAccepted: boolean };
export type AcceptanceRequest = AcceptanceForm & { token: string };

type Context = AcceptanceRequest & {
  invitation: InvitationDetails | null;
  /** Spec 1 §5's messages, on show from the first submit on and kept current as the invitee types. */
  fieldErrors: FieldErrors;
  showErrors: boolean;
  error: string | null;
};

/** Spec 1 §5 (name min 3, the password rules, 'Passwords do not match', the terms), by the contract the sandbox uses. */
function acceptanceProblemsOf(request: AcceptanceRequest): FieldErrors {
  const parsed = acceptInvitationBody.safeParse({
    invitation: request.token || '-',
    name: request.name,
    password: request.password,
    confirm_password: request.confirmPassword,
    terms_accepted: request.termsAccepted,
  });
  const fields: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error, ['invitation']);
  // zod runs the body's confirmation check only once every field passes; the form shows every message at once.
  if (request.password !== request.confirmPassword) fields.confirm_password ??= [userMessages.passwordsDiffer];
  return fields;
}

/** Unknown (404), used or expired (410): the page goes to /error-invitation-not-found (spec 1 §2). */
const isUnusable = (error: unknown) => [404, 410].includes((error as { status?: number } | null)?.status ?? 0);

/** A form field's new value, with the messages kept current once they are on show. */
const edited = (context: Context, patch: Partial<AcceptanceForm>) => {
  const next = { ...context, ...patch };
  return { ...patch, fieldErrors: context.showErrors ? acceptanceProblemsOf(next) : {} };
};

/**
 * /authorize?invitation=…&organization=…&organization_name=… (outside the layout, no sign-in; spec 1 §2, §3, §5): the
 * invitation is looked up, the invitee fills their name, a password (twice) and agrees to the terms, the acceptance is
 * sent once, and the new user is sent to the sign-in page with their address filled in (MSAL, as every sign-in). An
 * unknown, used or expired invitation ends in `notFound`; a password the sandbox refuses (breached) shows on its field.
 */
export const invitationAcceptanceMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { token: string },
    events: {} as
      | { type: 'name.change'; value: string }
      | { type: 'password.change'; value: string }
      | { type: 'confirmation.change'; value: string }
      | { type: 'terms.change'; value: boolean }
      | { type: 'submit' }
      | { type: 'retry' }
      | { type: 'edit' },
  },
  actors: {
    lookUpInvitation: fromPromise<InvitationDetails, { token: string }>(async () => {
      throw new Error('lookUpInvitation not provided');
    }),
    acceptInvitation: fromPromise<unknown, AcceptanceRequest>(async () => {
      throw new Error('acceptInvitation not provided');
    }),
    signIn: fromPromise<void, { email: string }>(async () => {
      throw new Error('signIn not provided');
    }),
  },
  actions: {
    assignInvitation: assign({ invitation: (_, p: { invitation: InvitationDetails }) => p.invitation }),
    assignName: assign(({ context }, p: { value: string }) => edited(context, { name: p.value })),
    assignPassword: assign(({ context }, p: { value: string }) => edited(context, { password: p.value })),
    assignConfirmation: assign(({ context }, p: { value: string }) => edited(context, { confirmPassword: p.value })),
    assignTerms: assign(({ context }, p: { value: boolean }) => edited(context, { termsAccepted: p.value })),
    showProblems: assign({ showErrors: true, fieldErrors: ({ context }) => acceptanceProblemsOf(context) }),
    assignFieldErrors: assign({ fieldErrors: (_, p: { fields: FieldErrors }) => p.fields, showErrors: true }),
    assignError: assign({ error: (_, p: { error: unknown }) => failureMessageOf(p.error) }),
    clearError: assign({ error: null }),
    forgetPasswords: assign({ password: '', confirmPassword: '' }),
  },
  guards: {
    hasToken: ({ context }) => context.token.trim() !== '',
    isComplete: ({ context }) => Object.keys(acceptanceProblemsOf(context)).length === 0,
    isUnusable: (_, p: { error: unknown }) => isUnusable(p.error),
    isFieldRefusal,
  },
}).createMachine({
  id: 'invitationAcceptance',
  context: ({ input }) => ({
    token: input.token,
    invitation: null,
    name: '',
    password: '',
    confirmPassword: '',
    termsAccepted: false,
    fieldErrors: {},
    showErrors: false,
    error: null,
  }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'hasToken', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'lookUpInvitation',
        src: 'lookUpInvitation',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'form',
          actions: { type: 'assignInvitation', params: ({ event }) => ({ invitation: event.output }) },
        },
        onError: [
          { guard: { type: 'isUnusable', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'loadFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    form: {
      on: {
        'name.change': { actions: { type: 'assignName', params: ({ event }) => ({ value: event.value }) } },
        'password.change': { actions: { type: 'assignPassword', params: ({ event }) => ({ value: event.value }) } },
        'confirmation.change': {
          actions: { type: 'assignConfirmation', params: ({ event }) => ({ value: event.value }) },
        },
        'terms.change': { actions: { type: 'assignTerms', params: ({ event }) => ({ value: event.value }) } },
        submit: [{ guard: 'isComplete', target: 'submitting' }, { actions: 'showProblems' }],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'acceptInvitation',
        src: 'acceptInvitation',
        input: ({ context }) => ({
          token: context.token,
          name: context.name.trim(),
          password: context.password,
          confirmPassword: context.confirmPassword,
          termsAccepted: context.termsAccepted,
        }),
        onDone: { target: 'accepted', actions: 'forgetPasswords' },
        onError: [
          {
            guard: { type: 'isUnusable', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: 'forgetPasswords',
          },
          ...submissionFailed('form'),
        ],
      },
    },
    failed: { on: { retry: 'submitting', edit: { target: 'form', actions: 'clearError' } } },
    // The account exists: the normal sign-in starts with the invited address filled in. Starting it never fails (a
    // redirect that cannot start is logged by the app's sign-in); `signingIn` still offers a Sign in link.
    accepted: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.invitation?.email ?? '' }),
        onDone: 'signingIn',
      },
    },
    signingIn: { type: 'final' },
    notFound: { type: 'final' },
  },
});
