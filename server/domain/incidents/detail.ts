import { and, asc, eq, or } from 'drizzle-orm';
import type { IncidentComment, IncidentDetail } from '../../../src/contracts/incidents';
import { triageQuestions } from '../../../src/lib/support-rules';
import type { Db } from '../../db/client';
import {
  appointmentReservations,
  businessServiceCategories,
  diagnosticChecks,
  incidentAppointments,
  incidentAttachments,
  incidentComments,
  incidents,
  supportServices,
} from '../../db/schema';
import { type DiagnosticOutcome, resultOf } from './diagnostics';
import { customerIdOf } from './list';
import { attachmentUrl, type IncidentRow, toIncident } from './rows';
import { activeMsoOf } from './services';

/** By id or ServiceNow number, in the caller's organisation only: another organisation's incident is not found. */
export async function findIncident(db: Db, orgId: string, key: string): Promise<IncidentRow | undefined> {
  const [row] = await db
    .select()
    .from(incidents)
    .where(and(eq(incidents.orgId, orgId), or(eq(incidents.id, key), eq(incidents.number, key))))
    .limit(1);
  return row;
}

/** One of an incident's attachments; an attachment of another incident is not found. */
export async function findAttachment(db: Db, incidentId: string, attachmentId: string) {
  const [file] = await db
    .select()
    .from(incidentAttachments)
    .where(and(eq(incidentAttachments.id, attachmentId), eq(incidentAttachments.incidentId, incidentId)));
  return file;
}

type CommentRow = typeof incidentComments.$inferSelect;
type AttachmentRow = typeof incidentAttachments.$inferSelect;

export function toComment(row: CommentRow, attachment?: AttachmentRow): IncidentComment {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    name: row.name,
    text: row.text,
    comment_source: row.source === 'SERVICE_NOW' || row.source === 'API' ? row.source : 'PORTAL',
    attachment: attachment
      ? {
          id: attachment.id,
          original_file_name: attachment.originalFileName,
          download_url: attachmentUrl(row.incidentId, attachment.id),
        }
      : null,
  };
}

export async function incidentDetail(db: Db, orgId: string, row: IncidentRow): Promise<IncidentDetail> {
  const [comments, attachments, appointments, reservations, checks, [category], [service], active, customerId] =
    await Promise.all([
      db
        .select()
        .from(incidentComments)
        .where(eq(incidentComments.incidentId, row.id))
        .orderBy(asc(incidentComments.createdAt), asc(incidentComments.id)),
      db
        .select()
        .from(incidentAttachments)
        .where(eq(incidentAttachments.incidentId, row.id))
        .orderBy(asc(incidentAttachments.createdAt)),
      db
        .select()
        .from(incidentAppointments)
        .where(eq(incidentAppointments.incidentId, row.id))
        .orderBy(asc(incidentAppointments.createdAt)),
      db
        .select()
        .from(appointmentReservations)
        .where(eq(appointmentReservations.incidentId, row.id))
        .orderBy(asc(appointmentReservations.createdAt)),
      db
        .select()
        .from(diagnosticChecks)
        .where(eq(diagnosticChecks.incidentId, row.id))
        .orderBy(asc(diagnosticChecks.startedAt)),
      row.categoryId
        ? db.select().from(businessServiceCategories).where(eq(businessServiceCategories.id, row.categoryId))
        : Promise.resolve([]),
      db
        .select({ city: supportServices.siteCity })
        .from(supportServices)
        .where(and(eq(supportServices.orgId, orgId), eq(supportServices.serviceReference, row.serviceReference))),
      activeMsoOf(db, orgId, row.serviceReference),
      customerIdOf(db, orgId),
    ]);
  const attachmentOfComment = new Map(attachments.filter((a) => a.commentId).map((a) => [a.commentId, a]));
  return {
    ...toIncident(row, customerId, category?.name ?? null),
    questions: triageQuestions.map((q) => ({ id: q.id, question: q.question })),
    answers: row.answers ?? [],
    attachments: attachments.map((a) => ({
      id: a.id,
      incident_comment_id: a.commentId,
      original_file_name: a.originalFileName,
      content_type: a.contentType,
      size: a.size,
      download_url: attachmentUrl(row.id, a.id),
    })),
    comments: comments.map((c) => toComment(c, attachmentOfComment.get(c.id))),
    appointments: appointments.map((a) => ({
      id: a.id,
      date: a.date,
      start_time: a.startTime,
      end_time: a.endTime,
      status: a.status,
      key: a.key,
      incident_number: row.number,
      telecare_required: a.telecareRequired,
      vulnerable_customer: a.vulnerableCustomer,
      vulnerability_support: a.vulnerabilitySupport,
    })),
    appointment_reservations: reservations.map((r) => ({
      id: r.id,
      appointment_date: r.appointmentDate,
      start_time: r.startTime,
      end_time: r.endTime,
      status: r.status,
      expiry_date: r.expiresAt.toISOString(),
    })),
    diagnostics: checks.flatMap((c) => {
      const result = resultOf(c.outcome as DiagnosticOutcome);
      return result ? [{ ...result, id: c.id, checked_at: c.readyAt.toISOString() }] : [];
    }),
    service: { site: { city: service?.city ?? row.addressCity }, active_mso_incident: active },
  };
}
