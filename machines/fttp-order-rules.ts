import type { FttpProduct, Option, OrderDetail, Property } from '@/contracts/orders';
import { todayIso } from '@/lib/dates';
import {
  type CustomerContext,
  defaultOrderType,
  type FttpOrderBody,
  fttpCustomerRules,
  orderMessages,
  orderTypesFor,
  productChoice,
  requestedDateReplacesAppointment,
  vulnerableFieldsApply,
} from '@/lib/order-rules';
import { bookedAppointment } from './appointment-slot-list.machine';
import { type FttpDraft, type FttpStep, fttpSteps } from './fttp-order-draft';
import { funnelStepsOf } from './funnel-steps';
import { customerChecks, emptyFunnelContext, type FunnelContext } from './order-funnel';

/** The funnel's feature flags (spec 3 §6), read from the organisation's one flags answer. */
export type FttpFlags = {
  rfs3RemoteActivations: boolean;
  wltoGplAndHouseMoves: boolean;
  showVulnerableFields: boolean;
};

export type FttpContext = Omit<FttpDraft, 'version' | 'step'> &
  FunnelContext<FttpStep, Property> & {
    flags: FttpFlags;
    /** The products step's messages are shown once Next was pressed without a valid choice, never before. */
    showChoiceErrors: boolean;
    order: OrderDetail | null;
  };

export const emptyOrder: Omit<FttpContext, 'flags' | 'now' | 'newKey' | 'resumeAt'> = {
  ...emptyFunnelContext,
  isRegrade: false,
  gplWlto: false,
  products: [],
  choice: { product: '', line_profile: '' },
  orderTypes: [],
  projects: [],
  showChoiceErrors: false,
  appointment: null,
};

/** What a later step holds: going back to the start clears it (spec 3 §4). */
export const laterSteps = {
  isRegrade: false,
  gplWlto: false,
  products: [],
  choice: { product: '', line_profile: '' },
  orderTypes: [],
  projects: [],
  customer: {},
  showChoiceErrors: false,
  showErrors: false,
  serverErrors: {},
  appointment: null,
  idempotencyKey: null,
} satisfies Partial<FttpContext>;

export const draftFrom = (c: FttpContext, step: FttpStep): FttpDraft => ({
  version: 1,
  step,
  postcode: c.postcode,
  properties: c.properties,
  uprn: c.uprn,
  isRegrade: c.isRegrade,
  gplWlto: c.gplWlto,
  products: c.products,
  choice: c.choice,
  orderTypes: c.orderTypes,
  projects: c.projects,
  customer: c.customer,
  appointment: c.appointment,
  idempotencyKey: c.idempotencyKey,
});

export const propertyOf = (c: Pick<FttpContext, 'properties' | 'uprn'>): Property | undefined =>
  c.properties.find((p) => p.uprn === c.uprn);
export const productOf = (c: Pick<FttpContext, 'products' | 'choice'>): FttpProduct | undefined =>
  c.products.find((p) => p.productName === c.choice.product);

/** Whether the product and line profile are chosen (a line profile of another product never counts). */
export const isChoiceValid = (c: Pick<FttpContext, 'products' | 'choice'>) =>
  productChoice.safeParse(c.choice).success &&
  (productOf(c)?.lineProfiles.some((p) => p.value === c.choice.line_profile) ?? false);

/** The products step's messages (spec 3 §5), once Next was pressed without a valid choice: they follow every change. */
export function choiceErrorsOf(c: Pick<FttpContext, 'products' | 'choice' | 'showChoiceErrors'>): {
  product?: string;
  line_profile?: string;
} {
  if (!c.showChoiceErrors || isChoiceValid(c)) return {};
  return productOf(c)
    ? { line_profile: orderMessages.lineProfileRequired }
    : { product: orderMessages.productRequired };
}

/** The rules' view of the order so far: product code, flags and the journey facts of spec 3 §4. */
function customerContextOf(c: FttpContext): CustomerContext {
  return {
    productCode: c.choice.product,
    vulnerableFieldsFlag: c.flags.showVulnerableFields,
    journey: {
      appointmentRequired: productOf(c)?.appointmentRequired ?? 'maybe',
      rfsCode: propertyOf(c)?.rfs_status.code ?? 'NOT_RFS_0',
      remoteActivationsFlag: c.flags.rfs3RemoteActivations,
      cpeInstall: c.customer.cpe_install === true,
    },
    today: todayIso(c.now()),
  };
}

/** Spec 3 §4: a requested date replaces the appointment step (and the journey jumps to summary). */
export const replacesAppointment = (c: FttpContext) => requestedDateReplacesAppointment(customerContextOf(c).journey);
export const showsVulnerableFields = (c: FttpContext) => vulnerableFieldsApply(customerContextOf(c));

