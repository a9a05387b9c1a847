import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { appointmentPeriods, appointmentWindows } from '../../../src/contracts/appointment-windows';
import type { AppointmentSlot } from '../../../src/contracts/incident-appointments';
import { windowOf } from '../../../src/lib/appointment-windows';
import { todayIso, workingDaysAfter } from '../../../src/lib/dates';
import type { Db } from '../../db/client';
import { appointmentReservations, supportServices } from '../../db/schema';
import type { SupportServiceRow } from './services';

const reservationHoldMs = 15 * 60_000;
const workingDaysOffered = 10;
/** The next 10 working days after the sandbox's today in London (weekends skipped), as yyyy-MM-dd. */
export const offeredDays = (now: Date): string[] => workingDaysAfter(todayIso(now), workingDaysOffered);

/** Reservations that hold their slot: Reserved until expiry, Attached and Published for good. */
function holdingCondition(now: Date) {
  return or(
    and(eq(appointmentReservations.status, 'Reserved'), gt(appointmentReservations.expiresAt, now)),
    inArray(appointmentReservations.status, ['Attached', 'Published']),
  );
}

async function heldSlots(db: Db, ref: string, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ date: appointmentReservations.appointmentDate, start: appointmentReservations.startTime })
    .from(appointmentReservations)
    .where(and(eq(appointmentReservations.serviceReference, ref), holdingCondition(now)));
  return new Set(rows.map((r) => `${r.date} ${r.start}`));
}

export async function availableSlots(db: Db, service: SupportServiceRow, now: Date): Promise<AppointmentSlot[]> {
  if (service.slotMode === 'none') return [];
  const held = await heldSlots(db, service.serviceReference, now);
  return offeredDays(now).flatMap((day) =>
    appointmentPeriods
      .map((slot) => ({
        appointment_date: day,
        slot,
        start_time: appointmentWindows[slot].start,
        end_time: appointmentWindows[slot].end,
      }))
      .filter((s) => !held.has(`${s.appointment_date} ${s.start_time}`)),
  );
}

export type ReserveOutcome =
  | { ok: true; reservationId: string; expiresAt: Date }
  | { ok: false; reason: 'failing' | 'not_offered' | 'held' };

/** Holds one slot for 15 minutes on the sandbox clock; the service row lock makes concurrent holds queue up. */
export async function reserveSlot(
  db: Db,
  orgId: string,
  service: SupportServiceRow,
  day: string,
  startTime: string,
  now: Date,
): Promise<ReserveOutcome> {
  if (service.slotMode === 'failing') return { ok: false, reason: 'failing' };
  const period = windowOf(startTime);
  if (service.slotMode === 'none' || !period || !offeredDays(now).includes(day)) {
    return { ok: false, reason: 'not_offered' };
  }
  const slot = appointmentWindows[period];
  return db.transaction(async (tx) => {
    await tx
      .select({ id: supportServices.id })
      .from(supportServices)
      .where(eq(supportServices.id, service.id))
      .for('update');
    const held = await heldSlots(tx as unknown as Db, service.serviceReference, now);
    if (held.has(`${day} ${slot.start}`)) return { ok: false as const, reason: 'held' as const };
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + reservationHoldMs);
    await tx.insert(appointmentReservations).values({
      id,
      orgId,
      serviceReference: service.serviceReference,
      appointmentDate: day,
      startTime: slot.start,
      endTime: slot.end,
      status: 'Reserved',
      expiresAt,
      createdAt: now,
    });
    return { ok: true as const, reservationId: id, expiresAt };
  });
}
