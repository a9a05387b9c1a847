import { and, asc, eq } from 'drizzle-orm';
import type { AppointmentRequired, OrderDetail, OrderStatus, OrderType, RfsCode } from '../../../src/contracts/orders';
import { rfsCodes } from '../../../src/contracts/orders';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { ethernetFieldsOf } from './ethernet/detail';
import { type OrderRecord, toOrderRow } from './list';

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const flag = (v: unknown): boolean => v === true || v === 'true' || v === 'yes';

/** The customer and install fields placement keeps in orders.details (their names are the order payload's). */
function detailFields(details: Record<string, unknown>) {
  return {
    authentication_agent: text(details.authentication_agent),
    agent_id: text(details.agent_id),
    project_id: text(details.project_id),
    reseller_id: text(details.reseller_id),
    name: text(details.name) ?? '',
    email: text(details.email) ?? '',
    phone: text(details.phone) ?? '',
    vulnerable_customer: flag(details.vulnerable_customer),
    vulnerable_customer_support: text(details.vulnerable_customer_support),
    hazards: text(details.hazards),
    restrictions: text(details.restrictions),
  };
}

const appointmentRequiredOf = (v: string): AppointmentRequired => (v === 'yes' || v === 'no' ? v : 'maybe');
const rfsOf = (v: string | null): RfsCode | null =>
  (rfsCodes as readonly string[]).includes(v ?? '') ? (v as RfsCode) : null;

function toOrderDetail(r: OrderRecord, events: { status: string; at: Date; note: string | null }[]): OrderDetail {
  const timeline = events.map((e) => ({ status: e.status as OrderStatus, at: e.at.toISOString(), note: e.note }));
  // Orders placed before their Placed event was written still start their timeline at placement.
  if (!timeline.some((e) => e.status === 'Placed')) {
    timeline.unshift({ status: 'Placed', at: r.createdAt.toISOString(), note: 'Order received.' });
  }
  return {
    ...toOrderRow(r),
    uprn: r.uprn,
    postcode: r.postcode,
    product_display_name: r.productDisplayName,
    line_profile: r.lineProfile,
    new_order_type: r.newOrderType,
    is_regrade: r.isRegrade,
    gpl_wlto: r.gplWlto,
    rfs_status: rfsOf(r.rfsStatus),
    ...detailFields(r.details),
    telecare_install: r.telecareInstall,
    requested_date: r.requestedDate,
    appointment:
      r.appointmentDate && r.appointmentStart && r.appointmentEnd
        ? {
            appointmentDate: r.appointmentDate,
            appointmentStartTime: r.appointmentStart,
            appointmentEndTime: r.appointmentEnd,
          }
        : null,
    appointment_required: appointmentRequiredOf(r.appointmentRequired),
    bduk_subsidised: r.bdukSubsidised,
    rejection_reason: r.rejectionReason,
    events: timeline,
    ethernet: r.orderType === 'ethernet' ? ethernetFieldsOf(r.details, r) : null,
  };
}

/**
 * One order of the organisation at its type's route; another organisation's order, or an order of the other type,
 * is not found (the route answers 404 either way, never saying which).
 */
export async function getOrderDetail(
  db: Db,
  orgId: string,
  id: string,
  type: OrderType,
): Promise<OrderDetail | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.orgId, orgId), eq(orders.orderType, type)));
  if (!row) return undefined;
  const events = await db
    .select({ status: orderEvents.status, at: orderEvents.at, note: orderEvents.note })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, id), eq(orderEvents.orgId, orgId)))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return toOrderDetail(row, events);
}
