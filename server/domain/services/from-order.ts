import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { type NewServiceRow, serviceHistory, services } from '../../db/schema-services';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
type OrderRecord = typeof orders.$inferSelect;

/** A service's id from its reference: the same service is written once, whoever writes it first. */
export const serviceIdOf = (reference: string) =>
  `srv_${createHash('sha256').update(reference).digest('base64url').slice(0, 20)}`;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** "12 Mill Lane, Leeds" → street and city; the postcode is the order's own. */
function siteOf(address: string, postcode: string) {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && p.toUpperCase() !== postcode.toUpperCase());
  return { street: parts.slice(0, -1).join(', ') || parts[0] || address, city: parts.at(-1) ?? '' };
}

/** The services row a completed FTTP order becomes (Live from the day it completed, a 12-month contract). */
export function serviceOfOrder(o: OrderRecord, serviceReference: string, completedAt: Date): NewServiceRow {
  const d = o.details ?? {};
  const site = siteOf(o.address, o.postcode);
  const day = completedAt.toISOString().slice(0, 10);
  const end = new Date(completedAt);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return {
    id: serviceIdOf(serviceReference),
    orgId: o.orgId,
    serviceReference,
    customerReference: o.buyerReference,
    productName: o.productDisplayName,
    productCode: o.product,
    productFamily: o.orderType === 'ethernet' ? 'ethernet' : 'fttp',
    status: 'Live',
    lineProfile: o.lineProfile,
    type: 'Residential',
    newOrderType: o.newOrderType,
    ispMigration: d.isp_migration ? 1 : 0,
    sellerOrderReference: o.sellerReference,
    orderId: o.id,
    uprn: o.uprn,
    siteStreet: site.street,
    siteCity: site.city,
    sitePostcode: o.postcode,
    siteHazards: text(d.hazards),
    siteAccessRestrictions: text(d.restrictions),
    siteContactName: text(d.name),
    siteContactEmail: text(d.email),
    siteContactTelephone: text(d.phone),
    bdukSubsidised: o.bdukSubsidised,
    requestedDate: o.requestedDate,
    appointmentDate: o.appointmentDate,
    contractStart: day,
    contractEnd: end.toISOString().slice(0, 10),
    authenticationAgent: text(d.authentication_agent),
    remoteAgentId: text(d.agent_id),
    cpeInstall: o.cpeInstall,
    bbuInstall: o.bbuInstall,
    voipInstall: o.voipInstall,
    telecareInstall: o.telecareInstall,
    createdAt: completedAt,
    updatedAt: completedAt,
  };
}

/**
 * Called where an order's status advances (server/domain/orders/progress.ts): a completed FTTP order becomes a Live
 * service with a first history record. Idempotent: a service already written under the reference is left as it is.
 */
export async function createServiceOfCompletedOrder(
  tx: Tx,
  orderId: string,
  serviceReference: string,
  completedAt: Date,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const row = serviceOfOrder(order, serviceReference, completedAt);
  const written = await tx.insert(services).values(row).onConflictDoNothing().returning({ id: services.id });
  if (written.length === 0) return;
  await tx.insert(serviceHistory).values({
    id: `${row.id}_live`,
    serviceId: row.id,
    orgId: row.orgId,
    createdAt: completedAt,
    type: 'status_change',
    userId: null,
    userName: null,
    action: 'Service live',
    extraInfo: `Order ${order.buyerReference} completed`,
  });
}
