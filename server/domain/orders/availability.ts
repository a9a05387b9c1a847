import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Property, RfsCode } from '../../../src/contracts/orders';
import type { Db } from '../../db/client';
import { orders, properties } from '../../db/schema';

export type PropertyRecord = typeof properties.$inferSelect;

/** Statuses of an order still in progress: a second order for the same property is refused while one is. */
export const inProgressStatuses = ['Placed', 'Acknowledged', 'Committed', 'Pending', 'In Delay'] as const;

/** The postcode as the gazetteer keys it: upper case without spaces. */
export const postcodeKeyOf = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();

function toProperty(p: PropertyRecord): Property {
  return {
    address: p.address,
    postcode: p.postcode,
    uprn: p.uprn,
    rfs_status: { code: p.rfsCode as RfsCode, definition: p.rfsDefinition },
    loc_flag: { code: p.locCode, definition: p.locDefinition },
    cabinet_release_date: p.cabinetReleaseDate,
    drop_architecture_type_category: p.dropCategory,
    demand_point_type_category: p.demandCategory,
    pre_order: p.preOrder,
    bduk_subsidised: p.bdukSubsidised,
    allowed_date_rating: p.allowedDateRating as Property['allowed_date_rating'],
    indicator: p.indicator as Property['indicator'],
  };
}

/** Every property at a postcode (already checked for shape), in address order; none is an empty list. */
export async function lookUpAddresses(db: Db, postcode: string): Promise<Property[]> {
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.postcodeKey, postcodeKeyOf(postcode)))
    .orderBy(asc(properties.uprn));
  return rows.map(toProperty);
}

/** The gazetteer's property (shared by every organisation: a uprn is public knowledge, orders at it are not). */
export async function findProperty(db: Db, uprn: string): Promise<PropertyRecord | undefined> {
  const [row] = await db.select().from(properties).where(eq(properties.uprn, uprn));
  return row;
}

/** Whether the caller's organisation has an order in progress at the property; other organisations' never count. */
export async function orderInProgress(db: Db, orgId: string, uprn: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orgId, orgId), eq(orders.uprn, uprn), inArray(orders.status, [...inProgressStatuses])))
    .limit(1);
  return row !== undefined;
}
