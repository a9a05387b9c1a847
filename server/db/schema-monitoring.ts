import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

// The monitoring sink (spec 1 §1): exceptions the portal reports, already scrubbed of personal data. Provider staff read
// them on /sandbox/monitoring. No foreign key to users: a report may come from someone not signed in.

export const errorReports = pgTable(
  'error_reports',
  {
    id: text('id').primaryKey(),
    /** The portal build that sent it (VITE_BUILD_ID). */
    release: text('release').notNull(),
    /** The path without its query, scrubbed. */
    route: text('route').notNull(),
    /** The signed-in user's opaque id; null before sign-in. */
    userId: text('user_id'),
    name: text('name').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [index('error_reports_received_idx').on(t.receivedAt.desc(), t.id.desc())],
);
