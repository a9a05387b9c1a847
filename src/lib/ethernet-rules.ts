import { z } from 'zod';
import {
  asbestosAnswers,
  type EnniTagging,
  type EthernetPresentation,
  type EthernetProduct,
  type EthernetServiceArea,
  type EthernetVariant,
  ethernetPresentations,
  type RagStatus,
  yesNo,
} from '../contracts/ethernet';
import { type IsoDay, isIsoDay, todayIso, weekdayOf } from './dates';
import { buyerReferencePattern, orderMessages, orderPhonePattern, orderToasts } from './order-rules';
import { addWorkingDays, isBankHoliday, workingDaysBetween } from './working-days';

/**
 * Rules of the Ethernet funnel (spec 3 §4 Ethernet availability and options, §5 Ethernet customer and over FFN, §8, §9),
 * shared by the funnel's machine, its forms and the sandbox so both refuse the same input with the same words. Messages
 * the spec quotes are verbatim; the others are ours. Each customer rule reports on its own field and every field is
 * checked in the same round (the rules across fields run even when another field failed).
 */

export const ethernetMessages = {
  vlan: 'VLAN must be between 100 and 4094',
  cvlanMax: 'The CVlan must be max of 4094.',
  cvlanRequired: 'Please enter a CVlan between 1 and 4094',
  svlan: 'Please enter an SVlan between 1 and 4094',
  svlanRequired: 'An SVlan is required for a Double Tag ENNI',
  invalidDate: 'Invalid date format.',
  surveyPast: 'The survey date cannot be in the past',
  surveyWeekend: 'The survey date cannot be on a weekend',
  surveyBankHoliday: 'The survey date cannot be on a bank holiday in England and Wales',
  surveyTooSoon: 'The survey date must be at least 6 working days ahead',
  surveyApart: 'Survey dates must be at least 2 working days apart',
  businessName: 'Please enter the business name',
  address: 'Please enter the address',
  room: 'Please enter the room',
  floor: 'Please enter the floor',
  wayleaveName: 'Please enter the wayleave contact name',
  wayleaveEmail: 'Please enter a valid wayleave contact email',
  wayleaveNumber: 'Please provide a valid phone number',
  siteName: 'Please enter the site contact name',
  siteEmail: 'Please enter a valid site contact email',
  siteNumber: 'Please provide a valid phone number',
  enni: 'Please select an ENNI',
  enniUnknown: 'Please select one of your ENNIs',
  term: 'Please select a contract term',
  productName: 'Please select a product',
  asbestos: 'Please say whether an asbestos register is on site',
  yesNo: 'Please answer Yes or No',
  presentation: 'Please select an ethernet presentation',
  max50: 'Max 50 characters allowed',
  max64: 'Max 64 characters allowed',
  max128: 'Max 128 characters allowed',
  max255: orderMessages.max255,
  max1024: orderMessages.max1024,
  emailTooLong: orderMessages.emailTooLong,
  buyerReference: orderMessages.buyerReference,
  buyerReferenceTaken: orderMessages.buyerReferenceTaken,
  /** POST /request-products/ failed, or its request did (spec 3 §7). */
  metroFailed: orderToasts.metroProductsFailed.title,
  searching: 'Searching for available products...',
} as const;

export const ethernetLimits = {
  businessNameMax: 128,
  addressMax: 255,
  roomMax: 50,
  floorMax: 50,
  rackMax: 64,
  nameMax: 255,
  emailMax: 74,
  enniMax: 255,
  productNameMax: 255,
  hazardsMax: 1024,
  accessRestrictionsMax: 1024,
  additionalInformationMax: 255,
  vlanMin: 100,
  vlanMax: 4094,
  svlanMin: 1,
  svlanMax: 4094,
  cvlanMin: 1,
  cvlanMax: 4094,
  surveyDates: 3,
  surveyMinWorkingDaysAhead: 6,
  surveyMinWorkingDaysApart: 2,
  /** Polls of GET /retrieve-metro-products/{requestId} the funnel makes while it answers pending, and their spacing. */
  metroPolls: 10,
  metroPollIntervalMs: 2000,
} as const;

