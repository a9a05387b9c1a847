import { z } from 'zod';
import { appointmentPeriods } from '../contracts/appointment-windows';
import {
  incidentSeverities,
  supportLimits,
  supportMessages,
  triageQuestions,
  ukPhonePattern,
  ukPostcodePattern,
} from './support-rules';

/**
 * The non-file fields of POST /v2/incidents (multipart, so every value arrives as text), with the rules of spec 2 §5.
 * The funnel validates its draft with the same schema; the sandbox adds the rules that need data (uniqueness, live
 * service, open incident, fault start not after the sandbox clock).
 */
const required = (max: number, tooLong: string) =>
  z.string({ error: supportMessages.required }).trim().min(1, supportMessages.required).max(max, tooLong);
const optional = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));
const patterned = (pattern: RegExp, message: string) =>
  z.string({ error: supportMessages.required }).trim().min(1, supportMessages.required).regex(pattern, message);
const flag = z.enum(['1', '0'], 'Send 1 or 0').default('0');
const positiveId = z
  .string({ error: supportMessages.required })
  .regex(/^[1-9]\d{0,8}$/, supportMessages.required)
  .transform(Number);

const triageAnswerInput = z.object({
  id: z.number().int(),
  question: z.string().max(500).optional(),
  answer: z.string().trim().max(supportLimits.address, `An answer is at most ${supportLimits.address} characters`),
});

/** Six yes/no answers (ids 1–6) and the A-end location (id 9) are all required. */
const triageAnswersField = z
  .string({ error: supportMessages.required })
  .max(20_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Triage answers must be a JSON list' });
      return z.NEVER;
    }
  })
  .pipe(z.array(triageAnswerInput).max(20))
  .superRefine((answers, ctx) => {
    for (const q of triageQuestions) {
      const given = answers.find((a) => a.id === q.id);
      const ok = q.kind === 'yes_no' ? given?.answer === 'Yes' || given?.answer === 'No' : Boolean(given?.answer);
      if (!ok) ctx.addIssue({ code: 'custom', message: `${q.question} ${supportMessages.required}` });
    }
    if (answers.some((a) => !triageQuestions.some((q) => q.id === a.id)))
      ctx.addIssue({ code: 'custom', message: 'Unknown triage question' });
  });

/** The fields one by one (the funnel's forms validate each input with these). */
export const createIncidentObject = z
  .object({
    business_service_reference: required(64, 'Not a service reference'),
    customer_reference: required(supportLimits.customerReference, 'At most 254 characters'),
    buyer_fault_ref: optional(supportLimits.buyerFaultRef, 'At most 254 characters'),
    fault_start_time: z.iso.datetime({ offset: true, error: supportMessages.required }),
    business_service_category_id: positiveId,
    incident_fault_category_id: positiveId,
    incident_severity: z.enum(incidentSeverities, supportMessages.required),
    address_name: required(supportLimits.address, 'At most 254 characters'),
    address_street: required(supportLimits.address, 'At most 254 characters'),
    address_city: required(supportLimits.address, 'At most 254 characters'),
    address_county: optional(supportLimits.address, 'At most 254 characters'),
    // The patterns bound the length themselves, so a bad value gets one message, not two.
    address_postcode: patterned(ukPostcodePattern, supportMessages.postcode),
    customer_onsite_contact_name: required(supportLimits.contactName, 'At most 224 characters'),
    customer_onsite_contact_number: patterned(ukPhonePattern, supportMessages.phone),
    short_description: required(supportLimits.shortDescription, 'At most 140 characters'),
    description: optional(supportLimits.description, 'At most 4000 characters'),
    vulnerable_customer: flag,
    telecare_required: flag,
    vulnerability_support: optional(supportLimits.vulnerabilitySupport, 'At most 255 characters'),
    triage_answers: triageAnswersField,
    reservation_id: z.uuid('Not a reservation id').optional(),
    availability_date: z.iso.date('A date as YYYY-MM-DD').optional(),
    availability_slot: z.enum(appointmentPeriods).optional(),
  })
  .strict();

export const createIncidentFields = createIncidentObject
  .superRefine((f, ctx) => {
    if (f.vulnerable_customer === '1' && !f.vulnerability_support) {
      ctx.addIssue({ code: 'custom', path: ['vulnerability_support'], message: supportMessages.required });
    }
  })
  // The support text is cleared when the box is unticked (§5), so it is never stored for a non-vulnerable customer.
  .transform((f) => ({
    ...f,
    vulnerability_support: f.vulnerable_customer === '1' ? f.vulnerability_support : undefined,
  }));
export type CreateIncidentFields = z.output<typeof createIncidentFields>;
