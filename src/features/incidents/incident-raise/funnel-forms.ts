import type { IncidentDraft } from '@machines/incident-raise-draft';
import { faultStartOf, triageFields } from '@machines/incident-raise-forms';
import type { z } from 'zod';
import { supportMessages } from '@/lib/support-rules';

/**
 * What the funnel's views need of its forms beyond the machine: a field's message from its schema (the validity that
 * enables Next is decided in the machine with the same schemas), and the mapping of a finished draft to the fields of
 * POST /v2/incidents.
 */

/** antd Form rule from a field schema, so an input shows the same message the sandbox would answer. */
export const zodRule = (schema: z.ZodType) => ({
  validator: async (_: unknown, value: unknown) => {
    const parsed = schema.safeParse(value === '' ? undefined : value);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? supportMessages.required);
  },
});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));

/** The multipart fields of POST /v2/incidents for a finished draft (the reservation is attached after create). */
export function createFieldsOf(draft: IncidentDraft): Record<string, string> {
  const s = draft.serviceValues;
  const d = draft.detailsValues;
  const vulnerable = s.vulnerable_customer === true;
  const fields: Record<string, string | undefined> = {
    business_service_reference: draft.serviceReference ?? '',
    customer_reference: text(s.customer_reference),
    buyer_fault_ref: text(s.buyer_fault_ref) || undefined,
    fault_start_time: faultStartOf(s)?.toISOString() ?? '',
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
