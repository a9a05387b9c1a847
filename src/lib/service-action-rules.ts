import { z } from 'zod';
import type { ConfirmActionKind, FieldErrors, FormActionKind } from '../contracts/service-actions';
import { addDays, isIsoDay, todayIso } from './dates';
import { authenticationAgents, orderMessages } from './order-rules';
import { isWorkingDay } from './working-days';

/**
 * Rules of the service actions (spec 2 §5 "Other forms" and site contact rules, §7 Services), shared by the sandbox
 * (which enforces them on every body) and the portal's dialogs (which show the same messages before sending). The spec
 * shows no bodies for these calls: they are designed here for what a wholesale customer needs (README "Service actions").
 */

/**
 * Messages: the site contact ones and the requested date's verbatim from spec 2 §5; the others in the spec's voice. Each
 * date rule's failure names its rule; 'Invalid date' (spec 3 §5) is only for what is not a day at all.
 */
export const serviceActionMessages = {
  required: 'Required',
  fieldRequired: 'This field is required',
  email: 'Please enter a valid email',
  telephone: 'Telephone must contain at least 9 characters',
  vulnerabilitySupport: 'Vulnerability support is required',
  remoteActivationPast: 'A remote activation date cannot be in the past',
  requestedDatePast: orderMessages.requestedDatePast,
  switchDateAfterToday: 'The switch date must be after today',
  workingDay: 'Please choose a working day (Monday to Friday, not a bank holiday)',
  invalidDate: 'Invalid date',
  vlan: 'A VLAN is a whole number from 2 to 4094',
  agent: 'Please select an agent',
  agentId: 'Please provide a valid agent ID',
  lineProfile: 'Please select a line profile',
  lineProfileSame: 'Choose a line profile other than the current one',
  installOptionUnavailable: 'This install option is not available for this product',
  max: (n: number) => `Max ${n} characters allowed`,
} as const;

export const serviceActionLimits = {
  text: 254,
  longText: 1000,
  reason: 500,
  comment: 4000,
  vulnerabilitySupport: 255,
  telephoneMin: 9,
  telephoneMax: 20,
} as const;

const trimmed = z.string().trim();
const text = (max: number) => trimmed.max(max, serviceActionMessages.max(max));
const optionalText = (max: number) => text(max).optional().default('');
/** A text the form may leave out altogether: missing reads as empty, so its own message shows (not a type error). */
const filled = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? '', schema);
/**
 * A field an update replaces, so every body carries it: missing is refused by name ('This field is required') instead
 * of wiping what is stored; '' (or false) is the explicit way to clear it, and the dialogs always send every field.
 */
const replacedText = (max: number) =>
  z.string({ error: serviceActionMessages.fieldRequired }).trim().max(max, serviceActionMessages.max(max));
const replacedFlag = z.boolean({ error: serviceActionMessages.fieldRequired });

/** A day the action may take effect: typed yyyy-MM-dd, today or later, a working day (src/lib/working-days.ts). */
export function actionDayField(today: string, pastMessage: string = serviceActionMessages.remoteActivationPast) {
  return z
    .string({ error: serviceActionMessages.fieldRequired })
    .min(1, serviceActionMessages.fieldRequired)
    .refine((day) => day === '' || isIsoDay(day), serviceActionMessages.invalidDate)
    .refine((day) => !isIsoDay(day) || day >= today, pastMessage)
    .refine((day) => !isIsoDay(day) || day < today || isWorkingDay(day), serviceActionMessages.workingDay);
}

// ── Confirm actions: cancel, cease, remote activation ─────────────────────────────────────────────────────────────

/** Cancel and cease carry an optional reason; remote activation a date (its query parameter). */
export const cancelCeaseBody = z.object({ reason: optionalText(serviceActionLimits.reason) });

/** POST /v2/services/cancel-cease: either action for a service named in the body. */
export const cancelOrCeaseBody = cancelCeaseBody.extend({
  service_id: trimmed.min(1, serviceActionMessages.fieldRequired).max(64),
  action: z.enum(['cancel', 'cease'], serviceActionMessages.fieldRequired),
});

