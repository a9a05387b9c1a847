import { eq } from 'drizzle-orm';
import { type FeatureFlags, featureFlagNames } from '../../src/contracts/flags';
import type { Db } from '../db/client';
import { featureFlags } from '../db/schema';

/** Every flag the specification names for one organisation, in one query; a flag it has not stored is off. */
export async function readFeatureFlags(db: Db, orgId: string): Promise<FeatureFlags> {
  const rows = await db
    .select({ name: featureFlags.name, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.orgId, orgId));
  const stored = new Map(rows.map((r) => [r.name, r.enabled]));
  return Object.fromEntries(featureFlagNames.map((name) => [name, stored.get(name) ?? false])) as FeatureFlags;
}
