import { and, asc, eq } from 'drizzle-orm';
import type { UsageMonths } from '../../../src/contracts/billing';
import type { Db } from '../../db/client';
import { bandwidthUsage, services } from '../../db/schema';

/** The organisation's services that have usage, for the page's picker (their months come one service at a time). */
export async function usageServices(db: Db, orgId: string) {
  return db
    .selectDistinct({ service_reference: bandwidthUsage.serviceReference, product: services.productName })
    .from(bandwidthUsage)
    .innerJoin(
      services,
      and(eq(services.orgId, bandwidthUsage.orgId), eq(services.serviceReference, bandwidthUsage.serviceReference)),
    )
    .where(eq(bandwidthUsage.orgId, orgId))
    .orderBy(asc(bandwidthUsage.serviceReference));
}

/** One service's months, oldest first; undefined when the organisation has no usage for it (another's or unknown). */
export async function usageMonths(db: Db, orgId: string, serviceReference: string): Promise<UsageMonths | undefined> {
  const rows = await db
    .select({
      month: bandwidthUsage.month,
      download_gb: bandwidthUsage.downloadGb,
      upload_gb: bandwidthUsage.uploadGb,
      peak_mbps: bandwidthUsage.peakMbps,
    })
    .from(bandwidthUsage)
    .where(and(eq(bandwidthUsage.orgId, orgId), eq(bandwidthUsage.serviceReference, serviceReference)))
    .orderBy(asc(bandwidthUsage.month));
  return rows.length > 0 ? { service_reference: serviceReference, months: rows } : undefined;
}
