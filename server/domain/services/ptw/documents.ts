import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PtwDocument } from '../../../../src/contracts/ptw';
import { servicePtwMessages } from '../../../../src/contracts/service-appointments';
import { ptwFileField, ptwMessages } from '../../../../src/lib/ptw-rules';
import type { Db } from '../../../db/client';
import { servicePtwDocuments, services } from '../../../db/schema';
import { type PtwFiles, type PtwUploadOutcome, type ReceivedPtw, refusedAsUploaded } from '../../orders/ptw';

/**
 * PTW documents of services (spec 2 §7): the orders' policy (`ptwUploadPolicy`: PDF by content, 4 files of 2 MB per
 * upload) and storage (`PtwFiles`, rooted at <DATA_DIR>/service-ptw: <org>/<service>/<document id>), rows in
 * service_ptw_documents. As for orders, documents cannot be deleted nor replaced: a name already uploaded is refused.
 */

/** The id of one of the organisation's services; undefined for another organisation's or an unknown one. */
export async function serviceId(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, id), eq(services.orgId, orgId)))
    .limit(1);
  return row?.id;
}

const toDocument = (r: { fileName: string; createdAt: Date }): PtwDocument => ({
  file_name: r.fileName,
  created_at: r.createdAt.toISOString(),
});

/** The service's documents, oldest first; undefined when the organisation has no such service. */
export async function listServicePtw(db: Db, orgId: string, id: string): Promise<PtwDocument[] | undefined> {
  const found = await serviceId(db, orgId, id);
  if (!found) return undefined;
  const rows = await db
    .select({ fileName: servicePtwDocuments.fileName, createdAt: servicePtwDocuments.createdAt })
    .from(servicePtwDocuments)
    .where(and(eq(servicePtwDocuments.orgId, orgId), eq(servicePtwDocuments.serviceId, found)))
    .orderBy(asc(servicePtwDocuments.createdAt), asc(servicePtwDocuments.fileName));
  return rows.map(toDocument);
}

const refused = (status: 400 | 404 | 409, field: string, message: string): PtwUploadOutcome => ({
  ok: false,
  status,
  fields: { [field]: [message] },
  message,
});

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ('code' in error ? error.code : (error as { cause?: { code?: string } }).cause?.code) === '23505';

/** Stores an upload's files under the service, all or none (the files move into place inside the transaction). */
export async function storeServicePtw(
  db: Db,
  files: PtwFiles,
  caller: { orgId: string; name: string },
  id: string,
  received: readonly ReceivedPtw[],
  now: Date,
): Promise<PtwUploadOutcome> {
  const found = await serviceId(db, caller.orgId, id);
  if (!found) return refused(404, 'id', servicePtwMessages.serviceNotFound);
  if (received.length === 0) return refused(400, ptwFileField, ptwMessages.noFiles);
  const names = received.map((f) => f.fileName);
  if (new Set(names).size !== names.length) return refused(400, ptwFileField, ptwMessages.sameNameTwice);
  const taken = await db
    .select({ fileName: servicePtwDocuments.fileName })
    .from(servicePtwDocuments)
    .where(and(eq(servicePtwDocuments.serviceId, found), inArray(servicePtwDocuments.fileName, names)));
  const takenNames = taken.map((t) => t.fileName);
  if (takenNames.length > 0) return refusedAsUploaded(takenNames, 'service');

  const committed: string[] = [];
  try {
    const rows = await db.transaction(async (tx) => {
      const stored = [];
      for (const file of received) {
        const docId = randomUUID();
        const [row] = await tx
          .insert(servicePtwDocuments)
          .values({
            id: docId,
            orgId: caller.orgId,
            serviceId: found,
            fileName: file.fileName,
            size: file.size,
            uploadedBy: caller.name,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('PTW document was not stored');
        committed.push(await files.commit(file.tempPath, caller.orgId, found, docId));
        stored.push(row);
      }
      return stored;
    });
    return { ok: true, directory: found, files: rows.map(toDocument) };
  } catch (error) {
    await Promise.all(committed.map((p) => rm(p, { force: true })));
    if (isUniqueViolation(error)) return refusedAsUploaded(names, 'service');
    throw error;
  }
}

/** One document of one of the organisation's services, opened for streaming; undefined for anything not found. */
export async function openServicePtw(db: Db, files: PtwFiles, orgId: string, id: string, name: string) {
  const found = await serviceId(db, orgId, id);
  if (!found) return undefined;
  const [row] = await db
    .select({ id: servicePtwDocuments.id, fileName: servicePtwDocuments.fileName })
    .from(servicePtwDocuments)
    .where(
      and(
        eq(servicePtwDocuments.orgId, orgId),
        eq(servicePtwDocuments.serviceId, found),
        eq(servicePtwDocuments.fileName, name),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const opened = await files.open(orgId, found, row.id);
  return opened ? { ...opened, fileName: row.fileName } : undefined;
}

/** The blank permission-to-work form (GET /v2/services/permission_to_work_document/download): a one-page PDF. */
export function ptwTemplatePdf(): Buffer {
  const lines = [
    'Permission to work',
    'Site address:',
    'Service reference:',
    'Landlord or site owner name:',
    'Signature:                                   Date (dd/MM/yyyy):',
  ];
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${740 - i * 40} Td (${line}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
