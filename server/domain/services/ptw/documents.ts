import { and, eq } from 'drizzle-orm';
import { servicePtwMessages } from '../../../../src/contracts/service-appointments';
import type { Db } from '../../../db/client';
import { servicePtwDocuments, services } from '../../../db/schema';
import { pdfFile } from '../../ptw/pdf';
import type { PtwRecords } from '../../ptw/store';

/**
 * PTW documents of services (spec 2 §7) in the one PTW store (server/domain/ptw/store.ts), with the orders' policy and
 * words: a service is named by its id, rows in service_ptw_documents, files under <DATA_DIR>/service-ptw.
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

export const servicePtw: PtwRecords = {
  owner: 'service',
  table: servicePtwDocuments,
  recordColumn: servicePtwDocuments.serviceId,
  find: async (db, orgId, id) => {
    const found = await serviceId(db, orgId, id);
    return found ? { id: found, label: found } : undefined;
  },
  notFound: { field: 'id', message: servicePtwMessages.serviceNotFound },
  insert: async (tx, { recordId, ...row }) => {
    const [stored] = await tx
      .insert(servicePtwDocuments)
      .values({ ...row, serviceId: recordId })
      .returning();
    return stored;
  },
};

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
  return pdfFile(objects);
}
