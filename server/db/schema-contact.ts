import { sql } from 'drizzle-orm';
import { index, integer, pgSequence, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

// The contact area (migration 0012): request information and complaints in one table with a kind column, their
// conversation and attachments (files under <DATA_DIR>/attachments/<org>/<id>, as incident attachments). Child tables
// carry org_id so every lookup is scoped to the caller's organisation; no foreign keys to the requests table, so tests
// can truncate the tables together (requests are never deleted by the sandbox).

/** The numbers of RI-000123 and CMP-000045. */
export const contactRiNumberSeq = pgSequence('contact_ri_number_seq', { startWith: 1 });
export const contactCmpNumberSeq = pgSequence('contact_cmp_number_seq', { startWith: 1 });

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    /** request-information or complaints. */
    kind: text('kind').notNull(),
    /** RI-000123 or CMP-000045: unique, numbered by a sequence per kind. */
    reference: text('reference').notNull(),
    category: text('category').notNull(),
    /** A service or order reference of the organisation, checked when stored. */
    relatedReference: text('related_reference'),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    /** Open, In Progress, Awaiting your reply, Resolved or Closed. */
    status: text('status').notNull(),
    /** Complaints only: Low, Medium or High. */
    priority: text('priority'),
    createdBy: text('created_by').notNull(),
    createdByUserId: text('created_by_user_id'),
    /** The provider's next step on the sandbox clock (ack, answer, resolve, close) and when it is due; null: none. */
    nextStep: text('next_step'),
    nextStepAt: at('next_step_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('contact_requests_reference_unique').on(t.reference),
    // The list: newest first per organisation and kind, with the status or category filter; id as tie-break.
    index('contact_requests_org_kind_created_idx').on(t.orgId, t.kind, t.createdAt.desc(), t.id.desc()),
    index('contact_requests_org_kind_status_created_idx').on(
      t.orgId,
      t.kind,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('contact_requests_org_kind_category_created_idx').on(
      t.orgId,
      t.kind,
      t.category,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Due provider steps of an organisation: one index entry answers "anything due?".
    index('contact_requests_due_idx').on(t.orgId, t.nextStepAt).where(sql`${t.nextStepAt} is not null`),
    // `q=`: ILIKE '%term%' over reference, subject and related reference.
    index('contact_requests_search_trgm_idx').using(
      'gin',
      t.reference.op('gin_trgm_ops'),
      t.subject.op('gin_trgm_ops'),
      t.relatedReference.op('gin_trgm_ops'),
    ),
  ],
);
export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type NewContactRequestRow = typeof contactRequests.$inferInsert;

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id').notNull(),
    orgId: text('org_id').notNull(),
    /** customer or provider. */
    author: text('author').notNull(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('contact_messages_request_idx').on(t.requestId, t.createdAt)],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export const contactAttachments = pgTable(
  'contact_attachments',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id').notNull(),
    /** The reply it came with; null for the request's own files. */
    messageId: text('message_id'),
    orgId: text('org_id').notNull(),
    originalFileName: text('original_file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('contact_attachments_request_idx').on(t.requestId, t.createdAt)],
);
export type ContactAttachmentRow = typeof contactAttachments.$inferSelect;

/** Counts per organisation, kind and status, kept by statement-level triggers (migration 0012). */
export const contactStatusCounts = pgTable(
  'contact_status_counts',
  {
    orgId: text('org_id').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kind, t.status] })],
);
