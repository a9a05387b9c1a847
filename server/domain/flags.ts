import { and, eq, inArray } from 'drizzle-orm';
import { type FeatureFlagName, featureFlagNames, type ProductFamilies } from '../../src/contracts/flags';
import type { Db } from '../db/client';
import { featureFlags } from '../db/schema';

export const productFamilyNames = ['family_ftth', 'family_ethernet', 'family_ftthl2b'] as const;

/** Every flag the sandbox stores per organisation: the spec's flags plus the third product family. */
export const storedFlagNames = [...featureFlagNames, 'family_ftthl2b'] as const;
export type StoredFlagName = FeatureFlagName | 'family_ftthl2b';

export const isStoredFlagName = (name: string): name is StoredFlagName =>
  (storedFlagNames as readonly string[]).includes(name);

/** The organisation's value for a flag, or undefined when the organisation has no such flag stored. */
export async function readFlag(db: Db, orgId: string, name: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(and(eq(featureFlags.orgId, orgId), eq(featureFlags.name, name)))
    .limit(1);
  return row?.enabled;
}

/** Families come from the organisation's family_* flags; a family without a stored flag is not available. */
export async function readProductFamilies(db: Db, orgId: string): Promise<ProductFamilies> {
  const rows = await db
    .select({ name: featureFlags.name, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(and(eq(featureFlags.orgId, orgId), inArray(featureFlags.name, [...productFamilyNames])));
  const on = new Set(rows.filter((r) => r.enabled).map((r) => r.name));
  return {
    family_ftth: on.has('family_ftth'),
    family_ethernet: on.has('family_ethernet'),
    family_ftthl2b: on.has('family_ftthl2b'),
  };
}

/** Every stored flag of an organisation that is on. */
async function readOnFlags(db: Db, orgId: string): Promise<ReadonlySet<string>> {
  const rows = await db
    .select({ name: featureFlags.name })
    .from(featureFlags)
    .where(and(eq(featureFlags.orgId, orgId), eq(featureFlags.enabled, true)));
  return new Set(rows.map((r) => r.name));
}

export interface OrgFlagCache {
  /** The organisation's flags that are on, at most `ttlMs` old. */
  onFlags(orgId: string): Promise<ReadonlySet<string>>;
  forget(orgId: string): void;
}

// One cache per store, so writeFlag can drop what it changed at once in this process.
const cachesByDb = new WeakMap<Db, OrgFlagCache>();

/**
 * The per-organisation flags every API request's access check needs, read once per organisation every few seconds
 * rather than once per request. A change made here shows at once; one made by another process (the flag command on
 * PostgreSQL, a second sandbox) within `ttlMs`.
 */
export function orgFlagCache(db: Db, ttlMs = 5_000): OrgFlagCache {
  const existing = cachesByDb.get(db);
  if (existing) return existing;
  // The promise is cached, so concurrent requests of one organisation share one query.
  const entries = new Map<string, { at: number; flags: Promise<ReadonlySet<string>> }>();
  const cache: OrgFlagCache = {
    onFlags(orgId) {
      const now = Date.now();
      const entry = entries.get(orgId);
      if (entry && now - entry.at < ttlMs) return entry.flags;
      const flags = readOnFlags(db, orgId);
      entries.set(orgId, { at: now, flags });
      // A failed read is not kept: the next request tries again.
      flags.catch(() => {
        if (entries.get(orgId)?.flags === flags) entries.delete(orgId);
      });
      return flags;
    },
    forget: (orgId) => {
      entries.delete(orgId);
    },
  };
  cachesByDb.set(db, cache);
  return cache;
}

/** Sets one flag and reports the value before (undefined when it was not stored). */
export async function writeFlag(
  db: Db,
  orgId: string,
  name: StoredFlagName,
  enabled: boolean,
  now = new Date(),
): Promise<{ before: boolean | undefined; after: boolean }> {
  return db
    .transaction(async (tx) => {
      const before = await readFlag(tx as unknown as Db, orgId, name);
      await tx
        .insert(featureFlags)
        .values({ orgId, name, enabled, updatedAt: now })
        .onConflictDoUpdate({ target: [featureFlags.orgId, featureFlags.name], set: { enabled, updatedAt: now } });
      return { before, after: enabled };
    })
    .finally(() => cachesByDb.get(db)?.forget(orgId));
}
