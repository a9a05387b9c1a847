import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/app/auth/auth-context';
import { sessionKeys } from '@/app/auth/current-user';

/** A fresh token (the store's name and roles) and the signed-in user re-read from it, e.g. after renaming oneself. */
export function useRefreshSession() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return async () => {
    await auth.acquireSilent(true);
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  };
}
