import { FullPageSpin } from '@/app/auth/require-sign-in';
import { useShell } from '@/app/use-shell';
import { AccountSettingsPage } from '@/features/account/account-settings-page';
import { useRefreshSession } from './refresh-session';

/** /account-settings for the signed-in user; a new name refreshes the token, so the header shows it at once. */
export function AccountSettingsRoute() {
  const { user } = useShell();
  const refreshSession = useRefreshSession();
  if (!user) return <FullPageSpin label="Loading" />;
  return <AccountSettingsPage userId={user.id} onRenamed={() => void refreshSession()} />;
}
