import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, ne, or } from 'drizzle-orm';
import { appointmentPeriods, appointmentWindows } from '../../../src/contracts/appointment-windows';
import type { OrderSlot } from '../../../src/contracts/orders';
import { todayIso, workingDaysAfter } from '../../../src/lib/dates';
import { slotsOnDays } from '../../../src/lib/order-slots';
import type { Db } from '../../db/client';
import { orderSlotHolds, properties } from '../../db/schema';
import type { PropertyRecord } from './availability';

type SlotHold = typeof orderSlotHolds.$inferSelect;

/** A reserved slot is held for everyone this long on the sandbox clock. */
export const slotHoldMs = 15 * 60_000;
const orderSlotDays = 10;
/** The AM and PM windows every appointment has (src/contracts/appointment-windows.ts). */
export const orderSlotTimes = appointmentPeriods.map((p) => appointmentWindows[p]);

/** The working days offered: after the later of the sandbox's today (London) and the day asked from. */
export function offeredOrderDays(now: Date, from?: string): string[] {
  const today = todayIso(now);
  const start = from && from > today ? from : today;
  return workingDaysAfter(start, orderSlotDays);
}

/** Holds that keep their slot from others: Reserved until they expire, Booked for good. */
export const liveHold = (now: Date) =>
  or(
    and(eq(orderSlotHolds.status, 'Reserved'), gt(orderSlotHolds.expiresAt, now)),
    eq(orderSlotHolds.status, 'Booked'),
  );

async function liveHolds(db: Db, uprn: string, days: string[], now: Date): Promise<SlotHold[]> {
  if (days.length === 0) return [];
  return db
    .select()
    .from(orderSlotHolds)
    .where(and(eq(orderSlotHolds.uprn, uprn), inArray(orderSlotHolds.date, days), liveHold(now)));
}

/**
 * AM and PM slots on the offered working days. A slot someone else holds is left out; one the caller holds is listed
 * with its reservation key (so a reload shows the caller's own choice). None at all for a property without slots.
 */
export async function availableOrderSlots(
  db: Db,
  property: PropertyRecord,
  caller: { orgId: string; userId: string },
  now: Date,
  from?: string,
): Promise<OrderSlot[]> {
  if (property.slotMode === 'none') return [];
  const days = offeredOrderDays(now, from);
  const holds = await liveHolds(db, property.uprn, days, now);
  const byStart = new Map(holds.map((h) => [`${h.date} ${h.startTime}`, h]));
  return slotsOnDays(days).flatMap((slot) => {
    const hold = byStart.get(`${slot.appointmentDate} ${slot.appointmentStartTime}`);
    const mine =
      hold?.status === 'Reserved' && hold.orgId === caller.orgId && hold.userId === caller.userId ? hold : undefined;
    if (hold && !mine) return [];
    return [{ ...slot, appointmentReservationKey: mine?.reservationKey ?? null }];
  });
}

export type ReserveOrderSlotOutcome =
  | { ok: true; hold: SlotHold; created: boolean }
  | { ok: false; reason: 'failing' | 'not_offered' | 'held' };

const newReservationKey = () => `RSV-${randomBytes(9).toString('base64url')}`;

/**
 * Holds one slot for slotHoldMs. The property row is locked for the transaction, so two users reserving at the same
 * property queue up and the second sees the first's hold (409). The same user asking again for the slot they hold gets
 * the same reservation back, its hold renewed; taking another slot releases the one they held at the property.
 */
export async function reserveOrderSlot(
  db: Db,
  property: PropertyRecord,
  caller: { orgId: string; userId: string },
  slot: { date: string; startTime: string; endTime: string; product: string },
  now: Date,
): Promise<ReserveOrderSlotOutcome> {
  if (property.slotMode === 'failing') return { ok: false, reason: 'failing' };
  const time = orderSlotTimes.find((t) => t.start === slot.startTime && t.end === slot.endTime);
  if (property.slotMode === 'none' || !time || !offeredOrderDays(now).includes(slot.date)) {
    return { ok: false, reason: 'not_offered' };
  }
  return db.transaction(async (tx) => {
    await tx.select({ uprn: properties.uprn }).from(properties).where(eq(properties.uprn, property.uprn)).for('update');
    const [held] = await tx
      .select()
      .from(orderSlotHolds)
      .where(
        and(
          eq(orderSlotHolds.uprn, property.uprn),
          eq(orderSlotHolds.date, slot.date),
          eq(orderSlotHolds.startTime, time.start),
          liveHold(now),
        ),
      )
      .limit(1);
    const expiresAt = new Date(now.getTime() + slotHoldMs);
    if (held) {
      const mine = held.status === 'Reserved' && held.orgId === caller.orgId && held.userId === caller.userId;
      if (!mine) return { ok: false as const, reason: 'held' as const };
      const [renewed] = await tx
        .update(orderSlotHolds)
        .set({ expiresAt, product: slot.product })
        .where(eq(orderSlotHolds.id, held.id))
        .returning();
      return { ok: true as const, hold: renewed ?? held, created: false };
    }
    // One slot per user and property: choosing another gives the previous one back.
    await tx
      .update(orderSlotHolds)
      .set({ status: 'Cancelled' })
      .where(
        and(
          eq(orderSlotHolds.uprn, property.uprn),
          eq(orderSlotHolds.orgId, caller.orgId),
          eq(orderSlotHolds.userId, caller.userId),
          eq(orderSlotHolds.status, 'Reserved'),
        ),
      );
    const reservationKey = newReservationKey();
    const [hold] = await tx
      .insert(orderSlotHolds)
      .values({
        id: reservationKey,
        orgId: caller.orgId,
        userId: caller.userId,
        uprn: property.uprn,
        date: slot.date,
        startTime: time.start,
        endTime: time.end,
        product: slot.product,
        status: 'Reserved',
        reservationKey,
        expiresAt,
        createdAt: now,
      })
      .returning();
    if (!hold) throw new Error('The slot hold was not stored');
    return { ok: true as const, hold, created: true };
  });
}

export type HoldCheck = { ok: true; hold: SlotHold } | { ok: false; reason: 'missing' | 'expired' | 'mismatch' };

/**
 * The caller organisation's live hold for the property under this key, locked for the placing transaction; another
 * organisation's key is as missing as an unknown one.
 */
export async function heldReservation(
  tx: Db,
  orgId: string,
  uprn: string,
  key: string,
  slot: { appointmentDate: string; appointmentStartTime: string },
  now: Date,
): Promise<HoldCheck> {
  const [hold] = await tx
    .select()
    .from(orderSlotHolds)
    .where(
      and(
        eq(orderSlotHolds.reservationKey, key),
        eq(orderSlotHolds.orgId, orgId),
        ne(orderSlotHolds.status, 'Cancelled'),
      ),
    )
    .for('update');
  if (!hold) return { ok: false, reason: 'missing' };
  if (hold.uprn !== uprn) return { ok: false, reason: 'mismatch' };
  if (hold.status !== 'Reserved' || hold.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (hold.date !== slot.appointmentDate || hold.startTime !== slot.appointmentStartTime) {
    return { ok: false, reason: 'mismatch' };
  }
  return { ok: true, hold };
}

export async function bookHold(tx: Db, holdId: string, orderId: string): Promise<void> {
  await tx.update(orderSlotHolds).set({ status: 'Booked', orderId }).where(eq(orderSlotHolds.id, holdId));
}
