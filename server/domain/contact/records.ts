import { randomUUID } from 'node:crypto';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { ContactDetail, ContactKind } from '../../../src/contracts/contact';
import { type ContactCreateFields, contactKindInfo, contactMessages as messages } from '../../../src/lib/contact-rules';
import type { Db } from '../../db/client';
import { type ContactRequestRow, contactAttachments, contactMessages, contactRequests } from '../../db/schema';
import type { UploadStore } from '../uploads/store';
import { isOwnReference } from './related';
import { toDetail } from './rows';
import { dueAt } from './steps';

export interface ReceivedFile {
  tempPath: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface Caller {
  orgId: string;
  userId: string;
  name: string;
}

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 404 | 409; field: string; message: string };

const fail = (status: 400 | 404 | 409, field: string, message: string) => ({
  ok: false as const,
  status,
  field,
  message,
});

/** A request of the organisation and kind, by its reference (case-insensitive) or its id. */
export async function findRequest(db: Db, orgId: string, kind: ContactKind, key: string) {
  const [row] = await db
    .select()
    .from(contactRequests)
    .where(
      and(
        eq(contactRequests.orgId, orgId),
        eq(contactRequests.kind, kind),
        or(eq(contactRequests.reference, key.toUpperCase()), eq(contactRequests.id, key)),
      ),
    )
    .limit(1);
  return row;
}

export async function requestDetail(db: Db, row: ContactRequestRow): Promise<ContactDetail> {
  const [thread, files] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.requestId, row.id))
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id)),
    db
      .select()
      .from(contactAttachments)
      .where(eq(contactAttachments.requestId, row.id))
      .orderBy(asc(contactAttachments.createdAt), asc(contactAttachments.id)),
  ]);
  return toDetail(row, thread, files);
}

export async function findAttachment(db: Db, requestId: string, attachmentId: string) {
  const [file] = await db
    .select()
    .from(contactAttachments)
    .where(and(eq(contactAttachments.requestId, requestId), eq(contactAttachments.id, attachmentId)))
    .limit(1);
  return file;
}

/** Stores the files inside the caller's transaction; moving a file is the last step, so a failure rolls back. */
async function storeFiles(
  tx: Db,
  store: UploadStore,
  owner: { requestId: string; messageId: string | null; orgId: string },
  files: ReceivedFile[],
  now: Date,
  committed: string[],
) {
  for (const file of files) {
    const id = randomUUID();
    await tx.insert(contactAttachments).values({
      id,
      requestId: owner.requestId,
      messageId: owner.messageId,
      orgId: owner.orgId,
      originalFileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      createdAt: now,
    });
    await store.commit(file.tempPath, owner.orgId, id);
    committed.push(store.pathOf(owner.orgId, id));
  }
}

/** A new request or complaint: Open, acknowledged by the provider an hour later on the sandbox clock. */
export async function createRequest(
  db: Db,
  store: UploadStore,
  caller: Caller,
  kind: ContactKind,
  fields: ContactCreateFields,
  files: ReceivedFile[],
  now: Date,
): Promise<Outcome<ContactRequestRow>> {
  const related = fields.related_reference;
  if (related && !(await isOwnReference(db, caller.orgId, related))) {
    return fail(400, 'related_reference', messages.relatedUnknown);
  }
  const committed: string[] = [];
  const sequence = kind === 'complaints' ? 'contact_cmp_number_seq' : 'contact_ri_number_seq';
  try {
    const row = await db.transaction(async (tx) => {
      const numbered = (await tx.execute(sql.raw(`select nextval('${sequence}')::text as n`))) as {
        rows: { n: string }[];
      };
      const number = (numbered.rows[0]?.n ?? '0').padStart(6, '0');
      const id = randomUUID();
      const [stored] = await tx
        .insert(contactRequests)
        .values({
          id,
          orgId: caller.orgId,
          kind,
          reference: `${contactKindInfo[kind].prefix}-${number}`,
          category: fields.category,
          relatedReference: related ? related.toUpperCase() : null,
          subject: fields.subject,
          description: fields.description,
          status: 'Open',
          priority: kind === 'complaints' ? (fields.priority ?? 'Medium') : null,
          createdBy: caller.name,
          createdByUserId: caller.userId,
          nextStep: 'ack',
          nextStepAt: dueAt(now, 'ack'),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!stored) throw new Error('The request was not stored');
      await storeFiles(
        tx as unknown as Db,
        store,
        { requestId: id, messageId: null, orgId: caller.orgId },
        files,
        now,
        committed,
      );
      return stored;
    });
    return { ok: true, value: row };
  } catch (error) {
    await store.discard(committed);
    throw error;
  }
}

/**
 * The customer's reply: a message with its files. A request awaiting the customer (or resolved) goes back to In
 * Progress and the provider resolves it a day later; one still Open or In Progress keeps its status and its next step.
 */
export async function replyToRequest(
  db: Db,
  store: UploadStore,
  caller: Caller,
  row: ContactRequestRow,
  text: string,
  files: ReceivedFile[],
  now: Date,
): Promise<Outcome<ContactRequestRow>> {
  if (row.status === 'Closed') return fail(409, 'text', messages.closed);
  const committed: string[] = [];
  const reopens = row.status === 'Awaiting your reply' || row.status === 'Resolved';
  try {
    const updated = await db.transaction(async (tx) => {
      const [current] = await tx
        .update(contactRequests)
        .set({
          updatedAt: now,
          ...(reopens ? { status: 'In Progress', nextStep: 'resolve', nextStepAt: dueAt(now, 'resolve') } : {}),
        })
        .where(and(eq(contactRequests.id, row.id), sql`${contactRequests.status} <> 'Closed'`))
        .returning();
      if (!current) return undefined;
      const messageId = randomUUID();
      await tx.insert(contactMessages).values({
        id: messageId,
        requestId: row.id,
        orgId: row.orgId,
        author: 'customer',
        name: caller.name,
        text,
        createdAt: now,
      });
      await storeFiles(
        tx as unknown as Db,
        store,
        { requestId: row.id, messageId, orgId: row.orgId },
        files,
        now,
        committed,
      );
      return current;
    });
    if (!updated) return fail(409, 'text', messages.closed);
    return { ok: true, value: updated };
  } catch (error) {
    await store.discard(committed);
    throw error;
  }
}

/** The customer closes the request: Closed, no further provider steps. Closing a closed request changes nothing. */
export async function closeRequest(db: Db, row: ContactRequestRow, now: Date): Promise<ContactRequestRow> {
  if (row.status === 'Closed') return row;
  const [closed] = await db
    .update(contactRequests)
    .set({ status: 'Closed', nextStep: null, nextStepAt: null, updatedAt: now })
    .where(eq(contactRequests.id, row.id))
    .returning();
  return closed ?? row;
}
