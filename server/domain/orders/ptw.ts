import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PtwDocument } from '../../../src/contracts/ptw';
import { type PtwOwner, ptwFileField, ptwLimits, ptwMessages } from '../../../src/lib/ptw-rules';
import type { Db } from '../../db/client';
import { orders, ptwDocuments } from '../../db/schema';
import { fileKinds, type UploadPolicy } from '../uploads/limits';
import { UploadStore } from '../uploads/store';

/**
 * PTW documents (spec 3 §5, §7): PDFs judged by content (`%PDF-` at the start, file-type), at most 4 of 2 MB per
 * upload, sent as `files[]`. The limits and words are the portal's (src/lib/ptw-rules.ts).
 */
export const ptwUploadPolicy: UploadPolicy = {
  kinds: { pdf: fileKinds.pdf },
  maxFiles: ptwLimits.maxFiles,
  maxFileBytes: ptwLimits.maxFileBytes,
  fileFields: [ptwFileField],
  messages: {
    tooLarge: `File size limit exceeded: each file must not exceed the maximum size limit of ${ptwLimits.maxFileMegabytes} MB`,
    wrongType: ptwMessages.notPdf,
    tooMany: ptwMessages.tooMany,
  },
  // A refused file's message names it, in the picker's words, so the page can say which and take it out.
  fileMessages: {
    wrongType: (name) => ptwMessages.notPdfNamed([name]),
    tooLarge: (name) => ptwMessages.oversize([name]),
  },
};

const segmentPattern = /^[A-Za-z0-9_-]{1,100}$/;
const idPattern = /^[0-9a-f-]{36}$/;

/**
 * PTW files on disk: `<root>/<org id>/<order id>/<document id>` (root is `<DATA_DIR>/ptw`). Bytes arrive through the
 * shared upload store's incoming folder and are moved into place only inside the transaction that stores their rows.
 */
export class PtwFiles {
  readonly incoming: UploadStore;

  constructor(readonly root: string) {
    this.incoming = new UploadStore(root);
  }

  pathOf(orgId: string, orderId: string, id: string): string {
    // Stored values only, but none of them may ever walk out of the folder.
    if (!segmentPattern.test(orgId) || !segmentPattern.test(orderId) || !idPattern.test(id)) {
      throw new Error('Bad PTW path');
    }
    return path.join(this.incoming.root, orgId, orderId, id);
  }

  async commit(tempPath: string, orgId: string, orderId: string, id: string): Promise<string> {
    const target = this.pathOf(orgId, orderId, id);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempPath, target);
    return target;
  }

  async open(orgId: string, orderId: string, id: string) {
    const file = this.pathOf(orgId, orderId, id);
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { stream: createReadStream(file), size: info.size } : undefined;
  }
}

/** An order of the organisation by its buyer reference (any letter case, as its unique index compares). */
async function orderByBuyerReference(db: Db, orgId: string, buyerReference: string) {
  const [row] = await db
    .select({ id: orders.id, buyerReference: orders.buyerReference })
    .from(orders)
    .where(and(eq(orders.orgId, orgId), sql`lower(${orders.buyerReference}) = lower(${buyerReference})`))
    .limit(1);
  return row;
}

const toDocument = (r: { fileName: string; createdAt: Date }): PtwDocument => ({
  file_name: r.fileName,
  created_at: r.createdAt.toISOString(),
});

/** The order's documents, oldest first; undefined when the caller's organisation has no such order. */
export async function listPtwDocuments(db: Db, orgId: string, buyerReference: string) {
  const order = await orderByBuyerReference(db, orgId, buyerReference);
  if (!order) return undefined;
  const rows = await db
    .select({ fileName: ptwDocuments.fileName, createdAt: ptwDocuments.createdAt })
    .from(ptwDocuments)
    .where(and(eq(ptwDocuments.orgId, orgId), eq(ptwDocuments.orderId, order.id)))
    .orderBy(asc(ptwDocuments.createdAt), asc(ptwDocuments.fileName));
  return rows.map(toDocument);
}

