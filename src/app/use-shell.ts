import type { AccessContext } from '@/app/access';
import { useCurrentUser } from '@/app/auth/auth-context';
import type { CurrentUser } from '@/app/auth/current-user';
import { useAccessContext } from '@/app/flags';

/** The signed-in user and what they may see; both undefined while the token and flags load. */
export function useShell(): { user: CurrentUser | undefined; access: AccessContext | undefined } {
  const { data: user } = useCurrentUser();
  const access = useAccessContext(user);
  return { user, access };
}
