import { z } from 'zod';
import { paginated } from './pagination';
import { activeMsoIncident } from './support-services';

/**
 * The services record (spec 2 §3 Service and its parts, §7 Services): list rows, stats, the detail. Every answer is
 * `{ data }`; lists are the provider's paginated shape. Action bodies (cancel, cease, amend…) live with the actions.
 */

// ── Statuses ────────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A service's statuses in the sandbox (spec 2 does not list them): Pending until the order's point of no return,
 * Provisioning / In Progress while it is built, Live, Cease Pending once a cease is asked for, then one of the ended
 * statuses: Ceased, Cancelled (before it went live) or Replaced (by a regrade).
 */
export const serviceStatuses = [
  'Pending',
  'Provisioning',
  'In Progress',
  'Live',
  'Cease Pending',
  'Ceased',
  'Cancelled',
  'Replaced',
] as const;
const serviceStatus = z.enum(serviceStatuses);
export type ServiceStatus = z.infer<typeof serviceStatus>;

/** The statuses of the ceased, replaced & cancelled list. */
export const endedServiceStatuses = ['Ceased', 'Replaced', 'Cancelled'] as const satisfies readonly ServiceStatus[];

const productFamilies = ['fttp', 'ethernet'] as const;
const productFamily = z.enum(productFamilies);
/** losing or gaining while an ISP switch runs. */
export const switchDirections = ['losing', 'gaining'] as const;
const switchDirection = z.enum(switchDirections);
export type SwitchDirection = z.infer<typeof switchDirection>;

// ── Lists ───────────────────────────────────────────────────────────────────────────────────────────────────────────

/** A row of every services list (spec 2 §3 List rows). Dates are yyyy-MM-dd, times ISO. */
const serviceRow = z.object({
  id: z.string(),
  customer_reference: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  line_profile: z.string().nullable(),
  pre_order: z.boolean(),
  product_name: z.string(),
  service_reference: z.string(),
  status: serviceStatus,
  /** Street, city and postcode in one line. */
  site_string: z.string(),
  uprn: z.string(),
  project_reference: z.string().nullable(),
  appointment_date: z.string().nullable(),
  contract_start: z.string().nullable(),
  contract_end: z.string().nullable(),
  switch_type: switchDirection.nullable(),
  new_order_type: z.string(),
  switch_date: z.string().nullable(),
});
export type ServiceRow = z.infer<typeof serviceRow>;
export const serviceListResponse = paginated(serviceRow);
export type ServiceListPage = z.infer<typeof serviceListResponse>;

/** The sorts every services list accepts (spec 2 §7: sort, a minus for descending). */
export const serviceSortFields = [
  'created_at',
  'updated_at',
  'service_reference',
  'customer_reference',
  'status',
  'appointment_date',
] as const;
export type ServiceSortField = (typeof serviceSortFields)[number];

/** Quick stats (spec 2 §3): the total and the count of each status (every status, zeros included). */
const serviceQuickStats = z.object({
  total_records: z.number().int().min(0),
  status_summary: z.array(z.object({ status: serviceStatus, total: z.number().int().min(0) })),
});
export type ServiceQuickStats = z.infer<typeof serviceQuickStats>;
export const serviceQuickStatsResponse = z.object({ data: serviceQuickStats });

/** GET /v2/services/status/lng_stats: the services in an ISP switch, losing and gaining, each with its statuses. */
const losingGainingStats = z.object({
  total_records: z.number().int().min(0),
  losing: serviceQuickStats,
  gaining: serviceQuickStats,
});
export type LosingGainingStats = z.infer<typeof losingGainingStats>;
export const losingGainingStatsResponse = z.object({ data: losingGainingStats });

/** GET /v2/services/ceased/totals: the ended services by status. */
const ceasedTotals = z.object({
  total_records: z.number().int().min(0),
  ceased: z.number().int().min(0),
  replaced: z.number().int().min(0),
  cancelled: z.number().int().min(0),
});
export type CeasedTotals = z.infer<typeof ceasedTotals>;
export const ceasedTotalsResponse = z.object({ data: ceasedTotals });

// ── Detail ──────────────────────────────────────────────────────────────────────────────────────────────────────────

const serviceSite = z.object({
  uprn: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  business_name: z.string().nullable(),
  floor: z.string().nullable(),
  room: z.string().nullable(),
  rack: z.string().nullable(),
  access_restrictions: z.string().nullable(),
  hazards: z.string().nullable(),
  /** The site contact (spec 2 §3 Site: contact, email, telephone). */
  contact: z.string().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
});

const serviceAppointment = z.object({
  id: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.string(),
  key: z.string(),
  cannot_reappoint_reason: z.string().nullable(),
  secondary_closure_code_description: z.string().nullable(),
  incident_number: z.string().nullable(),
  incident_task_number: z.string().nullable(),
  engineer_first_name: z.string().nullable(),
  engineer_last_name: z.string().nullable(),
  engineer_phone: z.string().nullable(),
  engineer_employee_number: z.string().nullable(),
  engineer_on_way: z.boolean(),
  engineer_on_site: z.boolean(),
  end_date: z.string().nullable(),
  vulnerable_customer: z.boolean(),
  vulnerability_support: z.string().nullable(),
});
export type ServiceAppointment = z.infer<typeof serviceAppointment>;

const caseCommentSources = ['portal', 'api', 'provider'] as const;
const serviceCaseComment = z.object({
  id: z.string(),
  date_published: z.string(),
  /** portal (a user of the organisation), api, or provider (the network provider's staff). */
  source: z.enum(caseCommentSources),
  text: z.string(),
  user_name: z.string().nullable(),
});

