import type { OrderSlot } from '../../../src/contracts/orders';
import type { Db } from '../../db/client';
import {
  type HoldOutcome,
  heldUnderKey,
  holdSlot,
  offeredSlotDays,
  openSlots,
  type SlotCaller,
  type SlotHold,
  slotTime,
} from '../appointments/slot-holds';
import type { PropertyRecord } from './availability';

/**
 * Order appointments (spec 3 §7) in the one slot-hold store (server/domain/appointments/slot-holds.ts): the property's
 * `slotMode` says whether it offers slots at all ('none') or fails to answer ('failing').
 */

/**
 * AM and PM slots on the offered working days. A slot someone else holds is left out; one the caller holds is listed
 * with its reservation key (so a reload shows the caller's own choice). None at all for a property without slots.
 */
export async function availableOrderSlots(
  db: Db,
  property: PropertyRecord,
  caller: SlotCaller,
  now: Date,
  from?: string,
): Promise<OrderSlot[]> {
  if (property.slotMode === 'none') return [];
  return openSlots(db, property.uprn, caller, offeredSlotDays(now, from), now);
}

type ReserveOrderSlotOutcome = HoldOutcome | { ok: false; reason: 'failing' | 'not_offered' };

/**
 * Holds one slot for the order funnel (holdSlot): a second user at the property sees the first's hold (409), the same
 * user asking again gets the same reservation back with its hold and product renewed.
 */
export async function reserveOrderSlot(
  db: Db,
  property: PropertyRecord,
  caller: SlotCaller,
  slot: { date: string; startTime: string; endTime: string; product: string },
  now: Date,
): Promise<ReserveOrderSlotOutcome> {
  if (property.slotMode === 'failing') return { ok: false, reason: 'failing' };
  const time = slotTime(slot.startTime, slot.endTime);
  if (property.slotMode === 'none' || !time || !offeredSlotDays(now).includes(slot.date)) {
    return { ok: false, reason: 'not_offered' };
  }
  return holdSlot(db, caller, { uprn: property.uprn, date: slot.date, time, product: slot.product }, now, {
    renew: { product: slot.product },
  });
}

type HoldCheck = { ok: true; hold: SlotHold } | { ok: false; reason: 'missing' | 'expired' | 'mismatch' };

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
  const hold = await heldUnderKey(tx, orgId, key);
  if (!hold) return { ok: false, reason: 'missing' };
  if (hold.uprn !== uprn) return { ok: false, reason: 'mismatch' };
  if (hold.status !== 'Reserved' || hold.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (hold.date !== slot.appointmentDate || hold.startTime !== slot.appointmentStartTime) {
    return { ok: false, reason: 'mismatch' };
  }
  return { ok: true, hold };
}