/** The step bar's steps: the Appointment step is left out once the chosen product's journey replaces it with a date. */
export const fttpStepsFor = (c: FttpContext): FttpStep[] =>
  funnelStepsOf(fttpSteps, (step) => step === 'appointment' && productOf(c) !== undefined && replacesAppointment(c));

/** A field never typed in counts as empty, so it gets its own message ('Please enter a valid reference'), not zod's. */
const typedFields = ['buyer_reference', 'authentication_agent', 'agent_id', 'name', 'email', 'phone'] as const;
const withBlanks = (values: Record<string, unknown>) => ({
  ...Object.fromEntries(typedFields.map((field) => [field, ''])),
  ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined)),
});

/** The customer step checked by the shared rules in the order's context (the kit's `customerChecks`). */
const customer = customerChecks((c: FttpContext) =>
  fttpCustomerRules(customerContextOf(c)).safeParse(withBlanks(c.customer)),
);
const checkCustomer = customer.check;
export const { customerErrorsOf, isCustomerValid } = customer;

/** Order types offered (spec 3 §4): fttp, and for RFS_4 with the flag the RFS_4 types plus Regrade when is_regrade. */
export const orderTypesOf = (c: FttpContext): Option[] =>
  orderTypesFor({
    rfsCode: propertyOf(c)?.rfs_status.code ?? 'NOT_RFS_0',
    flagOn: c.flags.wltoGplAndHouseMoves,
    isRegrade: c.isRegrade,
    rfs4Types: c.orderTypes,
  });

/** Install options offered: the product's own (spec 3 §3 availableInstallProducts). */
export const installOptionsOf = (c: FttpContext) => productOf(c)?.availableInstallProducts ?? [];

/** Hidden answers are not kept: install flags the product does not offer, an order type no longer offered. */
export function withOfferedAnswers(c: FttpContext, values: Record<string, unknown>): Record<string, unknown> {
  const offered = new Set<string>(installOptionsOf(c));
  const next = { ...values };
  for (const install of ['cpe', 'bbu', 'voip', 'telecare']) {
    if (!offered.has(install)) delete next[`${install}_install`];
  }
  const types = orderTypesOf({ ...c, customer: next });
  if (typeof next.new_order_type !== 'string' || !types.some((t) => t.value === next.new_order_type)) {
    next.new_order_type = defaultOrderType;
  }
  return next;
}

/** POST /order/customer: the customer step plus what the sandbox needs to apply the context rules. */
export function customerBodyOf(c: FttpContext) {
  const { values } = checkCustomer(c);
  if (!values) throw new Error('The customer step is not valid');
  return {
    ...values,
    uprn: c.uprn ?? '',
    rfs_status: propertyOf(c)?.rfs_status.code ?? '',
    product: c.choice.product,
  };
}

/**
 * POST /order: everything gathered. An appointment is dropped when not needed, a requested date when one is (spec 3
 * §4); the same context always gives the same body, so a retried attempt sends what its key was first used with.
 */
export function orderBodyOf(c: FttpContext): FttpOrderBody {
  const product = productOf(c);
  const property = propertyOf(c);
  const slot = replacesAppointment(c) ? null : c.appointment;
  return {
    ...customerBodyOf(c),
    product_display_name: product?.displayName ?? '',
    line_profile: c.choice.line_profile,
    enni: product?.nni?.identifier ?? '',
    interconnect_service: product?.nni?.access ?? '',
    opportunity_name: product?.nni?.opportunityName ?? '',
    appointment: bookedAppointment(slot),
    appointment_required: product?.appointmentRequired ?? 'maybe',
    bduk_subsidised: property?.bduk_subsidised ?? false,
    is_regrade: c.isRegrade,
    gpl_wlto: c.gplWlto,
  };
}

/** The sandbox's field errors (400 validation_failed), first message each. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const fields = (error as { fields?: Record<string, string[]> } | null)?.fields;
  if (!fields || (error as { status?: number }).status !== 400) return undefined;
  const first = Object.entries(fields).flatMap(([field, messages]) =>
    messages[0] ? [[field, messages[0]] as const] : [],
  );
  return first.length ? Object.fromEntries(first) : undefined;
}

export type ResumePoint = 'summary' | 'appointment' | 'customer' | 'products' | 'properties' | 'start';
/** Where a restored draft resumes: the step it was on, as far as what it holds still allows (never past a gap). */
export function resumePointOf(c: FttpContext): ResumePoint {
  const at = c.resumeAt;
  const ready = isCustomerValid(c);
  if (at === 'summary' && ready && (replacesAppointment(c) || c.appointment !== null)) return 'summary';
  if ((at === 'summary' || at === 'appointment') && ready && !replacesAppointment(c)) return 'appointment';
  if (at !== 'availability' && at !== 'products' && isChoiceValid(c)) return 'customer';
  if (at !== 'availability' && c.products.length > 0 && propertyOf(c)) return 'products';
  return c.properties.length > 0 ? 'properties' : 'start';
}
