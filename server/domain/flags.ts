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

/** Sets one flag and reports the value before (undefined when it was not stored). */
export async function writeFlag(
  db: Db,
  orgId: string,
  name: StoredFlagName,
  enabled: boolean,
  now = new Date(),
): Promise<{ before: boolean | undefined; after: boolean }> {
  return db.transaction(async (tx) => {
    const before = await readFlag(tx as unknown as Db, orgId, name);
    await tx
      .insert(featureFlags)
      .values({ orgId, name, enabled, updatedAt: now })
      .onConflictDoUpdate({ target: [featureFlags.orgId, featureFlags.name], set: { enabled, updatedAt: now } });
    return { before, after: enabled };
  });
}
