import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderDetail } from '../../../src/contracts/orders';
import { type fttpOrderBody, lineProfileFits, orderMessages, orderToasts } from '../../../src/lib/order-rules';
import type { Db } from '../../db/client';
import { orderEvents, orders, users } from '../../db/schema';
import { bookHold } from '../appointments/slot-holds';
import { findProperty, orderInProgress, type PropertyRecord } from './availability';
import { appointmentNeeded, checkFttpCustomer, type FieldErrors, orderingFlags } from './customer';
import { getOrderDetail } from './detail';
import { placeOnce, requestHash } from './idempotency';
import { type ProductRecord, productAt, projectBelongs, toFttpProduct } from './products';
import { firstOrderProgressAt, placedOrderEvent } from './progress';
import { heldReservation } from './slots';

export type FttpOrderInput = z.output<typeof fttpOrderBody>;

export const placementMessages = {
  keyReused: 'This Idempotency-Key was used with a different order',
  existingOrder: orderToasts.existingOrder.description,
  reservationMissing: 'This appointment reservation was not found. Please choose an appointment again.',
  reservationExpired: 'This appointment reservation has expired. Please choose an appointment again.',
  reservationMismatch: 'The appointment does not match its reservation. Please choose an appointment again.',
  propertyNotFound: 'Property not found',
} as const;

