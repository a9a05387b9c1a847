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
 * schemas the sandbox uses (src/lib/incident-raise-fields.ts). The machines decide validity and each field's message
 * with these; the views show the messages.
 */
export type FormValues = Record<string, unknown>;
const f = createIncidentObject.shape;
const timePart = (max: number) =>
  z
    .string({ error: supportMessages.required })
    .regex(/^\d\d$/, supportMessages.required)
    .refine((v) => Number(v) <= max, supportMessages.required);

/** The Service Details step's fields; `fault_start_*` are the date picker and the hour and minute selects. */
const serviceStepFields = {
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

/** A message on one field, as zod reports it. */
type FieldIssue = { path: [string]; message: string };

/**
 * The rules over several fields (spec 2 §5): the fault start cannot be in the future (a later day says so on the date, a
 * later time on today on the hour), and a vulnerable customer needs support text.
 */
function crossFieldIssues(v: FormValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const start = faultStartOf(v);
  if (isIsoDay(v.fault_start_date) && isAfter(v.fault_start_date, todayIso())) {
    issues.push({ path: ['fault_start_date'], message: supportMessages.faultStartFuture });
  } else if (start && start.getTime() > Date.now()) {
    issues.push({ path: ['fault_start_hour'], message: supportMessages.faultStartFuture });
  }
  if (v.vulnerable_customer && !v.vulnerability_support) {
    issues.push({ path: ['vulnerability_support'], message: supportMessages.required });
  }
  return issues;
}

export const serviceStepSchema = z.object(serviceStepFields).superRefine((v, ctx) => {
  for (const issue of crossFieldIssues(v)) ctx.addIssue({ code: 'custom', ...issue });
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

/** Empty inputs count as missing, as a cleared input holds ''. */
const withoutBlanks = (values: FormValues) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
export const isServiceFormValid = (values: FormValues) => serviceStepSchema.safeParse(withoutBlanks(values)).success;
export const isDetailsFormValid = (values: FormValues) => detailsStepSchema.safeParse(withoutBlanks(values)).success;

/** Each field's message (the first the rules give it), by field name; a valid field has none. */
export type FieldErrors = Partial<Record<string, string>>;
const firstMessages = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const name = String(path[0] ?? '');
    errors[name] ??= message;
  }
  return errors;
};

/**
 * Step one's messages from the schema that guards Next, so a blocked Next always has its reason on a field. zod skips an
 * object's refinements while any field is missing; the rules over several fields are applied here all the same, so a
 * future fault start is named as soon as it is entered.
 */
export function serviceErrorsOf(values: FormValues): FieldErrors {
  const present = withoutBlanks(values);
  const issues = serviceStepSchema.safeParse(present).error?.issues ?? [];
  return firstMessages([...issues, ...crossFieldIssues(present)]);
}

/** Step two's messages: the triage answers'. */
export const detailsErrorsOf = (values: FormValues): FieldErrors =>
  firstMessages(detailsStepSchema.safeParse(withoutBlanks(values)).error?.issues ?? []);

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

/** The fields changed so far, with those a patch names. */
export const touchedWith = (touched: readonly string[], patch: FormValues) => [
  ...new Set([...touched, ...Object.keys(patch)]),
];

/** Step two's answers with a patch merged in: the values, their messages, and the fields changed so far. */
export function detailsPatched(c: { detailsValues: FormValues; detailsTouched: readonly string[] }, patch: FormValues) {
  const detailsValues = { ...c.detailsValues, ...patch };
  return {
    detailsValues,
    detailsErrors: detailsErrorsOf(detailsValues),
    detailsTouched: touchedWith(c.detailsTouched, patch),
  };
}
