import { useAuth } from '@/app/auth/auth-context';
import { paths } from '@/app/paths';
import { AuthorizePage } from '@/features/authorize/authorize-page';
import { providerName } from '@/features/errors/standalone-frame';

/**
 * /authorize with the app's sign-in: once the invitation is accepted, the normal MSAL sign-in starts with the invited
 * address filled in (login_hint; the sign-in page is always shown, so a session of someone else in this browser is not
 * reused) and returns to the dashboard, not to this page, whose one-time link is now used.
 */
export function AuthorizeRoute() {
  const auth = useAuth();
  return (
    <AuthorizePage
      signIn={(email) => auth.signIn({ loginHint: email, startPage: new URL('/', window.location.origin).toString() })}
      notFoundHref={paths.errorInvitationNotFound.getHref()}
      termsHref={paths.termsOfService.getHref()}
      signInHref={paths.dashboard.getHref()}
      providerName={providerName}
    />
  );
}
