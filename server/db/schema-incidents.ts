import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { organisations, roles } from './schema-identity';

// ——— Incident service (spec 2 §3, §7) ———

/** The sandbox clock: an offset from real time that tests and `server/cli/clock.ts` advance. */
export const sandboxClock = pgTable('sandbox_clock', {
  id: text('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
});

/** ServiceNow-style numbers of incidents raised through the sandbox (INC5000001…), above the seeded ranges. */
export const incidentNumberSeq = pgSequence('incident_number_seq', { startWith: 5_000_001 });

export const businessServiceCategories = pgTable('business_service_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  legacy: boolean('legacy').notNull().default(false),
  isAppointable: boolean('is_appointable').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const incidentFaultCategories = pgTable('incident_fault_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Service references as the incident service knows them. The diagnostic, slot and reservation behaviour columns make
 * each demo service answer the way its scenario promises (server/seed/scenarios.json).
 */
export const supportServices = pgTable(
  'support_services',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    serviceReference: text('service_reference').notNull(),
    status: text('status').notNull(),
    stage: text('stage').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => businessServiceCategories.id),
    siteStreet: text('site_street').notNull(),
    siteCity: text('site_city').notNull(),
    sitePostcode: text('site_postcode').notNull(),
    /** up, down, dying_gasp, unknown, error or provisioning. */
    diagnosticOutcome: text('diagnostic_outcome').notNull(),
    diagnosticDelaySeconds: integer('diagnostic_delay_seconds').notNull(),
    /** normal, none (no slots) or failing (reservations fail). */
    slotMode: text('slot_mode').notNull().default('normal'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_services_reference_unique').on(t.serviceReference),
    index('support_services_org_reference_idx').on(t.orgId, t.serviceReference),
  ],
);

export const incidents = pgTable(
  'incidents',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    number: text('number'),
    serviceReference: text('service_reference').notNull(),
    buyerFaultRef: text('buyer_fault_ref'),
    faultStartTime: at('fault_start_time'),
    customerReference: text('customer_reference').notNull(),
    raisedDate: at('raised_date').notNull(),
    resolvedAt: at('resolved_at'),
    raisedBy: text('raised_by'),
    addressName: text('address_name'),
    addressStreet: text('address_street'),
    addressCity: text('address_city'),
    addressCounty: text('address_county'),
    addressPostcode: text('address_postcode'),
    categoryId: integer('category_id').references(() => businessServiceCategories.id),
    priority: integer('priority'),
    faultCategoryId: integer('fault_category_id').references(() => incidentFaultCategories.id),
    description: text('description'),
    shortDescription: text('short_description').notNull(),
    status: text('status').notNull(),
    email: text('email'),
    majorIncident: boolean('major_incident').notNull().default(false),
    internal: boolean('internal').notNull().default(false),
    aEndLocation: text('a_end_location'),
    triage: jsonb('triage').$type<Record<string, boolean>>(),
    answers: jsonb('answers').$type<{ id: number; question: string; answer: string }[]>(),
    contactType: text('contact_type'),
    contactName: text('contact_name'),
    contactNumber: text('contact_number'),
    closeCode: text('close_code'),
    subCategory: text('sub_category'),
    faultCategory: text('fault_category'),
    closeNotes: text('close_notes'),
    severity: text('severity'),
    isAppointable: boolean('is_appointable').notNull().default(false),
    requiresReappointing: boolean('requires_reappointing').notNull().default(false),
    vulnerableCustomer: boolean('vulnerable_customer').notNull().default(false),
    telecareRequired: boolean('telecare_required').notNull().default(false),
    vulnerabilitySupport: text('vulnerability_support'),
    availability: text('availability'),
    /** When the sandbox clock next moves this incident on; null once it is Closed or for seeded history. */
    nextProgressAt: at('next_progress_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('incidents_org_updated_idx').on(t.orgId, t.updatedAt.desc(), t.id.desc()),
    index('incidents_org_created_idx').on(t.orgId, t.createdAt.desc(), t.id.desc()),
    index('incidents_org_raised_idx').on(t.orgId, t.raisedDate.desc(), t.id.desc()),
    index('incidents_org_status_updated_idx').on(t.orgId, t.status, t.updatedAt.desc(), t.id.desc()),
    index('incidents_org_service_idx').on(t.orgId, t.serviceReference),
    uniqueIndex('incidents_number_unique').on(t.number),
    uniqueIndex('incidents_org_fault_ref_unique').on(t.orgId, sql`lower(${t.buyerFaultRef})`),
    index('incidents_progress_idx').on(t.orgId, t.nextProgressAt).where(sql`${t.nextProgressAt} is not null`),
    // Every column `q=` searches (server/domain/incidents/list.ts), one GIN over trigrams: each ILIKE '%word%' of the
    // search's ORs is a bitmap scan of this index (migrations 0003, 0015 with the site).
    index('incidents_search_trgm_idx').using(
      'gin',
      t.number.op('gin_trgm_ops'),
      t.serviceReference.op('gin_trgm_ops'),
      t.customerReference.op('gin_trgm_ops'),
      t.buyerFaultRef.op('gin_trgm_ops'),
      t.email.op('gin_trgm_ops'),
      t.addressName.op('gin_trgm_ops'),
      t.addressStreet.op('gin_trgm_ops'),
      t.addressCity.op('gin_trgm_ops'),
      t.addressPostcode.op('gin_trgm_ops'),
    ),
  ],
);

/**
 * How many incidents each organisation has per status, kept by statement-level triggers on incidents (migration 0002),
 * so the list's total and the quick stats read a few rows instead of counting 100k on every request.
 */
export const incidentStatusCounts = pgTable(
  'incident_status_counts',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.status] })],
);

