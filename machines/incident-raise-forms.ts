import { z } from 'zod';
import { isAfter, isIsoDay, todayIso, ukInstant } from '@/lib/dates';
import { createIncidentObject } from '@/lib/incident-raise-fields';
import {
  appointableSeverity,
  serviceReferenceTextPattern,
  supportLimits,
  supportMessages,
  triageQuestions,
  unwrapServiceReference,
} from '@/lib/support-rules';
import type { ServiceCheck } from './incident-service-check.machine';

/**
 * The raise funnel's two forms as plain JSON values (so a draft can be stored) and their validation with the same field
 * schemas the sandbox uses (src/lib/incident-raise-fields.ts). The machine decides validity with these; the views use
 * the same field schemas only to show each field's message.
 */
export type FormValues = Record<string, unknown>;
const f = createIncidentObject.shape;
const timePart = (max: number) =>
  z
    .string({ error: supportMessages.required })
    .regex(/^\d\d$/, supportMessages.required)
    .refine((v) => Number(v) <= max, supportMessages.required);

/** The Service Details step's fields; `fault_start_*` are the date picker and the hour and minute selects. */
export const serviceStepFields = {
  customer_reference: f.customer_reference,
  buyer_fault_ref: f.buyer_fault_ref,
  fault_start_date: z.iso.date(supportMessages.required),
  fault_start_hour: timePart(23),
  fault_start_minute: timePart(59),
  business_service_category_id: f.business_service_category_id,
  incident_fault_category_id: f.incident_fault_category_id,
  incident_severity: f.incident_severity,
  address_name: f.address_name,
  address_street: f.address_street,
  address_city: f.address_city,
  address_county: f.address_county,
  address_postcode: f.address_postcode,
  customer_onsite_contact_name: f.customer_onsite_contact_name,
  customer_onsite_contact_number: f.customer_onsite_contact_number,
  short_description: f.short_description,
  description: f.description,
  vulnerable_customer: z.boolean().optional(),
  telecare_required: z.boolean().optional(),
  vulnerability_support: f.vulnerability_support,
} as const;

/** The fault start as an instant (the date and time are UK wall time), or undefined while any part is missing. */
export function faultStartOf(values: FormValues): Date | undefined {
  const { fault_start_date: day, fault_start_hour: hour, fault_start_minute: minute } = values;
  if (!isIsoDay(day) || typeof hour !== 'string' || typeof minute !== 'string') return undefined;
  const start = ukInstant(day, `${hour}:${minute}`);
  return Number.isNaN(start.getTime()) ? undefined : start;
}

export const serviceStepSchema = z.object(serviceStepFields).superRefine((v, ctx) => {
  // Spec 2 §5: the fault start cannot be in the future; a later day says so on the date, a later time on today on the time.
  const start = faultStartOf(v);
  if (isIsoDay(v.fault_start_date) && isAfter(v.fault_start_date, todayIso())) {
    ctx.addIssue({ code: 'custom', path: ['fault_start_date'], message: supportMessages.faultStartFuture });
  } else if (start && start.getTime() > Date.now()) {
    ctx.addIssue({ code: 'custom', path: ['fault_start_hour'], message: supportMessages.faultStartFuture });
  }
  if (v.vulnerable_customer && !v.vulnerability_support) {
    ctx.addIssue({ code: 'custom', path: ['vulnerability_support'], message: supportMessages.required });
  }
});

const triageFieldName = (id: number) => `triage_${id}`;
/** The Incident Details step: the seven triage questions (ids 1–6 yes/no, 9 text). Attachments travel as files. */
export const triageFields = triageQuestions.map((q) => ({ ...q, name: triageFieldName(q.id) }));
export const detailsStepSchema = z.object(
  Object.fromEntries(
    triageFields.map((q) => [
      q.name,
      q.kind === 'yes_no'
        ? z.enum(['Yes', 'No'], supportMessages.required)
        : z
            .string({ error: supportMessages.required })
            .trim()
            .min(1, supportMessages.required)
            .max(supportLimits.address, `An answer is at most ${supportLimits.address} characters`),
    ]),
  ),
);

/** Empty inputs count as missing, as antd reports a cleared field as ''. */
const withoutBlanks = (values: FormValues) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
export const isServiceFormValid = (values: FormValues) => serviceStepSchema.safeParse(withoutBlanks(values)).success;

/**
 * The fault start's message, on the part it concerns (the date, or the hour of today), for the view to show: the rule is
 * the schema's (the guard of Next), so a blocked Next always has its reason on the field.
 */
export function faultStartProblems(values: FormValues): { date?: string; time?: string } {
  const parsed = serviceStepSchema.safeParse(withoutBlanks(values));
  const problems: { date?: string; time?: string } = {};
  for (const issue of parsed.error?.issues ?? []) {
    if (issue.message !== supportMessages.faultStartFuture) continue;
    if (issue.path[0] === 'fault_start_date') problems.date = issue.message;
    if (issue.path[0] === 'fault_start_hour') problems.time = issue.message;
  }
  return problems;
}
export const isDetailsFormValid = (values: FormValues) => detailsStepSchema.safeParse(withoutBlanks(values)).success;

/**
 * The vulnerability section (flag enableTelecareAndVulnerability): an appointable service found by its reference,
 * severity 'Service Outage', and no active outage (spec 2 §4).
 */
export function showsVulnerability(check: ServiceCheck | null, severity: unknown, flagOn: boolean): boolean {
  const service = check?.service;
  return Boolean(
    flagOn &&
      service &&
      check.block !== 'notFound' &&
      service.businessServiceCategory.isAppointable &&
      severity === appointableSeverity &&
      !service.active_mso_incident,
  );
}

/** Hidden vulnerability answers are not sent (§4), and unticking 'vulnerable' clears the support text (§5). */
export function withVisibleAnswers(values: FormValues, shown: boolean): FormValues {
  if (!shown)
    return { ...values, vulnerable_customer: false, telecare_required: false, vulnerability_support: undefined };
  return values.vulnerable_customer ? values : { ...values, vulnerability_support: undefined };
}

/**
 * A checked service fills the site address and service type, replacing those of a service checked before, so an
 * engineer is never sent to the previous service's premises.
 */
export function autofilledValues(values: FormValues, check: ServiceCheck): FormValues {
  const found = check.service;
  return {
    ...values,
    address_street: found?.site.street,
    address_city: found?.site.city,
    address_postcode: found?.site.postcode,
    business_service_category_id: found ? String(found.businessServiceCategory.id) : undefined,
  };
}

/**
 * What Enter looks up (spec 2 §5): the 'Other (…)' wrapper removed, 's1000001' read as 'S1000001', and any reference
 * of letters, digits and common punctuation accepted (S1234 included: the help text allows 4 to 10 digits). Null when
 * the text cannot be a reference at all.
 */
export function normaliseServiceReference(text: string): string | null {
  const unwrapped = unwrapServiceReference(text);
  const reference = /^s\d+$/i.test(unwrapped) ? unwrapped.toUpperCase() : unwrapped;
  return serviceReferenceTextPattern.test(reference) ? reference : null;
}
