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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const organisations = pgTable('organisations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  customerId: integer('customer_id').notNull().unique(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    loginsCount: integer('logins_count').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    /** Tokens issued before this second are refused (deletion, role removal, password reset end open sessions). */
    tokensRevokedAt: timestamp('tokens_revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_org_created_idx').on(t.orgId, t.createdAt),
    // The list's other sorts (migration 0003): a page of 10 by name or e-mail reads 10 index entries, not every row.
    index('users_org_name_idx').on(t.orgId, t.name),
    index('users_org_email_idx').on(t.orgId, t.email),
    // `q=` is ILIKE '%term%' on name and e-mail; trigrams (pg_trgm) let the planner find the matches without a scan.
    index('users_search_trgm_idx').using('gin', t.name.op('gin_trgm_ops'), t.email.op('gin_trgm_ops')),
  ],
);

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
  },
  // The role's holders, for a users list filtered on a role few hold (server/domain/user-list.ts, roleWay).
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId, t.userId)],
);

/** Feature flags per organisation; product families are flags too (family_ftth, family_ethernet, family_ftthl2b). */
export const featureFlags = pgTable(
  'feature_flags',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.name] })],
);

/** E-mail subscriptions that /unsubscribe/{id} ends; the id is the unguessable token carried in the e-mail link. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    createdAt: createdAt(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('subscriptions_org_idx').on(t.orgId)],
);

/** oidc-provider's models (sessions, grants, codes, refresh tokens, interactions) kept across restarts. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    // Revoking a user's sessions, grants and refresh tokens at once (server/identity/revocation.ts).
    index('oidc_payloads_account_idx').on(sql`(${t.payload}->>'accountId')`),
  ],
);

/** The identity provider's signing keys (private JWKs) and cookie secrets, so a restart signs nobody out. */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Failed sign-ins per account (a hash of the email as typed, known or not) and per client address: the count since
 * the last quiet spell and the time before which the next attempt is refused (server/identity/sign-in-throttle.ts).
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
});

// ——— Incident service (spec 2 §3, §7) ———

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    // The dashboard's appointments this week (server/domain/home-attention.ts).
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

// ——— Orders service (spec 3 §3, §7; migration 0005) ———

/**
 * The sandbox's gazetteer: one row per property the FTTP availability lookup knows. `postcode_key` is the postcode upper
 * case without spaces (the lookup's key); the behaviour columns make each scenario property answer as it promises
 * (server/seed/scenarios.json).
 */
export const properties = pgTable(
  'properties',
  {
    uprn: text('uprn').primaryKey(),
    postcode: text('postcode').notNull(),
    postcodeKey: text('postcode_key').notNull(),
    address: text('address').notNull(),
    rfsCode: text('rfs_code').notNull(),
    rfsDefinition: text('rfs_definition').notNull(),
    locCode: text('loc_code').notNull(),
    locDefinition: text('loc_definition').notNull(),
    cabinetReleaseDate: date('cabinet_release_date', { mode: 'string' }),
    dropCategory: text('drop_category'),
    demandCategory: text('demand_category'),
    preOrder: boolean('pre_order').notNull().default(false),
    bdukSubsidised: boolean('bduk_subsidised').notNull().default(false),
    allowedDateRating: text('allowed_date_rating'),
    /** green, amber, red or null. */
    indicator: text('indicator'),
    /** RFS_4 only: ACTIVE, REGRADE or GPL WLTO (GET /service-status/{uprn}). */
    serviceStatus: text('service_status'),
    /** FTTP product codes the property can have (fttp_products.code); empty: no products. */
    productCodes: jsonb('product_codes').$type<string[]>().notNull().default([]),
    /** How many product retrievals answer empty before the products appear (per organisation and uprn). */
    slowPolls: integer('slow_polls').notNull().default(0),
    /** normal, none (no slots) or failing (reservations answer data: null). */
    slotMode: text('slot_mode').notNull().default('normal'),
    createdAt: createdAt(),
  },
  (t) => [index('properties_postcode_key_idx').on(t.postcodeKey)],
);

