import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { acceptTerms } from '@/api/terms';
import { useAuth } from '@/app/auth/auth-context';
import type { CurrentUser } from '@/app/auth/current-user';
import { TermsModal } from '@/app/lazy-pages';
import { paths } from '@/app/paths';
import { termsPromptMayShow } from '@/features/terms/local-acceptance';

/** Spec 1 §4 terms modal, given the user and what accepting does: store it, refresh the token, re-read the user. */
export function TermsPrompt({ user }: { user: CurrentUser }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [location] = useLocation();
  // Decided once per user (the layout keys this by user id): accepting later must not unmount the prompt mid-flow.
  const [mayShow] = useState(() => termsPromptMayShow(user.id, user.termsAccepted));
  // Most users accepted long ago; for them the machine would only say "hidden", so its chunk is never fetched.
  if (!mayShow) return null;
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
        // The user, and everything the sandbox refused before acceptance (403 terms_not_accepted): ask again.
        await queryClient.invalidateQueries();
      }}
    />
  );
}
