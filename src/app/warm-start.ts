import type { QueryClient } from '@tanstack/react-query';
import type { AccessContext } from '@/app/access';
import type { AuthService } from '@/app/auth/auth-service';
import { currentUserQuery } from '@/app/auth/current-user';
import { loadAccessContext } from '@/app/flags';
import type { PageWarmer } from '@/components/page-warmer';

/**
 * Starts, before React's first render, the calls the first screen waits on one after another today: the user (from
 * the access token), the shell's flags and product families, and the opening page's own data. Nothing for a user who
 * still owes the terms, whose calls the provider refuses until they accept.
 */
export function warmStart(opts: {
  queryClient: QueryClient;
  auth: AuthService;
  page: Promise<PageWarmer<AccessContext> | undefined>;
  search: string;
}): void {
  const { queryClient, auth, page, search } = opts;
  const accountId = auth.account()?.homeAccountId;
  if (!accountId) return;
  queryClient
    .fetchQuery(currentUserQuery(auth, accountId))
    .then(async (user) => {
      if (!user.termsAccepted) return;
      const access = loadAccessContext(queryClient, user);
      // A page that never reads it must not leave a rejection unhandled.
      access.catch(() => undefined);
      const warm = await page;
      warm?.(queryClient, { search: search.replace(/^\?/, ''), access });
    })
    // The screens make the same calls and show their own errors.
    .catch(() => undefined);
}
