import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

// The services record of spec 2 §3 (migration 0010): a service, its history, cases and their comments, delays,
// appointments with their engineer and the contact messages. Every table carries org_id so a lookup is always scoped
// to the caller's organisation (other tenants' records 404). Child tables have no foreign key to services: services are
// never deleted, and tests truncate the tables together.

const day = (name: string) => date(name, { mode: 'string' });

export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    salesforceId: text('salesforce_id'),
    serviceReference: text('service_reference').notNull(),
    customerReference: text('customer_reference').notNull(),
    productName: text('product_name').notNull(),
    productCode: text('product_code').notNull(),
    /** fttp or ethernet. */
    productFamily: text('product_family').notNull(),
    /** Pending, Provisioning, In Progress, Live, Cease Pending, Ceased, Cancelled or Replaced (src/contracts/services.ts). */
    status: text('status').notNull(),
    lineProfile: text('line_profile'),
    /** Residential or Business. */
    type: text('type'),
    /** losing or gaining while an ISP switch runs; null otherwise. */
    switchType: text('switch_type'),
    /** The order type the service came from: fttp (New Provide), wlto, switch, regrade, ethernet. */
    newOrderType: text('new_order_type').notNull(),
    switchDate: day('switch_date'),
    ispSwitchGaining: boolean('isp_switch_gaining').notNull().default(false),
    ispSwitchLosing: boolean('isp_switch_losing').notNull().default(false),
    ispSwitchGainingRequestedDate: day('isp_switch_gaining_requested_date'),
    /** 1 is shown as Yes, anything else as No (spec 2 §3). */
    ispMigration: integer('isp_migration').notNull().default(0),
    sellerOrderReference: text('seller_order_reference'),
    /** The order the service came from (orders.id), when the sandbox has it. */
    orderId: text('order_id'),
    uprn: text('uprn').notNull(),
    siteStreet: text('site_street').notNull(),
    siteCity: text('site_city').notNull(),
    sitePostcode: text('site_postcode').notNull(),
    siteBusinessName: text('site_business_name'),
    siteFloor: text('site_floor'),
    siteRoom: text('site_room'),
    siteRack: text('site_rack'),
    siteAccessRestrictions: text('site_access_restrictions'),
    siteHazards: text('site_hazards'),
    siteContactName: text('site_contact_name'),
    siteContactEmail: text('site_contact_email'),
    siteContactTelephone: text('site_contact_telephone'),
    wayleaveContactName: text('wayleave_contact_name'),
    wayleaveContactEmail: text('wayleave_contact_email'),
    wayleaveContactTelephone: text('wayleave_contact_telephone'),
    projectReference: text('project_reference'),
    bdukSubsidised: boolean('bduk_subsidised').notNull().default(false),
    remoteActivation: boolean('remote_activation').notNull().default(false),
    remoteActivationDate: day('remote_activation_date'),
    requestedDate: day('requested_date'),
    appointmentDate: day('appointment_date'),
    contractStart: day('contract_start'),
    contractEnd: day('contract_end'),
    preOrder: boolean('pre_order').notNull().default(false),
    customerVlan: integer('customer_vlan'),
    serviceVlan: integer('service_vlan'),
    enniId: text('enni_id'),
    enniName: text('enni_name'),
    remoteAgentId: text('remote_agent_id'),
    authenticationAgent: text('authentication_agent'),
    ontPort: text('ont_port'),
    ontSerialNumber: text('ont_serial_number'),
    /** The point of no return of a pending order: cancelling is possible before it. */
    ponrTime: at('ponr_time'),
    cpeInstall: boolean('cpe_install').notNull().default(false),
    bbuInstall: boolean('bbu_install').notNull().default(false),
    voipInstall: boolean('voip_install').notNull().default(false),
    telecareInstall: boolean('telecare_install').notNull().default(false),
    /** The Ethernet product's name for ethernet services. */
    ethernetProduct: text('ethernet_product'),
    /** When a Cease Pending service becomes Ceased: 00:00 London on its cease date (migration 0014). */
    ceaseAt: at('cease_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('services_reference_unique').on(t.serviceReference),
    // Every list sort of GET /v2/services/list at 100,000 services per organisation (org_id first), id as tie-break.
    index('services_org_created_idx').on(t.orgId, t.createdAt.desc(), t.id.desc()),
    index('services_org_updated_idx').on(t.orgId, t.updatedAt.desc(), t.id.desc()),
    index('services_org_status_created_idx').on(t.orgId, t.status, t.createdAt.desc(), t.id.desc()),
    index('services_org_status_updated_idx').on(t.orgId, t.status, t.updatedAt.desc(), t.id.desc()),
    // A sort by a reference or the status reads these forwards (desc) or backwards (asc, NULLS FIRST).
    index('services_org_reference_idx').on(t.orgId, t.serviceReference.desc(), t.id.desc()),
    index('services_org_customer_reference_idx').on(t.orgId, t.customerReference.desc(), t.id.desc()),
    index('services_org_status_idx').on(t.orgId, t.status.desc(), t.id.desc()),
    index('services_org_appointment_idx').on(t.orgId, t.appointmentDate.desc(), t.id.desc()),
    // Losing & gaining: only services in an ISP switch.
    index('services_org_switch_created_idx')
      .on(t.orgId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.ispSwitchLosing} or ${t.ispSwitchGaining}`),
    // Ceased, replaced & cancelled.
    index('services_org_ended_updated_idx')
      .on(t.orgId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('Ceased', 'Replaced', 'Cancelled')`),
    // The services waiting for their cease date (server/domain/services/cease.ts): nothing due is one probe.
    index('services_cease_due_idx').on(t.orgId, t.ceaseAt).where(sql`${t.status} = 'Cease Pending'`),
    // `q=`: ILIKE '%word%' over the references, UPRN and site, one GIN over trigrams (as orders; migration 0015 adds
    // the city).
    index('services_search_trgm_idx').using(
      'gin',
      t.serviceReference.op('gin_trgm_ops'),
      t.customerReference.op('gin_trgm_ops'),
      t.uprn.op('gin_trgm_ops'),
      t.siteStreet.op('gin_trgm_ops'),
      t.siteCity.op('gin_trgm_ops'),
      t.sitePostcode.op('gin_trgm_ops'),
    ),
  ],
);
export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;

