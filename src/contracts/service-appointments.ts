import { z } from 'zod';
import { orderSlot, uprnParams } from './orders';
import { ptwDocument } from './ptw';
import type { Toast } from './toast';

/**
 * Service appointments and service PTW documents (spec 2 §4 "Appointments on service", §7 Services, §8; spec 3 §4
 * Appointment list). The spec names the calls and the search's parameters; the reserve and amend bodies are designed
 * here (README "Service appointments and PTW"). Slots have the orders' shape (`orderSlot`): both come from one slot
 * store, and a slot held by an order or a service is held for everyone.
 */

const isoDay = z.iso.date('A date as YYYY-MM-DD');
const clockTime = z.string().regex(/^\d\d:\d\d$/, 'A time as HH:mm');
const serviceId = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a service id');
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** GET /v2/appointments/search: AM and PM slots from appointmentDate at the service's property (uprn). */
export const serviceAppointmentSearchQuery = z
  .object({
    appointmentDate: isoDay,
    uprn: uprnParams.shape.id,
    product: z.string().trim().min(1, 'This field is required').max(64),
    ispMigration: flag.default(false),
    projectReference: z.string().trim().max(64).optional(),
    reappointment: flag.default(false),
  })
  .strict();
export type ServiceAppointmentSearch = {
  appointmentDate: string;
  uprn: string;
  product: string;
  ispMigration: boolean;
  projectReference?: string | undefined;
  reappointment: boolean;
};
export const serviceAppointmentSearchResponse = z.object({ data: z.array(orderSlot) });

/** PUT /v2/appointments/reserve: holds a slot for the service for 15 minutes, for everyone (409 once someone holds it). */
export const serviceAppointmentReserveBody = z
  .object({
    serviceId,
    appointmentDate: isoDay,
    appointmentStartTime: clockTime,
    appointmentEndTime: clockTime,
    reappointment: z.boolean().default(false),
  })
  .strict();
export const serviceAppointmentReserveResponse = z.object({
  data: orderSlot.extend({ appointmentReservationKey: z.string(), expires_at: z.string() }),
});

/** PUT /v2/appointments/amend?smsReappointment=false: moves the service's appointment to the reserved slot. */
export const serviceAppointmentAmendQuery = z.object({ smsReappointment: flag.default(false) }).strict();
export const serviceAppointmentAmendBody = z
  .object({
    serviceId,
    appointmentReservationKey: z.string().trim().min(1, 'This field is required').max(64),
    reappointment: z.boolean().default(false),
  })
  .strict();
export type ServiceAppointmentAmendBody = z.input<typeof serviceAppointmentAmendBody>;

/** The service's appointment as moved (spec 2 §3 Appointment (service), the fields the amend changes). */
const amendedAppointment = z.object({
  id: z.string(),
  date: isoDay,
  start_time: clockTime,
  end_time: clockTime,
  status: z.string(),
  key: z.string(),
});
export type AmendedAppointment = z.infer<typeof amendedAppointment>;
export const serviceAppointmentAmendResponse = z.object({ data: amendedAppointment });

/** What the amend rule reads of a service and its appointment (a ServiceDetail satisfies it). */
export interface AmendableFacts {
  status: string;
  appointment: { status: string; cannot_reappoint_reason: string | null } | null;
}

/** Services whose life is over: nothing is booked for them any more. */
const endedStatuses = new Set(['Ceased', 'Cease Pending', 'Cancelled', 'Replaced']);
/** A visit still to come (Booked) or one that did not happen (Failed) can be moved; Completed or Cancelled cannot. */
const movableAppointmentStatuses = new Set(['Booked', 'Failed']);

/**
 * When the appointment may be changed (spec 2 §4 leaves it open; the portal and the sandbox both apply this): the service
 * has an appointment that is Booked or Failed, the provider has not said why it cannot be reappointed
 * (cannot_reappoint_reason), and the service has not ended (ceased, cease pending, cancelled, replaced).
 */
export function appointmentAmendable(facts: AmendableFacts): boolean {
  const a = facts.appointment;
  return (
    !!a && movableAppointmentStatuses.has(a.status) && !a.cannot_reappoint_reason && !endedStatuses.has(facts.status)
  );
}

/** The sandbox's refusals and the dialog's own words (the spec shows none for the amend). */
export const serviceAppointmentMessages = {
  notAmendable: 'This appointment cannot be changed',
  taken: 'This appointment slot has just been reserved by someone else. Please choose another.',
  notOffered: 'This appointment slot is not offered',
  product: 'The product does not match the service',
  reservation: 'The reservation has expired or is not yours: search and reserve again',
  serviceNotFound: 'Service not found',
  dateRequired: 'This field is required',
  datePast: 'Appointments cannot be searched from a past date',
} as const;

/** Spec 2 §8 toasts (verbatim) and the amend's own (not shown by the spec). Durations in seconds. */
export const serviceAppointmentToasts = {
  fetchFailed: {
    title: 'Failed fetch appointments',
    description: 'Please try again later or contact support',
    duration: 10,
  },
  reserved: {
    title: 'Appointment reservation Successfully',
    description: 'Reserve appointment request submitted.',
    duration: 3,
  },
  reserveFailed: {
    title: 'Appointment reservation was unsuccessfull',
    description: 'Sorry your appointment reservation failed, please try again or contact support',
    duration: 5,
  },
  amended: { title: 'Appointment changed', description: 'The service appointment has been moved.', duration: 5 },
  amendFailed: {
    title: 'Appointment change was unsuccessful',
    description: 'Sorry, the appointment could not be changed, please try again or contact support',
    duration: 5,
  },
} as const satisfies Record<string, Toast>;

// ── PTW documents of a service (spec 2 §7): the orders' limits and words (src/lib/ptw-rules.ts) ─────────────────────

export const servicePtwParams = z.object({ id: serviceId });
export const servicePtwFileParams = z.object({ id: serviceId, file: z.string().min(1).max(255) });
export const servicePtwListResponse = z.object({ data: z.array(ptwDocument) });
export const servicePtwUploadResponse = z.object({
  data: z.object({ service_id: z.string(), files: z.array(ptwDocument) }),
});
export type ServicePtwUploadResult = z.infer<typeof servicePtwUploadResponse>['data'];
/** The blank permission-to-work form's file name (GET /v2/services/permission_to_work_document/download). */
export const ptwTemplateFileName = 'permission-to-work-template.pdf';
export const servicePtwMessages = { serviceNotFound: 'Service not found', fileNotFound: 'File not found' } as const;
