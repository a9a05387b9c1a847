import { type AccountInfo, type IPublicClientApplication, Logger } from '@azure/msal-browser';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureHttp } from '@/api/http';
import type { AuthService } from '@/app/auth/auth-service';
import { type Env, parseEnv } from '@/app/env';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { featureFlagNames } from '@/contracts/flags';
import { serviceNames } from '@/lib/provider-services';
import { accessTokenWith } from './support/access-token';

const services = serviceNames;
const raw: Record<string, string> = {
  VITE_AUTH_AUTHORITY: '/oidc',
  VITE_AUTH_CLIENT_ID: 'portal-spa',
  VITE_AUTH_SCOPES: 'openid portal.api',
  VITE_AUTH_PROTOCOL: 'OIDC',
  ...Object.fromEntries(services.map((s) => [`VITE_API_${s.toUpperCase()}_URL`, `/api/${s}`])),
  ...Object.fromEntries(
    ['API_DOCS', 'API_SIMULATION', 'PRIVACY_POLICY', 'VOIP', 'ISP_HUB', 'FEEDBACK'].map((k) => [`VITE_${k}_URL`, '/x']),
  ),
};
const parsed = parseEnv(raw, 'https://portal.test');
if (!parsed.ok) throw new Error(parsed.issues.join());
const env: Env = parsed.env;

const supportToken = accessTokenWith({ roles: ['Support', 'Billing'], permissions: ['read:support', 'read:billing'] });
const account = { homeAccountId: 'acc-1', idToken: 'id-token', username: 'support@northfibre.example' } as AccountInfo;

function stubMsal(accounts: AccountInfo[]): IPublicClientApplication {
  return {
    initializeWrapperLibrary: () => {},
    getLogger: () => new Logger({}),
    addEventCallback: () => 'callback',
    removeEventCallback: () => {},
    initialize: async () => {},
    handleRedirectPromise: async () => null,
    getAllAccounts: () => accounts,
    getActiveAccount: () => accounts[0] ?? null,
  } as unknown as IPublicClientApplication;
}

function renderAt(path: string, signedIn: boolean) {
  const accounts = signedIn ? [account] : [];
  const auth: AuthService = {
    account: () => accounts[0] ?? null,
    getAccessToken: async () => (signedIn ? supportToken : null),
    acquireSilent: vi.fn(async () => ({ expiresOn: new Date(Date.now() + 300_000) }) as never),
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    sessionEnded: vi.fn(async () => {}),
  };
  configureHttp({ baseUrls: env.apiBaseUrls, timeoutMs: 30_000, getAccessToken: auth.getAccessToken });
  render(
    <AppProviders env={env} msal={stubMsal(accounts)} auth={auth}>
      <Router hook={memoryLocation({ path }).hook}>
        <AppRoutes />
      </Router>
    </AppProviders>,
  );
  return auth;
}

// The feature-flag service: every flag on except the sky view, as for Northfibre.
const allFlags = Object.fromEntries(featureFlagNames.map((name) => [name, name !== 'enableSkyServiceView']));
const fetchMock = vi.fn<typeof fetch>(async (url) => {
  const name = String(url).match(/feature-flag\/(\w+)\//)?.[1];
  const body = String(url).endsWith('/feature-flags')
    ? { data: allFlags }
    : { data: { name, enabled: name !== 'enableSkyServiceView' } };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
});
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => vi.unstubAllGlobals());

describe('routes outside the main layout', () => {
  it("answers an unknown path with 'Page Not Found' and no sign-in", async () => {
    const auth = renderAt('/no-such-page', false);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for does not seem to exist.")).toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('shows the error description carried in the query on /error', async () => {
    renderAt('/error?error=access_denied&error_description=Your%20account%20is%20blocked', false);
    expect(await screen.findByText('Your account is blocked')).toBeInTheDocument();
  });
});

describe('routes inside the main layout', () => {
  it('send a signed-out user to sign in', async () => {
    const auth = renderAt('/support/incidents', false);
    await vi.waitFor(() => expect(auth.signIn).toHaveBeenCalled());
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it("read the organisation's flags in one request, not one per flag", async () => {
    fetchMock.mockClear();
    renderAt('/billing/bandwidth-usage', true);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    const flagCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => /feature-flag/.test(url));
    expect(flagCalls).toEqual([expect.stringMatching(/\/api\/orders\/feature-flags$/)]);
  });

  it('show the unauthorised page on a route the user may not visit', async () => {
    renderAt('/developer-tools/app-credentials', true);
    expect(await screen.findByRole('heading', { name: 'Unauthorised' })).toBeInTheDocument();
  });
});