/** The query parameter of POST /v2/service/{id}/remote-activation (spec 2 §7). */
export const remoteActivationDateField = 'remote-activation-date';

// ── Form actions ─────────────────────────────────────────────────────────────────────────────────────────────────

const telephone = trimmed
  .min(serviceActionLimits.telephoneMin, serviceActionMessages.telephone)
  .max(serviceActionLimits.telephoneMax, serviceActionMessages.max(serviceActionLimits.telephoneMax))
  .regex(/^\+?[0-9 ()-]+$/, serviceActionMessages.telephone);
const email = trimmed
  .min(1, serviceActionMessages.email)
  .max(serviceActionLimits.text, serviceActionMessages.max(serviceActionLimits.text))
  .pipe(z.email(serviceActionMessages.email));

/**
 * PUT /v2/services-contact-update/{id}: the site contact (spec 2 §5 site contact rules, verbatim) and, optionally, the
 * wayleave contact (all three or none, sent as ''). Vulnerability support is required when the customer is vulnerable
 * and cleared when not.
 */
export const contactsBody = z
  .object({
    site_contact_name: filled(
      trimmed
        .min(1, serviceActionMessages.required)
        .max(serviceActionLimits.text, serviceActionMessages.max(serviceActionLimits.text)),
    ),
    site_contact_email: filled(email),
    site_contact_telephone: filled(telephone),
    vulnerable_customer: replacedFlag,
    vulnerability_support: replacedText(serviceActionLimits.vulnerabilitySupport),
    wayleave_contact_name: replacedText(serviceActionLimits.text),
    wayleave_contact_email: replacedText(serviceActionLimits.text),
    wayleave_contact_telephone: replacedText(serviceActionLimits.telephoneMax),
  })
  .superRefine((v, ctx) => {
    if (v.vulnerable_customer && v.vulnerability_support === '')
      ctx.addIssue({
        code: 'custom',
        path: ['vulnerability_support'],
        message: serviceActionMessages.vulnerabilitySupport,
      });
    const wayleave = [v.wayleave_contact_name, v.wayleave_contact_email, v.wayleave_contact_telephone];
    if (wayleave.every((f) => f === '')) return;
    if (v.wayleave_contact_name === '')
      ctx.addIssue({ code: 'custom', path: ['wayleave_contact_name'], message: serviceActionMessages.required });
    if (!email.safeParse(v.wayleave_contact_email).success)
      ctx.addIssue({ code: 'custom', path: ['wayleave_contact_email'], message: serviceActionMessages.email });
    if (!telephone.safeParse(v.wayleave_contact_telephone).success)
      ctx.addIssue({ code: 'custom', path: ['wayleave_contact_telephone'], message: serviceActionMessages.telephone });
  })
  .transform((v) => ({ ...v, vulnerability_support: v.vulnerable_customer ? v.vulnerability_support : '' }));
export type ContactsBody = z.output<typeof contactsBody>;

/**
 * PUT /v2/services-location-update/{id}: where in the premises the service is (the address and UPRN stay). Every field
 * is replaced, so every one is required ('' clears it).
 */
export const locationBody = z.object({
  business_name: replacedText(serviceActionLimits.text),
  floor: replacedText(64),
  room: replacedText(64),
  rack: replacedText(64),
  access_restrictions: replacedText(serviceActionLimits.longText),
  hazards: replacedText(serviceActionLimits.longText),
});
export type LocationBody = z.output<typeof locationBody>;

const vlan = z.coerce
  .number({ error: serviceActionMessages.vlan })
  .int(serviceActionMessages.vlan)
  .min(2, serviceActionMessages.vlan)
  .max(4094, serviceActionMessages.vlan);

