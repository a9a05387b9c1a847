import type { OrderDetail, RegradeLookup } from '@/contracts/orders';
import { todayIso } from '@/lib/dates';
import { type RegradeOrderBody, regradeCustomerBody, regradeCustomerRules, regradeOrderBody } from '@/lib/order-rules';
import { bookedAppointment, type ReservedSlot } from './appointment-slot-list.machine';
import { funnelStepsOf } from './funnel-steps';
import {
  emptyCustomer,
  type RegradeCustomerValues,
  type RegradeDraft,
  type RegradeStep,
  regradeDraftVersion,
  regradeSteps,
} from './regrade-order-draft';

/**
 * The regrade wizard's rules (spec 3 §3 Regrade wizard data, §4, §5): what the machine decides with and the views show.
 * The machine (`regrade-order.machine.ts`) keeps only its steps.
 */
export type RegradeInput = { token: string | null; now?: () => number; newKey?: () => string };
export type FieldErrors = Partial<Record<keyof RegradeCustomerValues, string>>;
export type CustomerBody = Omit<
  RegradeOrderBody,
  'line_profile' | 'product_display_name' | 'appointment' | 'sourceDetails'
>;

export const regradeMessages = {
  title: 'Regrade Order',
  searching: 'Searching for available products...',
  invalidLink:
    'This regrade link is not valid or has expired. Please open the regrade from the service again, or go back to your orders.',
  lookupFailed: 'The regrade could not be loaded. Please try again.',
  summaryTitle: 'Regrade Order Summary',
  customerNotChecked: {
    title: 'Customer details not checked',
    description: 'The customer details could not be checked. Please try again.',
    duration: 5,
  },
} as const;

export type RegradeContext = {
  token: string | null;
  now: () => number;
  newKey: () => string;
  lookup: RegradeLookup | null;
  product: string;
  line_profile: string;
  customer: RegradeCustomerValues;
  /** Messages on the customer fields: the rules' once Next was pressed, then the server's (first message each). */
  errors: FieldErrors;
  showErrors: boolean;
  appointment: ReservedSlot | null;
  idempotencyKey: string | null;
  order: OrderDetail | null;
  /** The draft read back, until the lookup says where it may resume. */
  restored: RegradeDraft | null;
};

/** The products the service may move to: the lookup's options without its current product. */
export const productOptions = (lookup: RegradeLookup | null) =>
  lookup ? lookup.options.filter((o) => o.value !== lookup.service.product) : [];
export const lineProfilesOf = (lookup: RegradeLookup | null, product: string) =>
  (product && lookup?.lineProfiles[product]) || [];
export const appointmentNeeded = (c: Pick<RegradeContext, 'lookup' | 'product'>) =>
  c.lookup?.products[c.product]?.appointmentRequired ?? false;

/**
 * The wizard's steps for the step bar (spec 3 §4 Regrade wizard): Products, Customer, Appointment only when the chosen
 * product requires one, Summary. Decided by the machine's own rule (`isAppointmentNeeded`), never by the view.
 */
export const regradeStepsFor = (c: Pick<RegradeContext, 'lookup' | 'product'>): RegradeStep[] =>
  funnelStepsOf(regradeSteps, (step) => step === 'appointment' && !appointmentNeeded(c));
export const productChosen = (c: RegradeContext) =>
  productOptions(c.lookup).some((o) => o.value === c.product) &&
  lineProfilesOf(c.lookup, c.product).some((p) => p.value === c.line_profile);
const customerRules = (c: RegradeContext) =>
  regradeCustomerRules({ appointmentRequired: appointmentNeeded(c), today: todayIso(c.now()) });
export const customerValid = (c: RegradeContext) => customerRules(c).safeParse(c.customer).success;
/** The rules' messages, first per field. */
export function clientErrors(c: RegradeContext): FieldErrors {
  const parsed = customerRules(c).safeParse(c.customer);
  const errors: FieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof RegradeCustomerValues;
    errors[field] ??= issue.message;
  }
  return errors;
}
const fieldsOf = (error: unknown) => (error as { fields?: Record<string, string[]> } | null)?.fields;
/** Server errors keyed by field on their fields, first message each; none without an errors object (spec 3 §5). */
export function serverErrorsOf(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldsOf(error) ?? {})) {
    if (field in emptyCustomer && messages[0]) errors[field as keyof FieldErrors] = messages[0];
  }
  return errors;
}
/** Once Next was pressed the rules' messages follow the typing; a server message goes when its field changes. */
export function customerChange(c: RegradeContext, values: Partial<RegradeCustomerValues>) {
  const customer = { ...c.customer, ...values };
  const errors: FieldErrors = c.showErrors ? clientErrors({ ...c, customer }) : {};
  for (const [field, message] of Object.entries(c.errors) as [keyof FieldErrors, string][]) {
    if (!(field in values) && !errors[field]) errors[field] = message;
  }
  return { customer, errors, idempotencyKey: null };
}

/** POST /regrade-customer's body (the rules' output: trimmed, a requested date only when no appointment is needed). */
export function customerBodyOf(c: RegradeContext): CustomerBody {
  const customer = customerRules(c).parse(c.customer);
  return regradeCustomerBody.parse({ ...customer, token: c.token ?? '', product: c.product });
}
/** POST /regrade-order's body: what the summary shows. */
export function orderBodyOf(c: RegradeContext): RegradeOrderBody {
  const lookup = c.lookup as RegradeLookup;
  const { uprn, product, authenticationAgent, remoteAgentId } = lookup.service;
  const slot = appointmentNeeded(c) ? c.appointment : null;
  return regradeOrderBody.parse({
    ...customerBodyOf(c),
    product_display_name: lookup.products[c.product]?.displayName ?? '',
    line_profile: c.line_profile,
    appointment: bookedAppointment(slot),
    sourceDetails: { uprn, product, authenticationAgent, remoteAgentId },
  });
}

export function draftOf(c: RegradeContext, step: RegradeStep): RegradeDraft {
  return {
    version: regradeDraftVersion,
    token: c.token ?? '',
    step,
    product: c.product,
    line_profile: c.line_profile,
    customer: c.customer,
    appointment: c.appointment,
    idempotencyKey: c.idempotencyKey,
  };
}

export const fresh = {
  lookup: null,
  product: '',
  line_profile: '',
  customer: emptyCustomer,
  errors: {},
  showErrors: false,
  appointment: null,
  idempotencyKey: null,
  order: null,
  restored: null,
} satisfies Partial<RegradeContext>;
