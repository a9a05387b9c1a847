import type { IncidentDraft } from '@machines/incident-raise.machine';
import type { ServiceCheck } from '@machines/incident-service-check.machine';
import dayjs from 'dayjs';
import { z } from 'zod';
import { createIncidentObject } from '@/lib/incident-create-fields';
import {
  acceptedAttachmentExtensions,
  appointableSeverity,
  attachmentExtension,
  supportLimits,
  supportMessages,
  triageQuestions,
} from '@/lib/support-rules';

/**
 * The funnel's two forms as plain JSON values (so a draft can be stored), their validation with the same field schemas
 * the sandbox uses (src/lib/incident-create-fields.ts), and the mapping of a finished draft to POST /v2/incidents fields.
 */
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
export type ServiceStepField = keyof typeof serviceStepFields;

/** The fault start as a local date-time, or undefined while any part is missing. */
export function faultStartOf(values: Record<string, unknown>): dayjs.Dayjs | undefined {
  const { fault_start_date: day, fault_start_hour: hour, fault_start_minute: minute } = values;
  if (typeof day !== 'string' || typeof hour !== 'string' || typeof minute !== 'string') return undefined;
  const start = dayjs(`${day}T${hour}:${minute}`);
  return start.isValid() ? start : undefined;
}

export const serviceStepSchema = z.object(serviceStepFields).superRefine((v, ctx) => {
  const start = faultStartOf(v);
  if (start?.isAfter(dayjs())) {
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
            .max(supportLimits.address),
    ]),
  ),
);

/** antd Form rule from a field schema, so an input shows the same message the sandbox would answer. */
export const zodRule = (schema: z.ZodType) => ({
  validator: async (_: unknown, value: unknown) => {
    const parsed = schema.safeParse(value === '' ? undefined : value);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? supportMessages.required);
  },
});

/** The spec's attachment rules (§5): at most 8 MB and one of the accepted types; undefined when the file is fine. */
export function attachmentProblem(file: { name: string; size: number }): 'tooLarge' | 'type' | undefined {
  if (file.size > supportLimits.attachmentBytes) return 'tooLarge';
  if (!attachmentExtension(file.name)) return 'type';
  return undefined;
}
export const attachmentAccept = acceptedAttachmentExtensions.map((ext) => `.${ext}`).join(',');

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

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));

/** The multipart fields of POST /v2/incidents for a finished draft (the reservation is attached after create). */
export function createFieldsOf(draft: Omit<IncidentDraft, 'step'>): Record<string, string> {
  const s = draft.serviceForm.values;
  const d = draft.detailsForm.values;
  const vulnerable = s.vulnerable_customer === true;
  const fields: Record<string, string | undefined> = {
    business_service_reference: draft.serviceReference ?? '',
    customer_reference: text(s.customer_reference),
    buyer_fault_ref: text(s.buyer_fault_ref) || undefined,
    fault_start_time: faultStartOf(s)?.format() ?? '',
    business_service_category_id: text(s.business_service_category_id),
    incident_fault_category_id: text(s.incident_fault_category_id),
    incident_severity: text(s.incident_severity),
    address_name: text(s.address_name),
    address_street: text(s.address_street),
    address_city: text(s.address_city),
    address_county: text(s.address_county) || undefined,
    address_postcode: text(s.address_postcode),
    customer_onsite_contact_name: text(s.customer_onsite_contact_name),
    customer_onsite_contact_number: text(s.customer_onsite_contact_number),
    short_description: text(s.short_description),
    description: text(s.description) || undefined,
    vulnerable_customer: vulnerable ? '1' : '0',
    telecare_required: s.telecare_required === true ? '1' : '0',
    vulnerability_support: vulnerable ? text(s.vulnerability_support) : undefined,
    triage_answers: JSON.stringify(
      triageFields.map((q) => ({ id: q.id, question: q.question, answer: text(d[q.name]) })),
    ),
    availability_date: draft.availability?.date,
    availability_slot: draft.availability?.slot,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}
