import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { todayIso } from '../../../src/lib/dates';
import type { CreateIncidentFields } from '../../../src/lib/incident-raise-fields';
import { supportMessages, triageQuestions } from '../../../src/lib/support-rules';
import type { Db } from '../../db/client';
import {
  businessServiceCategories,
  diagnosticChecks,
  incidentAttachments,
  incidentFaultCategories,
  incidents,
} from '../../db/schema';
import { publishNotifications, type StoredNotification } from '../notifications/publisher';
import type { UploadStore } from '../uploads/store';
import { firstProgressAt } from './progress';
import { attachReservation } from './reservations';
import type { IncidentRow } from './rows';
import { activeMsoOf, findService, openIncidentOf } from './services';

export interface ReceivedFile {
  tempPath: string;
  fileName: string;
  contentType: string;
  size: number;
}

export type CreateOutcome =
  | { ok: true; incident: IncidentRow }
  | { ok: false; status: 400 | 404 | 409; fields: Record<string, string[]>; message: string };

const fail = (status: 400 | 404 | 409, field: string, message: string): CreateOutcome => ({
  ok: false,
  status,
  fields: { [field]: [message] },
  message,
});

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ('code' in error ? error.code : (error as { cause?: { code?: string } }).cause?.code) === '23505';

async function faultRefTaken(db: Db, orgId: string, ref: string) {
  const [row] = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(eq(incidents.orgId, orgId), sql`lower(${incidents.buyerFaultRef}) = lower(${ref})`))
    .limit(1);
  return Boolean(row);
}
export const isFaultReferenceUnique = async (db: Db, orgId: string, ref: string) =>
  !(await faultRefTaken(db, orgId, ref));

