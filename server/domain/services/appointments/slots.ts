import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { OrderSlot } from '../../../../src/contracts/orders';
import {
  type AmendedAppointment,
  appointmentAmendable,
  type ServiceAppointmentSearch,
  serviceAppointmentMessages,
} from '../../../../src/contracts/service-appointments';
import { isWorkingDay, todayIso } from '../../../../src/lib/dates';
import { orderSlotLabel } from '../../../../src/lib/order-slots';
import type { Db } from '../../../db/client';
import {
  orderSlotHolds,
  type ServiceAppointmentRow,
  type ServiceRow,
  serviceAppointments,
  serviceHistory,
  services,
} from '../../../db/schema';
import {
  bookHold,
  heldUnderKey,
  holdSlot,
  lockSlotsAt,
  offeredSlotDays,
  openSlots,
  type SlotHold,
  slotTime,
} from '../../appointments/slot-holds';

/**
 * Service appointments (spec 2 §4 "Appointments on service", §7) in the one slot-hold store the orders use too
 * (server/domain/appointments/slot-holds.ts: the same days, times and 15-minute holds): a slot is taken for everyone,
 * whichever organisation holds it and whether an order or a service holds it. A service's booked appointment takes its
 * slot too.
 */

export type Caller = { orgId: string; userId: string; name: string };
type Refusal = { ok: false; status: 404 | 409 | 422; field?: string; message: string };
const refuse = (status: Refusal['status'], message: string, field?: string): Refusal => ({
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
});

/** One of the organisation's services; another organisation's is as missing as an unknown one. */
async function serviceOfOrg(db: Db, orgId: string, id: string): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.orgId, orgId)))
    .limit(1);
  return row;
}

/** The service's appointment: the latest one written. */
async function appointmentOf(db: Db, serviceId: string): Promise<ServiceAppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceAppointments)
    .where(eq(serviceAppointments.serviceId, serviceId))
    .orderBy(desc(serviceAppointments.createdAt), desc(serviceAppointments.id))
    .limit(1);
  return row;
}

const amendable = (service: ServiceRow, appointment: ServiceAppointmentRow | undefined) =>
  appointmentAmendable({
    status: service.status,
    appointment: appointment
      ? { status: appointment.status, cannot_reappoint_reason: appointment.cannotReappointReason }
      : null,
  });

/** Why a service's appointment cannot be changed: the provider's reason when it gave one. */
const notAmendable = (appointment: ServiceAppointmentRow | undefined) =>
  refuse(422, appointment?.cannotReappointReason ?? serviceAppointmentMessages.notAmendable, 'serviceId');

/** `start_time` of Booked service appointments at the property, per day, among these days. */
async function bookedAt(db: Db, uprn: string, days: string[]) {
  if (days.length === 0) return [];
  return db
    .select({ date: serviceAppointments.date, startTime: serviceAppointments.startTime })
    .from(serviceAppointments)
    .innerJoin(services, eq(services.id, serviceAppointments.serviceId))
    .where(
      and(eq(services.uprn, uprn), inArray(serviceAppointments.date, days), eq(serviceAppointments.status, 'Booked')),
    );
}

export type SearchOutcome = { ok: true; slots: OrderSlot[] } | Refusal;

/**
 * GET /v2/appointments/search: AM and PM slots on the 10 working days after the later of today and appointmentDate, at
 * the property of one of the organisation's services with that product. Slots held by anyone else, or booked for any
 * service there, are left out; the caller's own hold is listed with its key. `reappointment` searches for the service's
 * appointment to be rebooked, so that appointment must be one the rule lets change (422 with the provider's reason).
 */
export async function searchServiceSlots(
  db: Db,
  caller: Caller,
  query: ServiceAppointmentSearch,
  now: Date,
): Promise<SearchOutcome> {
  const atProperty = await db
    .select()
    .from(services)
    .where(and(eq(services.orgId, caller.orgId), eq(services.uprn, query.uprn)))
    .orderBy(desc(services.createdAt));
  if (atProperty.length === 0) return refuse(404, serviceAppointmentMessages.serviceNotFound, 'uprn');
  const service = atProperty.find((s) => s.productCode === query.product);
  if (!service) return refuse(422, serviceAppointmentMessages.product, 'product');
  if (query.reappointment) {
    const appointment = await appointmentOf(db, service.id);
    if (!amendable(service, appointment)) return notAmendable(appointment);
  }
  const days = offeredSlotDays(now, query.appointmentDate);
  const booked = new Set((await bookedAt(db, query.uprn, days)).map((b) => `${b.date} ${b.startTime}`));
  return { ok: true, slots: await openSlots(db, query.uprn, caller, days, now, booked) };
}

export type ReserveOutcome = { ok: true; created: boolean; hold: SlotHold } | Refusal;

