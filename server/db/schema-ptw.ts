import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Permission-to-work documents: their metadata; the files live under the data folder (migration 0007),
// at <DATA_DIR>/ptw/<org id>/<order id>/<document id>. order_id is an orders.id without a foreign key (see the
// migration: orders are never deleted, and tests truncate the orders tables).
export const ptwDocuments = pgTable(
  'ptw_documents',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    orderId: text('order_id').notNull(),
    /** The name as uploaded (its base name); downloads name the document by it, so it is unique per order. */
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('ptw_documents_order_file_unique').on(t.orderId, t.fileName),
    index('ptw_documents_org_order_idx').on(t.orgId, t.orderId, t.createdAt),
  ],
);
export type PtwDocumentRow = typeof ptwDocuments.$inferSelect;

// Permission-to-work documents of services (migration 0013): the orders' limits and storage, files at
// <DATA_DIR>/service-ptw/<org id>/<service id>/<document id>. service_id is a services.id without a foreign key.
export const servicePtwDocuments = pgTable(
  'service_ptw_documents',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    serviceId: text('service_id').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('service_ptw_documents_service_file_unique').on(t.serviceId, t.fileName),
    index('service_ptw_documents_org_service_idx').on(t.orgId, t.serviceId, t.createdAt),
  ],
);
