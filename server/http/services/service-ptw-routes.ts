import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PtwDocument } from '../../../src/contracts/ptw';
import {
  ptwTemplateFileName,
  type ServicePtwUploadResult,
  servicePtwFileParams,
  servicePtwListResponse,
  servicePtwMessages,
  servicePtwParams,
  servicePtwUploadResponse,
} from '../../../src/contracts/service-appointments';
import { areaGate } from '../../../src/lib/access-rules';
import type { Db } from '../../db/client';
import { listPtw, PtwFiles, ptwUploadPolicy } from '../../domain/ptw/store';
import { ptwTemplatePdf, serviceId, servicePtw } from '../../domain/services/ptw/documents';
import type { BodyTimeout } from '../../domain/uploads/limits';
import { attachmentDisposition } from '../downloads';
import { notFound } from '../errors';
import { downloadPtw, type PtwHttp, ptwUploadScope, receivePtw } from '../ptw-documents';
import { answers, declareRoute, fileBody } from '../route';

export interface ServicePtwRouteOptions {
  db: Db;
  /** The data folder; service PTW files go to `<dataDir>/service-ptw/<org>/<service>/`. */
  dataDir: string;
  uploadTimeout?: BodyTimeout | undefined;
}

/** The upload has no text field: the service is in the path, the files are `files[]`. */
const uploadFields = z.object({}).strict();

/**
 * Permission-to-work documents of services (spec 2 §7): list, download, the blank form, upload. The orders' policy and
 * storage (server/domain/ptw/store.ts), the orders' words (src/lib/ptw-rules.ts). Access as the service appointments:
 * `read:support`, the support area, terms; another organisation's service answers 404.
 */
export function servicePtwRoutes(app: FastifyInstance, { db, dataDir, uploadTimeout }: ServicePtwRouteOptions): void {
  const files = new PtwFiles(path.join(dataDir, 'service-ptw'));
  const template = ptwTemplatePdf();
  const ptw: PtwHttp = { db, records: servicePtw, files, uploadTimeout };

  declareRoute(app, {
    method: 'GET',
    url: '/v2/services/permission_to_work_document/download',
    response: fileBody('application/pdf'),
    ...areaGate('support'),
    summary: 'The blank permission-to-work form (PDF)',
    handler: async ({ reply }) => {
      reply
        .header('content-type', 'application/pdf')
        .header('content-length', template.length)
        .header('content-disposition', attachmentDisposition(ptwTemplateFileName));
      return template;
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/services/:id/permission_to_work',
    response: servicePtwListResponse,
    ...areaGate('support'),
    summary: "The PTW documents of one of the organisation's services (oldest first)",
    schema: { params: servicePtwParams },
    handler: async ({ params, user }): Promise<{ data: PtwDocument[] }> => {
      const documents = await listPtw(db, servicePtw, user.org_id, params.id);
      if (!documents) throw notFound(servicePtwMessages.serviceNotFound);
      return { data: documents };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/services/:id/permission_to_work/:file',
    response: fileBody('application/pdf'),
    ...areaGate('support'),
    summary: 'Downloads a PTW document of the service as uploaded ({file}: its file name)',
    schema: { params: servicePtwFileParams },
    handler: async ({ params, user, reply }) =>
      downloadPtw(ptw, user.org_id, params.id, params.file, reply, servicePtwMessages.fileNotFound),
  });

  ptwUploadScope(app, files, (scope) => {
    declareRoute(scope, {
      method: 'POST',
      url: '/v2/services/:id/permission_to_work',
      response: answers(servicePtwUploadResponse, { errors: [409] }),
      ...areaGate('support'),
      summary: 'Uploads PTW documents for the service (multipart: files[] = PDFs, judged by content)',
      status: 201,
      schema: { params: servicePtwParams },
      multipart: { fields: uploadFields, fileFields: ptwUploadPolicy.fileFields },
      handler: async ({ request, reply, user, params }): Promise<{ data: ServicePtwUploadResult }> => {
        // Another organisation's service is not found before a byte of the body is read.
        if (!(await serviceId(db, user.org_id, params.id))) throw notFound(servicePtwMessages.serviceNotFound);
        const caller = { orgId: user.org_id, name: user.name };
        const stored = await receivePtw(ptw, request, reply, caller, uploadFields, () => params.id);
        return { data: { service_id: stored.directory, files: stored.files } };
      },
    });
  });
}
