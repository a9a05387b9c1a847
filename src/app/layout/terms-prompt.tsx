import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { acceptTerms } from '@/api/users';
import { useAuth } from '@/app/auth/auth-context';
import { type CurrentUser, sessionKeys } from '@/app/auth/current-user';
import { TermsModal } from '@/app/lazy-pages';
import { paths } from '@/app/paths';

/** Spec 1 §4 terms modal, given the user and what accepting does: store it, refresh the token, re-read the user. */
export function TermsPrompt({ user }: { user: CurrentUser }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [location] = useLocation();
  return (
    <TermsModal
      userId={user.id}
      termsAccepted={user.termsAccepted}
      onTermsPage={location === paths.termsOfService.path}
      acceptTerms={async (name) => {
        await acceptTerms(name);
      }}
      refreshSession={async () => {
        await auth.acquireSilent(true);
        await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      }}
    />
  );
}
