import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { MetroProductsAnswer } from '../../../../src/contracts/ethernet';
import { ethernetMessages } from '../../../../src/lib/ethernet-rules';
import type { Db } from '../../../db/client';
import { metroProductRequests } from '../../../db/schema';
import { type EthernetPropertyRecord, ethernetProductsAt, findEthernetProperty } from './records';

/** How many polls of a metro request answer `pending` before its products (spec 3 §4: "may take a few polls"). */
const metroPendingPolls = 1;

/** POST /request-products/: records the request; a property whose metro retrieval fails records its failure. */
export async function requestMetroProducts(db: Db, orgId: string, property: EthernetPropertyRecord, now: Date) {
  const requestId = `mpr_${randomUUID().replaceAll('-', '')}`;
  await db.insert(metroProductRequests).values({
    requestId,
    orgId,
    uprn: property.uprn,
    failure: property.metroMode === 'failing' ? ethernetMessages.metroFailed : null,
    createdAt: now,
  });
  return requestId;
}

/**
 * GET /retrieve-metro-products/{requestId}: the caller organisation's request only (another's is undefined: 404).
 * Each poll counts; the first `metroPendingPolls` answer pending, then the products (or the failure).
 */
export async function retrieveMetroProducts(
  db: Db,
  orgId: string,
  requestId: string,
): Promise<MetroProductsAnswer | undefined> {
  const [request] = await db
    .update(metroProductRequests)
    .set({ polls: sql`${metroProductRequests.polls} + 1` })
    .where(and(eq(metroProductRequests.requestId, requestId), eq(metroProductRequests.orgId, orgId)))
    .returning();
  if (!request) return undefined;
  const base = { requestId, products: [], message: null };
  if (request.polls <= metroPendingPolls) return { ...base, status: 'pending' };
  if (request.failure) return { ...base, status: 'failed', message: request.failure };
  const property = await findEthernetProperty(db, request.uprn);
  if (!property) return { ...base, status: 'failed', message: ethernetMessages.metroFailed };
  return { ...base, status: 'ready', products: await ethernetProductsAt(db, orgId, property, 'metro') };
}
