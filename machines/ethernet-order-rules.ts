import type {
  Enni,
  EthernetPresentation,
  EthernetProduct,
  EthernetProperty,
  EthernetVariant,
} from '@/contracts/ethernet';
import { todayIso } from '@/lib/dates';
import {
  type EthernetCustomerContext,
  type EthernetFlags,
  type EthernetRequestBody,
  ethernetCustomerRules,
  ethernetFieldMessages,
  ethernetTermsOf,
  ethernetVariantsFor,
  presentationOptionsFor,
  type SvlanUse,
  svlanUseFor,
} from '@/lib/ethernet-rules';
import { ptwApproval } from '@/lib/ptw-rules';
import type { EthernetDraft, EthernetStep } from './ethernet-order-draft';
import { customerChecks, emptyFunnelContext, type FunnelContext } from './order-funnel';

export type { EthernetFlags } from '@/lib/ethernet-rules';
/** What customer validation and placement send: the envelope of the shared rules and the variant's fields. */
export type EthernetOrderBody = EthernetRequestBody & Record<string, unknown>;

/** What a placement answers (the order as placed): its id and the buyer reference the PTW files go under. */
export type EthernetPlaced = { id: string; buyer_order_reference: string } & Record<string, unknown>;

export type EthernetContext = Omit<EthernetDraft, 'version' | 'step' | 'variant'> &
  FunnelContext<EthernetStep, EthernetProperty> & {
    flags: EthernetFlags;
    /** PTW documents chosen on the customer step and the verification tick; uploaded after the order is placed. */
    ptw: { files: File[]; verified: boolean };
    order: EthernetPlaced | null;
  };

export const emptyOrder: Omit<EthernetContext, 'flags' | 'now' | 'newKey' | 'resumeAt'> = {
  ...emptyFunnelContext,
  products: [],
  choice: { term: null, productId: '' },
  ptw: { files: [], verified: false },
};

/** What a later step holds: going back to the start clears it (spec 3 §4). */
export const laterSteps = {
  products: [],
  choice: { term: null, productId: '' },
  customer: {},
  showErrors: false,
  serverErrors: {},
  ptw: { files: [], verified: false },
  idempotencyKey: null,
} satisfies Partial<EthernetContext>;

export const propertyOf = (c: Pick<EthernetContext, 'properties' | 'uprn'>): EthernetProperty | undefined =>
  c.properties.find((p) => p.uprn === c.uprn);
export const productOf = (c: Pick<EthernetContext, 'products' | 'choice'>): EthernetProduct | undefined =>
  c.products.find((p) => p.productId === c.choice.productId && p.contractTerm === c.choice.term);

/** The branches a property can be ordered in for the organisation (over FFN only with the ethernetOverFFN flag). */
const variantsOfProperty = (property: EthernetProperty, flags: EthernetFlags) =>
  ethernetVariantsFor(property.service_area, flags);
/** The properties of a lookup that can be ordered at all (a property of an FFN-only area needs the flag). */
export const orderableProperties = (properties: readonly EthernetProperty[], flags: EthernetFlags) =>
  properties.filter((p) => variantsOfProperty(p, flags).length > 0);

/**
 * The branch (spec 3 §4, §6): over FFN when the organisation's ethernetOverFFN flag is on and the property's area has
 * FFN (an area with both is then ordered over FFN); metro otherwise.
 */
export function variantOf(c: Pick<EthernetContext, 'flags' | 'properties' | 'uprn'>): EthernetVariant {
  const property = propertyOf(c);
  return property && variantsOfProperty(property, c.flags).includes('ffn') ? 'ffn' : 'metro';
}

/** Contract terms offered, highest first (the default is the highest, spec 3 §4). */
export const termsOf = (products: readonly EthernetProduct[]): number[] => ethernetTermsOf(products);
export const productsOfTerm = (c: Pick<EthernetContext, 'products' | 'choice'>): EthernetProduct[] =>
  c.products.filter((p) => p.contractTerm === c.choice.term);

export const isChoiceValid = (c: Pick<EthernetContext, 'products' | 'choice'>) => productOf(c) !== undefined;

