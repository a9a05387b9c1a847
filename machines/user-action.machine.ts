import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrors } from '@/contracts/service-actions';
import { updateUserBody, userRolesBody } from '@/contracts/user-management';
import { fieldErrorsOf, formErrorActions, isFieldRefusal, submissionFailed } from './field-errors';

/** What an Admin (or a user on themself) does to one user from the users list (spec 1 §7's users calls). */
export type UserActionKind = 'rename' | 'addRoles' | 'removeRoles' | 'passwordReset' | 'delete';

export type UserActionInput = { userId: string; kind: UserActionKind; name?: string };

export type UserActionRequest = { userId: string; kind: UserActionKind; name: string; roles: string[] };

type Context = {
  userId: string;
  kind: UserActionKind;
  /** Rename's new name. */
  name: string;
  /** The role ids to add or remove. */
  roles: string[];
  fieldErrors: FieldErrors;
  error: string | null;
};

/** The §5 rule of the action's field, by the contract the sandbox validates with; delete and reset have none. */
function problemsOf(context: Pick<Context, 'kind' | 'name' | 'roles'>): FieldErrors {
  const parsed =
    context.kind === 'rename'
      ? updateUserBody.safeParse({ name: context.name })
      : context.kind === 'addRoles' || context.kind === 'removeRoles'
        ? userRolesBody.safeParse({ roles: context.roles })
        : undefined;
  if (!parsed || parsed.success) return {};
  return fieldErrorsOf(parsed.error);
}

type Event =
  | { type: 'name.change'; name: string }
  | { type: 'roles.change'; roles: string[] }
  | { type: 'confirm' }
  | { type: 'retry' };

/**
 * One user action from the users list, confirmed then sent once: rename (spec 1 §5 'Please add a name to proceed'), add
 * or remove roles (at least one, 'Required'), password reset, delete (the dialog names the user). Done (the view
 * toasts and refreshes the list), refused field by field (back to confirming), or failed with the sandbox's reason
 * (409 the last Admin or one's own Admin role, 403 not an Admin): the message stays and Retry sends it again.
 */
export const userActionMachine = setup({
  types: {
    context: {} as Context,
    input: {} as UserActionInput,
    events: {} as Event,
  },
  actors: {
    // PATCH /users/{id}, POST and DELETE /users/{id}/roles, POST /users/password-reset, DELETE /users/{id}.
    submitAction: fromPromise<unknown, UserActionRequest>(async () => {
      throw new Error('submitAction not provided');
    }),
  },
  actions: {
    assignName: assign({ name: (_, p: { name: string }) => p.name, fieldErrors: {} }),
    assignRoles: assign({ roles: (_, p: { roles: string[] }) => p.roles, fieldErrors: {} }),
    assignProblems: assign({ fieldErrors: ({ context }) => problemsOf(context) }),
    ...formErrorActions<Context, Event>(),
    // The view toasts success, refreshes the list and the user, and closes the dialog.
    announceDone: () => undefined,
  },
  guards: {
    isComplete: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    isFieldRefusal,
  },
}).createMachine({
  id: 'userAction',
  context: ({ input }) => ({
    userId: input.userId,
    kind: input.kind,
    name: input.name ?? '',
    roles: [],
    fieldErrors: {},
    error: null,
  }),
  initial: 'confirming',
  states: {
    confirming: {
      on: {
        'name.change': { actions: { type: 'assignName', params: ({ event }) => ({ name: event.name }) } },
        'roles.change': { actions: { type: 'assignRoles', params: ({ event }) => ({ roles: event.roles }) } },
        confirm: [{ guard: 'isComplete', target: 'submitting' }, { actions: 'assignProblems' }],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearAnswer',
      invoke: {
        id: 'submitAction',
        src: 'submitAction',
        input: ({ context }) => ({
          userId: context.userId,
          kind: context.kind,
          name: context.name,
          roles: context.roles,
        }),
        onDone: { target: 'done', actions: 'announceDone' },
        onError: submissionFailed('confirming'),
      },
    },
    // The sandbox's reason stays; the same action may be sent again, or changed first.
    failed: {
      on: {
        retry: 'submitting',
        'name.change': {
          target: 'confirming',
          actions: ['clearError', { type: 'assignName', params: ({ event }) => ({ name: event.name }) }],
        },
        'roles.change': {
          target: 'confirming',
          actions: ['clearError', { type: 'assignRoles', params: ({ event }) => ({ roles: event.roles }) }],
        },
      },
    },
    done: { type: 'final' },
  },
});
