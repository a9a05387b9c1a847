import { type UserActionKind, type UserActionRequest, userActionMachine } from '@machines/user-action.machine';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Alert, Button, Checkbox, Form, Input, Modal, Tag } from 'antd';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { changeRoles, deleteUser, renameUser, requestPasswordReset } from '@/api/users';
import { useToasts } from '@/components/toasts';
import type { Role, User } from '@/contracts/users';
import { inspectionOptions } from '@/lib/inspect';
import { roleColour } from '@/lib/status-colours';
import { usersKeys } from './queries';
import { roleDescriptions, rolesHelpHref } from './role-info';
import styles from './users.module.css';

/** `own`: the user acted on is the caller (a reset link of their own leaves no copy with anyone else). */
type Texts = { title: string; submit: string; done: (user: User, own: boolean) => string; danger?: boolean };

const texts: Record<UserActionKind, Texts> = {
  rename: { title: 'Edit name', submit: 'Save', done: () => 'Name saved' },
  addRoles: { title: 'Add roles', submit: 'Add roles', done: (u) => `Roles added to ${u.name}` },
  removeRoles: {
    title: 'Remove roles',
    submit: 'Remove roles',
    done: (u) => `Roles removed from ${u.name}`,
    danger: true,
  },
  passwordReset: {
    title: 'Reset password',
    submit: 'Send reset link',
    done: (u, own) =>
      own
        ? `A password reset link has been sent to ${u.email}`
        : `A password reset link has been sent to ${u.email}. A copy is in your sandbox outbox to pass on.`,
  },
  delete: { title: 'Delete user', submit: 'Delete user', done: (u) => `${u.name} has been deleted`, danger: true },
};

/** The sandbox call behind each action. */
async function submit({ userId, kind, name, roles }: UserActionRequest): Promise<unknown> {
  if (kind === 'rename') return renameUser(userId, name.trim());
  if (kind === 'addRoles') return changeRoles(userId, 'add', roles);
  if (kind === 'removeRoles') return changeRoles(userId, 'remove', roles);
  if (kind === 'passwordReset') return requestPasswordReset(userId);
  return deleteUser(userId);
}

/** The roles an action offers: those the user lacks (add) or holds (remove). */
function choicesOf(kind: UserActionKind, user: User, all: Role[]): Role[] {
  const held = new Set(user.roles.map((r) => r.id));
  return kind === 'addRoles' ? all.filter((r) => !held.has(r.id)) : user.roles;
}

/**
 * One action on one user (machines/user-action.machine.ts): the question naming the user, the name or the roles, the
 * confirm button; the sandbox's refusal (the last Admin, one's own Admin role, not an Admin) with Retry. Closes once
 * the change is made; `onDone` hears of it (e.g. to refresh the signed-in user's own token after renaming themself).
 */
export function UserActionDialog({
  user,
  own,
  kind,
  onClose,
  onDone,
}: {
  user: User;
  own: boolean;
  kind: UserActionKind;
  onClose: () => void;
  onDone?: (kind: UserActionKind) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  const roles = useQuery({ ...usersKeys.roles(), enabled: kind === 'addRoles' });
  const [snapshot, send] = useMachine(
    userActionMachine.provide({
      actors: { submitAction: fromPromise(({ input }) => submit(input)) },
      actions: {
        announceDone: () => {
          notification.success({ title: texts[kind].done(user, own), duration: 5 });
          void queryClient.invalidateQueries({ queryKey: usersKeys.all });
          onDone?.(kind);
          onClose();
        },
      },
    }),
    { input: { userId: user.user_id, kind, name: user.name }, ...inspectionOptions() },
  );
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const problem = context.fieldErrors.name?.[0] ?? context.fieldErrors.roles?.[0];
  const choices = choicesOf(kind, user, roles.data ?? []);

  return (
    <Modal
      open
      title={texts[kind].title}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: !busy }}
      footer={[
        <Button key="close" onClick={onClose} disabled={busy}>
          Close
        </Button>,
        snapshot.matches('failed') ? (
          <Button key="retry" type="primary" onClick={() => send({ type: 'retry' })}>
            Retry
          </Button>
        ) : (
          <Button
            key="confirm"
            type="primary"
            danger={texts[kind].danger}
            loading={busy}
            onClick={() => send({ type: 'confirm' })}
          >
            {texts[kind].submit}
          </Button>
        ),
      ]}
    >
      <Form layout="vertical" component="form" className={styles.dialog} onFinish={() => send({ type: 'confirm' })}>
        {kind === 'rename' && (
          <Form.Item
            label="Name"
            htmlFor={`${id}-name`}
            required
            validateStatus={problem ? 'error' : undefined}
            help={problem ? <span role="alert">{problem}</span> : undefined}
          >
            <Input
              id={`${id}-name`}
              value={context.name}
              disabled={busy}
              maxLength={200}
              autoComplete="name"
              onChange={(event) => send({ type: 'name.change', name: event.target.value })}
            />
          </Form.Item>
        )}
        {(kind === 'addRoles' || kind === 'removeRoles') && (
          <fieldset className={styles.roles} aria-describedby={problem ? `${id}-roles-error` : undefined}>
            <legend>{kind === 'addRoles' ? `Roles to give ${user.name}` : `Roles to take from ${user.name}`}</legend>
            {kind === 'addRoles' && roles.isPending ? (
              <p>Loading roles</p>
            ) : choices.length === 0 ? (
              <p>{kind === 'addRoles' ? `${user.name} holds every role.` : `${user.name} holds no roles.`}</p>
            ) : (
              <Checkbox.Group
                value={context.roles}
                disabled={busy}
                onChange={(value) => send({ type: 'roles.change', roles: value as string[] })}
                className={styles.roleChoices}
              >
                {choices.map((role) => (
                  <Checkbox key={role.id} value={role.id}>
                    <Tag color={roleColour(role.name)}>{role.name}</Tag> {roleDescriptions[role.name]}
                  </Checkbox>
                ))}
              </Checkbox.Group>
            )}
            <p className={styles.help}>
              <a href={rolesHelpHref} target="_blank" rel="noreferrer">
                What each role allows (help article, opens in a new tab)
              </a>
            </p>
            {problem && (
              <p id={`${id}-roles-error`} role="alert" className={styles.fieldError}>
                {problem}
              </p>
            )}
          </fieldset>
        )}
        {kind === 'passwordReset' && (
          <p>
            Send {user.name} ({user.email}) a password reset link? Their sessions end now; the link works once, for an
            hour.
          </p>
        )}
        {kind === 'delete' && (
          <p>
            Delete {user.name} ({user.email})? They are signed out at once and cannot sign in again. Their history is
            kept.
          </p>
        )}
        {context.error && <Alert type="error" showIcon title={context.error} />}
      </Form>
    </Modal>
  );
}