/** The FTTP product catalogue (spec 3 §3 Product option, §9 residential codes). */
export const fttpProducts = pgTable('fttp_products', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  /** yes, no or maybe. */
  appointmentRequired: text('appointment_required').notNull().default('maybe'),
  installProducts: jsonb('install_products').$type<string[]>().notNull().default([]),
  lineProfiles: jsonb('line_profiles').$type<{ value: string; label: string }[]>().notNull().default([]),
  nni: jsonb('nni').$type<{
    identifier: string;
    access: 'National' | 'Local';
    opportunityName: string;
    tagging: 'Single Tag' | 'Double Tag' | 'Single and Double Tag';
  } | null>(),
  isComplex: boolean('is_complex').notNull().default(false),
  residential: boolean('residential').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Product retrievals per organisation and uprn, so slow properties answer empty for their first polls. */
export const productPolls = pgTable(
  'product_polls',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    uprn: text('uprn').notNull(),
    polls: integer('polls').notNull().default(0),
    lastPollAt: at('last_poll_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.uprn] })],
);

export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
  },
  (t) => [index('projects_org_idx').on(t.orgId, t.name)],
);

/** Live FTTP services of an organisation (the regrade wizard's source: a signed link names one). */
export const fttpServices = pgTable(
  'fttp_services',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    serviceReference: text('service_reference').notNull(),
    uprn: text('uprn').notNull(),
    product: text('product').notNull(),
    authenticationAgent: text('authentication_agent').notNull(),
    remoteAgentId: text('remote_agent_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fttp_services_reference_unique').on(t.serviceReference),
    index('fttp_services_org_idx').on(t.orgId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    /** fttp or ethernet. */
    orderType: text('order_type').notNull(),
    buyerReference: text('buyer_reference').notNull(),
    sellerReference: text('seller_reference'),
    serviceReference: text('service_reference'),
    uprn: text('uprn').notNull(),
    postcode: text('postcode').notNull(),
    address: text('address').notNull(),
    product: text('product').notNull(),
    productDisplayName: text('product_display_name').notNull(),
    lineProfile: text('line_profile'),
    newOrderType: text('new_order_type').notNull(),
    isRegrade: boolean('is_regrade').notNull().default(false),
    gplWlto: boolean('gpl_wlto').notNull().default(false),
    rfsStatus: text('rfs_status'),
    status: text('status').notNull(),
    /** Customer fields as placed (name, email, phone, agent, project, vulnerability, hazards…). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    appointmentRequired: text('appointment_required').notNull().default('maybe'),
    requestedDate: date('requested_date', { mode: 'string' }),
    appointmentDate: date('appointment_date', { mode: 'string' }),
    appointmentStart: text('appointment_start'),
    appointmentEnd: text('appointment_end'),
    appointmentRequested: boolean('appointment_requested').notNull().default(false),
    cpeInstall: boolean('cpe_install').notNull().default(false),
    bbuInstall: boolean('bbu_install').notNull().default(false),
    voipInstall: boolean('voip_install').notNull().default(false),
    telecareInstall: boolean('telecare_install').notNull().default(false),
    bdukSubsidised: boolean('bduk_subsidised').notNull().default(false),
    orderedBy: text('ordered_by').notNull(),
    orderedByUserId: text('ordered_by_user_id'),
    rejectionReason: text('rejection_reason'),
    /** When the sandbox clock next moves this order on; null once it is final or for seeded history. */
    nextProgressAt: at('next_progress_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_org_buyer_reference_unique').on(t.orgId, sql`lower(${t.buyerReference})`),
    index('orders_org_type_created_idx').on(t.orgId, t.orderType, t.createdAt.desc(), t.id.desc()),
    index('orders_org_type_updated_idx').on(t.orgId, t.orderType, t.updatedAt.desc(), t.id.desc()),
    index('orders_org_type_status_created_idx').on(t.orgId, t.orderType, t.status, t.createdAt.desc(), t.id.desc()),
    // Migration 0009: status descending with the newest first in each status; due orders by organisation.
    index('orders_org_type_status_desc_created_idx').on(
      t.orgId,
      t.orderType,
      t.status.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('orders_org_uprn_idx').on(t.orgId, t.uprn),
    // The dashboard's appointments this week (server/domain/home-attention.ts).
    index('orders_org_appointment_idx').on(t.orgId, t.appointmentDate).where(sql`${t.appointmentDate} is not null`),
    index('orders_progress_idx').on(t.orgId, t.nextProgressAt).where(sql`${t.nextProgressAt} is not null`),
    // Every column `q=` searches, one GIN over trigrams (as incidents, migration 0003).
    index('orders_search_trgm_idx').using(
      'gin',
      t.buyerReference.op('gin_trgm_ops'),
      t.sellerReference.op('gin_trgm_ops'),
      t.serviceReference.op('gin_trgm_ops'),
      t.address.op('gin_trgm_ops'),
      t.postcode.op('gin_trgm_ops'),
    ),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orgId: text('org_id').notNull(),
    status: text('status').notNull(),
    at: at('at').notNull(),
    note: text('note'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** Orders per organisation, type and status, kept by statement-level triggers on orders (migration 0005). */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    orderType: text('order_type').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.orderType, t.status] })],
);

