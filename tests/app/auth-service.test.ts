import {
  type AccountInfo,
  CacheLookupPolicy,
  InteractionRequiredAuthError,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthService } from '@/app/auth/auth-service';

const account = { homeAccountId: 'a1', idToken: 'the-id-token' } as AccountInfo;
const msal = {
  getActiveAccount: vi.fn(() => account),
  getAllAccounts: vi.fn(() => [account]),
  acquireTokenSilent: vi.fn(),
  loginRedirect: vi.fn(async () => {}),
  logoutRedirect: vi.fn(async () => {}),
  clearCache: vi.fn(async () => {}),
};
const navigate = vi.fn();
const auth = createAuthService(msal as unknown as IPublicClientApplication, ['openid', 'portal.api'], navigate);

beforeEach(() => {
  vi.stubGlobal('window', { location: { href: 'https://portal.test/support/incidents' } });
  vi.clearAllMocks();
});

describe('the auth service over MSAL', () => {
  it('returns the access token from a silent request for the configured scopes', async () => {
    msal.acquireTokenSilent.mockResolvedValue({ accessToken: 'at-1' });
    await expect(auth.getAccessToken()).resolves.toBe('at-1');
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({
      scopes: ['openid', 'portal.api'],
      account,
      forceRefresh: false,
    });
  });

  it('sends the user to sign in when interaction is required', async () => {
    msal.acquireTokenSilent.mockRejectedValue(new InteractionRequiredAuthError('login_required', 'Login required'));
    await expect(auth.getAccessToken()).resolves.toBeNull();
    expect(msal.loginRedirect).toHaveBeenCalledWith({
      scopes: ['openid', 'portal.api'],
      redirectStartPage: 'https://portal.test/support/incidents',
    });
  });

  it("sends an 'Expiration Time (exp) claim error' to /error-device-timestamp instead of signing in", async () => {
    msal.acquireTokenSilent.mockRejectedValue(new Error('Expiration Time (exp) claim error'));
    await expect(auth.getAccessToken()).resolves.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/error-device-timestamp');
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });

  it('sends a user whose sessions the provider ended (a 401, no fresh token to be had) to sign in again', async () => {
    msal.acquireTokenSilent.mockRejectedValue(new InteractionRequiredAuthError('invalid_grant', 'Grant revoked'));
    await auth.sessionEnded();
    // Asked of the refresh token only, so a revoked grant answers at once (no hidden-frame wait).
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({
      scopes: ['openid', 'portal.api'],
      account,
      cacheLookupPolicy: CacheLookupPolicy.RefreshToken,
    });
    expect(msal.loginRedirect).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 to the page when a fresh token can still be had', async () => {
    msal.acquireTokenSilent.mockResolvedValue({ accessToken: 'at-2' });
    await auth.sessionEnded();
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });

  it('starts the sign-in of an invited user with their address filled in and the sign-in page shown', async () => {
    await auth.signIn({ loginHint: 'new.colleague@example.com', startPage: 'https://portal.test/' });
    expect(msal.loginRedirect).toHaveBeenCalledWith({
      scopes: ['openid', 'portal.api'],
      redirectStartPage: 'https://portal.test/',
      loginHint: 'new.colleague@example.com',
      prompt: 'login',
    });
  });

  it('logs out with the ID token hint and no account, so MSAL clears every cached token', async () => {
    await auth.signOut();
    expect(msal.logoutRedirect).toHaveBeenCalledWith({ idTokenHint: 'the-id-token' });
    expect(msal.clearCache).not.toHaveBeenCalled();
  });
});
