import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { appointmentPeriods, appointmentWindows } from '../../../src/contracts/appointment-windows';
import type { OrderSlot } from '../../../src/contracts/orders';
import { todayIso, workingDaysAfter } from '../../../src/lib/dates';
import { slotsOnDays } from '../../../src/lib/order-slots';
import type { Db } from '../../db/client';
import { orderSlotHolds, properties } from '../../db/schema';

/**
 * The one slot-hold store (`order_slot_holds`, keyed by UPRN) that orders (server/domain/orders/slots.ts) and services
 * (server/domain/services/appointments/slots.ts) both hold appointment slots in: the same days, AM/PM times and
 * 15-minute holds, so a slot is taken for everyone, whichever organisation holds it and whether an order or a service
 * holds it. Each caller keeps only its own checks (which property, which slots it may offer, what else takes a slot).
 */
export type SlotHold = typeof orderSlotHolds.$inferSelect;
export type SlotCaller = { orgId: string; userId: string };

/** A reserved slot is held for everyone this long on the sandbox clock. */
export const slotHoldMs = 15 * 60_000;
const offeredDayCount = 10;
/** The AM and PM windows every appointment has (src/contracts/appointment-windows.ts). */
const slotTimes = appointmentPeriods.map((p) => appointmentWindows[p]);

/** The AM or PM window with exactly these start and end times; undefined for any other pair. */
export const slotTime = (start: string, end: string) => slotTimes.find((t) => t.start === start && t.end === end);

/** The working days offered: after the later of the sandbox's today (London) and the day asked from. */
export function offeredSlotDays(now: Date, from?: string): string[] {
  const today = todayIso(now);
  const start = from && from > today ? from : today;
  return workingDaysAfter(start, offeredDayCount);
}

/** Holds that keep their slot from others: Reserved until they expire, Booked for good. */
const liveHold = (now: Date) =>
  or(
    and(eq(orderSlotHolds.status, 'Reserved'), gt(orderSlotHolds.expiresAt, now)),
    eq(orderSlotHolds.status, 'Booked'),
  );

/** The live holds at the property on these days. */
async function liveHoldsAt(db: Db, uprn: string, days: string[], now: Date): Promise<SlotHold[]> {
  if (days.length === 0) return [];
  return db
    .select()
    .from(orderSlotHolds)
    .where(and(eq(orderSlotHolds.uprn, uprn), inArray(orderSlotHolds.date, days), liveHold(now)));
}

/** The caller's own Reserved holds (as SQL; isCallers says it of one hold). */
const reservedBy = (caller: SlotCaller) =>
  and(
    eq(orderSlotHolds.orgId, caller.orgId),
    eq(orderSlotHolds.userId, caller.userId),
    eq(orderSlotHolds.status, 'Reserved'),
  );

const isCallers = (hold: SlotHold, caller: SlotCaller) =>
  hold.status === 'Reserved' && hold.orgId === caller.orgId && hold.userId === caller.userId;

/**
 * AM and PM slots at the property on these days. A slot someone else holds, or one `taken` names (`<date> <start>`), is
 * left out; one the caller holds is listed with its reservation key (so a reload shows the caller's own choice).
 */
export async function openSlots(
  db: Db,
  uprn: string,
  caller: SlotCaller,
  days: string[],
  now: Date,
  taken: ReadonlySet<string> = new Set(),
): Promise<OrderSlot[]> {
  const holds = await liveHoldsAt(db, uprn, days, now);
  const byStart = new Map(holds.map((h) => [`${h.date} ${h.startTime}`, h]));
  return slotsOnDays(days).flatMap((slot) => {
    const key = `${slot.appointmentDate} ${slot.appointmentStartTime}`;
    if (taken.has(key)) return [];
    const hold = byStart.get(key);
    const mine = hold && isCallers(hold, caller) ? hold : undefined;
    if (hold && !mine) return [];
    return [{ ...slot, appointmentReservationKey: mine?.reservationKey ?? null }];
  });
}

/**
 * One reserver at a time per property: the property's row, and a lock on the UPRN so that reservers queue even where
 * the property is not in the gazetteer.
 */
export async function lockSlotsAt(tx: Db, uprn: string) {
  await tx.select({ uprn: properties.uprn }).from(properties).where(eq(properties.uprn, uprn)).for('update');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slot:${uprn}`}))`);
}

