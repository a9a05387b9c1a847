import { eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organisations } from '../db/schema';

export type Organisation = typeof organisations.$inferSelect;

/** For sandbox commands: an organisation by id, customer id, or name (case-insensitive, a unique prefix will do). */
export async function findOrganisation(db: Db, key: string): Promise<Organisation[]> {
  const asNumber = /^\d+$/.test(key) ? Number(key) : undefined;
  const exact = await db
    .select()
    .from(organisations)
    .where(
      or(
        eq(organisations.id, key),
        ilike(organisations.name, key),
        ...(asNumber ? [eq(organisations.customerId, asNumber)] : []),
      ),
    );
  if (exact.length > 0) return exact;
  const escaped = key.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select()
    .from(organisations)
    .where(ilike(organisations.name, `${escaped}%`));
}
