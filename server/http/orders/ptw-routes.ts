import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { PtwDocument, PtwUploadResult } from '../../../src/contracts/ptw';
import { ptwListResponse, ptwUploadResponse } from '../../../src/contracts/ptw';
import { ptwDownloadParams, ptwListParams, ptwMessages, ptwUploadFields } from '../../../src/lib/ptw-rules';
import type { Db } from '../../db/client';
import { sandboxNow } from '../../domain/incidents/clock';
import {
  listPtwDocuments,
  openPtwDocument,
  PtwFiles,
  ptwUploadPolicy,
  storePtwDocuments,
} from '../../domain/orders/ptw';
import { type BodyTimeout, defaultBodyTimeout } from '../../domain/uploads/limits';
import { sendDownload } from '../downloads';
import { HttpError, notFound } from '../errors';
import { withUploads } from '../multipart';
import { answers, declareRoute, fileBody } from '../route';

export interface PtwRouteOptions {
  db: Db;
  /** The data folder; PTW files go to `<dataDir>/ptw/<org>/<order>/`. */
  dataDir: string;
  uploadTimeout?: BodyTimeout | undefined;
}

const outcomeCodes = { 400: 'validation_failed', 404: 'not_found', 409: 'conflict' } as const;

/**
 * Permission-to-work documents of orders (spec 3 §5, §7). The three calls name the order by its buyer reference
 * (`directory`, `{id}`, `{a}`); another organisation's order answers 404. Uploads cannot be deleted (no such route).
 */
export function ptwRoutes(app: FastifyInstance, { db, dataDir, uploadTimeout }: PtwRouteOptions): void {
  const files = new PtwFiles(path.join(dataDir, 'ptw'));

  declareRoute(app, {
    method: 'GET',
    url: '/permission-to-work/list-files/:id',
    response: ptwListResponse,
    access: 'read:ordering',
    area: 'ordering',
    summary: "The PTW documents of one of the organisation's orders, by its buyer reference (oldest first)",
    schema: { params: ptwListParams },
    handler: async ({ params, user }): Promise<{ data: PtwDocument[] }> => {
      const documents = await listPtwDocuments(db, user.org_id, params.id);
      if (!documents) throw notFound(ptwMessages.orderNotFound);
      return { data: documents };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/permission-to-work/download/:a/:b',
    response: fileBody('application/pdf'),
    access: 'read:ordering',
    area: 'ordering',
    summary: 'Downloads a PTW document as uploaded: {a} the order’s buyer reference, {b} the file name',
    schema: { params: ptwDownloadParams },
    handler: async ({ params, user, reply }) => {
      const opened = await openPtwDocument(db, files, user.org_id, params.a, params.b);
      if (!opened) throw notFound(ptwMessages.fileNotFound);
      sendDownload(reply, { contentType: 'application/pdf', size: opened.size, fileName: opened.fileName });
      return opened.stream;
    },
  });

  // Only this scope reads multipart bodies: the other orders routes keep refusing them as not JSON.
  app.register(async (scope) => {
    await scope.register(multipart);
    // Uploads a crash cut off left half-written files behind; the app starts without them.
    await files.incoming.sweepAbandoned();
    declareRoute(scope, {
      method: 'POST',
      url: '/permission-to-work/upload',
      response: answers(ptwUploadResponse, { errors: [409] }),
      access: 'read:ordering',
      area: 'ordering',
      summary: "Uploads PTW documents (multipart: directory = the order's buyer reference, files[] = PDFs)",
      status: 201,
      multipart: { fields: ptwUploadFields, fileFields: ptwUploadPolicy.fileFields },
      handler: async ({ request, reply, user }): Promise<{ data: PtwUploadResult }> => {
        const upload = {
          policy: ptwUploadPolicy,
          store: files.incoming,
          fields: ptwUploadFields,
          timeout: uploadTimeout ?? defaultBodyTimeout,
        };
        return withUploads(request, reply, upload, async ({ fields, files: received }) => {
          const caller = { orgId: user.org_id, name: user.name };
          const outcome = await storePtwDocuments(db, files, caller, fields.directory, received, await sandboxNow(db));
          if (!outcome.ok) {
            throw new HttpError(outcome.status, outcomeCodes[outcome.status], outcome.message, outcome.fields);
          }
          return { data: { directory: outcome.directory, files: outcome.files } };
        });
      },
    });
  });
}