export const draftFrom = (c: EthernetContext, step: EthernetStep): EthernetDraft => ({
  version: 1,
  step,
  variant: propertyOf(c) ? variantOf(c) : null,
  postcode: c.postcode,
  properties: c.properties,
  uprn: c.uprn,
  products: c.products,
  choice: c.choice,
  customer: c.customer,
  ptw: c.ptw,
  idempotencyKey: c.idempotencyKey,
});

/** A stored draft as the funnel resumes it; undefined for a draft of the other branch (the flag changed since). */
export function resumedFrom(draft: EthernetDraft, c: EthernetContext): Partial<EthernetContext> | undefined {
  if (draft.variant !== null && draft.variant !== variantOf({ ...c, ...draft })) return undefined;
  const { version: _, step, variant: __, ...kept } = draft;
  // A draft stored before the defaults were kept gets them (what the step shows is what it holds).
  return { ...kept, customer: withCustomerDefaults({ ...c, ...kept }), resumeAt: step };
}

// ── Customer step ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The ENNIs the user may choose from (ENNI selection on): the product's. */
export const enniOptionsOf = (c: EthernetContext): Enni[] => productOf(c)?.ennis ?? [];

/** The ENNI of the order: the chosen one (selection on), else the product's default. */
export function enniOf(c: EthernetContext): Enni | undefined {
  const product = productOf(c);
  if (!product) return undefined;
  const id = c.flags.enniSelectionEnabled ? c.customer.enni : product.enni;
  return product.ennis.find((e) => e.identifier === id);
}

/** svlan over FFN by the ENNI's tagging: required for Double Tag, disabled for Single Tag (spec 3 §5); never on metro. */
export const svlanUseOf = (c: EthernetContext): SvlanUse =>
  variantOf(c) === 'ffn' ? svlanUseFor(enniOf(c)?.tagging) : 'disabled';

/** Presentation options (spec 3 §5): metro RJ45, Optical single mode, Optical Multimode; over FFN the product's or RJ45. */
export const presentationsOf = (c: EthernetContext): EthernetPresentation[] =>
  presentationOptionsFor(variantOf(c), productOf(c));

/** What the shared rules need beyond the form: the product's ENNIs, terms and options, and today. */
function customerContextOf(c: EthernetContext): EthernetCustomerContext {
  const product = productOf(c);
  return {
    enniSelectionEnabled: c.flags.enniSelectionEnabled,
    ennis: product?.ennis ?? [],
    defaultEnni: product?.enni ?? null,
    presentationOptions: presentationsOf(c),
    terms: termsOf(c.products),
    today: todayIso(c.now()),
  };
}

const fieldsOfFfnOnly = [
  'svlan',
  'cvlan',
  'route_approver_onsite',
  'floor_plans_available',
  'ppe_required',
  'listed_building',
  'building_landlord_contact',
  'induction_required',
  'parking_available',
  'site_ready_for_installation',
  'requested_survey_date_1',
  'requested_survey_date_2',
  'requested_survey_date_3',
] as const;

/** Hidden answers are not kept: the other branch's fields, svlan unless Double Tag, an ENNI or presentation not offered. */
export function withOfferedAnswers(c: EthernetContext, values: Record<string, unknown>): Record<string, unknown> {
  const next = { ...values };
  const variant = variantOf(c);
  if (variant === 'ffn') delete next.vlan;
  else for (const field of fieldsOfFfnOnly) delete next[field];
  if (!c.flags.enniSelectionEnabled || !enniOptionsOf(c).some((e) => e.identifier === next.enni)) delete next.enni;
  if (svlanUseOf({ ...c, customer: next }) === 'disabled') delete next.svlan;
  const presentations = presentationsOf(c);
  if (!presentations.includes(next.ethernet_presentation as EthernetPresentation))
    next.ethernet_presentation = presentations[0];
  return next;
}

/**
 * The customer answers with the defaults the form shows (the first offered presentation, 'RJ45' on metro) put in, once a
 * product is chosen: what the step shows is what the draft holds, so the first Next never refuses a shown value.
 */
export const withCustomerDefaults = (c: EthernetContext): Record<string, unknown> =>
  productOf(c) ? withOfferedAnswers(c, c.customer) : c.customer;

