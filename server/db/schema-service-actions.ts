import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the service actions (migration 0013, top part): what a service action keeps beyond the services record's
// own columns (server/db/schema-services.ts).

/**
 * The site contact's care needs (spec 2 §5 site contact rules: when the customer is vulnerable, support text is
 * required), set by PUT /v2/services-contact-update/{id}. One row per service once its contacts were updated; the
 * contact's name, email and telephone stay on the services row.
 */
export const serviceContactCare = pgTable('service_contact_care', {
  serviceId: text('service_id').primaryKey(),
  orgId: text('org_id').notNull(),
  vulnerableCustomer: boolean('vulnerable_customer').notNull().default(false),
  vulnerabilitySupport: text('vulnerability_support'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
export type ServiceContactCareRow = typeof serviceContactCare.$inferSelect;
