import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FttpProduct, Option } from '../../../src/contracts/orders';
import type { Db } from '../../db/client';
import { fttpProducts, productPolls, projects } from '../../db/schema';
import type { PropertyRecord } from './availability';

export type ProductRecord = typeof fttpProducts.$inferSelect;

/** The order types of RFS_4 properties (spec 3 §4), offered when wltoGplAndHouseMoves is on. */
export const rfs4OrderTypes: readonly Option[] = [
  { value: 'wlto', label: 'WLTO' },
  { value: 'switch', label: 'Switch' },
  { value: 'gpl', label: 'GPL' },
  { value: 'house-move', label: 'House Move' },
];

/**
 * A pause this long between two product retrievals of an organisation for a property starts its poll count again:
 * the funnel's 10 retries 5 s apart stay inside one count, a user coming back later sees the slow start again.
 */
export const pollResetMs = 2 * 60_000;

export function toFttpProduct(p: ProductRecord): FttpProduct {
  return {
    productName: p.code,
    displayName: p.displayName,
    appointmentRequired:
      p.appointmentRequired === 'yes' || p.appointmentRequired === 'no' ? p.appointmentRequired : 'maybe',
    availableInstallProducts: p.installProducts as FttpProduct['availableInstallProducts'],
    nni: p.nni ?? null,
    lineProfiles: p.lineProfiles,
    isComplexOrder: p.isComplex,
  };
}

/** The catalogue entries a property can have, in catalogue order. */
export async function productsOf(db: Db, property: PropertyRecord): Promise<ProductRecord[]> {
  if (property.productCodes.length === 0) return [];
  return db
    .select()
    .from(fttpProducts)
    .where(inArray(fttpProducts.code, property.productCodes))
    .orderBy(asc(fttpProducts.sortOrder));
}

/** One product of the property, or undefined when the property cannot have it. */
export async function productAt(db: Db, property: PropertyRecord, code: string): Promise<ProductRecord | undefined> {
  if (!property.productCodes.includes(code)) return undefined;
  const [row] = await db.select().from(fttpProducts).where(eq(fttpProducts.code, code));
  return row;
}

export async function productByCode(db: Db, code: string): Promise<ProductRecord | undefined> {
  const [row] = await db.select().from(fttpProducts).where(eq(fttpProducts.code, code));
  return row;
}

/**
 * GET /retrieve-products: counts this organisation's polls for the property and answers an empty list while the count
 * is within the property's slow_polls, then the products. A poll after a pause of pollResetMs starts at one again.
 */
export async function retrieveProducts(
  db: Db,
  orgId: string,
  property: PropertyRecord,
  now: Date,
): Promise<FttpProduct[]> {
  if (property.slowPolls > 0) {
    const resetBefore = new Date(now.getTime() - pollResetMs);
    const [row] = await db
      .insert(productPolls)
      .values({ orgId, uprn: property.uprn, polls: 1, lastPollAt: now })
      .onConflictDoUpdate({
        target: [productPolls.orgId, productPolls.uprn],
        set: {
          polls: sql`case when ${productPolls.lastPollAt} < ${resetBefore.toISOString()}::timestamptz then 1 else ${productPolls.polls} + 1 end`,
          lastPollAt: now,
        },
      })
      .returning({ polls: productPolls.polls });
    if ((row?.polls ?? 1) <= property.slowPolls) return [];
  }
  return (await productsOf(db, property)).map(toFttpProduct);
}

export async function projectsOf(db: Db, orgId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.orgId, orgId))
    .orderBy(asc(projects.name));
}

export async function projectBelongs(db: Db, orgId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.orgId, orgId), eq(projects.id, id)));
  return row !== undefined;
}
