// Forecasting and migrations: monthly forecasts per organisation (migration 0008).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An organisation's forecast of the orders (migrations) it expects to place in one London month of one product family.
 * An upload replaces the rows of the months and families it names, in one transaction; who uploaded each row and when
 * is kept on the row (the page says when the forecast was last changed and by whom).
 */
export const forecasts = pgTable(
  'forecasts',
  {
    // References organisations(id) (the migration's foreign key; not imported here, schema.ts re-exports this module).
    orgId: text('org_id').notNull(),
    /** yyyy-MM, a London month. */
    month: text('month').notNull(),
    /** fttp or ethernet (the orders table's order_type). */
    family: text('family').notNull(),
    forecast: integer('forecast').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.month, t.family] }),
    check('forecasts_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('forecasts_family_known', sql`${t.family} in ('fttp', 'ethernet')`),
    check('forecasts_forecast_range', sql`${t.forecast} >= 0 and ${t.forecast} <= 1000000`),
  ],
);