// ── Availability and variants (spec 3 §4, §6) ───────────────────────────────────────────────────────────────────────

export interface EthernetFlags {
  /** The over-FFN variant is offered (flag ethernetOverFFN). */
  ethernetOverFFN: boolean;
  /** The user picks the ENNI on the customer step (flag enniSelectionEnabled); otherwise the product's default ENNI. */
  enniSelectionEnabled: boolean;
}

/** The variants a property can be ordered in for an organisation: its area's, with over FFN only when the flag is on. */
export function ethernetVariantsFor(area: EthernetServiceArea, flags: Pick<EthernetFlags, 'ethernetOverFFN'>) {
  const variants: EthernetVariant[] = [];
  if (area === 'metro' || area === 'metro_ffn') variants.push('metro');
  if ((area === 'ffn' || area === 'metro_ffn') && flags.ethernetOverFFN) variants.push('ffn');
  return variants;
}

// ── Products, terms and charge guidance (spec 3 §4 Ethernet options, §9) ───────────────────────────────────────────

/**
 * RAG status from the distance (metres) to the nearest point of presence: green up to 1 km, amber up to 2.5 km, red up to
 * 5 km, black beyond (the distances are ours; the spec gives the charges each status signals).
 */
const ragThresholdsMetres = { green: 1000, amber: 2500, red: 5000 } as const;

export function ragStatusForDistance(metres: number): RagStatus {
  if (metres <= ragThresholdsMetres.green) return 'green';
  if (metres <= ragThresholdsMetres.amber) return 'amber';
  if (metres <= ragThresholdsMetres.red) return 'red';
  return 'black';
}

/** Charge guidance shown for a status (spec 3 §9), or null for green. */
export const ragChargeGuidance: Record<RagStatus, string | null> = {
  green: null,
  amber: 'Amber: up to £5,000 extra install charges may apply.',
  red: 'Red: up to £10,000 extra install charges may apply.',
  black: 'Black: long distance, extra charges likely over £10,000.',
};

/** The contract terms the products offer, longest first. */
export const ethernetTermsOf = (products: readonly Pick<EthernetProduct, 'contractTerm'>[]) =>
  [...new Set(products.map((p) => p.contractTerm))].sort((a, b) => b - a);

/** The default contract term is the highest available (spec 3 §4); undefined when there are no products. */
export const defaultEthernetTerm = (products: readonly Pick<EthernetProduct, 'contractTerm'>[]) =>
  ethernetTermsOf(products)[0];

/** The products of one term (the table shows one term at a time; changing it clears the product). */
export const ethernetProductsOfTerm = <P extends Pick<EthernetProduct, 'contractTerm'>>(
  products: readonly P[],
  term: number,
) => products.filter((p) => p.contractTerm === term);

/** Presentation options (spec 3 §5): metro all three (RJ45 first, the default); over FFN the product's, or fixed RJ45. */
export function presentationOptionsFor(
  variant: EthernetVariant,
  product?: Pick<EthernetProduct, 'ethernetPresentationOptions'>,
): EthernetPresentation[] {
  if (variant === 'metro') return [...ethernetPresentations];
  const own = product?.ethernetPresentationOptions ?? [];
  return own.length > 0 ? [...own] : ['RJ45'];
}

/** Whether the SVlan field applies (spec 3 §5): required for Double Tag, disabled for Single Tag, optional for both. */
export type SvlanUse = 'required' | 'optional' | 'disabled';
export function svlanUseFor(tagging: EnniTagging | null | undefined): SvlanUse {
  if (tagging === 'Double Tag') return 'required';
  if (tagging === 'Single and Double Tag') return 'optional';
  return 'disabled';
}

// ── Survey dates (spec 3 §5 over FFN, §9) ───────────────────────────────────────────────────────────────────────────

export const surveyDateFields = [
  'requested_survey_date_1',
  'requested_survey_date_2',
  'requested_survey_date_3',
] as const;

/** The first day a survey may be asked for: the 6th working day after today (that day included). */
export const earliestSurveyDay = (today: IsoDay): IsoDay =>
  addWorkingDays(today, ethernetLimits.surveyMinWorkingDaysAhead);

