import { z } from 'zod';
import type { Toast } from '@/contracts/toast';
import type { AppointmentRequired, FttpProduct, Option, RfsCode } from '../contracts/orders';
import { orderExportColumn, orderFilterStatus, orderType } from '../contracts/orders';
import { daysBetween, isIsoDay, todayIso } from './dates';
import { ukPostcodePattern } from './support-rules';

/**
 * Rules of the ordering area (spec 3 §4, §5, §8, §9), shared by the funnels' machines, their forms and the sandbox, so
 * both sides refuse the same input with the same words. Messages are the spec's, verbatim.
 */

export const orderMessages = {
  postcodeRequired: 'Please enter a postcode',
  postcodeInvalid: 'Invalid postcode',
  propertyRequired:
    'Postcode is required to proceed, please enter a valid postcode and select a property from the available options',
  notAvailable: 'Sorry! We are not yet available in this area.',
  productRequired: 'Please select a product',
  lineProfileRequired: 'Please select a line profile',
  buyerReference: 'Please enter a valid reference',
  buyerReferenceTaken: 'This reference is already used by another order',
  agent: 'Please select an agent',
  agentId: 'Please provide a valid agent ID',
  nameRequired: 'Please enter a name',
  emailInvalid: 'Please enter a valid email',
  emailTooLong: 'Please ensure the Email is not greater than 74 characters',
  resellerId: 'Please ensure the Reseller ID is 3 characters long and contains only letters',
  phone: 'Please provide a valid phone number',
  max255: 'Max 255 characters allowed',
  max1024: 'Max 1024 characters allowed',
  vulnerableSupportRequired: 'Vulnerable customer support is required for this order',
  requestedDateRequired: 'Requested date is required for this order',
  /** Spec 2 §5, verbatim: the one wording wherever a requested date is refused for being past (orders and services). */
  requestedDatePast: 'A requested date cannot be in the past',
  invalidDate: 'Invalid date',
  regradeAppointment: 'Note: An appointment will be mandatory for this order.',
  exportRange: 'The date range can be at most 365 days',
  uprnRequired: 'Uprn parameter must be defined',
  reserveEmpty: 'Failed to reserve appointment, Please try again later.',
} as const;

/** A toast: its title, its description ('' for none) and how many seconds it stays. */

/** The ordering funnels' one toast table: spec 3 §8's (title, description, seconds) and the portal's own. */
export const orderToasts = {
  existingOrder: {
    title: 'Existing order in progress',
    description: 'There is already an order in progress for this property.',
    duration: 5,
  },
  noProducts: {
    title: 'No available products',
    description: 'Sorry! We are unable to provide any services to this property.',
    duration: 5,
  },
  appointmentRequired: {
    title: 'Appointment required',
    description: 'Please select an appointment to continue.',
    duration: 5,
  },
  reservationFailed: {
    title: 'Appointment reservation failed',
    description: 'There was an error reserving your appointment. Please try again later',
    duration: 5,
  },
  orderPlaced: {
    title: 'Order placed successfully',
    description: 'Your order has been placed successfully.',
    duration: 5,
  },
  orderFailed: {
    title: 'Order failed',
    description: 'There was an error placing your order. Please try again.',
    duration: 5,
  },
  /** Ethernet: Next on 'Select a Product' without a product (spec 3 §8). */
  productRequired: { title: 'Please select a product to proceed.', description: '', duration: 6 },
  /** Ethernet: the Metro product request failed (spec 3 §4). */
  metroProductsFailed: { title: 'Failed to retrieve Metro products.', description: '', duration: 5 },
  /** A funnel call with no answer at all (offline, timed out): the FTTP and Ethernet funnels keep the order so far. */
  unreachable: {
    title: 'The orders service could not be reached',
    description: 'Please check your connection and try again. Your order so far is kept.',
    duration: 10,
  },
} as const satisfies Record<string, Toast>;

export const orderBoxes = {
  noProducts: 'No products found: There are no products available for this property.',
  noAppointments:
    'No Appointments Found: There are currently no appointments available, please try again later or contact our support team',
} as const;

export const orderLimits = {
  buyerReferenceMin: 3,
  buyerReferenceMax: 36,
  agentIdMax: 63,
  emailMax: 74,
  vulnerableSupportMax: 255,
  hazardsMax: 1024,
  restrictionsMax: 1024,
  exportRangeDays: 365,
  productRetries: 10,
  productRetryIntervalMs: 5000,
  slotsPerPage: 10,
  familiesCacheMs: 60 * 60 * 1000,
} as const;

/** After success the funnels go to this address (spec 3 §2). */
export const ordersListAfterSuccess = '/ordering/orders?page=1&sort=created_at&order=desc&limit=10';