/** What the shared rules check: the typed answers plus what the property and product say, in the request envelope. */
function customerInputOf(c: EthernetContext): Record<string, unknown> {
  const product = productOf(c);
  const enni = enniOf(c);
  return {
    ...c.customer,
    uprn: c.uprn ?? '',
    product_id: product?.productId ?? '',
    address: propertyOf(c)?.address ?? '',
    product_name: product?.productName ?? '',
    term: c.choice.term ?? undefined,
    interconnect_service: enni?.interconnectService ?? product?.interconnectService ?? null,
    opportunity_name: enni?.opportunityName ?? null,
    enni_tagging: enni?.tagging ?? null,
  };
}

/** The customer step checked by the shared rules of its branch (the kit's `customerChecks`). */
const customer = customerChecks<EthernetContext, Record<string, unknown>>((c) =>
  ethernetCustomerRules(variantOf(c), customerContextOf(c)).safeParse(customerInputOf(c)),
);
const checkCustomer = customer.check;
export const { customerErrorsOf, isCustomerValid } = customer;

/** POST /ethernet/customer (or -over-ffn): the customer step's parsed values in the request envelope. */
export function customerBodyOf(c: EthernetContext): EthernetOrderBody {
  const { values } = checkCustomer(c);
  if (!values) throw new Error('The customer step is not valid');
  const input = customerInputOf(c);
  return {
    ...values,
    uprn: String(input.uprn),
    product_id: String(input.product_id),
    interconnect_service: input.interconnect_service as string | null,
    opportunity_name: input.opportunity_name as string | null,
    enni_tagging: input.enni_tagging as string | null,
  };
}

/**
 * POST /ethernet (or /ethernet-over-ffn): everything gathered; the same context always gives the same body, so a
 * retried attempt sends what its key was first used with.
 */
export function orderBodyOf(c: EthernetContext): EthernetOrderBody {
  const product = productOf(c);
  const property = propertyOf(c);
  if (!product || !property) throw new Error('The order has no product or property');
  return {
    ...customerBodyOf(c),
    variant: variantOf(c),
    uprn: property.uprn,
    product_id: product.productId,
    product_code: product.productCode,
    access: product.access,
    rag_status: product.status,
    install_price: product.installPrice,
    recurring_price: product.recurringPrice,
  };
}

/**
 * The sandbox's field errors (400 validation_failed), first message each, placed on their fields except
 * interconnect_service, opportunity_name and enni_tagging (spec 3 §5); undefined when the
 * answer is not a validation failure.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const fields = (error as { fields?: Record<string, string[]> } | null)?.fields;
  if (!fields || (error as { status?: number }).status !== 400) return undefined;
  return ethernetFieldMessages(fields);
}

// ── PTW (spec 3 §5) ──────────────────────────────────────────────────────────────────────────────────────────────────

export const ptwApprovalOf = (c: Pick<EthernetContext, 'ptw'>) => ptwApproval(c.ptw.files, c.ptw.verified);
/** Placement goes on with no files or verified files; chosen but unticked files refuse it. */
export const isPtwApproved = (c: Pick<EthernetContext, 'ptw'>) => ptwApprovalOf(c) !== 'not-approved';
export const hasPtwFiles = (c: Pick<EthernetContext, 'ptw'>) => ptwApprovalOf(c) === 'approved';
const sameFiles = (a: readonly File[], b: readonly File[]) => a.length === b.length && a.every((f, i) => f === b[i]);
/** Another choice of files asks for the tick again: it vouches for the files it was given for. */
export const ptwChosen = (c: Pick<EthernetContext, 'ptw'>, files: File[], verified: boolean) => ({
  files,
  verified: verified && sameFiles(c.ptw.files, files),
});

export type ResumePoint = 'summary' | 'customer' | 'products' | 'properties' | 'start';
/** Where a restored draft resumes: the step it was on, as far as what it holds still allows (never past a gap). */
export function resumePointOf(c: EthernetContext): ResumePoint {
  const at = c.resumeAt;
  if (at === 'summary' && isChoiceValid(c) && isCustomerValid(c)) return 'summary';
  if ((at === 'summary' || at === 'customer') && isChoiceValid(c)) return 'customer';
  if (at !== 'availability' && c.products.length > 0 && propertyOf(c)) return 'products';
  return c.properties.length > 0 ? 'properties' : 'start';
}
