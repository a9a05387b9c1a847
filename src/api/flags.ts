import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/api/http';
import {
  type FeatureFlagName,
  type FeatureFlags,
  featureFlagResponse,
  featureFlagsResponse,
  type ProductFamilies,
  productFamilies,
  productFamiliesResponse,
} from '@/contracts/flags';

/** GET {orders}/feature-flag/{name}/{0|1}: the fallback is the answer for a flag the service does not know. */
export async function getFeatureFlag(name: FeatureFlagName, fallback: boolean, signal?: AbortSignal): Promise<boolean> {
  const response = await request('orders', `/feature-flag/${name}/${fallback ? 1 : 0}`, {
    schema: featureFlagResponse,
    signal,
  });
  return response.data.enabled;
}

/** GET {orders}/feature-flags: every flag of the caller's organisation in one request. */
export async function getFeatureFlags(signal?: AbortSignal): Promise<FeatureFlags> {
  const response = await request('orders', '/feature-flags', { schema: featureFlagsResponse, signal });
  return response.data;
}

export const flagKeys = {
  all: ['flags'] as const,
  organisation: (orgId: string) => [...flagKeys.all, 'organisation', orgId] as const,
  families: (orgId: string) => [...flagKeys.all, 'product-families', orgId] as const,
};

/**
 * The organisation's flags, one request per page load for the shell and every area alike (here, not in the app, so
 * areas read the same cached answer). Flags change rarely: kept fresh for five minutes.
 */
export const featureFlagsQuery = (orgId: string) =>
  queryOptions({
    queryKey: flagKeys.organisation(orgId),
    queryFn: ({ signal }) => getFeatureFlags(signal),
    staleTime: 5 * 60_000,
  });

export const noProductFamilies: ProductFamilies = { family_ftth: false, family_ethernet: false, family_ftthl2b: false };

/** Spec 1 §9: product families are cached in local storage per organisation for one hour. */
export const productFamiliesTtlMs = 3_600_000;
const cacheKey = (orgId: string) => `portal.product-families.${orgId}`;
const cached = z.object({ storedAt: z.number(), families: productFamilies });

interface FamiliesOptions {
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  signal?: AbortSignal;
}

function readCache(storage: FamiliesOptions['storage'], orgId: string, now: number): ProductFamilies | undefined {
  try {
    const entry = cached.safeParse(JSON.parse(storage?.getItem(cacheKey(orgId)) ?? 'null'));
    return entry.success && now - entry.data.storedAt < productFamiliesTtlMs ? entry.data.families : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET {orders}/product-families (needs read:ordering). Spec 1 §7: a failure is treated as no products; failures are not
 * cached, so the next load asks again.
 */
export async function getProductFamilies(orgId: string, opts: FamiliesOptions = {}): Promise<ProductFamilies> {
  const now = (opts.now ?? Date.now)();
  const storage = opts.storage ?? globalThis.localStorage;
  const hit = readCache(storage, orgId, now);
  if (hit) return hit;
  try {
    const { data } = await request('orders', '/product-families', {
      schema: productFamiliesResponse,
      signal: opts.signal,
    });
    storage?.setItem(cacheKey(orgId), JSON.stringify({ storedAt: now, families: data }));
    return data;
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    return noProductFamilies;
  }
}
