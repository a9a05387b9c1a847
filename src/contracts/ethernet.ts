import { z } from 'zod';

/**
 * The Ethernet calls of the orders service (spec 3 §7), metro and over FFN. Every answer is `{ data }`; a refused input is
 * 400 `validation_failed` with field errors keyed by field; an over-FFN call answers 404 when the organisation's
 * ethernetOverFFN flag is off, and every call 404 when the organisation has no family_ethernet.
 * The customer and placement bodies (their rules) are in src/lib/ethernet-rules.ts, shared with the sandbox.
 * This module imports nothing from ./orders, which embeds the Ethernet order fields in its order detail.
 */

/** A uprn path parameter, as ./orders spells it. */
export const ethernetUprnParams = z.object({ id: z.string().regex(/^\d{1,12}$/, 'Uprn parameter must be defined') });

// ── Property (spec 3 §3 Ethernet property) ──────────────────────────────────────────────────────────────────────────

/** Which Ethernet variants the property's area can have: metro only, over FFN only, or both. */
const ethernetServiceAreas = ['metro', 'ffn', 'metro_ffn'] as const;
const ethernetServiceArea = z.enum(ethernetServiceAreas);
export type EthernetServiceArea = z.infer<typeof ethernetServiceArea>;

export const ethernetProperty = z.object({
  address: z.string(),
  postcode: z.string(),
  uprn: z.string(),
  rfs_status: z.object({ code: z.string(), definition: z.string() }),
  service_area: ethernetServiceArea,
});
export type EthernetProperty = z.infer<typeof ethernetProperty>;

/**
 * GET /combined-postcode-lookup?postcode= : the properties at a postcode. An empty or invalid postcode is a 400 with the
 * spec's message on `postcode`; no match is an empty list (the funnel shows 'Sorry! We are not yet available in this area.').
 */
export const combinedPostcodeLookupQuery = z.object({ postcode: z.string().max(64).optional().default('') });
export const combinedPostcodeLookupResponse = z.object({ data: z.array(ethernetProperty) });

/**
 * GET /order/check-live-service-exists/{uprn}: whether the caller's organisation already has an Ethernet order in progress
 * (or a live Ethernet service) at the property; `exists: true` shows 'Existing order in progress' and the user stays.
 */
export const liveServiceExistsResponse = z.object({ data: z.object({ uprn: z.string(), exists: z.boolean() }) });

/** GET /latitude-longitude-lookup/{uprn} */
export const latitudeLongitudeResponse = z.object({
  data: z.object({ uprn: z.string(), latitude: z.number(), longitude: z.number() }),
});

// ── Products (spec 3 §3 Ethernet product, §9) ───────────────────────────────────────────────────────────────────────

const ethernetVariants = ['metro', 'ffn'] as const;
export const ethernetVariant = z.enum(ethernetVariants);
export type EthernetVariant = z.infer<typeof ethernetVariant>;

/** RAG charge guidance from the distance to the nearest point of presence (thresholds in src/lib/ethernet-rules.ts). */
export const ragStatuses = ['green', 'amber', 'red', 'black'] as const;
const ragStatus = z.enum(ragStatuses);
export type RagStatus = z.infer<typeof ragStatus>;

export const ethernetAccesses = ['National', 'Local'] as const;
const ethernetAccess = z.enum(ethernetAccesses);
export type EthernetAccess = z.infer<typeof ethernetAccess>;

/** ENNI tagging (spec 3 §3): the same three values as NNI tagging. */
export const enniTaggings = ['Single Tag', 'Double Tag', 'Single and Double Tag'] as const;
const enniTagging = z.enum(enniTaggings);
export type EnniTagging = z.infer<typeof enniTagging>;

/** One of the organisation's ENNIs (external network-network interfaces) a product can hand off on. */
const enni = z.object({
  identifier: z.string(),
  name: z.string(),
  tagging: enniTagging,
  access: ethernetAccess,
  interconnectService: z.string(),
  opportunityName: z.string(),
});
export type Enni = z.infer<typeof enni>;

/** Presentation options (spec 3 §5): RJ45 by default; over FFN the product's list, or fixed RJ45 if it has none. */
export const ethernetPresentations = ['RJ45', 'Optical single mode', 'Optical Multimode'] as const;
const ethernetPresentation = z.enum(ethernetPresentations);
export type EthernetPresentation = z.infer<typeof ethernetPresentation>;

/** A priced part of a product (spec 3 §9 component keys CFMETH100, CFMETH1000, CFMFLEX1000, CFMNATENNI, CFMLOCENNI, CFMETENNI). */
const ethernetComponent = z.object({ key: z.string(), name: z.string() });