export const authenticationAgents = ['DHCP Option 82', 'PPPoE Intermediate Agent'] as const;

/** Residential product codes (spec 3 §9): the vulnerable-customer fields apply only to these (with the flag on). */
export const residentialProductCodes = [
  'ftthl2r',
  'ftthl2rn',
  'fttpl2rlite',
  'fttpl2rnlite',
  'fttpl2r-2500l',
  'fttpl2r-2500n',
  'fttpl2r-2000l',
  'fttpl2r-2000n',
  'fttpl2r-1200l',
  'fttpl2r-1200n',
  'fttpl2r-1200al',
  'fttpl2r-1200an',
] as const;
export const isResidentialProduct = (code: string) =>
  (residentialProductCodes as readonly string[]).includes(code.toLowerCase());

// ── Patterns (spec 3 §5) ───────────────────────────────────────────────────────────────────────────────────────────
const postcodePattern = ukPostcodePattern;
export const buyerReferencePattern = /^[A-Za-z0-9-]{3,36}$/;
const agentIdPattern = /^[A-Za-z0-9@._()/+:-]{1,63}$/;
const resellerIdPattern = /^[A-Za-z]{3}$/;
/** UK phone: 0044, +44 or 0, then 7, 9 or 10 digits. */
export const orderPhonePattern = /^(?:0044|\+44|0)(?:\d{7}|\d{9}|\d{10})$/;

/** Spec 3 §5 Postcode: empty 'Please enter a postcode', wrong shape 'Invalid postcode'. */
export const postcodeField = z
  .string()
  .trim()
  .min(1, orderMessages.postcodeRequired)
  .regex(postcodePattern, orderMessages.postcodeInvalid);

// ── The FTTP journey (spec 3 §4 FTTP customer step) ────────────────────────────────────────────────────────────────

export interface JourneyFacts {
  appointmentRequired: AppointmentRequired;
  rfsCode: RfsCode;
  remoteActivationsFlag: boolean;
  cpeInstall: boolean;
}

/**
 * Whether a requested date replaces the appointment step: an appointment is not required (no or maybe), and either the
 * property is RFS_3 with the remote-activations flag on or it is RFS_4, and CPE install is not selected.
 */
export function requestedDateReplacesAppointment(f: JourneyFacts): boolean {
  const notRequired = f.appointmentRequired !== 'yes';
  const remote = (f.rfsCode === 'RFS_3' && f.remoteActivationsFlag) || f.rfsCode === 'RFS_4';
  return notRequired && remote && !f.cpeInstall;
}

export const defaultOrderType = 'fttp';

/**
 * The order types offered for a property: fttp always; for RFS_4 with the WLTO/GPL/house-moves flag on, the RFS_4 types,
 * plus Regrade when is_regrade is set (spec 3 §4).
 */
export function orderTypesFor(input: {
  rfsCode: RfsCode;
  flagOn: boolean;
  isRegrade: boolean;
  rfs4Types: Option[];
}): Option[] {
  const base: Option[] = [{ value: defaultOrderType, label: 'New Provide' }];
  if (input.rfsCode !== 'RFS_4' || !input.flagOn) return base;
  return [...base, ...input.rfs4Types, ...(input.isRegrade ? [{ value: 'regrade', label: 'Regrade' }] : [])];
}

// ── Products step (spec 3 §5 FTTP product options) ─────────────────────────────────────────────────────────────────
export const productChoice = z.object({
  product: z.string().min(1, orderMessages.productRequired),
  line_profile: z.string().min(1, orderMessages.lineProfileRequired),
});

/** Whether a line profile belongs to the product (a stale choice from another product never passes). */
export const lineProfileFits = (product: FttpProduct | undefined, lineProfile: string) =>
  product?.lineProfiles.some((p) => p.value === lineProfile) ?? false;

// ── Customer step (spec 3 §5 FTTP customer details) ────────────────────────────────────────────────────────────────

const trimmed = z.string().trim();
const optionalText = (max: number, message: string) => trimmed.max(max, message).optional().default('');
const yes = z.boolean().optional().default(false);

