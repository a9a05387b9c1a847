import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getFeatureFlag,
  getFeatureFlags,
  getProductFamilies,
  noProductFamilies,
  productFamiliesTtlMs,
} from '@/api/flags';
import { configureHttp } from '@/api/http';
import { featureFlagNames } from '@/contracts/flags';
import { type ServiceName, serviceNames } from '@/lib/provider-services';

const services = serviceNames;
const baseUrls = Object.fromEntries(services.map((s) => [s, `https://portal.test/api/${s}`])) as Record<
  ServiceName,
  string
>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ baseUrls, timeoutMs: 30_000, getAccessToken: async () => 'token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('getFeatureFlag', () => {
  it('asks the orders service with the fallback as 0 or 1 and reads data.enabled', async () => {
    fetchMock.mockResolvedValue(json({ data: { name: 'enableBilling', enabled: true } }));
    await expect(getFeatureFlag('enableBilling', false)).resolves.toBe(true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://portal.test/api/orders/feature-flag/enableBilling/0');

    fetchMock.mockResolvedValue(json({ data: { name: 'enableHelp', enabled: false } }));
    await expect(getFeatureFlag('enableHelp', true)).resolves.toBe(false);
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('https://portal.test/api/orders/feature-flag/enableHelp/1');
  });
});

describe('getFeatureFlags', () => {
  it('reads every flag of the organisation from one orders-service call', async () => {
    const flags = Object.fromEntries(featureFlagNames.map((name) => [name, name === 'enableBilling']));
    fetchMock.mockResolvedValue(json({ data: flags }));
    await expect(getFeatureFlags()).resolves.toMatchObject({ enableBilling: true, enableHelp: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://portal.test/api/orders/feature-flags');
  });

  it('refuses an answer that lacks a flag', async () => {
    fetchMock.mockResolvedValue(json({ data: { enableBilling: true } }));
    await expect(getFeatureFlags()).rejects.toThrow();
  });
});

describe('getProductFamilies', () => {
  const families = { family_ftth: true, family_ethernet: false, family_ftthl2b: false };

  it('fetches once and reuses the local copy for one hour per organisation', async () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    fetchMock.mockImplementation(async () => json({ data: families }));
    await expect(getProductFamilies('org_a', { storage, now: () => now })).resolves.toEqual(families);
    now += productFamiliesTtlMs - 1;
    await expect(getProductFamilies('org_a', { storage, now: () => now })).resolves.toEqual(families);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await getProductFamilies('org_b', { storage, now: () => now });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    now += 1;
    await getProductFamilies('org_a', { storage, now: () => now });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://portal.test/api/orders/product-families');
  });

  it('treats a failure as no products and does not cache it', async () => {
    const storage = memoryStorage();
    fetchMock.mockResolvedValueOnce(json({ error: { status: 403, code: 'forbidden', message: 'Forbidden' } }, 403));
    await expect(getProductFamilies('org_a', { storage })).resolves.toEqual(noProductFamilies);
    fetchMock.mockResolvedValueOnce(json({ data: families }));
    await expect(getProductFamilies('org_a', { storage })).resolves.toEqual(families);
  });

  it('ignores a corrupt local copy', async () => {
    const storage = memoryStorage();
    storage.setItem('portal.product-families.org_a', '{not json');
    fetchMock.mockResolvedValue(json({ data: families }));
    await expect(getProductFamilies('org_a', { storage })).resolves.toEqual(families);
  });
});