/**
 * How many users each organisation has, kept by statement-level triggers on users (migration 0003), so the users
 * list's total and the dashboard read one row instead of counting the organisation's users on every request.
 */
export const organisationUserCounts = pgTable('organisation_user_counts', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => organisations.id),
  total: integer('total').notNull().default(0),
});

/** How many of an organisation's users hold each role, kept by triggers on user_roles and users (migration 0003). */
export const organisationRoleCounts = pgTable(
  'organisation_role_counts',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.roleId] })],
);

export const incidentComments = pgTable(
  'incident_comments',
  {
    id: text('id').primaryKey(),
    incidentId: text('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    orgId: text('org_id').notNull(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    source: text('source').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('incident_comments_incident_idx').on(t.incidentId, t.createdAt)],
);

/** Metadata only: the bytes live under ${DATA_DIR}/attachments/<org>/<id>. */
export const incidentAttachments = pgTable(
  'incident_attachments',
  {
    id: text('id').primaryKey(),
    incidentId: text('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    orgId: text('org_id').notNull(),
    commentId: text('comment_id'),
    originalFileName: text('original_file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('incident_attachments_incident_idx').on(t.incidentId)],
);

export const incidentAppointments = pgTable(
  'incident_appointments',
  {
    id: text('id').primaryKey(),
    incidentId: text('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    orgId: text('org_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    status: text('status').notNull(),
    key: text('key').notNull(),
    telecareRequired: boolean('telecare_required').notNull().default(false),
    vulnerableCustomer: boolean('vulnerable_customer').notNull().default(false),
    vulnerabilitySupport: text('vulnerability_support'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('incident_appointments_incident_idx').on(t.incidentId),
    // The dashboard's appointments this week (server/domain/dashboard/attention.ts).
    index('incident_appointments_org_date_idx').on(t.orgId, t.date),
  ],
);

/** A held slot: Reserved until expiry, then Attached/Published with an incident, or Cancelled. */
export const appointmentReservations = pgTable(
  'appointment_reservations',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    serviceReference: text('service_reference').notNull(),
    incidentId: text('incident_id').references(() => incidents.id, { onDelete: 'set null' }),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    status: text('status').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('appointment_reservations_service_idx').on(t.serviceReference, t.appointmentDate),
    index('appointment_reservations_incident_idx').on(t.incidentId),
  ],
);

export const diagnosticChecks = pgTable(
  'diagnostic_checks',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    serviceReference: text('service_reference').notNull(),
    outcome: text('outcome').notNull(),
    startedAt: at('started_at').notNull(),
    readyAt: at('ready_at').notNull(),
    incidentId: text('incident_id').references(() => incidents.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('diagnostic_checks_service_idx').on(t.orgId, t.serviceReference, t.startedAt),
    index('diagnostic_checks_incident_idx').on(t.incidentId),
  ],
);

export const msoIncidents = pgTable(
  'mso_incidents',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    number: text('number').notNull(),
    configurationItem: text('configuration_item'),
    addressName: text('address_name'),
    addressStreet: text('address_street'),
    addressPostcode: text('address_postcode'),
    addressCity: text('address_city'),
    raisedDate: at('raised_date').notNull(),
    resolvedAt: at('resolved_at'),
    priority: integer('priority'),
    description: text('description'),
    shortDescription: text('short_description').notNull(),
    status: text('status').notNull(),
    categoryId: integer('category_id'),
    severity: text('severity'),
    promotedAt: at('promoted_at'),
    /** False for an outage whose details the provider cannot give (the funnel's 'details are unavailable'). */
    detailsAvailable: boolean('details_available').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('mso_incidents_org_updated_idx').on(t.orgId, t.updatedAt.desc(), t.id.desc()),
    uniqueIndex('mso_incidents_number_unique').on(t.number),
    // The MSO list's `q=` columns (server/domain/incidents/mso.ts), as for incidents (migration 0003).
    index('mso_incidents_search_trgm_idx').using(
      'gin',
      t.number.op('gin_trgm_ops'),
      t.shortDescription.op('gin_trgm_ops'),
      t.addressPostcode.op('gin_trgm_ops'),
      t.addressCity.op('gin_trgm_ops'),
    ),
  ],
);

export const msoOutages = pgTable(
  'mso_outages',
  {
    id: text('id').primaryKey(),
    msoIncidentId: text('mso_incident_id')
      .notNull()
      .references(() => msoIncidents.id, { onDelete: 'cascade' }),
    serviceReference: text('service_reference').notNull(),
    beginsAt: at('begins_at').notNull(),
    endsAt: at('ends_at'),
  },
  (t) => [
    index('mso_outages_incident_idx').on(t.msoIncidentId),
    index('mso_outages_service_idx').on(t.serviceReference),
  ],
);

export const msoComments = pgTable(
  'mso_comments',
  {
    id: text('id').primaryKey(),
    msoIncidentId: text('mso_incident_id')
      .notNull()
      .references(() => msoIncidents.id, { onDelete: 'cascade' }),
    orgId: text('org_id').notNull(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    type: text('type').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('mso_comments_incident_idx').on(t.msoIncidentId, t.createdAt)],
);