export interface ReceivedPtw {
  fileName: string;
  size: number;
  tempPath: string;
}

export type PtwUploadOutcome =
  | { ok: true; directory: string; files: PtwDocument[] }
  | { ok: false; status: 400 | 404 | 409; fields: Record<string, string[]>; message: string };

const refused = (status: 400 | 404 | 409, field: string, message: string): PtwUploadOutcome => ({
  ok: false,
  status,
  fields: { [field]: [message] },
  message,
});

/** 409 naming every file of the upload already uploaded to the record, each with its own message. */
export const refusedAsUploaded = (names: readonly string[], owner: PtwOwner): PtwUploadOutcome => {
  const messages = names.map((name) => ptwMessages.alreadyUploaded(name, owner));
  return { ok: false, status: 409, fields: { [ptwFileField]: messages }, message: messages.join(' ') };
};

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ('code' in error ? error.code : (error as { cause?: { code?: string } }).cause?.code) === '23505';

/**
 * Stores an upload's files under the order, all or none. Names already uploaded to the order are refused (409): PTWs
 * cannot be deleted nor replaced, and the download names a document by its file name.
 */
export async function storePtwDocuments(
  db: Db,
  files: PtwFiles,
  caller: { orgId: string; name: string },
  directory: string,
  received: readonly ReceivedPtw[],
  now: Date,
): Promise<PtwUploadOutcome> {
  const order = await orderByBuyerReference(db, caller.orgId, directory);
  if (!order) return refused(404, 'directory', ptwMessages.orderNotFound);
  if (received.length === 0) return refused(400, ptwFileField, ptwMessages.noFiles);
  const names = received.map((f) => f.fileName);
  if (new Set(names).size !== names.length) return refused(400, ptwFileField, ptwMessages.sameNameTwice);
  const taken = await db
    .select({ fileName: ptwDocuments.fileName })
    .from(ptwDocuments)
    .where(and(eq(ptwDocuments.orderId, order.id), inArray(ptwDocuments.fileName, names)));
  const takenNames = taken.map((t) => t.fileName);
  if (takenNames.length > 0) return refusedAsUploaded(takenNames, 'order');

  const committed: string[] = [];
  try {
    const rows = await db.transaction(async (tx) => {
      const stored = [];
      for (const file of received) {
        const id = randomUUID();
        const [row] = await tx
          .insert(ptwDocuments)
          .values({
            id,
            orgId: caller.orgId,
            orderId: order.id,
            fileName: file.fileName,
            size: file.size,
            uploadedBy: caller.name,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('PTW document was not stored');
        // Last, inside the transaction: a failed move rolls the rows back.
        committed.push(await files.commit(file.tempPath, caller.orgId, order.id, id));
        stored.push(row);
      }
      return stored;
    });
    return { ok: true, directory: order.buyerReference, files: rows.map(toDocument) };
  } catch (error) {
    await Promise.all(committed.map((p) => rm(p, { force: true })));
    // Two uploads of one name at once: the second finds the first's row at commit.
    if (isUniqueViolation(error)) return refusedAsUploaded(names, 'order');
    throw error;
  }
}

/** One document of one of the organisation's orders, opened for streaming; undefined for anything not found. */
export async function openPtwDocument(db: Db, files: PtwFiles, orgId: string, buyerReference: string, name: string) {
  const order = await orderByBuyerReference(db, orgId, buyerReference);
  if (!order) return undefined;
  const [row] = await db
    .select({ id: ptwDocuments.id, fileName: ptwDocuments.fileName })
    .from(ptwDocuments)
    .where(and(eq(ptwDocuments.orgId, orgId), eq(ptwDocuments.orderId, order.id), eq(ptwDocuments.fileName, name)))
    .limit(1);
  if (!row) return undefined;
  const opened = await files.open(orgId, order.id, row.id);
  return opened ? { ...opened, fileName: row.fileName } : undefined;
}
