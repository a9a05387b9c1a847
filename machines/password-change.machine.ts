import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrors } from '@/contracts/service-actions';
import { authenticationMethodBody } from '@/contracts/user-management';
import { fieldEdits, fieldErrorsOf, formErrorActions, isFieldRefusal, submissionFailed } from './field-errors';

export type PasswordChangeRequest = { currentPassword: string; password: string; confirmPassword: string };

type Context = PasswordChangeRequest & { fieldErrors: FieldErrors; error: string | null };

/** Spec 1 §5's rules and messages, by the contract the sandbox validates the same body with. */
function problemsOf(context: PasswordChangeRequest): FieldErrors {
  const parsed = authenticationMethodBody.safeParse({
    type: 'password',
    current_password: context.currentPassword,
    password: context.password,
    confirm_password: context.confirmPassword,
  });
  if (parsed.success) return {};
  return fieldErrorsOf(parsed.error);
}

const edits = fieldEdits(
  {
    'current.change': 'assignCurrent',
    'password.change': 'assignPassword',
    'confirmation.change': 'assignConfirmation',
  },
  'editing',
);

type Event =
  | { type: 'current.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'confirmation.change'; value: string }
  | { type: 'submit' }
  | { type: 'retry' };

/**
 * Account settings' password change (spec 1 §5, §7 POST /users/{id}/authentication-methods): the current password
 * (required), the new one by the §5 rules and its confirmation ('Passwords do not match'); sent once. A wrong current
 * password or a breached new one comes back on its field (400); too many attempts (429) or a failure shows its message
 * with Retry. Done: the view says so and offers another change (a fresh actor).
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as Context,
    events: {} as Event,
  },
  actors: {
    changePassword: fromPromise<unknown, PasswordChangeRequest>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  actions: {
    assignCurrent: assign({ currentPassword: (_, p: { value: string }) => p.value, fieldErrors: {} }),
    assignPassword: assign({ password: (_, p: { value: string }) => p.value, fieldErrors: {} }),
    assignConfirmation: assign({ confirmPassword: (_, p: { value: string }) => p.value, fieldErrors: {} }),
    assignProblems: assign({ fieldErrors: ({ context }) => problemsOf(context) }),
    ...formErrorActions<Context, Event>(),
    // Passwords leave memory as soon as they are no longer needed.
    forgetPasswords: assign({ currentPassword: '', password: '', confirmPassword: '' }),
  },
  guards: {
    isComplete: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    isFieldRefusal,
  },
}).createMachine({
  id: 'passwordChange',
  context: { currentPassword: '', password: '', confirmPassword: '', fieldErrors: {}, error: null },
  initial: 'editing',
  states: {
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
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          currentPassword: context.currentPassword,
          password: context.password,
          confirmPassword: context.confirmPassword,
        }),
        onDone: { target: 'done', actions: 'forgetPasswords' },
        onError: submissionFailed('editing'),
      },
    },
    failed: {
      on: { retry: 'submitting', ...edits.failed },
    },
    done: { type: 'final' },
  },
});
