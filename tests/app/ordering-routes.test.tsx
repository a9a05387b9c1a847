import type { AccountInfo, IPublicClientApplication } from '@azure/msal-browser';
import { Logger } from '@azure/msal-browser';
import { render, screen, within } from '@testing-library/react';
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
import { listAnswer, orderDetail, orderRow } from '../features/orders/fixtures';
import { accessTokenWith } from './support/access-token';

const parsed = parseEnv(
  {
    VITE_AUTH_AUTHORITY: '/oidc',
    VITE_AUTH_CLIENT_ID: 'portal-spa',
    VITE_AUTH_SCOPES: 'openid portal.api',
    VITE_AUTH_PROTOCOL: 'OIDC',
    ...Object.fromEntries(serviceNames.map((s) => [`VITE_API_${s.toUpperCase()}_URL`, `/api/${s}`])),
    ...Object.fromEntries(
      ['API_DOCS', 'API_SIMULATION', 'PRIVACY_POLICY', 'VOIP', 'ISP_HUB', 'FEEDBACK'].map((k) => [
        `VITE_${k}_URL`,
        '/x',
      ]),
    ),
  },
  'https://portal.test',
);
if (!parsed.ok) throw new Error(parsed.issues.join());
const env: Env = parsed.env;

const orderingToken = accessTokenWith({
  sub: 'o',
  user_id: 'usr_ordering',
  email: 'ordering@northfibre.example',
  name: 'Olu Ordering',
  roles: ['Ordering'],
  permissions: ['read:ordering'],
});
const account = { homeAccountId: 'acc-1', idToken: 'id-token', username: 'ordering@northfibre.example' } as AccountInfo;

const msal = {
  initializeWrapperLibrary: () => {},
  getLogger: () => new Logger({}),
  addEventCallback: () => 'callback',
  removeEventCallback: () => {},
  initialize: async () => {},
  handleRedirectPromise: async () => null,
  getAllAccounts: () => [account],
  getActiveAccount: () => account,
} as unknown as IPublicClientApplication;

function renderAt(path: string) {
  const auth: AuthService = {
    account: () => account,
    getAccessToken: async () => orderingToken,
    acquireSilent: vi.fn(async () => ({ expiresOn: new Date(Date.now() + 300_000) }) as never),
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    sessionEnded: vi.fn(async () => {}),
  };
  configureHttp({ baseUrls: env.apiBaseUrls, timeoutMs: 30_000, getAccessToken: auth.getAccessToken });
  render(
    <AppProviders env={env} msal={msal} auth={auth}>
      <Router hook={memoryLocation({ path }).hook}>
        <AppRoutes />
      </Router>
    </AppProviders>,
  );
}

// Northfibre: every flag on but the sky view, both families.
const allFlags = Object.fromEntries(featureFlagNames.map((name) => [name, name !== 'enableSkyServiceView']));
const answers: [RegExp, unknown][] = [
  [/\/feature-flags$/, { data: allFlags }],
  [/\/product-families$/, { data: { family_ftth: true, family_ethernet: true, family_ftthl2b: false } }],
  [/\/api\/orders\/orders\?/, listAnswer([orderRow()])],
  [/\/api\/orders\/order\/ord_0001$/, { data: orderDetail() }],
];
const fetchMock = vi.fn<typeof fetch>(async (url) => {
  const found = answers.find(([pattern]) => pattern.test(String(url)));
  return new Response(JSON.stringify(found?.[1] ?? { error: { status: 404, code: 'not_found', message: 'No' } }), {
    status: found ? 200 : 404,
    headers: { 'Content-Type': 'application/json' },
  });
});
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const main = () => within(screen.getByRole('main'));
const trail = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' }));

describe('ordering routes (spec 3 §2)', () => {
  it('open the orders list from the menu link address, not an under-construction page', async () => {
    renderAt('/ordering/orders?page=1&sort=created_at&order=desc&limit=10&type=fttp');
    expect(await screen.findByRole('link', { name: 'NF-ORD-0001' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    // Both families: the list offers both types.
    expect(screen.getByRole('navigation', { name: 'Order type' })).toBeInTheDocument();
  });

  it.each(['/ordering/orders/ord_0001', '/ordering/order/ord_0001', '/order/ord_0001'])(
    'open an order at %s',
    async (path) => {
      renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Order NF-ORD-0001' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
    },
  );

  it('open the product availability page with a card per family', async () => {
    renderAt('/ordering/products');
    expect(await screen.findByRole('link', { name: 'Order FTTP' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order Ethernet' })).toBeInTheDocument();
  });

  it('open the FTTP funnel under Orders > Product Availability > FTTP Order', async () => {
    renderAt('/ordering/products/fttp');
    await screen.findByRole('navigation', { name: 'Breadcrumb' }, { timeout: 10_000 });
    expect(trail().getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/ordering/orders?type=fttp&page=1&limit=10&sort=created_at&order=desc',
    );
    expect(trail().getByRole('link', { name: 'Product Availability' })).toHaveAttribute('href', '/ordering/products');
    expect(trail().getByText('FTTP Order')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'Under Construction' })).not.toBeInTheDocument();
  });

  it('open the regrade wizard, not an under-construction page', async () => {
    renderAt('/ordering/products/regrade');
    await screen.findByRole('navigation', { name: 'Breadcrumb' }, { timeout: 10_000 });
    expect(trail().getByText('Regrade Order')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'Under Construction' })).not.toBeInTheDocument();
  });

  it('open the Ethernet funnel under Orders > Product Availability > Ethernet Order', async () => {
    renderAt('/ordering/products/ethernet');
    await screen.findByRole('navigation', { name: 'Breadcrumb' }, { timeout: 10_000 });
    expect(trail().getByRole('link', { name: 'Product Availability' })).toHaveAttribute('href', '/ordering/products');
    expect(trail().getByText('Ethernet Order')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Ethernet Order' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Under Construction' })).not.toBeInTheDocument();
  });
});
