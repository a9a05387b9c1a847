import type { QueryClient } from '@tanstack/react-query';
import { type AccessContext, canVisit } from '@/app/access';
import type { AuthService } from '@/app/auth/auth-service';
import { currentUserQuery } from '@/app/auth/current-user';
import { loadAccessContext } from '@/app/flags';
import type { PageWarmer } from '@/components/page-warmer';

/**
 * Starts, before React's first render, the calls the first screen otherwise makes one after another: the user (from
 * the access token), the shell's flags and product families, and then, the moment those say the user may open the
 * page (the route table's own rules), the page's data, rather than once the shell and the page have rendered. Nothing
 * for a user who still owes the terms, whose calls the provider refuses until they accept.
 */
export function warmStart(opts: {
  queryClient: QueryClient;
  auth: AuthService;
  page: Promise<PageWarmer<AccessContext> | undefined>;
  location: { pathname: string; search: string };
}): void {
  const { queryClient, auth, page, location } = opts;
  const accountId = auth.account()?.homeAccountId;
  if (!accountId) return;
  queryClient
    .fetchQuery(currentUserQuery(auth, accountId))
    .then(async (user) => {
      if (!user.termsAccepted) return;
      const [warm, access] = await Promise.all([page, loadAccessContext(queryClient, user)]);
      if (!warm || !canVisit(location.pathname, access)) return;
      warm(queryClient, { search: location.search.replace(/^\?/, ''), access });
    })
    // The screens make the same calls and show their own errors.
    .catch(() => undefined);
}
