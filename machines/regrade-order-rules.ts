import type { OrderDetail, RegradeLookup } from '@/contracts/orders';
import { todayIso } from '@/lib/dates';
import { type RegradeOrderBody, regradeCustomerBody, regradeCustomerRules, regradeOrderBody } from '@/lib/order-rules';
import { bookedAppointment, type ReservedSlot } from './appointment-slot-list.machine';
import { errorStatus } from './error-status';
import { funnelStepsOf } from './funnel-steps';
import type { ResumePoint } from './order-funnel';
import { customerChecks } from './order-funnel';
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
} as const;

export type RegradeContext = {
  token: string | null;
  now: () => number;
  newKey: () => string;
  lookup: RegradeLookup | null;
  product: string;
  line_profile: string;
  customer: RegradeCustomerValues;
  /** The customer step's messages are shown once Next was pressed (then they follow every change). */
  showErrors: boolean;
  /** Field errors the sandbox answered (first message each), until the field changes. */
  serverErrors: Record<string, string>;
  appointment: ReservedSlot | null;
  idempotencyKey: string | null;
  order: OrderDetail | null;
  /** The step a restored draft was saved at, until it resumes. */
  resumeAt: RegradeStep;
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
/** The customer step checked by the wizard's rules (the kit's `customerChecks`): its messages, and its answers' validity. */
const customer = customerChecks((c: RegradeContext) => customerRules(c).safeParse(c.customer));
export const { customerErrorsOf } = customer;
/** The answers pass the rules (the sandbox's refusals of them are for the user to change, not a bar to Next). */
export const customerValid = (c: RegradeContext) => customer.check(c).values !== undefined;
/** Everything the summary shows is in place. */
const summaryReady = (c: RegradeContext) =>
  productChosen(c) && customerValid(c) && (!appointmentNeeded(c) || c.appointment !== null);
/**
 * The sandbox's field errors (400), first message each, on the customer's fields; with no errors object (or none of
 * these fields) nothing is shown (spec 3 §5 Regrade). Undefined when the answer was not a refusal of the fields.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (errorStatus(error) !== 400) return undefined;
  const fields = (error as { fields?: Record<string, string[]> }).fields ?? {};
  const first = Object.entries(fields).flatMap(([field, messages]) =>
    field in emptyCustomer && messages[0] ? [[field, messages[0]] as const] : [],
  );
  return Object.fromEntries(first);
}
/** The customer form sends the fields it changed; only the customer's fields are kept. */
export const offeredAnswers = (c: RegradeContext, values: Record<string, unknown>): RegradeCustomerValues => ({
  ...c.customer,
  ...Object.fromEntries(Object.entries(values).filter(([field]) => field in emptyCustomer)),
});
/** Where a restored draft resumes: the step it was on, when what that step needs is still in place; else Products. */
export function resumePointOf(c: RegradeContext): ResumePoint {
  if (!productChosen(c)) return 'start';
  if (c.resumeAt === 'summary' && summaryReady(c)) return 'summary';
  if (c.resumeAt === 'appointment' && customerValid(c) && appointmentNeeded(c)) return 'appointment';
  return c.resumeAt === 'customer' ? 'customer' : 'products';
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

/** The wizard as it starts, and as 'Start again' leaves it: the link's token and lookup are kept. */
export const emptyRegrade = {
  product: '',
  line_profile: '',
  customer: emptyCustomer,
  showErrors: false,
  serverErrors: {},
  appointment: null,
  idempotencyKey: null,
  order: null,
} satisfies Partial<RegradeContext>;
