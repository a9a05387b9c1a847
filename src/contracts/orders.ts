import { z } from 'zod';
import { ethernetOrderFields } from './ethernet';

/**
 * The orders service (spec 3 §7): availability, products, appointments, orders list, detail, stats and export.
 * Placement and customer validation bodies are in ./order-placement.ts. Every answer is `{ data }` (lists add `meta`).
 */

// ── Properties and availability (spec 3 §3 Property, §4) ───────────────────────────────────────────────────────────

/** Ready-for-service codes (spec 3 §4); RFS_4 is Active. */
export const rfsCodes = [
  'NOT_RFS_0',
  'NOT_RFS_1',
  'NOT_RFS_2',
  'NOT_RFS_3',
  'NOT_RFS_4',
  'RFS_0',
  'RFS_1',
  'RFS_2',
  'RFS_3',
  'RFS_4',
] as const;
const rfsCode = z.enum(rfsCodes);
export type RfsCode = z.infer<typeof rfsCode>;

/** Allowed cabinet date ratings (spec 3 §9). */
const dateRatings = ['DR0', 'DR1', 'DR2', 'DR3'] as const;
/** A property indicator of amber or red signals possible extra install charges (spec 3 §4). */
const propertyIndicators = ['green', 'amber', 'red'] as const;

const codeAndDefinition = <T extends z.ZodType<string>>(code: T) => z.object({ code, definition: z.string() });

/** A property of the FTTP availability lookup (spec 3 §3 Property). uprn is a string of digits. */
export const property = z.object({
  address: z.string(),
  postcode: z.string(),
  uprn: z.string(),
  rfs_status: codeAndDefinition(rfsCode),
  loc_flag: codeAndDefinition(z.string()),
  cabinet_release_date: z.string().nullable(),
  drop_architecture_type_category: z.string().nullable(),
  demand_point_type_category: z.string().nullable(),
  pre_order: z.boolean(),
  bduk_subsidised: z.boolean(),
  allowed_date_rating: z.enum(dateRatings).nullable(),
  indicator: z.enum(propertyIndicators).nullable(),
});
export type Property = z.infer<typeof property>;

export const uprnParams = z.object({ id: z.string().regex(/^\d{1,12}$/, 'Uprn parameter must be defined') });

/** GET /address-lookup?postcode= : an invalid postcode is a 400 with a field error; no match is an empty list. */
export const addressLookupQuery = z.object({ postcode: z.string().trim().min(1).max(10) });
export const addressLookupResponse = z.object({ data: z.array(property) });

/** GET /order/exists/{uprn} */
export const orderExistsResponse = z.object({ data: z.object({ order_exists: z.boolean() }) });

/** GET /product-lookup/{uprn}: whether the provider can supply the property at all (no products: the notice of §8). */
export const productLookupResponse = z.object({
  data: z.object({ uprn: z.string(), products_available: z.boolean(), product_codes: z.array(z.string()) }),
});

/** Whether a product needs an engineer appointment (spec 3 §3: yes, no or maybe; default maybe). */
const appointmentRequired = z.enum(['yes', 'no', 'maybe']);
export type AppointmentRequired = z.infer<typeof appointmentRequired>;

const installProducts = ['cpe', 'bbu', 'voip', 'telecare'] as const;
const installProduct = z.enum(installProducts);
const nniTaggings = ['Single Tag', 'Double Tag', 'Single and Double Tag'] as const;
export const option = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof option>;

/** An FTTP product option (spec 3 §3 Product option). */
export const fttpProduct = z.object({
  productName: z.string(),
  displayName: z.string(),
  appointmentRequired,
  availableInstallProducts: z.array(installProduct),
  nni: z
    .object({
      identifier: z.string(),
      access: z.enum(['National', 'Local']),
      opportunityName: z.string(),
      tagging: z.enum(nniTaggings),
    })
    .nullable(),
  lineProfiles: z.array(option),
  isComplexOrder: z.boolean(),
});
export type FttpProduct = z.infer<typeof fttpProduct>;

/** GET /retrieve-products/{uprn}/: empty while the provider is still retrieving (the SPA retries 10 × 5 s). */
export const retrieveProductsResponse = z.object({ data: z.array(fttpProduct) });

/** GET /project-lookup */
export const projectOption = z.object({ id: z.string(), name: z.string() });
export const projectLookupResponse = z.object({ data: z.array(projectOption) });

/** GET /orders/type: the RFS_4 order types (spec 3 §4); Regrade is added by the rules when is_regrade is set. */
export const orderTypesResponse = z.object({ data: z.array(option) });

/** The RFS_4 service status by uprn (GET /service-status/{uprn}); REGRADE sets is_regrade, GPL WLTO sets gpl_wlto. */
const serviceStatuses = ['ACTIVE', 'REGRADE', 'GPL WLTO'] as const;
export const serviceStatusResponse = z.object({
  data: z.object({ uprn: z.string(), status: z.enum(serviceStatuses) }),
});

