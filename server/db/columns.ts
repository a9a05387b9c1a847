import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read as a Date: every area's schema writes its times this way. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was made, set by the database. */
export const createdAt = () => at('created_at').notNull().defaultNow();