/** PUT /v2/services-network-update/{id}: the customer's side of the network details (the ENNI is the provider's). */
export const networkBody = z.object({
  customer_vlan: vlan,
  service_vlan: vlan,
  authentication_agent: z.enum(authenticationAgents, serviceActionMessages.agent),
  remote_agent_id: trimmed.regex(/^[A-Za-z0-9._:-]{1,64}$/, serviceActionMessages.agentId),
});
export type NetworkBody = z.output<typeof networkBody>;

/** PUT /v2/line-profiles/update (the form's value; the sandbox's body adds service_id). */
const lineProfileForm = z.object({
  line_profile: filled(trimmed.min(1, serviceActionMessages.lineProfile).max(64)),
});
export const lineProfileBody = lineProfileForm.extend({ service_id: trimmed.min(1).max(64) });

const requestedDateForm = (today: string) =>
  z.object({ requested_date: actionDayField(today, serviceActionMessages.requestedDatePast) });

/** A switch date is a working day after today (the switch is still ahead while it can be moved). */
const switchDateForm = (today: string) =>
  z.object({ switch_date: actionDayField(addDays(today, 1), serviceActionMessages.switchDateAfterToday) });

/**
 * POST /v2/service/{id}/install-options: each install option on or off, all four every time (a missing one would
 * switch it off unasked); the sandbox refuses one the product lacks.
 */
export const installOptionsBody = z.object({
  cpe_install: replacedFlag,
  bbu_install: replacedFlag,
  voip_install: replacedFlag,
  telecare_install: replacedFlag,
});
export type InstallOptionsBody = z.output<typeof installOptionsBody>;

/** POST /v2/service_case_comments. */
const caseCommentForm = z.object({
  text: filled(
    trimmed
      .min(1, serviceActionMessages.fieldRequired)
      .max(serviceActionLimits.comment, serviceActionMessages.max(serviceActionLimits.comment)),
  ),
});
export const caseCommentBody = caseCommentForm.extend({
  service_id: trimmed.min(1).max(64),
  case_id: trimmed.min(1).max(64),
});

/** The schema each form dialog checks before sending (the sandbox checks the same, with its own today). */
function formActionSchema(kind: FormActionKind, today: string = todayIso()): z.ZodType {
  switch (kind) {
    case 'contacts':
      return contactsBody;
    case 'location':
      return locationBody;
    case 'network':
      return networkBody;
    case 'lineProfile':
      return lineProfileForm;
    case 'requestedDate':
      return requestedDateForm(today);
    case 'switchDate':
      return switchDateForm(today);
    case 'installOptions':
      return installOptionsBody;
    case 'caseComment':
      return caseCommentForm;
  }
}

/** The schema's problems as the sandbox's 400 envelope carries them: field path → messages. */
export function formProblems(kind: FormActionKind, values: unknown, today?: string): FieldErrors {
  const parsed = formActionSchema(kind, today).safeParse(values);
  if (parsed.success) return {};
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'form';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/** The confirm dialogs' fields: cancel and cease an optional reason, remote activation its date. */
export function confirmActionProblems(
  kind: ConfirmActionKind,
  values: { date: string; reason: string },
  today: string = todayIso(),
): FieldErrors {
  const fields: FieldErrors = {};
  if (kind === 'remoteActivation') {
    const parsed = actionDayField(today).safeParse(values.date);
    if (!parsed.success) fields[remoteActivationDateField] = parsed.error.issues.map((i) => i.message);
  } else {
    const parsed = cancelCeaseBody.safeParse({ reason: values.reason });
    if (!parsed.success) fields.reason = parsed.error.issues.map((i) => i.message);
  }
  return fields;
}

/**
 * Remote activation (spec 2 §7 POST /v2/service/{id}/remote-activation; the spec gives it no allow_* flag): an FTTP
 * service not yet installed may be given the day it is activated remotely (no engineer visit for the activation); the
 * call turns `remote_activation` on with its date. The portal offers it by this rule and the sandbox refuses by it.
 */
export const remoteActivationAllowed = (s: { productFamily: string; status: string }) =>
  s.productFamily === 'fttp' && ['Pending', 'Provisioning', 'In Progress'].includes(s.status);
