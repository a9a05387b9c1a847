import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { notificationLinks } from '../../../src/contracts/notifications';
import { formatDate } from '../../../src/lib/dates';
import type { Db } from '../../db/client';
import { appointmentReservations, incidentAppointments, type incidents } from '../../db/schema';
import { storeNotification } from '../notifications/create';
import type { StoredNotification } from '../notifications/publisher';

type IncidentRow = typeof incidents.$inferSelect;
type ReservationRow = typeof appointmentReservations.$inferSelect;

export type AttachOutcome =
  | {
      ok: true;
      reservation: ReservationRow;
      /** Told when this call booked the appointment: the caller publishes it once its transaction has committed. */
      notification?: StoredNotification;
    }
  | { ok: false; reason: 'not_found' | 'expired' | 'conflict' };

/**
 * create attaches a held reservation to the incident; publish books it as the incident's appointment. Both are
 * idempotent for the same incident, and a reservation never moves to another incident or service.
 */
export async function attachReservation(
  db: Db,
  orgId: string,
  incident: IncidentRow,
  reservationId: string,
  mode: 'create' | 'publish',
  now: Date,
): Promise<AttachOutcome> {
  const [found] = await db
    .select()
    .from(appointmentReservations)
    .where(and(eq(appointmentReservations.id, reservationId), eq(appointmentReservations.orgId, orgId)));
  if (!found) return { ok: false, reason: 'not_found' };
  if (found.serviceReference !== incident.serviceReference) return { ok: false, reason: 'conflict' };
  if (found.incidentId && found.incidentId !== incident.id) return { ok: false, reason: 'conflict' };
  if (found.status === 'Cancelled') return { ok: false, reason: 'conflict' };
  if (found.status === 'Reserved' && found.expiresAt.getTime() <= now.getTime())
    return { ok: false, reason: 'expired' };
  if (mode === 'create' && found.status !== 'Reserved') return { ok: true, reservation: found };
  if (mode === 'publish' && found.status === 'Published') return { ok: true, reservation: found };

  return db.transaction(async (tx) => {
    const status = mode === 'create' ? 'Attached' : 'Published';
    const [updated] = await tx
      .update(appointmentReservations)
      .set({ status, incidentId: incident.id })
      .where(eq(appointmentReservations.id, found.id))
      .returning();
    if (mode === 'publish') {
      await tx.insert(incidentAppointments).values({
        id: randomUUID(),
        incidentId: incident.id,
        orgId,
        date: found.appointmentDate,
        startTime: found.startTime,
        endTime: found.endTime,
        status: 'Booked',
        key: `APT-${found.id.slice(0, 8).toUpperCase()}`,
        telecareRequired: incident.telecareRequired,
        vulnerableCustomer: incident.vulnerableCustomer,
        vulnerabilitySupport: incident.vulnerabilitySupport,
        createdAt: now,
      });
      const notification = await storeNotification(tx, {
        orgId,
        message: `An engineer appointment is booked for incident ${incident.number ?? incident.id} on ${formatDate(found.appointmentDate)}, ${found.startTime}–${found.endTime}.`,
        link: notificationLinks.incident(incident.id),
        from: 'Field Engineering',
        eventKey: `appointment:${found.id}:booked`,
        at: now,
      });
      return { ok: true as const, reservation: updated ?? found, notification };
    }
    return { ok: true as const, reservation: updated ?? found };
  });
}

/** Cancels a booked appointment and frees its slot. */
export async function cancelAppointment(db: Db, orgId: string, incident: IncidentRow, appointmentId: string) {
  const [appointment] = await db
    .select()
    .from(incidentAppointments)
    .where(
      and(
        eq(incidentAppointments.id, appointmentId),
        eq(incidentAppointments.orgId, orgId),
        eq(incidentAppointments.incidentId, incident.id),
      ),
    );
  if (!appointment) return undefined;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(incidentAppointments)
      .set({ status: 'Cancelled' })
      .where(eq(incidentAppointments.id, appointment.id))
      .returning();
    await tx
      .update(appointmentReservations)
      .set({ status: 'Cancelled' })
      .where(
        and(
          eq(appointmentReservations.incidentId, incident.id),
          eq(appointmentReservations.appointmentDate, appointment.date),
          eq(appointmentReservations.startTime, appointment.startTime),
        ),
      );
    return updated;
  });
}
