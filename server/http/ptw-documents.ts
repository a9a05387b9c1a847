import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PtwDocument } from '../../src/contracts/ptw';
import type { Db } from '../db/client';
import { sandboxNow } from '../domain/incidents/clock';
import { openPtw, type PtwFiles, type PtwRecords, ptwUploadPolicy, storePtw } from '../domain/ptw/store';
import { type BodyTimeout, defaultBodyTimeout } from '../domain/uploads/limits';
import { sendDownload } from './downloads';
import { codeForStatus, HttpError, notFound } from './errors';
import { withUploads } from './multipart';

/**
 * What the orders' and the services' PTW routes (server/http/orders/ptw-routes.ts,
 * server/http/services/service-ptw-routes.ts) share over the one PTW store: the download, the multipart scope and the
 * upload's handling. Each keeps its own paths, contracts and words.
 */
export interface PtwHttp {
  db: Db;
  records: PtwRecords;
  files: PtwFiles;
  uploadTimeout?: BodyTimeout | undefined;
}

/** Streams one document of the record named by `key`; 404 with `message` for anything not found. */
export async function downloadPtw(
  { db, records, files }: PtwHttp,
  orgId: string,
  key: string,
  fileName: string,
  reply: FastifyReply,
  message: string,
) {
  const opened = await openPtw(db, records, files, orgId, key, fileName);
  if (!opened) throw notFound(message);
  sendDownload(reply, { contentType: 'application/pdf', size: opened.size, fileName: opened.fileName });
  return opened.stream;
}

/** Only this scope reads multipart bodies: the record's other routes keep refusing them as not JSON. */
export function ptwUploadScope(app: FastifyInstance, files: PtwFiles, declare: (scope: FastifyInstance) => void) {
  app.register(async (scope) => {
    await scope.register(multipart);
    // Uploads a crash cut off left half-written files behind; the app starts without them.
    await files.incoming.sweepAbandoned();
    declare(scope);
  });
}

/** Reads an upload's `files[]` and stores them under the record `keyOf` names; refusals answer with their status. */
export async function receivePtw<S extends z.ZodType>(
  { db, records, files, uploadTimeout }: PtwHttp,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: { orgId: string; name: string },
  fields: S,
  keyOf: (fields: z.output<S>) => string,
): Promise<{ directory: string; files: PtwDocument[] }> {
  const upload = {
    policy: ptwUploadPolicy,
    store: files.incoming,
    fields,
    timeout: uploadTimeout ?? defaultBodyTimeout,
  };
  return withUploads(request, reply, upload, async ({ fields: values, files: received }) => {
    const outcome = await storePtw(db, records, files, caller, keyOf(values), received, await sandboxNow(db));
    if (!outcome.ok) {
      throw new HttpError(outcome.status, codeForStatus(outcome.status), outcome.message, outcome.fields);
    }
    return { directory: outcome.directory, files: outcome.files };
  });
}