/**
 * One row per Idempotency-Key an organisation sent to a placing route: the first request inserts it and holds its row
 * lock until its order is committed, so a duplicate waits and then replays the same order (server/domain/orders/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] })],
);

/**
 * Appointment slots held at a property (orders now, services later): Reserved until expires_at, Booked with an order,
 * or Cancelled. A slot is taken while a live row holds it, whoever's it is.
 */
export const orderSlotHolds = pgTable(
  'order_slot_holds',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    userId: text('user_id').notNull(),
    uprn: text('uprn').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    product: text('product').notNull(),
    /** Reserved, Booked or Cancelled. */
    status: text('status').notNull(),
    reservationKey: text('reservation_key').notNull(),
    expiresAt: at('expires_at').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The service a hold is for (service appointments, migration 0013); null for an order's. */
    serviceId: text('service_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_slot_holds_key_unique').on(t.reservationKey),
    index('order_slot_holds_slot_idx').on(t.uprn, t.date, t.startTime),
    index('order_slot_holds_service_idx').on(t.serviceId),
  ],
);

/** Sandbox mail (exports): metadata only, the file lives under ${DATA_DIR}/outbox/<org>/<id>. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    userId: text('user_id').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    fileName: text('file_name'),
    filePath: text('file_path'),
    contentType: text('content_type'),
    size: integer('size'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('outbox_messages_user_idx').on(t.userId, t.createdAt.desc())],
);

// ——— Users service: invitations, password resets, the change history (migration 0016) ———
/**
 * Invitations (spec 1 §3): pending until `expires_at` by the sandbox clock, then expired; one-time (accepted_at set by
 * the acceptance); one open invitation per organisation and address, which a second invite re-sends (new token, new
 * expiry). The token is the secret of the link; admins of the organisation see the link (spec: invitation_url).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    email: text('email').notNull(),
    roleIds: jsonb('role_ids').$type<string[]>().notNull(),
    inviterId: text('inviter_id').notNull(),
    inviterName: text('inviter_name').notNull(),
    token: text('token').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
  },
  (t) => [
    index('invitations_org_created_idx').on(t.orgId, t.createdAt.desc()),
    uniqueIndex('invitations_token_unique').on(t.token),
    uniqueIndex('invitations_open_email_unique')
      .on(t.orgId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null`),
  ],
);

/** One-time password-reset links: the SHA-256 of the token is kept, never the token. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Every change made through the users service: who (actor), when, what (action), the record's state before and after.
 * Kept after the user is deleted (no foreign key), so an Admin still reads a departed colleague's history.
 */
export const userAudit = pgTable(
  'user_audit',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    /** The user changed, or the invitation for invitation events. */
    subjectId: text('subject_id').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: at('at').notNull(),
  },
  (t) => [index('user_audit_subject_idx').on(t.orgId, t.subjectId, t.at.desc())],
);

export * from './schema-billing';
export * from './schema-contact';
export * from './schema-developer';
export * from './schema-ethernet';
export * from './schema-feedback';
export * from './schema-forecasts';
export * from './schema-knowledge';
export * from './schema-live-chat';
export * from './schema-monitoring';
export * from './schema-ptw';
export * from './schema-service-actions';
export * from './schema-services';

// ——— Notifications service (spec 1 §3, §4; migration 0018) ———
/**
 * Notifications: an organisation's (user_email null, for every user of the customer) or one user's (user_email set,
 * 'My Notifications'). Created by what happens in the sandbox (server/domain/notifications/create.ts); `event_key`
 * names the event, so a racing second creation of the same one stores nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    customerId: integer('customer_id').notNull(),
    userEmail: text('user_email'),
    message: text('message').notNull(),
    link: text('link').notNull(),
    from: text('from').notNull(),
    eventKey: text('event_key').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // The list: an organisation's newest first, 15 at a time; and the old ones the 30-day removal looks at.
    index('notifications_org_created_idx').on(t.orgId, t.createdAt.desc(), t.id.desc()),
    // My Notifications: one user's, newest first.
    index('notifications_org_user_created_idx')
      .on(t.orgId, sql`lower(${t.userEmail})`, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.userEmail} is not null`),
    uniqueIndex('notifications_event_key_unique').on(t.eventKey),
  ],
);

/**
 * Read state per user: a row when a user has read a notification. An organisation's notification read by one user is
 * still unread for a colleague; hasBeenRead is "this caller has a row".
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.notificationId] }),
    index('notification_reads_notification_idx').on(t.notificationId),
  ],
);
