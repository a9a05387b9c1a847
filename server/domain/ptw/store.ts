import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PtwDocument } from '../../../src/contracts/ptw';
import { type PtwOwner, ptwFileField, ptwLimits, ptwMessages } from '../../../src/lib/ptw-rules';
import type { Db } from '../../db/client';
import type { ptwDocuments, servicePtwDocuments } from '../../db/schema';
import { fileKinds, type UploadPolicy } from '../uploads/limits';
import { UploadStore } from '../uploads/store';

/**
 * The one PTW document store (spec 3 §5, §7 for orders; spec 2 §7 for services). Orders and services differ only in
 * their `PtwRecords` (server/domain/orders/ptw.ts, server/domain/services/ptw/documents.ts): how the record is found,
 * its table and its folder. PDFs are judged by content (`%PDF-` at the start, file-type), at most 4 of 2 MB per upload,
 * sent as `files[]`; the limits and words are the portal's (src/lib/ptw-rules.ts). Documents cannot be deleted nor
 * replaced: a name already uploaded to the record is refused, and the download names a document by its file name.
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
 * PTW files on disk: `<root>/<org id>/<record id>/<document id>` (root is `<DATA_DIR>/ptw` for orders,
 * `<DATA_DIR>/service-ptw` for services). Bytes arrive through the shared upload store's incoming folder and are moved
 * into place only inside the transaction that stores their rows.
 */
export class PtwFiles {
  readonly incoming: UploadStore;

  constructor(readonly root: string) {
    this.incoming = new UploadStore(root);
  }

  pathOf(orgId: string, recordId: string, id: string): string {
    // Stored values only, but none of them may ever walk out of the folder.
    if (!segmentPattern.test(orgId) || !segmentPattern.test(recordId) || !idPattern.test(id)) {
      throw new Error('Bad PTW path');
    }
    return path.join(this.incoming.root, orgId, recordId, id);
  }

  async commit(tempPath: string, orgId: string, recordId: string, id: string): Promise<string> {
    const target = this.pathOf(orgId, recordId, id);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempPath, target);
    return target;
  }

  async open(orgId: string, recordId: string, id: string) {
    const file = this.pathOf(orgId, recordId, id);
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { stream: createReadStream(file), size: info.size } : undefined;
  }
}

type PtwTable = typeof ptwDocuments | typeof servicePtwDocuments;

interface PtwRow {
  id: string;
  orgId: string;
  recordId: string;
  fileName: string;
  size: number;
  uploadedBy: string;
  createdAt: Date;
}

/** What differs between the orders' PTW documents and the services'. */
export interface PtwRecords {
  owner: PtwOwner;
  table: PtwTable;
  /** The column naming the record (order_id, service_id). */
  recordColumn: AnyPgColumn;
  /** One of the organisation's records by the key the routes name it with; `label` is what an upload answers with. */
  find: (db: Db, orgId: string, key: string) => Promise<{ id: string; label: string } | undefined>;
  /** The field and words of an upload naming no record of the organisation. */
  notFound: { field: string; message: string };
  insert: (tx: Pick<Db, 'insert'>, row: PtwRow) => Promise<unknown>;
}

const toDocument = (r: { fileName: string; createdAt: Date }): PtwDocument => ({
  file_name: r.fileName,
  created_at: r.createdAt.toISOString(),
});

/** The record's documents, oldest first; undefined when the caller's organisation has no such record. */
export async function listPtw(db: Db, records: PtwRecords, orgId: string, key: string) {
  const record = await records.find(db, orgId, key);
  if (!record) return undefined;
  const t = records.table;
  const rows = await db
    .select({ fileName: t.fileName, createdAt: t.createdAt })
    .from(t)
    .where(and(eq(t.orgId, orgId), eq(records.recordColumn, record.id)))
    .orderBy(asc(t.createdAt), asc(t.fileName));
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
const refusedAsUploaded = (names: readonly string[], owner: PtwOwner): PtwUploadOutcome => {
  const messages = names.map((name) => ptwMessages.alreadyUploaded(name, owner));
  return { ok: false, status: 409, fields: { [ptwFileField]: messages }, message: messages.join(' ') };
};

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ('code' in error ? error.code : (error as { cause?: { code?: string } }).cause?.code) === '23505';

/** Stores an upload's files under the record, all or none (the files move into place inside the transaction). */
export async function storePtw(
  db: Db,
  records: PtwRecords,
  files: PtwFiles,
  caller: { orgId: string; name: string },
  key: string,
  received: readonly ReceivedPtw[],
  now: Date,
): Promise<PtwUploadOutcome> {
  const record = await records.find(db, caller.orgId, key);
  if (!record) return refused(404, records.notFound.field, records.notFound.message);
  if (received.length === 0) return refused(400, ptwFileField, ptwMessages.noFiles);
  const names = received.map((f) => f.fileName);
  if (new Set(names).size !== names.length) return refused(400, ptwFileField, ptwMessages.sameNameTwice);
  const t = records.table;
  const taken = await db
    .select({ fileName: t.fileName })
    .from(t)
    .where(and(eq(records.recordColumn, record.id), inArray(t.fileName, names)));
  const takenNames = taken.map((row) => row.fileName);
  if (takenNames.length > 0) return refusedAsUploaded(takenNames, records.owner);

  const committed: string[] = [];
  try {
    const rows = await db.transaction(async (tx) => {
      const stored: PtwRow[] = [];
      for (const file of received) {
        const row: PtwRow = {
          id: randomUUID(),
          orgId: caller.orgId,
          recordId: record.id,
          fileName: file.fileName,
          size: file.size,
          uploadedBy: caller.name,
          createdAt: now,
        };
        if (!(await records.insert(tx, row))) throw new Error('PTW document was not stored');
        // Last, inside the transaction: a failed move rolls the rows back.
        committed.push(await files.commit(file.tempPath, caller.orgId, record.id, row.id));
        stored.push(row);
      }
      return stored;
    });
    return { ok: true, directory: record.label, files: rows.map(toDocument) };
  } catch (error) {
    await Promise.all(committed.map((p) => rm(p, { force: true })));
    // Two uploads of one name at once: the second finds the first's row at commit.
    if (isUniqueViolation(error)) return refusedAsUploaded(names, records.owner);
    throw error;
  }
}

/** One document of one of the organisation's records, opened for streaming; undefined for anything not found. */
export async function openPtw(db: Db, records: PtwRecords, files: PtwFiles, orgId: string, key: string, name: string) {
  const record = await records.find(db, orgId, key);
  if (!record) return undefined;
  const t = records.table;
  const [row] = await db
    .select({ id: t.id, fileName: t.fileName })
    .from(t)
    .where(and(eq(t.orgId, orgId), eq(records.recordColumn, record.id), eq(t.fileName, name)))
    .limit(1);
  if (!row) return undefined;
  const opened = await files.open(orgId, record.id, row.id);
  return opened ? { ...opened, fileName: row.fileName } : undefined;
}