const serviceCase = z.object({
  id: z.string(),
  number: z.string(),
  subject: z.string(),
  status: z.string(),
  date_raised: z.string(),
  updated_at: z.string(),
  description: z.string(),
  comments: z.array(serviceCaseComment),
});

const serviceDelay = z.object({
  id: z.string(),
  created_at: z.string(),
  nba_description: z.string(),
  warning_code: z.string(),
  active: z.boolean(),
});

const serviceNetwork = z.object({
  customer_vlan: z.number().int().nullable(),
  service_vlan: z.number().int().nullable(),
  enni: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** "id (name)" of the ENNI, or null. */
  enni_string: z.string().nullable(),
  enni_display_name: z.string().nullable(),
  remote_agent_id: z.string().nullable(),
  authentication_agent: z.string().nullable(),
});

/**
 * A history record (spec 2 §3): a type starting with api_ shows its user as API; a missing user shows as the network
 * provider. `user_name` is what the sandbox stored; the page decides the label (historyUserLabel).
 */
const serviceHistoryRecord = z.object({
  id: z.string(),
  created_at: z.string(),
  type: z.string(),
  user_name: z.string().nullable(),
  action: z.string(),
  extra_info: z.string().nullable(),
});
export type ServiceHistoryRecord = z.infer<typeof serviceHistoryRecord>;

/** The order the service came from (spec 2 §3 Service order). */
const serviceOrder = z.object({
  id: z.string(),
  updated_at: z.string(),
  drop_architecture_type_category: z.string().nullable(),
  demand_point_type_category: z.string().nullable(),
  rfs_status: z.string().nullable(),
  status: z.string(),
  requested_date: z.string().nullable(),
  auxiliary_services: z.array(z.string()),
  appointment_key: z.string().nullable(),
});

const serviceContactMessage = z.object({
  id: z.string(),
  verbatim: z.string(),
  event_time: z.string(),
  event_type: z.string(),
  contact_method: z.string(),
  issue_raised: z.boolean(),
});

/** An open incident on the service (the page links the first). */
const serviceOpenIncident = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
});

/** The six action flags (server/domain/services/action-flags.ts decides them). */
const serviceActionFlags = z.object({
  allow_cancel_cease: z.boolean(),
  allow_cease_service: z.boolean(),
  allow_amend_service: z.boolean(),
  allow_line_profile_change: z.boolean(),
  allow_change_requested_date: z.boolean(),
  allow_switch_date: z.boolean(),
});
export type ServiceActionFlags = z.infer<typeof serviceActionFlags>;

const installOptions = z.object({
  cpe_install: z.boolean(),
  bbu_install: z.boolean(),
  voip_install: z.boolean(),
  telecare_install: z.boolean(),
});

/** GET /v2/services/{id}: the Service of spec 2 §3 with every part. */
const serviceDetail = z.object({
  id: z.string(),
  salesforce_id: z.string().nullable(),
  product: z.object({ name: z.string(), product_code: z.string(), family: productFamily }),
  service_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** 1 is shown as Yes, anything else as No. */
  isp_migration: z.number().int(),
  seller_order_reference: z.string().nullable(),
  status: serviceStatus,
  line_profile: z.string().nullable(),
  service_reference: z.string(),
  customer_reference: z.string(),
  type: z.string().nullable(),
  switch_type: switchDirection.nullable(),
  new_order_type: z.string(),
  switch_date: z.string().nullable(),
  isp_switch_gaining: z.boolean(),
  isp_switch_losing: z.boolean(),
  isp_switch_gaining_requested_date: z.string().nullable(),
  /** A link into the regrade wizard for a Live FTTP service the organisation can regrade, else null. */
  regrade_link: z.string().nullable(),
  isLive: z.boolean(),
  isFtth: z.boolean(),
  project_reference: z.string().nullable(),
  bduk_subsidised: z.boolean(),
  remote_activation: z.boolean(),
  remote_activation_date: z.string().nullable(),
  requested_date: z.string().nullable(),
  appointment_date: z.string().nullable(),
  contract_start: z.string().nullable(),
  contract_end: z.string().nullable(),
  pre_order: z.boolean(),
  site_contact_name: z.string().nullable(),
  site_contact_email: z.string().nullable(),
  site_contact_telephone: z.string().nullable(),
  wayleave_contact_name: z.string().nullable(),
  wayleave_contact_email: z.string().nullable(),
  wayleave_contact_telephone: z.string().nullable(),
  ont_port: z.string().nullable(),
  ont_serial_number: z.string().nullable(),
  ethernet_product: z.string().nullable(),
  ponr_time: z.string().nullable(),
  install_options: installOptions,
  appointment_key: z.string().nullable(),
  latest_order_status: z.string().nullable(),
  site: serviceSite,
  appointment: serviceAppointment.nullable(),
  cases: z.array(serviceCase),
  delays: z.array(serviceDelay),
  network: serviceNetwork,
  history: z.array(serviceHistoryRecord),
  order: serviceOrder.nullable(),
  contact_messages: z.array(serviceContactMessage),
  open_incidents: z.array(serviceOpenIncident),
  active_mso_incident: activeMsoIncident.nullable(),
  ...serviceActionFlags.shape,
});
export type ServiceDetail = z.infer<typeof serviceDetail>;
export const serviceDetailResponse = z.object({ data: serviceDetail });

export const serviceIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a service id') });
