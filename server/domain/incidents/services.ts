import { and, asc, eq, ilike, inArray, isNull, notInArray } from 'drizzle-orm';
import { finishedIncidentStatuses } from '../../../src/contracts/incidents';
import type { ActiveMsoIncident, ServiceReferenceStatus } from '../../../src/contracts/support-services';
import type { Db } from '../../db/client';
import { businessServiceCategories, incidents, msoIncidents, msoOutages, supportServices } from '../../db/schema';
import { customerIdOf } from './list';

export type SupportServiceRow = typeof supportServices.$inferSelect;
export const activeMsoStatuses = ['New', 'In Progress'];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The caller's organisation's service with this reference; another organisation's is not found. */
export async function findService(db: Db, orgId: string, ref: string): Promise<SupportServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(supportServices)
    .where(and(eq(supportServices.orgId, orgId), eq(supportServices.serviceReference, ref)));
  return row;
}

/** Up to 20 Live references of the organisation containing the text: stage and status both Live (a Provisioning
 * service at stage Live cannot take an incident either). */
export async function suggestServices(db: Db, orgId: string, text: string) {
  return db
    .select({
      id: supportServices.id,
      service_reference: supportServices.serviceReference,
      status: supportServices.status,
    })
    .from(supportServices)
    .where(
      and(
        eq(supportServices.orgId, orgId),
        eq(supportServices.stage, 'Live'),
        eq(supportServices.status, 'Live'),
        ilike(supportServices.serviceReference, `%${escapeLike(text)}%`),
      ),
    )
    .orderBy(asc(supportServices.serviceReference))
    .limit(20);
}

const minutesBetween = (a: Date, b: Date) => Math.max(0, Math.round((b.getTime() - a.getTime()) / 60_000));

/** The outage of a still-open MSO incident touching the service, if any (its details may be unavailable). */
export async function activeMsoOf(db: Db, orgId: string, ref: string): Promise<ActiveMsoIncident | null> {
  const [row] = await db
    .select({
      id: msoIncidents.id,
      number: msoIncidents.number,
      shortDescription: msoIncidents.shortDescription,
      status: msoIncidents.status,
    })
    .from(msoOutages)
    .innerJoin(msoIncidents, eq(msoIncidents.id, msoOutages.msoIncidentId))
    .where(
      and(
        eq(msoOutages.serviceReference, ref),
        eq(msoIncidents.orgId, orgId),
        inArray(msoIncidents.status, activeMsoStatuses),
        isNull(msoOutages.endsAt),
      ),
    )
    .limit(1);
  return row
    ? {
        id: row.id,
        service_now_incident_number: row.number,
        short_description: row.shortDescription,
        status: row.status,
      }
    : null;
}

export async function serviceStatusOf(
  db: Db,
  orgId: string,
  service: SupportServiceRow,
  now: Date,
): Promise<ServiceReferenceStatus> {
  const [[category], outages, active, customerId] = await Promise.all([
    db.select().from(businessServiceCategories).where(eq(businessServiceCategories.id, service.categoryId)),
    db
      .select({ outage: msoOutages })
      .from(msoOutages)
      .innerJoin(msoIncidents, eq(msoIncidents.id, msoOutages.msoIncidentId))
      .where(and(eq(msoOutages.serviceReference, service.serviceReference), eq(msoIncidents.orgId, orgId)))
      .orderBy(asc(msoOutages.beginsAt)),
    activeMsoOf(db, orgId, service.serviceReference),
    customerIdOf(db, orgId),
  ]);
  return {
    service_reference: service.serviceReference,
    status: service.status,
    stage: service.stage,
    customer_id: customerId,
    businessServiceCategory: {
      id: category?.id ?? service.categoryId,
      name: category?.name ?? 'Unknown',
      legacy: category?.legacy ?? false,
      isAppointable: category?.isAppointable ?? false,
    },
    site: { street: service.siteStreet, city: service.siteCity, postcode: service.sitePostcode },
    mso_outages: outages.map(({ outage: o }) => ({
      id: o.id,
      mso_incident_id: o.msoIncidentId,
      service_reference: o.serviceReference,
      begin: o.beginsAt.toISOString(),
      end: o.endsAt?.toISOString() ?? null,
      duration: minutesBetween(o.beginsAt, o.endsAt ?? now),
    })),
    active_mso_incident: active,
  };
}

/** The service's open incident (any status but Closed, Resolved, Cancelled, Completed), newest first. */
export async function openIncidentOf(db: Db, orgId: string, ref: string) {
  const [row] = await db
    .select({ id: incidents.id, number: incidents.number })
    .from(incidents)
    .where(
      and(
        eq(incidents.orgId, orgId),
        eq(incidents.serviceReference, ref),
        notInArray(incidents.status, [...finishedIncidentStatuses]),
      ),
    )
    .limit(1);
  return row;
}
