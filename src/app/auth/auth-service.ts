import {
  type AccountInfo,
  type AuthenticationResult,
  CacheLookupPolicy,
  InteractionRequiredAuthError,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { authErrorRedirect } from '@/app/startup';

/** What the app needs from the identity provider, built once on MSAL so views and machines never touch MSAL directly. */
export interface AuthService {
  account(): AccountInfo | null;
  getAccessToken(): Promise<string | null>;
  /** A silent token fetch; rejects when no token can be had without interaction. */
  acquireSilent(forceRefresh?: boolean): Promise<AuthenticationResult>;
  /**
   * Starts the provider's sign-in. `loginHint` fills the address in (a new user after accepting an invitation), with
   * the sign-in page always shown so another session in this browser is not reused; `startPage` is where it returns.
   */
  signIn(options?: { loginHint?: string; startPage?: string }): Promise<void>;
  signOut(): Promise<void>;
  /**
   * The provider refused this sign-in's token (401). If no fresh token can be had either (the user was deleted, or an
   * Admin's change revoked their sessions), the sign-in starts (spec 1 §4: sent to sign in again); otherwise the
   * refusal stands and the page shows it.
   */
  sessionEnded(): Promise<void>;
}

export function createAuthService(
  msal: IPublicClientApplication,
  scopes: string[],
  navigate: (href: string) => void = (href) => window.location.replace(href),
): AuthService {
  const account = () => msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;

  const signIn = async (options: { loginHint?: string; startPage?: string } = {}) => {
    try {
      await msal.loginRedirect({
        scopes,
        redirectStartPage: options.startPage ?? window.location.href,
        ...(options.loginHint ? { loginHint: options.loginHint, prompt: 'login' } : {}),
      });
    } catch (error) {
      // Several callers may ask at once; the first redirect wins and the rest see interaction_in_progress.
      console.warn('Sign-in redirect not started', error);
    }
  };

  const acquireSilent = async (forceRefresh = false) => {
    const current = account();
    if (!current) throw new InteractionRequiredAuthError('no_account', 'No signed-in account');
    return msal.acquireTokenSilent({ scopes, account: current, forceRefresh });
  };

  return {
    account,
    acquireSilent,
    signIn,
    async getAccessToken() {
      if (!account()) return null;
      try {
        return (await acquireSilent()).accessToken;
      } catch (error) {
        const redirect = authErrorRedirect(error);
        if (redirect) navigate(redirect);
        // Spec 1 §4: if token fetching fails the user is sent to sign in again.
        else await signIn();
        return null;
      }
    },
    async sessionEnded() {
      const current = account();
      if (!current) return;
      try {
        // The refresh token only: a revoked grant answers at once, where MSAL's hidden-frame fallback waits ~10 s.
        await msal.acquireTokenSilent({ scopes, account: current, cacheLookupPolicy: CacheLookupPolicy.RefreshToken });
      } catch {
        await signIn();
      }
    },
    async signOut() {
      const current = account();
      // The provider ignores the post-logout redirect without the ID token hint (notes/local-oidc.md).
      // No account on purpose: MSAL then clears every cached account and token (its per-account removal leaves the
      // tokens behind against a non-Microsoft authority), while the ID token hint still lets the provider honour the
      // post-logout redirect. Clearing before the call would let the sign-in gate start a new login first.
      await msal.logoutRedirect(current ? { idTokenHint: current.idToken } : undefined);
    },
  };
}