/** The rules of spec 2 §4–§5 that need data, then one transaction storing the incident, its files and booking. */
export async function createIncident(
  db: Db,
  store: UploadStore,
  caller: { orgId: string; name: string; email: string },
  f: CreateIncidentFields,
  files: ReceivedFile[],
  now: Date,
): Promise<CreateOutcome> {
  const { orgId } = caller;
  const service = await findService(db, orgId, f.business_service_reference);
  if (!service) return fail(404, 'business_service_reference', 'Service not found');
  if (service.stage !== 'Live') return fail(400, 'business_service_reference', supportMessages.notLive);
  if (service.status === 'Provisioning') return fail(400, 'business_service_reference', supportMessages.provisioning);
  if (await openIncidentOf(db, orgId, service.serviceReference))
    return fail(409, 'business_service_reference', supportMessages.openIncident);
  if (f.buyer_fault_ref && (await faultRefTaken(db, orgId, f.buyer_fault_ref)))
    return fail(400, 'buyer_fault_ref', supportMessages.faultReferenceUnique);
  const faultStart = new Date(f.fault_start_time);
  if (faultStart.getTime() > now.getTime()) return fail(400, 'fault_start_time', supportMessages.faultStartFuture);
  const [[category], [faultCategory]] = await Promise.all([
    db.select().from(businessServiceCategories).where(eq(businessServiceCategories.id, f.business_service_category_id)),
    db.select().from(incidentFaultCategories).where(eq(incidentFaultCategories.id, f.incident_fault_category_id)),
  ]);
  if (!category) return fail(400, 'business_service_category_id', supportMessages.required);
  if (!faultCategory) return fail(400, 'incident_fault_category_id', supportMessages.required);

  // With an active outage the customer is available today at 13:00 (§4); otherwise availability starts tomorrow.
  const active = await activeMsoOf(db, orgId, service.serviceReference);
  let availability: string | null = null;
  if (active) availability = `${todayIso(now)} PM`;
  else if (f.availability_date) {
    if (f.availability_date <= todayIso(now))
      return fail(400, 'availability_date', supportMessages.availabilityFromTomorrow);
    availability = `${f.availability_date} ${f.availability_slot ?? 'AM'}`;
  }

  const answers = f.triage_answers.map((a) => ({
    id: a.id,
    question: triageQuestions.find((q) => q.id === a.id)?.question ?? '',
    answer: a.answer,
  }));
  const triage = Object.fromEntries(
    triageQuestions
      .filter((q) => q.kind === 'yes_no')
      .map((q) => [q.key, answers.find((a) => a.id === q.id)?.answer === 'Yes']),
  );
  const id = `inc_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const committed: string[] = [];
  try {
    let bookedNotice: StoredNotification | undefined;
    const incident = await db.transaction(async (tx) => {
      // Both drivers answer raw queries with { rows }.
      const numbered = (await tx.execute(sql`select nextval('incident_number_seq')::text as n`)) as {
        rows: { n: string }[];
      };
      const [seq] = numbered.rows;
      const [row] = await tx
        .insert(incidents)
        .values({
          id,
          orgId,
          number: `INC${seq?.n ?? Date.now()}`,
          serviceReference: service.serviceReference,
          buyerFaultRef: f.buyer_fault_ref ?? null,
          faultStartTime: faultStart,
          customerReference: f.customer_reference,
          raisedDate: now,
          raisedBy: caller.name,
          addressName: f.address_name,
          addressStreet: f.address_street,
          addressCity: f.address_city,
          addressCounty: f.address_county ?? null,
          addressPostcode: f.address_postcode.toUpperCase(),
          categoryId: category.id,
          priority: f.incident_severity === 'Service Outage' ? 2 : 3,
          faultCategoryId: faultCategory.id,
          description: f.description ?? null,
          shortDescription: f.short_description,
          status: 'New',
          email: caller.email,
          aEndLocation: answers.find((a) => a.id === 9)?.answer ?? null,
          triage,
          answers,
          contactType: 'Portal',
          contactName: f.customer_onsite_contact_name,
          contactNumber: f.customer_onsite_contact_number,
          severity: f.incident_severity,
          isAppointable: category.isAppointable && f.incident_severity === 'Service Outage' && !active,
          vulnerableCustomer: f.vulnerable_customer === '1',
          telecareRequired: f.telecare_required === '1',
          vulnerabilitySupport: f.vulnerability_support ?? null,
          availability,
          nextProgressAt: firstProgressAt(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('Incident was not stored');
      // The line test run for this service during the funnel becomes the incident's diagnostics.
      const [check] = await tx
        .select({ id: diagnosticChecks.id })
        .from(diagnosticChecks)
        .where(
          and(
            eq(diagnosticChecks.orgId, orgId),
            eq(diagnosticChecks.serviceReference, service.serviceReference),
            isNull(diagnosticChecks.incidentId),
          ),
        )
        .orderBy(desc(diagnosticChecks.startedAt))
        .limit(1);
      if (check) await tx.update(diagnosticChecks).set({ incidentId: id }).where(eq(diagnosticChecks.id, check.id));
      if (f.reservation_id) {
        const booked = await attachReservation(tx as unknown as Db, orgId, row, f.reservation_id, 'publish', now);
        if (!booked.ok) throw new ReservationRejected(booked.reason);
        bookedNotice = booked.notification;
      }
      for (const file of files) {
        const attachmentId = randomUUID();
        await tx.insert(incidentAttachments).values({
          id: attachmentId,
          incidentId: id,
          orgId,
          originalFileName: file.fileName,
          contentType: file.contentType,
          size: file.size,
          createdAt: now,
        });
        // Last, inside the transaction: a failed move rolls the incident back.
        await store.commit(file.tempPath, orgId, attachmentId);
        committed.push(store.pathOf(orgId, attachmentId));
      }
      return row;
    });
    await publishNotifications(db, [bookedNotice]);
    return { ok: true, incident };
  } catch (error) {
    await store.discard(committed);
    if (error instanceof ReservationRejected) return fail(400, 'reservation_id', supportMessages.reservationFailed);
    if (isUniqueViolation(error)) return fail(400, 'buyer_fault_ref', supportMessages.faultReferenceUnique);
    throw error;
  }
}

class ReservationRejected extends Error {}
