import type { UserActionKind } from '@machines/user-action.machine';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { exportUsers } from '@/api/users';
import { ListPage, warmList } from '@/components/list-page';
import type { Column } from '@/components/list-table';
import type { User } from '@/contracts/users';
import { formatDate } from '@/lib/dates';
import { roleColour } from '@/lib/status-colours';
import type { UserActionCaller } from '@/lib/user-rules';
import { type userSortFields, usersAddress } from './address-query';
import { usersKeys } from './queries';
import { UserPanel } from './user-panel';
import styles from './users.module.css';

type Row = User & { id: string };
type Sort = (typeof userSortFields)[number];

function columnsOf(open: (user: User) => void): Column<Row, Sort>[] {
  return [
    { header: 'Name', sort: 'name', cell: (row) => row.name },
    { header: 'Email', sort: 'email', cell: (row) => row.email },
    {
      header: 'Roles',
      cell: (row) => (
        <span className={styles.badges}>
          {row.roles.map((role) => (
            <Tag key={role.id} color={roleColour(role.name)}>
              {role.name}
            </Tag>
          ))}
        </span>
      ),
    },
    { header: 'Created', sort: 'created_at', nowrap: true, cell: (row) => formatDate(row.created_at) },
    { header: 'Last Login', nowrap: true, cell: (row) => (row.last_login ? formatDate(row.last_login) : 'Never') },
    {
      header: 'Actions',
      nowrap: true,
      cell: (row) => (
        <Button size="small" onClick={() => open(row)} aria-label={`Manage ${row.name}`}>
          Manage
        </Button>
      ),
    },
  ];
}

/**
 * /user-management/users (spec 1 §2): every user of the organisation, filtered by role (All plus each role), searched,
 * sorted and paged from the address; Export for the Export role; Manage opens one user's panel with the actions the
 * caller may take. `onOwnChange` hears of a change the caller made to themself (their token then needs refreshing).
 */
const usersCalls = { address: usersAddress, keys: { list: usersKeys.list } };
/** The list call UsersPage makes first, for the route to start early (src/components/page-warmer.ts). */
export const warmUsers = warmList(usersCalls);

export function UsersPage({
  caller,
  onOwnChange,
}: {
  caller: UserActionCaller;
  onOwnChange?: (kind: UserActionKind) => void;
}) {
  const [selected, setSelected] = useState<User | null>(null);
  const screen = {
    title: 'Users',
    noun: 'users',
    ...usersCalls,
    columns: columnsOf(setSelected),
    searchPlaceholder: 'Name or email',
    statusLabel: 'Role',
    exportCsv: { name: 'users' as const, download: exportUsers, fileName: 'users.csv' },
  };
  return (
    <>
      <ListPage screen={screen} />
      {selected && (
        <UserPanel
          user={selected}
          caller={caller}
          onClose={() => setSelected(null)}
          onDone={(kind, user) => {
            if (user.user_id === caller.user_id) onOwnChange?.(kind);
          }}
        />
      )}
    </>
  );
}