/**
 * An Ethernet product (spec 3 §3): one bandwidth (100, 1000, 1000 Flex) × handoff (National, Local) × contract term.
 * Prices are pounds (GBP, numbers with pence); popDistance is metres to the nearest point of presence; `enni` is the
 * default ENNI's identifier (used when ENNI selection is off), `ennis` those the user may choose from (with selection on).
 */
export const ethernetProduct = z.object({
  productId: z.string(),
  productName: z.string(),
  productCode: z.string(),
  contractTerm: z.number().int().positive(),
  installPrice: z.number().nonnegative(),
  recurringPrice: z.number().nonnegative(),
  status: ragStatus,
  variant: ethernetVariant,
  access: ethernetAccess,
  enni: z.string().nullable(),
  ennis: z.array(enni),
  interconnectService: z.string(),
  ethernetPresentationOptions: z.array(ethernetPresentation),
  components: z.array(ethernetComponent),
  popDistance: z.number().int().nonnegative(),
});
export type EthernetProduct = z.infer<typeof ethernetProduct>;

/** GET /retrieve-ethernet-over-ffn-products/{uprn}: answered at once (an empty list: the 'No products found' box). */
export const ethernetProductsResponse = z.object({ data: z.array(ethernetProduct) });

/** POST /request-products/ (metro): starts a retrieval and answers its id (201). */
export const metroProductsRequestBody = z.object({ uprn: ethernetUprnParams.shape.id }).strict();
export const metroProductsRequestResponse = z.object({ data: z.object({ requestId: z.string() }) });

/**
 * GET /retrieve-metro-products/{requestId}: always 200 while the request is the caller's (another organisation's: 404).
 * `pending` for the first poll(s) of a request (poll again, e.g. every 2 s, up to 10 times); `ready` with the products
 * (possibly none); `failed` with message 'Failed to retrieve Metro products.'.
 */
const metroRequestStatuses = ['pending', 'ready', 'failed'] as const;
export const metroRequestParams = z.object({ requestId: z.string().min(1).max(64) });
export const metroProductsResponse = z.object({
  data: z.object({
    requestId: z.string(),
    status: z.enum(metroRequestStatuses),
    products: z.array(ethernetProduct),
    message: z.string().nullable(),
  }),
});
export type MetroProductsAnswer = z.infer<typeof metroProductsResponse>['data'];

// ── Customer validation and placement (bodies in src/lib/ethernet-rules.ts) ─────────────────────────────────────────

/** POST /ethernet/customer and /ethernet-over-ffn/customer: 200 when valid, else 400 with every field's messages at once. */
export const ethernetCustomerValidResponse = z.object({ data: z.object({ valid: z.literal(true) }) });

// ── The Ethernet order (spec 3 §3 Ethernet order fields) ────────────────────────────────────────────────────────────

export const yesNo = ['Yes', 'No'] as const;
const yesNoAnswer = z.enum(yesNo);
export const asbestosAnswers = ['Yes', 'No', 'N/A'] as const;

/**
 * What an Ethernet order carries beyond the common order detail (GET /ethernet-order/{id}, and the answer of a placement):
 * the fields of spec 3 §3 as placed. The over-FFN-only fields are null on a metro order and vlan on an over-FFN one.
 */
export const ethernetOrderFields = z.object({
  variant: ethernetVariant,
  business_name: z.string(),
  room: z.string(),
  floor: z.string(),
  rack: z.string().nullable(),
  wayleave_name: z.string(),
  wayleave_email: z.string(),
  wayleave_number: z.string().nullable(),
  site_name: z.string(),
  site_email: z.string(),
  site_number: z.string().nullable(),
  product_id: z.string(),
  product_name: z.string(),
  product_code: z.string(),
  term: z.number().int(),
  access: ethernetAccess,
  rag_status: ragStatus,
  install_price: z.number(),
  recurring_price: z.number(),
  enni: z.string().nullable(),
  enni_tagging: enniTagging.nullable(),
  interconnect_service: z.string().nullable(),
  opportunity_name: z.string().nullable(),
  vlan: z.number().int().nullable(),
  svlan: z.number().int().nullable(),
  cvlan: z.number().int().nullable(),
  ethernet_presentation: ethernetPresentation,
  asbestos_register_onsite: z.enum(asbestosAnswers),
  route_approver_onsite: yesNoAnswer.nullable(),
  floor_plans_available: yesNoAnswer.nullable(),
  ppe_required: yesNoAnswer.nullable(),
  listed_building: yesNoAnswer.nullable(),
  building_landlord_contact: yesNoAnswer.nullable(),
  induction_required: yesNoAnswer.nullable(),
  parking_available: yesNoAnswer.nullable(),
  site_ready_for_installation: yesNoAnswer.nullable(),
  access_restrictions: z.string().nullable(),
  additional_information: z.string().nullable(),
  requested_survey_dates: z.array(z.iso.date()),
});
export type EthernetOrderFields = z.infer<typeof ethernetOrderFields>;