// ── Appointments (spec 3 §3 Appointment slot, §7) ──────────────────────────────────────────────────────────────────

const isoDay = z.iso.date('A date as YYYY-MM-DD');
const clockTime = z.string().regex(/^\d\d:\d\d$/, 'A time as HH:mm');

/** An order appointment slot; appointmentReservationKey is null until reserved. */
export const orderSlot = z.object({
  appointmentDate: isoDay,
  appointmentStartTime: clockTime,
  appointmentEndTime: clockTime,
  appointmentReservationKey: z.string().nullable(),
});
export type OrderSlot = z.infer<typeof orderSlot>;

/** GET /appointment-availability?addressKey&date&product&ispMigration&newOrderType */
export const appointmentAvailabilityQuery = z.object({
  addressKey: uprnParams.shape.id,
  date: z.iso.datetime({ offset: true }).or(isoDay),
  product: z.string().min(1).max(64),
  ispMigration: z.enum(['true', 'false']).default('false'),
  newOrderType: z.string().max(32).optional(),
});
export const appointmentAvailabilityResponse = z.object({ data: z.array(orderSlot) });

/** POST /appointment-reservation: holds the slot for everyone until expires_at (409 when someone else holds it). */
export const appointmentReservationBody = z
  .object({
    date: isoDay,
    startTime: clockTime,
    endTime: clockTime,
    uprn: uprnParams.shape.id,
    product: z.string().min(1).max(64),
    ispMigration: z.boolean().default(false),
  })
  .strict();
export type AppointmentReservationBody = z.infer<typeof appointmentReservationBody>;
/** The reserved appointment; an empty answer (`data: null`) means 'Failed to reserve appointment, Please try again later.' */
export const appointmentReservationResponse = z.object({
  data: orderSlot.extend({ appointmentReservationKey: z.string(), expires_at: z.string() }).nullable(),
});

// ── Orders (spec 3 §3 Order list row, meta, §4 statuses) ───────────────────────────────────────────────────────────

/** Order statuses as the sandbox stores them; badges per spec 3 §4 (In Delay and Rejected: not shown, see lib). */
export const orderStatuses = [
  'Placed',
  'Acknowledged',
  'Committed',
  'Completed',
  'Pending',
  'In Delay',
  'Cancelled',
  'Rejected',
] as const;
const orderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatus>;
/** The list's status filter options, spelled as the spec lists them (spec 3 §4). */
export const orderFilterStatuses = [
  'acknowledged',
  'committed',
  'pending',
  'completed',
  'Placed',
  'cancelled',
  'delayed',
  'rejected',
] as const;
export const orderFilterStatus = z.enum(orderFilterStatuses);
export type OrderFilterStatus = z.infer<typeof orderFilterStatus>;

export const orderTypes = ['fttp', 'ethernet'] as const;
export const orderType = z.enum(orderTypes);
export type OrderType = z.infer<typeof orderType>;

export const orderRow = z.object({
  id: z.string(),
  order_type: orderType,
  redirect_url: z.string(),
  updated_at: z.string(),
  buyer_order_reference: z.string(),
  seller_order_reference: z.string().nullable(),
  service_reference: z.string().nullable(),
  product: z.string(),
  address: z.string(),
  cpe_install: z.boolean(),
  bbu_install: z.boolean(),
  voip_install: z.boolean(),
  appointment_requested: z.boolean(),
  status: orderStatus,
  created_at: z.string(),
  ordered_by: z.string(),
  appointment_date: z.string().nullable(),
});
export type OrderRow = z.infer<typeof orderRow>;

/** Order list meta (spec 3 §3): counts per status from maintained counters, records = total, pages, count = this page. */
const orderListMeta = z.object({
  acknowledged: z.number().int(),
  committed: z.number().int(),
  cancelled: z.number().int(),
  completed: z.number().int(),
  pending: z.number().int(),
  placed: z.number().int(),
  delayed: z.number().int(),
  rejected: z.number().int(),
  records: z.number().int(),
  pages: z.number().int(),
  count: z.number().int(),
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
});
export type OrderListMeta = z.infer<typeof orderListMeta>;
export const orderListResponse = z.object({ meta: orderListMeta, data: z.array(orderRow) });

/** GET /stats/all-orders: the same counters for both order types together, per type too. */
export const orderCounts = orderListMeta.pick({
  acknowledged: true,
  committed: true,
  cancelled: true,
  completed: true,
  pending: true,
  placed: true,
  delayed: true,
  rejected: true,
  records: true,
});
export type OrderCounts = z.infer<typeof orderCounts>;
export const orderStatsResponse = z.object({
  data: orderCounts.extend({ fttp: orderCounts, ethernet: orderCounts }),
});

