import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  EnniTagging,
  EthernetAccess,
  EthernetProduct,
  EthernetProperty,
  EthernetServiceArea,
  EthernetVariant,
} from '../../../../src/contracts/ethernet';
import { ethernetVariantsFor } from '../../../../src/lib/ethernet-rules';
import type { Db } from '../../../db/client';
import { ennis, ethernetProperties, featureFlags, orders, pointsOfPresence } from '../../../db/schema';
import { inProgressStatuses, postcodeKeyOf } from '../availability';
import { catalogueProducts, type EnniRecord, ennisFor, metresBetween } from './catalogue';

export type EthernetPropertyRecord = typeof ethernetProperties.$inferSelect;

/** The organisation's Ethernet flags (spec 3 §6): the family, the over-FFN variant and ENNI selection. */
export interface EthernetOrgFlags {
  family: boolean;
  ethernetOverFFN: boolean;
  enniSelectionEnabled: boolean;
}

const flagNames = ['family_ethernet', 'ethernetOverFFN', 'enniSelectionEnabled'] as const;

export async function ethernetFlagsOf(db: Db, orgId: string): Promise<EthernetOrgFlags> {
  const rows = await db
    .select({ name: featureFlags.name, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(and(eq(featureFlags.orgId, orgId), inArray(featureFlags.name, [...flagNames])));
  const on = new Set(rows.filter((r) => r.enabled).map((r) => r.name));
  return {
    family: on.has('family_ethernet'),
    ethernetOverFFN: on.has('ethernetOverFFN'),
    enniSelectionEnabled: on.has('enniSelectionEnabled'),
  };
}

function toEthernetProperty(p: EthernetPropertyRecord): EthernetProperty {
  return {
    address: p.address,
    postcode: p.postcode,
    uprn: p.uprn,
    rfs_status: { code: p.rfsCode, definition: p.rfsDefinition },
    service_area: p.serviceArea as EthernetServiceArea,
  };
}

/** Every Ethernet property at a postcode (already checked for shape), in uprn order. */
export async function lookUpEthernetProperties(db: Db, postcode: string): Promise<EthernetProperty[]> {
  const rows = await db
    .select()
    .from(ethernetProperties)
    .where(eq(ethernetProperties.postcodeKey, postcodeKeyOf(postcode)))
    .orderBy(asc(ethernetProperties.uprn));
  return rows.map(toEthernetProperty);
}

export async function findEthernetProperty(db: Db, uprn: string): Promise<EthernetPropertyRecord | undefined> {
  const [row] = await db.select().from(ethernetProperties).where(eq(ethernetProperties.uprn, uprn));
  return row;
}

/** Whether the organisation has an Ethernet order in progress at the property (others' never count). */
export async function ethernetOrderInProgress(db: Db, orgId: string, uprn: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orgId, orgId),
        eq(orders.uprn, uprn),
        eq(orders.orderType, 'ethernet'),
        inArray(orders.status, [...inProgressStatuses]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function ennisOf(db: Db, orgId: string): Promise<EnniRecord[]> {
  const rows = await db.select().from(ennis).where(eq(ennis.orgId, orgId)).orderBy(asc(ennis.sortOrder));
  return rows.map((r) => ({
    identifier: r.identifier,
    name: r.name,
    tagging: r.tagging as EnniTagging,
    access: r.access as EthernetAccess,
    interconnectService: r.interconnectService,
    opportunityName: r.opportunityName,
    sortOrder: r.sortOrder,
  }));
}

/** Metres from the property to the nearest point of presence (rounded); a store without any is "far" (black). */
async function popDistanceOf(db: Db, p: Pick<EthernetPropertyRecord, 'latitude' | 'longitude'>) {
  const pops = await db.select().from(pointsOfPresence);
  const nearest = Math.min(...pops.map((pop) => metresBetween(p, pop)));
  return Number.isFinite(nearest) ? Math.round(nearest) : 1_000_000;
}

/** Whether the property's area has the variant at all, and the organisation may order it. */
export const variantOffered = (property: EthernetPropertyRecord, variant: EthernetVariant, flags: EthernetOrgFlags) =>
  ethernetVariantsFor(property.serviceArea as EthernetServiceArea, flags).includes(variant);

/** The products of a variant at a property for an organisation (its ENNIs); none where the area or scenario has none. */
export async function ethernetProductsAt(
  db: Db,
  orgId: string,
  property: EthernetPropertyRecord,
  variant: EthernetVariant,
): Promise<EthernetProduct[]> {
  if (property.productsMode === 'none') return [];
  const area = property.serviceArea as EthernetServiceArea;
  if (!ethernetVariantsFor(area, { ethernetOverFFN: true }).includes(variant)) return [];
  const [all, distance] = await Promise.all([ennisOf(db, orgId), popDistanceOf(db, property)]);
  const tagging = (property.ffnTagging as EnniTagging | null) ?? null;
  return catalogueProducts(variant, distance, (access) => ennisFor(all, variant, access, tagging));
}