/**
 * Why a single survey day is refused, naming the rule (not a date, past, a weekend, a bank holiday, too soon), or null
 * when it may be asked for.
 */
export function surveyDayProblem(day: string, today: IsoDay): string | null {
  if (!isIsoDay(day)) return ethernetMessages.invalidDate;
  if (day < today) return ethernetMessages.surveyPast;
  if (weekdayOf(day) === 0 || weekdayOf(day) === 6) return ethernetMessages.surveyWeekend;
  if (isBankHoliday(day)) return ethernetMessages.surveyBankHoliday;
  if (day < earliestSurveyDay(today)) return ethernetMessages.surveyTooSoon;
  return null;
}

/** Whether two survey days are far enough apart (at least 2 working days from one to the other). */
const surveyDaysApart = (a: IsoDay, b: IsoDay) =>
  Math.abs(workingDaysBetween(a, b)) >= ethernetLimits.surveyMinWorkingDaysApart;

/**
 * Whether the calendar of one survey field offers a day: allowed on its own and apart from the other fields' days. The
 * date picker greys out every day for which this is false.
 */
export function surveyDayOffered(day: IsoDay, today: IsoDay, otherDays: readonly string[]): boolean {
  if (surveyDayProblem(day, today) !== null) return false;
  return otherDays.filter(isIsoDay).every((other) => surveyDaysApart(day, other));
}

// ── Customer fields (spec 3 §5 Ethernet customer, Ethernet over FFN) ────────────────────────────────────────────────

/** What the rules need beyond the form: known to the funnel from the product, to the sandbox from its records. */
export interface EthernetCustomerContext {
  enniSelectionEnabled: boolean;
  /** The ENNIs the user may choose from (the product's `ennis`); with selection off, the product's default ENNI's. */
  ennis: readonly { identifier: string; tagging: EnniTagging }[];
  /** The product's default ENNI (used when selection is off). */
  defaultEnni: string | null;
  /** The product's presentation options for the variant (presentationOptionsFor). */
  presentationOptions: readonly EthernetPresentation[];
  /** The contract terms offered; a term outside them is refused. Empty: any positive term. */
  terms: readonly number[];
  /** London's today, yyyy-MM-dd (the sandbox passes its clock's). */
  today?: IsoDay;
}

const requiredText = (message: string, max: number, maxMessage: string) =>
  z.string(message).trim().min(1, message).max(max, maxMessage);
const optionalText = (max: number, maxMessage: string) =>
  z
    .string(maxMessage)
    .trim()
    .max(max, maxMessage)
    .nullish()
    .transform((v) => v ?? '');
const requiredEmail = (message: string) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(ethernetLimits.emailMax, ethernetMessages.emailTooLong)
    .pipe(z.email(message));
const ukPhone = (message: string) =>
  z
    .string(message)
    .trim()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(orderPhonePattern, message));
const optionalUkPhone = (message: string) =>
  z
    .string(message)
    .nullish()
    .transform((v) => (v ?? '').replace(/\s+/g, ''))
    .pipe(z.string().refine((v) => v === '' || orderPhonePattern.test(v), message));

/** A whole number typed or sent as a number; '' and null are "empty" (undefined). */
const asNumber = (v: unknown) => {
  if (v === '' || v === null) return undefined;
  if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return Number(v.trim());
  return v;
};
const integerIn = (min: number, max: number, message: string, maxMessage = message) =>
  z.preprocess(asNumber, z.number(message).int(message).min(min, message).max(max, maxMessage));
const optionalIntegerIn = (min: number, max: number, message: string) =>
  z.preprocess(asNumber, z.number(message).int(message).min(min, message).max(max, message).optional());
