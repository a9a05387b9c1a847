import type { IncidentDraft } from '@machines/incident-raise-draft';
import { faultStartOf, triageFields } from '@machines/incident-raise-forms';

// The forms' values and messages are the machines'; what is left for the view is the create call's fields.

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
