import type { UserActionKind } from '@machines/user-action.machine';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Tag } from 'antd';
import { useState } from 'react';
import type { User } from '@/contracts/users';
import { formatDate, formatDateTime } from '@/lib/dates';
import { roleColour } from '@/lib/status-colours';
import { mayActOnUser, type UserActionCaller } from '@/lib/user-rules';
import { usersKeys } from './queries';
import { roleDescriptions, rolesHelpHref } from './role-info';
import { UserActionDialog } from './user-action-dialog';
import { UserHistory } from './user-history';
import styles from './users.module.css';

const actionButtons: { kind: UserActionKind; label: string; danger?: boolean }[] = [
  { kind: 'rename', label: 'Edit name' },
  { kind: 'addRoles', label: 'Add roles' },
  { kind: 'removeRoles', label: 'Remove roles' },
  { kind: 'passwordReset', label: 'Reset password' },
  { kind: 'delete', label: 'Delete user', danger: true },
];

/**
 * One user of the list in a side panel: their details, roles with what each allows (linking to the help article), the
 * actions the caller may take on them (the rules the sandbox applies, src/lib/user-rules.ts) and, for Admins, history.
 */
export function UserPanel({
  user: row,
  caller,
  onClose,
  onDone,
}: {
  user: User;
  caller: UserActionCaller;
  onClose: () => void;
  onDone?: (kind: UserActionKind, user: User) => void;
}) {
  const [action, setAction] = useState<UserActionKind | null>(null);
  // The row as listed until the user's own record answers; refetched after every change made here.
  const user =
    useQuery({ ...usersKeys.detail(row.user_id), placeholderData: row, enabled: action !== 'delete' }).data ?? row;
  const shown = actionButtons.filter((b) => mayActOnUser(caller, b.kind, user.user_id));
  return (
    <Drawer open title={user.name} onClose={onClose} size="min(640px, 100vw)" destroyOnHidden>
      <dl className={styles.facts}>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Created</dt>
        <dd>{formatDate(user.created_at)}</dd>
        <dt>Last login</dt>
        <dd>{user.last_login ? formatDateTime(user.last_login) : 'Never'}</dd>
        <dt>Logins</dt>
        <dd>{user.logins_count}</dd>
      </dl>
      <h3 id={`roles-${user.user_id}`} className={styles.subheading}>
        Roles
      </h3>
      {user.roles.length === 0 ? (
        <p>No roles</p>
      ) : (
        <ul className={styles.roleList} aria-labelledby={`roles-${user.user_id}`}>
          {user.roles.map((role) => (
            <li key={role.id}>
              <Tag color={roleColour(role.name)}>{role.name}</Tag> {roleDescriptions[role.name]}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.help}>
        <a href={rolesHelpHref} target="_blank" rel="noreferrer">
          What each role allows (help article, opens in a new tab)
        </a>
      </p>
      {shown.length > 0 && (
        <fieldset className={styles.actions} aria-label={`Actions for ${user.name}`}>
          {shown.map((b) => (
            <Button key={b.kind} danger={b.danger} onClick={() => setAction(b.kind)}>
              {b.label}
            </Button>
          ))}
        </fieldset>
      )}
      {mayActOnUser(caller, 'history', user.user_id) && <UserHistory userId={user.user_id} />}
      {action && (
        <UserActionDialog
          user={user}
          own={caller.user_id === user.user_id}
          kind={action}
          onClose={() => setAction(null)}
          onDone={(kind) => {
            onDone?.(kind, user);
            if (kind === 'delete') onClose();
          }}
        />
      )}
    </Drawer>
  );
}
