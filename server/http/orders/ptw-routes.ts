import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PtwDocument, PtwUploadResult } from '../../../src/contracts/ptw';
import { ptwListResponse, ptwUploadResponse } from '../../../src/contracts/ptw';
import { areaGate } from '../../../src/lib/access-rules';
import { ptwDownloadParams, ptwListParams, ptwMessages, ptwUploadFields } from '../../../src/lib/ptw-rules';
import type { Db } from '../../db/client';
import { orderPtw } from '../../domain/orders/ptw';
import { listPtw, PtwFiles, ptwUploadPolicy } from '../../domain/ptw/store';
import type { BodyTimeout } from '../../domain/uploads/limits';
import { notFound } from '../errors';
import { downloadPtw, type PtwHttp, ptwUploadScope, receivePtw } from '../ptw-documents';
import { answers, declareRoute, fileBody } from '../route';

export interface PtwRouteOptions {
  db: Db;
  /** The data folder; PTW files go to `<dataDir>/ptw/<org>/<order>/`. */
  dataDir: string;
  uploadTimeout?: BodyTimeout | undefined;
}

/**
 * Permission-to-work documents of orders (spec 3 §5, §7). The three calls name the order by its buyer reference
 * (`directory`, `{id}`, `{a}`); another organisation's order answers 404. Uploads cannot be deleted (no such route).
 */
export function ptwRoutes(app: FastifyInstance, { db, dataDir, uploadTimeout }: PtwRouteOptions): void {
  const files = new PtwFiles(path.join(dataDir, 'ptw'));
  const ptw: PtwHttp = { db, records: orderPtw, files, uploadTimeout };

  declareRoute(app, {
    method: 'GET',
    url: '/permission-to-work/list-files/:id',
    response: ptwListResponse,
    ...areaGate('ordering'),
    summary: "The PTW documents of one of the organisation's orders, by its buyer reference (oldest first)",
    schema: { params: ptwListParams },
    handler: async ({ params, user }): Promise<{ data: PtwDocument[] }> => {
      const documents = await listPtw(db, orderPtw, user.org_id, params.id);
      if (!documents) throw notFound(ptwMessages.orderNotFound);
      return { data: documents };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/permission-to-work/download/:a/:b',
    response: fileBody('application/pdf'),
    ...areaGate('ordering'),
    summary: 'Downloads a PTW document as uploaded: {a} the order’s buyer reference, {b} the file name',
    schema: { params: ptwDownloadParams },
    handler: async ({ params, user, reply }) =>
      downloadPtw(ptw, user.org_id, params.a, params.b, reply, ptwMessages.fileNotFound),
  });

  ptwUploadScope(app, files, (scope) => {
    declareRoute(scope, {
      method: 'POST',
      url: '/permission-to-work/upload',
      response: answers(ptwUploadResponse, { errors: [409] }),
      ...areaGate('ordering'),
      summary: "Uploads PTW documents (multipart: directory = the order's buyer reference, files[] = PDFs)",
      status: 201,
      multipart: { fields: ptwUploadFields, fileFields: ptwUploadPolicy.fileFields },
      handler: async ({ request, reply, user }): Promise<{ data: PtwUploadResult }> => {
        const caller = { orgId: user.org_id, name: user.name };
        const stored = await receivePtw(ptw, request, reply, caller, ptwUploadFields, (f) => f.directory);
        return { data: stored };
      },
    });
  });
}