/** Why a placement was refused; thrown inside the placing transaction so the key and every write roll back. */
export class PlacementRefused extends Error {
  constructor(
    public readonly kind: 'invalid' | 'conflict' | 'not_found',
    message: string,
    public readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

const invalid = (fields: FieldErrors) => new PlacementRefused('invalid', 'Some fields are not valid', fields);

export type PlacementOutcome = { replayed: boolean; order: OrderDetail };

export interface Caller {
  orgId: string;
  userId: string;
}

async function callerName(tx: Db, userId: string): Promise<string> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Unknown user';
}

/** The appointment the order books: the caller organisation's live hold for this property, or a refusal. */
async function bookedAppointment(
  tx: Db,
  caller: Caller,
  uprn: string,
  appointment: FttpOrderInput['appointment'],
  now: Date,
) {
  if (!appointment) throw invalid({ appointment: [orderToasts.appointmentRequired.description] });
  const check = await heldReservation(tx, caller.orgId, uprn, appointment.appointmentReservationKey, appointment, now);
  if (!check.ok) {
    // Another organisation's reservation is as unknown as one never made.
    if (check.reason === 'missing') throw new PlacementRefused('not_found', placementMessages.reservationMissing);
    const message =
      check.reason === 'expired' ? placementMessages.reservationExpired : placementMessages.reservationMismatch;
    throw new PlacementRefused('conflict', message, { appointment: [message] });
  }
  return check.hold;
}

interface NewOrder {
  property: PropertyRecord;
  product: ProductRecord;
  values: Omit<
    typeof orders.$inferInsert,
    | 'id'
    | 'orgId'
    | 'orderType'
    | 'uprn'
    | 'postcode'
    | 'address'
    | 'product'
    | 'productDisplayName'
    | 'status'
    | 'orderedBy'
    | 'orderedByUserId'
    | 'createdAt'
    | 'updatedAt'
    | 'nextProgressAt'
    | 'bdukSubsidised'
  >;
  holdId: string | null;
}

/** Writes the order as Placed, its first event, and books the held slot (inside the placing transaction). */
async function insertOrder(tx: Db, caller: Caller, o: NewOrder, now: Date): Promise<string> {
  const id = `ord_${randomUUID().replaceAll('-', '')}`;
  const base = {
    id,
    orgId: caller.orgId,
    orderType: 'fttp',
    uprn: o.property.uprn,
    postcode: o.property.postcode,
    address: o.property.address,
    product: o.product.code,
    productDisplayName: o.product.displayName,
    status: 'Placed',
    bdukSubsidised: o.property.bdukSubsidised,
    orderedBy: await callerName(tx, caller.userId),
    orderedByUserId: caller.userId,
    createdAt: now,
    updatedAt: now,
    nextProgressAt: firstOrderProgressAt(id, now, 'fttp'),
  };
  try {
    await tx.insert(orders).values({ ...base, ...o.values });
  } catch (error) {
    // Two different keys racing with the same buyer reference: the unique index decides, the loser gets the field error.
    if (
      String(
        (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code,
      ) === '23505'
    ) {
      throw invalid({ buyer_reference: [orderMessages.buyerReferenceTaken] });
    }
    throw error;
  }
  await tx.insert(orderEvents).values(placedOrderEvent({ id, orgId: caller.orgId, createdAt: now }));
  if (o.holdId) await bookHold(tx, o.holdId, id);
  return id;
}

async function answer(db: Db, orgId: string, orderId: string): Promise<OrderDetail> {
  const detail = await getOrderDetail(db, orgId, orderId, 'fttp');
  if (!detail) throw new PlacementRefused('not_found', 'Order not found');
  return detail;
}

/**
 * POST /order: every rule again against the sandbox's own records (property, product, line profile of that product,
 * the organisation's flags, the reservation it holds, no order in progress at the property), once per Idempotency-Key.
 */
export async function placeFttpOrder(
  db: Db,
  caller: Caller,
  key: string,
  body: FttpOrderInput,
  now: Date,
): Promise<PlacementOutcome> {
  const outcome = await placeOnce(
    db,
    { orgId: caller.orgId, key, route: 'POST /order', hash: requestHash('POST /order', body), now },
    async (tx) => {
      const property = await findProperty(tx, body.uprn);
      if (!property) throw new PlacementRefused('not_found', placementMessages.propertyNotFound);
      const product = await productAt(tx, property, body.product);
      const flags = await orderingFlags(tx, caller.orgId);
      const check = await checkFttpCustomer(tx, caller.orgId, property, product, body, flags, now);
      const fields: FieldErrors = check.ok ? {} : { ...check.fields };
      if (product && !lineProfileFits(toFttpProduct(product), body.line_profile)) {
        fields.line_profile = [orderMessages.lineProfileRequired];
      }
      if (body.project_id && !(await projectBelongs(tx, caller.orgId, body.project_id))) {
        fields.project_id = ['Please select a project of your organisation'];
      }
      if (!check.ok || !product || Object.keys(fields).length > 0) throw invalid(fields);
      if (await orderInProgress(tx, caller.orgId, property.uprn)) {
        throw new PlacementRefused('conflict', placementMessages.existingOrder);
      }
      const c = check.value;
      const needsAppointment = appointmentNeeded(check.context);
      const hold = needsAppointment ? await bookedAppointment(tx, caller, property.uprn, body.appointment, now) : null;
      return insertOrder(
        tx,
        caller,
        {
          property,
          product,
          holdId: hold?.id ?? null,
          values: {
            buyerReference: c.buyer_reference,
            lineProfile: body.line_profile,
            newOrderType: c.new_order_type,
            // The property's RFS_4 status, as the funnel sends it (spec 3 §4), from the sandbox's record.
            isRegrade: property.serviceStatus === 'REGRADE',
            gplWlto: property.serviceStatus === 'GPL WLTO',
            rfsStatus: property.rfsCode,
            details: {
              authentication_agent: c.authentication_agent,
              agent_id: c.agent_id,
              project_id: c.project_id,
              reseller_id: c.reseller_id,
              name: c.name,
              email: c.email,
              phone: c.phone,
              vulnerable_customer: c.vulnerable_customer,
              vulnerable_customer_support: c.vulnerable_customer_support,
              hazards: c.hazards,
              restrictions: c.restrictions,
              isp_migration: c.isp_migration,
              enni: body.enni,
              interconnect_service: body.interconnect_service,
              opportunity_name: body.opportunity_name,
            },
            appointmentRequired: product.appointmentRequired,
            requestedDate: needsAppointment ? null : c.requested_date || null,
            appointmentDate: hold?.date ?? null,
            appointmentStart: hold?.startTime ?? null,
            appointmentEnd: hold?.endTime ?? null,
            appointmentRequested: hold !== null,
            cpeInstall: c.cpe_install,
            bbuInstall: c.bbu_install,
            voipInstall: c.voip_install,
            telecareInstall: c.telecare_install,
          },
        },
        now,
      );
    },
  );
  if (outcome.kind === 'mismatch') throw new PlacementRefused('conflict', placementMessages.keyReused);
  return { replayed: outcome.kind === 'replayed', order: await answer(db, caller.orgId, outcome.orderId) };
}

export { bookedAppointment, insertOrder as insertPlacedOrder };
