import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/api/http';
import type { AuthService } from '@/app/auth/auth-service';
import { createAppQueryClient } from '@/app/providers';
import { warmStart } from '@/app/warm-start';
import { featureFlagNames } from '@/contracts/flags';
import { accessTokenWith } from './support/access-token';

const tokenOf = (termsAccepted: boolean) => accessTokenWith({ terms_accepted: termsAccepted });

const authWith = (token: string | null): AuthService => ({
  account: () => (token ? ({ homeAccountId: 'acc-1' } as never) : null),
  getAccessToken: async () => token,
  acquireSilent: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
  sessionEnded: vi.fn(),
});

const flags = Object.fromEntries(featureFlagNames.map((name) => [name, name === 'enableSupport']));
const fetchMock = vi.fn<typeof fetch>(
  async () => new Response(JSON.stringify({ data: flags }), { headers: { 'Content-Type': 'application/json' } }),
);
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function start(token: string | null, pathname = '/support/incidents') {
  const auth = authWith(token);
  configureHttp({
    baseUrls: { orders: 'https://portal.test/api/orders' } as never,
    timeoutMs: 5_000,
    getAccessToken: auth.getAccessToken,
  });
  const warmer = vi.fn();
  const queryClient = createAppQueryClient();
  warmStart({ queryClient, auth, page: Promise.resolve(warmer), location: { pathname, search: '?page=2' } });
  return { warmer, queryClient };
}

describe('calls started before the first render', () => {
  it("asks for the shell's flags, then hands a page the user may open its address and the user's access", async () => {
    const { warmer, queryClient } = start(tokenOf(true));
    await vi.waitFor(() => expect(warmer).toHaveBeenCalledTimes(1));
    const [client, opening] = warmer.mock.calls[0] ?? [];
    expect(client).toBe(queryClient);
    expect(opening.search).toBe('page=2');
    const { access } = opening;
    expect(access.flags.enableSupport).toBe(true);
    expect(access.flags.enableBilling).toBe(false);
    expect(access.permissions).toEqual(['read:support']);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['https://portal.test/api/orders/feature-flags']);
  });

  it('starts nothing for a user who still owes the terms, nor without a signed-in account', async () => {
    for (const token of [tokenOf(false), null]) {
      const { warmer } = start(token);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(warmer).not.toHaveBeenCalled();
      expect(fetchMock).not.toHaveBeenCalled();
    }
  });

  it('makes none of the calls of a page the user may not open (the unauthorised page shows instead)', async () => {
    const { warmer } = start(tokenOf(true), '/billing/invoices');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warmer).not.toHaveBeenCalled();
  });
});