/** A status change in an order's life (the detail's timeline). */
const orderEvent = z.object({ status: orderStatus, at: z.string(), note: z.string().nullable() });

/** GET /order/{id} and /ethernet-order/{id}: the list row plus what was ordered (the spec does not show every field). */
const orderDetail = orderRow.extend({
  uprn: z.string(),
  postcode: z.string(),
  product_display_name: z.string(),
  line_profile: z.string().nullable(),
  new_order_type: z.string(),
  is_regrade: z.boolean(),
  gpl_wlto: z.boolean(),
  rfs_status: rfsCode.nullable(),
  authentication_agent: z.string().nullable(),
  agent_id: z.string().nullable(),
  project_id: z.string().nullable(),
  reseller_id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  vulnerable_customer: z.boolean(),
  vulnerable_customer_support: z.string().nullable(),
  hazards: z.string().nullable(),
  restrictions: z.string().nullable(),
  telecare_install: z.boolean(),
  requested_date: z.string().nullable(),
  appointment: orderSlot.omit({ appointmentReservationKey: true }).nullable(),
  appointment_required: appointmentRequired,
  bduk_subsidised: z.boolean(),
  rejection_reason: z.string().nullable(),
  events: z.array(orderEvent),
  /** An Ethernet order's own fields (spec 3 §3 Ethernet order fields); null (or absent) on an FTTP order. */
  ethernet: ethernetOrderFields.nullable().optional(),
});
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderDetailResponse = z.object({ data: orderDetail });
export const orderIdParams = z.object({ id: z.string().min(1).max(64) });

// ── Export (spec 3 §7 GET /orders/export-with-email; 365-day rule of §5) ──────────────────────────────────────────

/** Columns a user may choose for the export, in the order they are written. */
export const orderExportColumns = [
  'buyer_order_reference',
  'seller_order_reference',
  'service_reference',
  'product',
  'address',
  'status',
  'created_at',
  'updated_at',
  'ordered_by',
  'appointment_date',
  'cpe_install',
  'bbu_install',
  'voip_install',
] as const;
export const orderExportColumn = z.enum(orderExportColumns);
export type OrderExportColumn = z.infer<typeof orderExportColumn>;
/** 202: the export runs on; its mail lands in the sandbox outbox (outbox_url: the signed-in user's outbox page). */
export const exportAcceptedResponse = z.object({
  data: z.object({ message: z.string(), outbox_id: z.string(), outbox_url: z.string().optional() }),
});

// ── Sandbox outbox (the mail an export sends; GET /outbox, /outbox/{id}, /outbox/{id}/file) ─────────────────────────
const outboxMessage = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
  file: z.object({ name: z.string(), size: z.number().int(), download_path: z.string() }).nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
/** page_url: the sandbox page listing the same mail, by a signed link (a page cannot carry the bearer token). */
export const outboxListResponse = z.object({ data: z.array(outboxMessage), meta: z.object({ page_url: z.string() }) });
export const outboxMessageResponse = z.object({ data: outboxMessage });

// ── Regrade (spec 3 §3 Regrade product lookup response) ────────────────────────────────────────────────────────────

/** GET /regrade?token=: the service the token names and what it may be regraded to (current product excluded). */
export const regradeLookupResponse = z.object({
  data: z.object({
    service: z.object({
      uprn: z.string(),
      product: z.string(),
      authenticationAgent: z.string(),
      remoteAgentId: z.string(),
      service_reference: z.string(),
      address: z.string(),
      product_display_name: z.string(),
    }),
    options: z.array(option),
    lineProfiles: z.record(z.string(), z.array(option)),
    products: z.record(z.string(), z.object({ displayName: z.string(), appointmentRequired: z.boolean() })),
  }),
});
export type RegradeLookup = z.infer<typeof regradeLookupResponse>['data'];

/** GET /service-lookup/{id}: a live FTTP service of the organisation with its signed regrade link (valid 1 hour). */
export const serviceLookupResponse = z.object({
  data: z.object({
    id: z.string(),
    service_reference: z.string(),
    uprn: z.string(),
    address: z.string(),
    postcode: z.string(),
    product: z.string(),
    product_display_name: z.string(),
    authenticationAgent: z.string(),
    remoteAgentId: z.string(),
    status: z.literal('Live'),
    regrade_url: z.string(),
  }),
});

/** Answer of the customer validation calls: the sandbox found no error (errors are 400 validation_failed with fields). */
export const customerValidResponse = z.object({ data: z.object({ valid: z.literal(true) }) });
/** Answer of POST /order and /regrade-order: the placed order (201; the same order again for a retried key). */
export const placedOrderResponse = z.object({ data: orderDetail });
