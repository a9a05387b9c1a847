import type { Toast } from '@/contracts/toast';
import { isAfter, todayIso } from '@/lib/dates';
import { appointableSeverity, supportLimits, supportMessages } from '@/lib/support-rules';
import type { Reservation } from './appointment-reservation.machine';
import type { FaultReferenceStatus } from './fault-reference-check.machine';
import { attachmentProblemOf, submitErrors } from './incident-raise-attachments';
import type { Availability, IncidentDraft, IncidentStep } from './incident-raise-draft';
import { type FieldErrors, isDetailsFormValid, isServiceFormValid } from './incident-raise-forms';

/** The raise funnel's context, and the rules its guards and its views share (one place for each rule). */
export type RaiseContext = Omit<IncidentDraft, 'step'> & {
  /** Step one's fault reference check, as the step last reported it. */
  faultReference: FaultReferenceStatus;
  /** Step two's messages, and the fields changed since the step showed (their messages are shown); not stored. */
  detailsErrors: FieldErrors;
  detailsTouched: string[];
  files: File[];
  filesRestore: 'none' | 'restored' | 'lost';
  enableDiagnosticCheck: boolean;
  vulnerabilityEnabled: boolean;
  now: () => number;
  incidentId: string | null;
  /** The step a restored draft was on. */
  resumeAt: IncidentStep;
};

export const emptyDraft: Omit<IncidentDraft, 'step'> = {
  serviceReference: null,
  check: null,
  serviceValues: {},
  detailsValues: {},
  reservation: null,
  fallback: false,
  availability: null,
  confirmed: false,
};

export const draftFrom = (c: RaiseContext, step: IncidentStep): IncidentDraft => ({
  step,
  serviceReference: c.serviceReference,
  check: c.check,
  serviceValues: c.serviceValues,
  detailsValues: c.detailsValues,
  reservation: c.reservation,
  fallback: c.fallback,
  availability: c.availability,
  confirmed: c.confirmed,
});

/** An engineer is booked for an appointable service with severity 'Service Outage' and no active outage (§4, §9). */
export const needsAppointment = ({ check, serviceValues }: Pick<RaiseContext, 'check' | 'serviceValues'>) =>
  Boolean(
    check?.service?.businessServiceCategory.isAppointable &&
      !check.service.active_mso_incident &&
      serviceValues.incident_severity === appointableSeverity,
  );

/** Customer availability is from tomorrow (spec 2 §4), in UK days whatever the browser's zone. */
const isFromTomorrow = (availability: Availability | null, now: number) =>
  Boolean(availability && isAfter(availability.date, todayIso(now)));

/** Why the customer availability given holds Next back (spec 2 §5: from tomorrow), shown on its date; else undefined. */
export const availabilityProblemOf = (c: Pick<RaiseContext, 'availability' | 'now'>) =>
  c.availability && !isFromTomorrow(c.availability, c.now()) ? supportMessages.availabilityFromTomorrow : undefined;

/** Step one is done: a Live service without blocks, a valid form, and a fault reference not known to be taken. */
export const isServiceStepReady = (c: RaiseContext) =>
  Boolean(c.check?.service && c.check.block === null) &&
  isServiceFormValid(c.serviceValues) &&
  c.faultReference !== 'duplicate' &&
  c.faultReference !== 'checking';

export const isDetailsStepReady = (c: RaiseContext) =>
  isDetailsFormValid(c.detailsValues) &&
  (!needsAppointment(c) || c.reservation !== null || (c.fallback && isFromTomorrow(c.availability, c.now())));

/** What the appointment part of step two shows. */
export type AppointmentStatus = 'outage' | 'notNeeded' | 'needed' | 'reserved' | 'availability';
export function appointmentStatusOf(c: RaiseContext): AppointmentStatus {
  if (c.check?.service?.active_mso_incident) return 'outage';
  if (!needsAppointment(c)) return 'notNeeded';
  if (c.reservation) return 'reserved';
  return c.fallback ? 'availability' : 'needed';
}

/**
 * Why an attachment is refused, as the toast the funnel shows (spec 2 §5, §8), naming the file it left out; undefined
 * when it may be added.
 */
export function refusalOf(files: File[], file: File): Toast | undefined {
  const named = (toast: Toast) => ({ ...toast, description: `${toast.description} Not attached: ${file.name}` });
  const problem = attachmentProblemOf(file);
  if (problem) return named(problem);
  if (files.length >= supportLimits.attachmentsPerIncident) {
    return named({
      title: 'Unable to attach file',
      description: `At most ${supportLimits.attachmentsPerIncident} attachments per incident.`,
      duration: 5,
    });
  }
  return undefined;
}

export const reservationInput = (c: { reservation: Reservation | null; incidentId: string | null }) => ({
  reservation_id: c.reservation?.reservation_id ?? '',
  incident_id: c.incidentId ?? '',
});

/** The toast for an incident create failure the funnel explains itself (spec 2 §8); undefined for any other. */
export const explainedFailureOf = (error: unknown): Toast | undefined =>
  submitErrors[(error as { status?: number } | null)?.status ?? 0];
