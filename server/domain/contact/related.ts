import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, supportServices } from '../../db/schema';

/**
 * Whether a reference names a service or an order of the organisation: a service the incident service knows
 * (support_services), a service of the services record (services, migration 0010, when present), or an order by
 * its buyer, seller or service reference. Another organisation's reference is refused like an unknown one.
 */
export async function isOwnReference(db: Db, orgId: string, reference: string): Promise<boolean> {
  const upper = reference.toUpperCase();
  const [service] = await db
    .select({ id: supportServices.id })
    .from(supportServices)
    .where(and(eq(supportServices.orgId, orgId), eq(supportServices.serviceReference, upper)))
    .limit(1);
  if (service) return true;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orgId, orgId),
        or(
          sql`lower(${orders.buyerReference}) = lower(${reference})`,
          eq(orders.sellerReference, upper),
          eq(orders.serviceReference, upper),
        ),
      ),
    )
    .limit(1);
  if (order) return true;
  return servicesRecordHas(db, orgId, upper);
}

/** The services table arrives with migration 0010; until it exists there is nothing to find in it. */
async function servicesRecordHas(db: Db, orgId: string, reference: string): Promise<boolean> {
  const result = (await db.execute(sql`
    select exists (
      select 1 from information_schema.columns
      where table_schema = 'public' and table_name = 'services' and column_name = 'service_reference'
    ) as present`)) as { rows: { present: boolean }[] };
  if (!result.rows[0]?.present) return false;
  const found = (await db.execute(
    sql`select 1 as one from services where org_id = ${orgId} and service_reference = ${reference} limit 1`,
  )) as { rows: unknown[] };
  return found.rows.length > 0;
}