/**
 * Counters kept by statement-level triggers (migration 0010), so the quick stats and the losing & gaining stats read a
 * few rows: kind `status` (key: the status), `losing` and `gaining` (key: the status of the switching service).
 */
export const serviceCounts = pgTable(
  'service_counts',
  {
    orgId: text('org_id').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kind, t.key] })],
);

export const serviceHistory = pgTable(
  'service_history',
  {
    id: text('id').primaryKey(),
    serviceId: text('service_id').notNull(),
    orgId: text('org_id').notNull(),
    createdAt: at('created_at').notNull(),
    /** e.g. status_change, api_contact_update, portal_requested_date: a type starting with api_ shows the user as API. */
    type: text('type').notNull(),
    /** Null for the network provider's own records. */
    userId: text('user_id'),
    userName: text('user_name'),
    action: text('action').notNull(),
    extraInfo: text('extra_info'),
  },
  (t) => [index('service_history_service_idx').on(t.serviceId, t.createdAt.desc(), t.id.desc())],
);
export type ServiceHistoryRow = typeof serviceHistory.$inferSelect;

export const serviceCases = pgTable(
  'service_cases',
  {
    id: text('id').primaryKey(),
    serviceId: text('service_id').notNull(),
    orgId: text('org_id').notNull(),
    number: text('number').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull(),
    description: text('description').notNull(),
    dateRaised: at('date_raised').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('service_cases_number_unique').on(t.number),
    index('service_cases_service_idx').on(t.serviceId, t.dateRaised.desc()),
  ],
);
export type ServiceCaseRow = typeof serviceCases.$inferSelect;

export const serviceCaseComments = pgTable(
  'service_case_comments',
  {
    id: text('id').primaryKey(),
    caseId: text('case_id').notNull(),
    serviceId: text('service_id').notNull(),
    orgId: text('org_id').notNull(),
    datePublished: at('date_published').notNull(),
    /** portal, api or provider. */
    source: text('source').notNull(),
    text: text('text').notNull(),
    userId: text('user_id'),
    userName: text('user_name'),
  },
  (t) => [index('service_case_comments_case_idx').on(t.caseId, t.datePublished)],
);
export type ServiceCaseCommentRow = typeof serviceCaseComments.$inferSelect;

export const serviceDelays = pgTable(
  'service_delays',
  {
    id: text('id').primaryKey(),
    serviceId: text('service_id').notNull(),
    orgId: text('org_id').notNull(),
    createdAt: at('created_at').notNull(),
    nbaDescription: text('nba_description').notNull(),
    warningCode: text('warning_code').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('service_delays_service_idx').on(t.serviceId, t.createdAt.desc())],
);
export type ServiceDelayRow = typeof serviceDelays.$inferSelect;

export const serviceAppointments = pgTable(
  'service_appointments',
  {
    id: text('id').primaryKey(),
    serviceId: text('service_id').notNull(),
    orgId: text('org_id').notNull(),
    date: day('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** Booked, Reserved, Completed, Cancelled or Failed. */
    status: text('status').notNull(),
    key: text('key').notNull(),
    cannotReappointReason: text('cannot_reappoint_reason'),
    secondaryClosureCodeDescription: text('secondary_closure_code_description'),
    incidentNumber: text('incident_number'),
    incidentTaskNumber: text('incident_task_number'),
    engineerFirstName: text('engineer_first_name'),
    engineerLastName: text('engineer_last_name'),
    engineerPhone: text('engineer_phone'),
    engineerEmployeeNumber: text('engineer_employee_number'),
    engineerOnWay: boolean('engineer_on_way').notNull().default(false),
    engineerOnSite: boolean('engineer_on_site').notNull().default(false),
    endDate: day('end_date'),
    vulnerableCustomer: boolean('vulnerable_customer').notNull().default(false),
    vulnerabilitySupport: text('vulnerability_support'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('service_appointments_key_unique').on(t.key),
    index('service_appointments_service_idx').on(t.serviceId, t.createdAt.desc()),
    // The dashboard's appointments this week (server/domain/dashboard/attention.ts).
    index('service_appointments_org_date_idx').on(t.orgId, t.date),
  ],
);
export type ServiceAppointmentRow = typeof serviceAppointments.$inferSelect;

export const serviceContactMessages = pgTable(
  'service_contact_messages',
  {
    id: text('id').primaryKey(),
    serviceId: text('service_id').notNull(),
    orgId: text('org_id').notNull(),
    verbatim: text('verbatim').notNull(),
    eventTime: at('event_time').notNull(),
    /** e.g. appointment_reminder, engineer_on_way, service_live. */
    eventType: text('event_type').notNull(),
    /** sms, email or call. */
    contactMethod: text('contact_method').notNull(),
    issueRaised: boolean('issue_raised').notNull().default(false),
  },
  (t) => [index('service_contact_messages_service_idx').on(t.serviceId, t.eventTime.desc())],
);
export type ServiceContactMessageRow = typeof serviceContactMessages.$inferSelect;