/** What one caller asks to hold: a valid window (slotTime) on a day it offers; a service's hold names the service. */
export interface SlotRequest {
  uprn: string;
  date: string;
  time: { start: string; end: string };
  product: string;
  serviceId?: string;
}

export type HoldOutcome = { ok: true; hold: SlotHold; created: boolean } | { ok: false; reason: 'held' };

const newReservationKey = () => `RSV-${randomBytes(9).toString('base64url')}`;

/**
 * Holds one slot for slotHoldMs, in one transaction with the property locked (lockSlotsAt), so two users reserving at
 * the same property queue up and the second sees the first's hold ('held'). The same user asking again for the slot
 * they hold (for the same service, when a service asks) gets the same reservation back, its hold renewed (`renew`, the
 * columns the caller refreshes besides the expiry); `taken` says whether something else has the slot (a booked service
 * appointment); taking another slot releases the one the user held at the property.
 */
export async function holdSlot(
  db: Db,
  caller: SlotCaller,
  slot: SlotRequest,
  now: Date,
  options: { renew?: Partial<Pick<SlotHold, 'product'>>; taken?: (tx: Db) => Promise<boolean> } = {},
): Promise<HoldOutcome> {
  return db.transaction(async (tx) => {
    await lockSlotsAt(tx, slot.uprn);
    const held = (await liveHoldsAt(tx, slot.uprn, [slot.date], now)).find((h) => h.startTime === slot.time.start);
    const expiresAt = new Date(now.getTime() + slotHoldMs);
    if (held) {
      const mine = isCallers(held, caller) && (slot.serviceId === undefined || held.serviceId === slot.serviceId);
      if (!mine) return { ok: false as const, reason: 'held' as const };
      const [renewed] = await tx
        .update(orderSlotHolds)
        .set({ expiresAt, ...options.renew })
        .where(eq(orderSlotHolds.id, held.id))
        .returning();
      return { ok: true as const, hold: renewed ?? held, created: false };
    }
    if (options.taken && (await options.taken(tx))) return { ok: false as const, reason: 'held' as const };
    // One slot per user and property: choosing another gives the previous one back.
    await tx
      .update(orderSlotHolds)
      .set({ status: 'Cancelled' })
      .where(and(eq(orderSlotHolds.uprn, slot.uprn), reservedBy(caller)));
    const reservationKey = newReservationKey();
    const [hold] = await tx
      .insert(orderSlotHolds)
      .values({
        id: reservationKey,
        orgId: caller.orgId,
        userId: caller.userId,
        uprn: slot.uprn,
        date: slot.date,
        startTime: slot.time.start,
        endTime: slot.time.end,
        product: slot.product,
        status: 'Reserved',
        reservationKey,
        expiresAt,
        serviceId: slot.serviceId,
        createdAt: now,
      })
      .returning();
    if (!hold) throw new Error('The slot hold was not stored');
    return { ok: true as const, hold, created: true };
  });
}

/**
 * The organisation's hold under this reservation key, whatever its state but Cancelled, locked for the booking
 * transaction; another organisation's key is as missing as an unknown one. The caller judges its state and expiry.
 */
export async function heldUnderKey(tx: Db, orgId: string, key: string): Promise<SlotHold | undefined> {
  const ofOrg = and(eq(orderSlotHolds.reservationKey, key), eq(orderSlotHolds.orgId, orgId));
  const [hold] = await tx
    .select()
    .from(orderSlotHolds)
    .where(and(ofOrg, ne(orderSlotHolds.status, 'Cancelled')))
    .for('update');
  return hold;
}

/** A reservation becomes the slot's booking (for good): an order's names the order, a service's already names it. */
export async function bookHold(tx: Db, holdId: string, orderId?: string): Promise<void> {
  await tx.update(orderSlotHolds).set({ status: 'Booked', orderId }).where(eq(orderSlotHolds.id, holdId));
}

/** A hold as the reservation routes answer it (orders' POST /appointment-reservation, services' PUT reserve). */
export const reservedSlot = (h: SlotHold) => ({
  appointmentDate: h.date,
  appointmentStartTime: h.startTime,
  appointmentEndTime: h.endTime,
  appointmentReservationKey: h.reservationKey,
  expires_at: h.expiresAt.toISOString(),
});