/**
 * PUT /v2/appointments/reserve: holds the slot for the service for 15 minutes (holdSlot, the orders' hold). 409 when
 * anyone else holds it or a service is booked in it; the same user asking again for the service renews their hold;
 * reserving another slot gives back the one the user held at the property.
 */
export async function reserveServiceSlot(
  db: Db,
  caller: Caller,
  body: { serviceId: string; appointmentDate: string; appointmentStartTime: string; appointmentEndTime: string },
  now: Date,
): Promise<ReserveOutcome> {
  const service = await serviceOfOrg(db, caller.orgId, body.serviceId);
  if (!service) return refuse(404, serviceAppointmentMessages.serviceNotFound, 'serviceId');
  if (!amendable(service, await appointmentOf(db, service.id))) {
    return notAmendable(await appointmentOf(db, service.id));
  }
  const time = slotTime(body.appointmentStartTime, body.appointmentEndTime);
  if (!time || !isWorkingDay(body.appointmentDate) || body.appointmentDate <= todayIso(now)) {
    return refuse(422, serviceAppointmentMessages.notOffered, 'appointmentDate');
  }
  const { uprn } = service;
  const outcome = await holdSlot(
    db,
    caller,
    { uprn, date: body.appointmentDate, time, product: service.productCode, serviceId: service.id },
    now,
    {
      taken: async (tx) => (await bookedAt(tx, uprn, [body.appointmentDate])).some((b) => b.startTime === time.start),
    },
  );
  return outcome.ok ? outcome : refuse(409, serviceAppointmentMessages.taken, 'appointmentDate');
}

export type AmendOutcome = { ok: true; appointment: AmendedAppointment } | Refusal;

const slotText = (a: { date: string; startTime: string; endTime: string }) =>
  orderSlotLabel({ appointmentDate: a.date, appointmentStartTime: a.startTime, appointmentEndTime: a.endTime });

/**
 * PUT /v2/appointments/amend: books the service's live reservation (made by anyone of the organisation for this
 * service) and moves the service's appointment to it, all in one transaction: the hold becomes Booked, the slot the
 * appointment had (a hold of the service or of the order it came from) is given back, the appointment and the
 * service's appointment date change, and a history record says from what to what.
 */
export async function amendServiceAppointment(
  db: Db,
  caller: Caller,
  body: { serviceId: string; appointmentReservationKey: string; reappointment: boolean },
  now: Date,
): Promise<AmendOutcome> {
  const service = await serviceOfOrg(db, caller.orgId, body.serviceId);
  if (!service) return refuse(404, serviceAppointmentMessages.serviceNotFound, 'serviceId');
  return db.transaction(async (tx) => {
    await lockSlotsAt(tx, service.uprn);
    const appointment = await appointmentOf(tx, service.id);
    if (!appointment || !amendable(service, appointment)) return notAmendable(appointment);
    const hold = await heldUnderKey(tx, caller.orgId, body.appointmentReservationKey);
    const live = hold?.status === 'Reserved' && hold.expiresAt.getTime() > now.getTime();
    if (!hold || !live || hold.serviceId !== service.id) {
      return refuse(409, serviceAppointmentMessages.reservation, 'appointmentReservationKey');
    }
    await bookHold(tx, hold.id);
    // The old slot is free again: the service's earlier booking, or the booking of the order it came from.
    const previous = [eq(orderSlotHolds.serviceId, service.id)];
    if (service.orderId) previous.push(eq(orderSlotHolds.orderId, service.orderId));
    await tx
      .update(orderSlotHolds)
      .set({ status: 'Cancelled' })
      .where(and(eq(orderSlotHolds.status, 'Booked'), ne(orderSlotHolds.id, hold.id), or(...previous)));
    const [moved] = await tx
      .update(serviceAppointments)
      .set({
        date: hold.date,
        startTime: hold.startTime,
        endTime: hold.endTime,
        status: 'Booked',
        key: hold.reservationKey,
        engineerOnWay: false,
        engineerOnSite: false,
        endDate: null,
        updatedAt: now,
      })
      .where(eq(serviceAppointments.id, appointment.id))
      .returning();
    if (!moved) throw new Error('The appointment was not moved');
    await tx.update(services).set({ appointmentDate: hold.date, updatedAt: now }).where(eq(services.id, service.id));
    await tx.insert(serviceHistory).values({
      id: randomUUID(),
      serviceId: service.id,
      orgId: service.orgId,
      createdAt: now,
      type: 'portal_appointment_amend',
      userId: caller.userId,
      userName: caller.name,
      action: body.reappointment ? 'Appointment reappointed' : 'Appointment amended',
      extraInfo: `From ${slotText(appointment)} to ${slotText(hold)}`,
    });
    return {
      ok: true as const,
      appointment: {
        id: moved.id,
        date: moved.date,
        start_time: moved.startTime,
        end_time: moved.endTime,
        status: moved.status,
        key: moved.key,
      },
    };
  });
}