const yesNoField = z.enum(yesNo, ethernetMessages.yesNo);
/** A survey date field: empty, or a yyyy-MM-dd day that the rules allow (checked per field, in the context's today). */
const surveyDateField = (today: IsoDay) =>
  z
    .string(ethernetMessages.invalidDate)
    .trim()
    .nullish()
    .transform((v) => v ?? '')
    .superRefine((v, ctx) => {
      if (v === '') return;
      const problem = surveyDayProblem(v, today);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

function commonFields(c: EthernetCustomerContext) {
  const enni = c.enniSelectionEnabled
    ? z
        .string(ethernetMessages.enni)
        .trim()
        .min(1, ethernetMessages.enni)
        .max(ethernetLimits.enniMax, ethernetMessages.max255)
        .refine((v) => v === '' || c.ennis.some((e) => e.identifier === v), ethernetMessages.enniUnknown)
    : z
        .string()
        .nullish()
        .transform(() => c.defaultEnni ?? '');
  return {
    business_name: requiredText(ethernetMessages.businessName, ethernetLimits.businessNameMax, ethernetMessages.max128),
    address: requiredText(ethernetMessages.address, ethernetLimits.addressMax, ethernetMessages.max255),
    buyer_reference: z
      .string(ethernetMessages.buyerReference)
      .trim()
      .regex(buyerReferencePattern, ethernetMessages.buyerReference),
    room: requiredText(ethernetMessages.room, ethernetLimits.roomMax, ethernetMessages.max50),
    floor: requiredText(ethernetMessages.floor, ethernetLimits.floorMax, ethernetMessages.max50),
    rack: optionalText(ethernetLimits.rackMax, ethernetMessages.max64),
    wayleave_name: requiredText(ethernetMessages.wayleaveName, ethernetLimits.nameMax, ethernetMessages.max255),
    wayleave_email: requiredEmail(ethernetMessages.wayleaveEmail),
    site_name: requiredText(ethernetMessages.siteName, ethernetLimits.nameMax, ethernetMessages.max255),
    site_email: requiredEmail(ethernetMessages.siteEmail),
    enni,
    term: z.preprocess(
      asNumber,
      z
        .number(ethernetMessages.term)
        .int(ethernetMessages.term)
        .positive(ethernetMessages.term)
        .refine((t) => c.terms.length === 0 || c.terms.includes(t), ethernetMessages.term),
    ),
    product_name: requiredText(ethernetMessages.productName, ethernetLimits.productNameMax, ethernetMessages.max255),
    asbestos_register_onsite: z.enum(asbestosAnswers, ethernetMessages.asbestos),
    ethernet_presentation: z
      .string(ethernetMessages.presentation)
      .refine(
        (v): v is EthernetPresentation => (c.presentationOptions as readonly string[]).includes(v),
        ethernetMessages.presentation,
      ),
    hazards: optionalText(ethernetLimits.hazardsMax, ethernetMessages.max1024),
    access_restrictions: optionalText(ethernetLimits.accessRestrictionsMax, ethernetMessages.max1024),
    additional_information: optionalText(ethernetLimits.additionalInformationMax, ethernetMessages.max255),
  };
}

/** Spec 3 §5 Ethernet customer (metro): numbers optional, VLAN 100–4094. */
export function metroCustomerRules(c: EthernetCustomerContext) {
  return z.object({
    ...commonFields(c),
    wayleave_number: optionalUkPhone(ethernetMessages.wayleaveNumber),
    site_number: optionalUkPhone(ethernetMessages.siteNumber),
    vlan: integerIn(ethernetLimits.vlanMin, ethernetLimits.vlanMax, ethernetMessages.vlan),
  });
}
export type MetroCustomer = z.output<ReturnType<typeof metroCustomerRules>>;

/** The tagging of the ENNI the values name (or the default one with selection off). */
function taggingOf(c: EthernetCustomerContext, enni: unknown): EnniTagging | null {
  const chosen = c.enniSelectionEnabled ? enni : c.defaultEnni;
  return c.ennis.find((e) => e.identifier === chosen)?.tagging ?? null;
}

/**
 * Spec 3 §5 Ethernet over FFN: no VLAN; site and wayleave numbers required; the yes/no site questions; SVlan by the ENNI's
 * tagging (required for Double Tag, dropped for Single Tag); CVlan 1–4094; up to three survey dates, each allowed on its
 * own and 2 working days apart from the others (the later field carries the message).
 */
export function ffnCustomerRules(c: EthernetCustomerContext) {
  const today = c.today ?? todayIso();
  return z
    .object({
      ...commonFields(c),
      wayleave_number: ukPhone(ethernetMessages.wayleaveNumber),
      site_number: ukPhone(ethernetMessages.siteNumber),
      route_approver_onsite: yesNoField,
      floor_plans_available: yesNoField,
      ppe_required: yesNoField,
      listed_building: yesNoField,
      building_landlord_contact: yesNoField,
      induction_required: yesNoField,
      parking_available: yesNoField,
      site_ready_for_installation: yesNoField,
      svlan: optionalIntegerIn(ethernetLimits.svlanMin, ethernetLimits.svlanMax, ethernetMessages.svlan),
      cvlan: integerIn(
        ethernetLimits.cvlanMin,
        ethernetLimits.cvlanMax,
        ethernetMessages.cvlanRequired,
        ethernetMessages.cvlanMax,
      ),
      requested_survey_date_1: surveyDateField(today),
      requested_survey_date_2: surveyDateField(today),
      requested_survey_date_3: surveyDateField(today),
    })
    .superRefine(
      (raw, ctx) => {
        // Runs even when other fields failed (`when`), so it reads the values defensively.
        const value = raw as Record<string, unknown>;
        if (svlanUseFor(taggingOf(c, value.enni)) === 'required' && asNumber(value.svlan) === undefined) {
          ctx.addIssue({ code: 'custom', path: ['svlan'], message: ethernetMessages.svlanRequired });
        }
        const days = surveyDateFields.map((f) => (typeof value[f] === 'string' ? (value[f] as string).trim() : ''));
        surveyDateFields.forEach((field, i) => {
          const day = days[i] ?? '';
          if (surveyDayProblem(day, today) !== null) return;
          const clash = days
            .slice(0, i)
            .some((earlier) => surveyDayProblem(earlier, today) === null && !surveyDaysApart(earlier, day));
          if (clash) ctx.addIssue({ code: 'custom', path: [field], message: ethernetMessages.surveyApart });
        });
      },
      { when: () => true },
    )
    .transform((f) => ({
      ...f,
      svlan: svlanUseFor(taggingOf(c, f.enni)) === 'disabled' ? undefined : f.svlan,
    }));
}
export type FfnCustomer = z.output<ReturnType<typeof ffnCustomerRules>>;

/** The customer rules of a variant. */
export const ethernetCustomerRules = (variant: EthernetVariant, c: EthernetCustomerContext) =>
  variant === 'metro' ? metroCustomerRules(c) : ffnCustomerRules(c);

/** Field errors keyed by field (every message of each field, first one first), as the sandbox answers them. */
export function ethernetFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    if (!fields[key]?.includes(issue.message)) fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/**
 * Server errors placed on their field, first message each (spec 3 §5), except interconnect_service, opportunity_name and
 * enni_tagging, which are not fields of the form.
 */
export function ethernetFieldMessages(fields: Record<string, string[]> | undefined): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields ?? {})) {
    if (key === 'interconnect_service' || key === 'opportunity_name' || key === 'enni_tagging') continue;
    if (messages[0]) shown[key] = messages[0];
  }
  return shown;
}

// ── Request bodies (POST /ethernet/customer, /ethernet-over-ffn/customer, /ethernet, /ethernet-over-ffn) ────────────

/**
 * The envelope every Ethernet customer and placement body has: the property and the chosen product (whose variant must be
 * the route's). The rest of the body is the variant's customer fields, which the sandbox checks with the rules above in
 * its own context (its ENNIs, the product's terms and options, its clock) and answers with every field's errors at once.
 * interconnect_service, opportunity_name and enni_tagging may be sent; the sandbox takes them from its records.
 */
export const ethernetRequestBody = z
  .object({
    uprn: z.string(orderMessages.uprnRequired).regex(/^\d{1,12}$/, orderMessages.uprnRequired),
    product_id: z.string(ethernetMessages.productName).min(1, ethernetMessages.productName).max(64),
    interconnect_service: z.string().max(255).nullish(),
    opportunity_name: z.string().max(255).nullish(),
    enni_tagging: z.string().max(64).nullish(),
  })
  .catchall(z.unknown());
export type EthernetRequestBody = z.input<typeof ethernetRequestBody>;