/** The customer step's own fields. Context rules (vulnerable fields, requested date) are applied by fttpCustomerRules. */
export const fttpCustomerFields = z.object({
  buyer_reference: trimmed.regex(buyerReferencePattern, orderMessages.buyerReference),
  authentication_agent: z.enum(authenticationAgents, orderMessages.agent),
  agent_id: trimmed.regex(agentIdPattern, orderMessages.agentId),
  project_id: trimmed.max(64).optional().default(''),
  reseller_id: trimmed.refine((v) => v === '' || resellerIdPattern.test(v), orderMessages.resellerId).default(''),
  name: trimmed.min(1, orderMessages.nameRequired).max(255, orderMessages.max255),
  email: trimmed
    .min(1, orderMessages.emailInvalid)
    .max(orderLimits.emailMax, orderMessages.emailTooLong)
    .pipe(z.email(orderMessages.emailInvalid)),
  phone: trimmed.transform((v) => v.replace(/\s+/g, '')).pipe(z.string().regex(orderPhonePattern, orderMessages.phone)),
  vulnerable_customer: yes,
  vulnerable_customer_support: optionalText(orderLimits.vulnerableSupportMax, orderMessages.max255),
  hazards: optionalText(orderLimits.hazardsMax, orderMessages.max1024),
  restrictions: optionalText(orderLimits.restrictionsMax, orderMessages.max1024),
  cpe_install: yes,
  bbu_install: yes,
  voip_install: yes,
  telecare_install: yes,
  isp_migration: yes,
  new_order_type: trimmed.max(32).default(defaultOrderType),
  requested_date: z.string().optional().default(''),
});

export interface CustomerContext {
  productCode: string;
  vulnerableFieldsFlag: boolean;
  journey: JourneyFacts;
  /** The sandbox's (or browser's) today in London, yyyy-MM-dd. */
  today?: string;
}

/** Whether the vulnerable-customer fields apply (spec 3 §5): residential product code and the flag on. */
export const vulnerableFieldsApply = (c: Pick<CustomerContext, 'productCode' | 'vulnerableFieldsFlag'>) =>
  c.vulnerableFieldsFlag && isResidentialProduct(c.productCode);

/** A requested date is shown and required when it replaces the appointment (spec 3 §4, §5). */
const requestedDateShown = (c: CustomerContext) => requestedDateReplacesAppointment(c.journey);

/**
 * A requested date in its context (spec 3 §4, §5): required when `required`, a real yyyy-MM-dd day, not before `today`.
 * A field rule of its own, so its message comes in the same round as every other field's.
 */
const requestedDateField = (required: boolean, today: string) =>
  z
    .string()
    .optional()
    .default('')
    .superRefine((v, ctx) => {
      if (!v) {
        if (required) ctx.addIssue({ code: 'custom', message: orderMessages.requestedDateRequired });
      } else if (!isIsoDay(v)) ctx.addIssue({ code: 'custom', message: orderMessages.invalidDate });
      else if (v < today) ctx.addIssue({ code: 'custom', message: orderMessages.requestedDatePast });
    });

/**
 * Cross-field checks run even when other fields already failed (zod skips an object's refinements once a field has an
 * issue unless `when` says otherwise), so a user sees every message in one round. The payload may hold raw input for the
 * fields that failed, hence the guard on an object.
 */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/**
 * The customer step's schema in its context: fields above, plus the vulnerable and requested-date rules; hidden fields are
 * dropped from the output (an appointment is dropped when not needed, a requested date when one is). Every rule reports in
 * the same parse: the requested date is a field rule, the vulnerable-support rule a cross-field check that always runs.
 */
export function fttpCustomerRules(c: CustomerContext) {
  const today = c.today ?? todayIso();
  const dateShown = requestedDateShown(c);
  const vulnerable = vulnerableFieldsApply(c);
  return fttpCustomerFields
    .extend({ requested_date: dateShown ? requestedDateField(true, today) : z.string().optional().default('') })
    .superRefine((f, ctx) => {
      const support = typeof f.vulnerable_customer_support === 'string' ? f.vulnerable_customer_support.trim() : '';
      if (vulnerable && f.vulnerable_customer === true && !support) {
        ctx.addIssue({
          code: 'custom',
          path: ['vulnerable_customer_support'],
          message: orderMessages.vulnerableSupportRequired,
        });
      }
    }, always)
    .transform((f) => ({
      ...f,
      vulnerable_customer: vulnerable && f.vulnerable_customer,
      vulnerable_customer_support: vulnerable && f.vulnerable_customer ? f.vulnerable_customer_support : '',
      requested_date: dateShown ? f.requested_date : '',
    }));
}

// ── Regrade customer (spec 3 §5 Regrade) ───────────────────────────────────────────────────────────────────────────
const regradeCustomerFields = z.object({
  buyer_reference: trimmed.regex(buyerReferencePattern, orderMessages.buyerReference),
  name: trimmed.min(1, orderMessages.nameRequired).max(255, orderMessages.max255),
  email: fttpCustomerFields.shape.email,
  phone: fttpCustomerFields.shape.phone,
  requested_date: z.string().optional().default(''),
});

