import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrors } from '@/contracts/service-actions';
import { completePasswordResetBody } from '@/contracts/user-management';
import { fieldEdits, fieldErrorsOf, formErrorActions, isFieldRefusal, submissionFailed } from './field-errors';

export type PasswordResetInput = { token: string };
export type PasswordResetRequest = { token: string; password: string; confirmPassword: string };

type Context = PasswordResetRequest & { fieldErrors: FieldErrors; error: string | null };

/** Spec 1 §5's rules and messages, by the contract the sandbox validates the same body with. */
function problemsOf(context: PasswordResetRequest): FieldErrors {
  const parsed = completePasswordResetBody.safeParse({
    token: context.token,
    password: context.password,
    confirm_password: context.confirmPassword,
  });
  if (parsed.success) return {};
  return fieldErrorsOf(parsed.error, ['token']);
}

/** An unknown, used or expired link: the sandbox answers 404 (spec 1 §7's call behind the mailed link). */
const isUnusableLink = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

const edits = fieldEdits(
  { 'password.change': 'assignPassword', 'confirmation.change': 'assignConfirmation' },
  'editing',
);

type Event =
  | { type: 'password.change'; value: string }
  | { type: 'confirmation.change'; value: string }
  | { type: 'submit' }
  | { type: 'retry' };

/**
 * /reset-password?token=… (outside the layout, no sign-in): the mailed one-time link's new password and its
 * confirmation ('Passwords do not match'), sent once to POST {users}/password-reset/complete. A link without a token,
 * or one the sandbox does not know, has used or let expire (404), ends in `invalidLink` (a way back to sign in);
 * done offers 'Sign in'. A breached password comes back on its field; another failure shows with Retry.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as Context,
    input: {} as PasswordResetInput,
    events: {} as Event,
  },
  actors: {
    completeReset: fromPromise<unknown, PasswordResetRequest>(async () => {
      throw new Error('completeReset not provided');
    }),
  },
  actions: {
    assignPassword: assign({ password: (_, p: { value: string }) => p.value, fieldErrors: {} }),
    assignConfirmation: assign({ confirmPassword: (_, p: { value: string }) => p.value, fieldErrors: {} }),
    assignProblems: assign({ fieldErrors: ({ context }) => problemsOf(context) }),
    ...formErrorActions<Context, Event>(),
    forgetPasswords: assign({ password: '', confirmPassword: '' }),
  },
  guards: {
    hasToken: ({ context }) => context.token.trim() !== '',
    isComplete: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    isFieldRefusal,
    isUnusableLink: (_, p: { error: unknown }) => isUnusableLink(p.error),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ token: input.token, password: '', confirmPassword: '', fieldErrors: {}, error: null }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'hasToken', target: 'editing' }, { target: 'invalidLink' }] },
    editing: {
      on: {
        ...edits.editing,
        submit: [{ guard: 'isComplete', target: 'submitting' }, { actions: 'assignProblems' }],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearAnswer',
      invoke: {
        id: 'completeReset',
        src: 'completeReset',
        input: ({ context }) => ({
          token: context.token,
          password: context.password,
          confirmPassword: context.confirmPassword,
        }),
        onDone: { target: 'done', actions: 'forgetPasswords' },
        onError: [
          {
            guard: { type: 'isUnusableLink', params: ({ event }) => ({ error: event.error }) },
            target: 'invalidLink',
            actions: 'forgetPasswords',
          },
          ...submissionFailed('editing'),
        ],
      },
    },
    failed: {
      on: { retry: 'submitting', ...edits.failed },
    },
    invalidLink: { type: 'final' },
    done: { type: 'final' },
  },
});
