import { z } from 'zod';
import { appointmentPeriods, appointmentWindowStarts, appointmentWindows } from './appointment-windows';
import { appointmentReservation, diagnosticResult } from './incidents';
import { serviceRefParams } from './support-services';

/** A poll of a line test: pending until the sandbox clock passes its delay, then the result. */
export const diagnosticPollResponse = z.object({
  data: z.discriminatedUnion('status', [
    z.object({ check_id: z.string(), status: z.literal('pending') }),
    z.object({ check_id: z.string(), status: z.literal('complete'), result: diagnosticResult }),
  ]),
});

const isoDay = z.iso.date('A date as YYYY-MM-DD');

export const slotsParams = serviceRefParams.extend({
  city: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, 'Not a city'),
});
export const appointmentSlot = z.object({
  appointment_date: z.string(),
  slot: z.enum(appointmentPeriods),
  start_time: z.string(),
  end_time: z.string(),
});
export type AppointmentSlot = z.infer<typeof appointmentSlot>;
export const slotsResponse = z.object({ data: z.array(appointmentSlot) });

export const reserveSlotBody = z
  .object({
    service: serviceRefParams.shape.ref,
    appointment_date: isoDay,
    start_time: z.enum(
      appointmentWindowStarts,
      `Slots start at ${appointmentWindows.AM.start} (AM) or ${appointmentWindows.PM.start} (PM)`,
    ),
  })
  .strict();
export const reserveSlotResponse = z.object({
  data: z.object({ reservation_id: z.string(), expiry_date: z.string() }),
});

const incidentRef = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not an incident reference');

export const attachReservationBody = z
  .object({ reservation_id: z.uuid('Not a reservation id'), incident_id: incidentRef })
  .strict();
export const reservationResponse = z.object({ data: appointmentReservation });

/** POST /appointment/cancel: the cancelled appointment. */
export const cancelAppointmentResponse = z.object({ data: z.object({ id: z.string(), status: z.string() }) });

export const cancelAppointmentBody = z
  .object({ incident_id: incidentRef, appointment_id: z.uuid('Not an appointment id') })
  .strict();
