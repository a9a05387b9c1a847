import { FullPageSpin } from '@/app/auth/require-sign-in';
import { useShell } from '@/app/use-shell';
import { UsersPage, warmUsers } from '@/features/users/users-page';
import { useRefreshSession } from './refresh-session';

/** /user-management/users with the signed-in caller (what they may do to whom) and a token refresh after renaming oneself. */
export function UsersRoute() {
  const { user } = useShell();
  const refreshSession = useRefreshSession();
  if (!user) return <FullPageSpin label="Loading" />;
  return (
    <UsersPage
      caller={{ user_id: user.id, permissions: user.permissions }}
      onOwnChange={(kind) => {
        if (kind === 'rename') void refreshSession();
      }}
    />
  );
}
UsersRoute.warmPage = warmUsers;