/** Regrade: a requested date is optional and only when no appointment is needed; never in the past. */
export function regradeCustomerRules(c: { appointmentRequired: boolean; today?: string }) {
  const today = c.today ?? todayIso();
  return regradeCustomerFields
    .extend({
      requested_date: c.appointmentRequired ? z.string().optional().default('') : requestedDateField(false, today),
    })
    .transform((f) => ({ ...f, requested_date: c.appointmentRequired ? '' : f.requested_date }));
}

// ── Orders list and export (spec 3 §2, §5, §7) ─────────────────────────────────────────────────────────────────────

/** Whether an export's range is at most 365 days (both ends dd/MM/yyyy-parsed yyyy-MM-dd days, from before to). */
export const exportRangeFits = (from: string, to: string) =>
  isIsoDay(from) && isIsoDay(to) && daysBetween(from, to) >= 0 && daysBetween(from, to) <= orderLimits.exportRangeDays;

/** GET /orders/export-with-email query (spec 3 §7). */
export const orderExportQuery = z
  .object({
    search: z.string().trim().max(100).optional(),
    order_type: orderType.default('fttp'),
    filename: z
      .string()
      .trim()
      .max(100, 'The file name is at most 100 characters')
      .regex(/^[A-Za-z0-9 ._-]*$/, 'Letters, digits, spaces, dots, dashes and underscores only')
      .optional(),
    date_from: z.iso.date('A date as YYYY-MM-DD'),
    date_to: z.iso.date('A date as YYYY-MM-DD'),
    columns: z
      .string()
      .min(1, 'Choose at least one column')
      .transform((v) => v.split(','))
      .pipe(z.array(orderExportColumn).min(1, 'Choose at least one column')),
    status: orderFilterStatus.optional(),
  })
  .superRefine((q, ctx) => {
    if (daysBetween(q.date_from, q.date_to) < 0)
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'The end date must not be before the start date' });
    else if (!exportRangeFits(q.date_from, q.date_to))
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: orderMessages.exportRange });
  });
export type OrderExportQuery = z.output<typeof orderExportQuery>;

// ── Placement bodies (spec 3 §3 FTTP order payload, Regrade wizard data) ──────────────────────────────────────────
const appointmentBody = z
  .object({
    appointmentDate: z.iso.date('A date as YYYY-MM-DD'),
    appointmentStartTime: z.string().regex(/^\d\d:\d\d$/),
    appointmentEndTime: z.string().regex(/^\d\d:\d\d$/),
    appointmentReservationKey: z.string().min(1).max(64),
  })
  .strict();

/** POST /order/customer: the customer step plus what the sandbox needs to apply the context rules. */
export const fttpCustomerBody = fttpCustomerFields
  .extend({
    uprn: z.string().regex(/^\d{1,12}$/, orderMessages.uprnRequired),
    rfs_status: z.string().max(16),
    product: z.string().min(1, orderMessages.productRequired).max(64),
  })
  .strict();

/**
 * POST /order (header Idempotency-Key): everything the funnel gathered. The sandbox re-checks every rule against its own
 * records (property, product, line profile, reservation) and never trusts the flags or codes the body carries.
 */
export const fttpOrderBody = fttpCustomerBody
  .extend({
    product_display_name: z.string().max(255).optional().default(''),
    line_profile: z.string().min(1, orderMessages.lineProfileRequired).max(64),
    enni: z.string().max(255).optional().default(''),
    interconnect_service: z.string().max(255).optional().default(''),
    opportunity_name: z.string().max(255).optional().default(''),
    appointment: appointmentBody.nullable().default(null),
    appointment_required: z.enum(['yes', 'no', 'maybe']).default('maybe'),
    bduk_subsidised: z.boolean().default(false),
    is_regrade: z.boolean().default(false),
    gpl_wlto: z.boolean().default(false),
  })
  .strict();
export type FttpOrderBody = z.input<typeof fttpOrderBody>;

/** The regrade token's content (spec 3 §2): the service being regraded. */
const regradeService = z.object({
  uprn: z.string(),
  product: z.string(),
  authenticationAgent: z.string(),
  remoteAgentId: z.string(),
});
export type RegradeService = z.infer<typeof regradeService>;

/** POST /regrade-customer */
export const regradeCustomerBody = regradeCustomerFields
  .extend({ token: z.string().min(1).max(4096), product: z.string().min(1).max(64) })
  .strict();

/** POST /regrade-order (header Idempotency-Key); sourceDetails is the service the token names. */
export const regradeOrderBody = regradeCustomerBody
  .extend({
    product_display_name: z.string().max(255).optional().default(''),
    line_profile: z.string().min(1, orderMessages.lineProfileRequired).max(64),
    appointment: appointmentBody.nullable().default(null),
    sourceDetails: regradeService,
  })
  .strict();
export type RegradeOrderBody = z.input<typeof regradeOrderBody>;
