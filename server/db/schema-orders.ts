import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { organisations } from './schema-identity';

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
    // The dashboard's appointments this week (server/domain/dashboard/attention.ts).
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
