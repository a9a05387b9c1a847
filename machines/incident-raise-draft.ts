import { z } from 'zod';
import { appointmentSlot } from '@/contracts/incident-appointments';
import { diagnosticResult } from '@/contracts/incidents';
import { serviceReferenceStatus } from '@/contracts/support-services';
import type { Reservation } from './appointment-reservation.machine';
import type { DiagnosticOutcome } from './diagnostics-check.machine';
import type { ServiceCheck } from './incident-service-check.machine';

/**
 * What the browser keeps of a half-written incident between visits: the funnel's context minus the attached files
 * (kept apart in IndexedDB) and the step it was on. One schema: the type is inferred from it, and a stored draft that
 * no longer fits it (an older shape, a foreign value) is discarded before it can reach a guard.
 */
const outcomes = ['up', 'down', 'dyingGasp', 'unknown', 'error', 'provisioning'] as const satisfies DiagnosticOutcome[];
const serviceCheck = z.object({
  service: serviceReferenceStatus.nullable(),
  block: z.enum(['notFound', 'notLive', 'openIncident', 'provisioning', 'unavailable']).nullable(),
  openIncidentLink: z.string().nullable(),
  outage: z
    .discriminatedUnion('status', [
      z.object({ status: z.literal('loaded'), detail: z.unknown() }),
      z.object({ status: z.literal('unavailable'), message: z.string() }),
    ])
    .nullable(),
  diagnostics: z
    .object({ outcome: z.enum(outcomes), message: z.string(), result: diagnosticResult.nullable() })
    .nullable(),
});
const reservation = z.object({ reservation_id: z.string(), expiry_date: z.string(), slot: appointmentSlot });

const incidentSteps = ['serviceDetails', 'incidentDetails', 'summary'] as const;
const incidentDraftSchema = z.object({
  step: z.enum(incidentSteps),
  serviceReference: z.string().nullable(),
  check: serviceCheck.nullable(),
  serviceValues: z.record(z.string(), z.unknown()),
  detailsValues: z.record(z.string(), z.unknown()),
  reservation: reservation.nullable(),
  fallback: z.boolean(),
  availability: z.object({ date: z.iso.date(), slot: z.enum(['AM', 'PM']) }).nullable(),
  confirmed: z.boolean(),
});
export type IncidentDraft = z.infer<typeof incidentDraftSchema>;
export type IncidentStep = IncidentDraft['step'];
export type Availability = NonNullable<IncidentDraft['availability']>;

// The schema and the machines' own types must describe the same values; these fail to compile when they drift apart.
const _checkFits: z.ZodType<ServiceCheck> = serviceCheck;
const _reservationFits: z.ZodType<Reservation> = reservation;
void _checkFits;
void _reservationFits;

/** The stored value as a draft, or undefined when it is missing or no longer fits. */
export function parseDraft(stored: unknown): IncidentDraft | undefined {
  const parsed = incidentDraftSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/** What the `restoreDraft` actor answers: the draft, its files, and whether files that were kept came back. */
export type RestoredDraft = {
  draft: IncidentDraft | undefined;
  files: File[];
  /** restored: stored files came back; lost: the browser could not read them; none: nothing to restore. */
  filesRestore: 'none' | 'restored' | 'lost';
};
