import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  type ContactKind,
  contactAttachmentParams,
  contactDetailResponse,
  contactKeyParams,
  contactKindParams,
  contactOverviewResponse,
  contactPage,
  contactQuickStatsResponse,
} from '../../../src/contracts/contact';
import { areaGate } from '../../../src/lib/access-rules';
import { type ContactCreateFields, contactCreateFields, contactReplyFields } from '../../../src/lib/contact-rules';
import type { Db } from '../../db/client';
import { contactAttachmentPolicy } from '../../domain/contact/attachment-policy';
import { contactOverview, listRequests, statusCounts } from '../../domain/contact/list';
import { progressDueRequests } from '../../domain/contact/progress';
import {
  closeRequest,
  createRequest,
  findAttachment,
  findRequest,
  type Outcome,
  replyToRequest,
  requestDetail,
} from '../../domain/contact/records';
import { sandboxNow } from '../../domain/incidents/clock';
import { type BodyTimeout, defaultBodyTimeout } from '../../domain/uploads/limits';
import { UploadStore } from '../../domain/uploads/store';
import { loadServerEnv } from '../../env';
import { sendDownload } from '../downloads';
import { HttpError, notFound } from '../errors';
import { listQueryShape } from '../list-params';
import { withUploads } from '../multipart';
import { answers, declareRoute, fileBody } from '../route';
import type { ServicePluginOptions } from '../service-plugin';
import { parseContactListQuery } from './list-query';

/**
 * Every staff role of the ISP may read, raise, reply and close (any permission but a developer-only user's, as the user
 * directory): the menu shows Contact to all of them (src/app/access.ts), and its categories are theirs too (billing
 * questions from Billing, ordering ones from Ordering). Spec 2 gives Contact no permission of its own, only enableContact.
 */
const gate = areaGate('contact');

const requestNotFound = () => notFound('Request not found');
const codes = { 400: 'validation_failed', 404: 'not_found', 409: 'conflict' } as const;

function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HttpError(outcome.status, codes[outcome.status], outcome.message, { [outcome.field]: [outcome.message] });
}

/** The sandbox time, after the organisation's due provider replies have been written (lazy progression). */
async function progressedNow(db: Db, orgId: string): Promise<Date> {
  const now = await sandboxNow(db);
  await progressDueRequests(db, orgId, now);
  return now;
}

function sendFile(reply: FastifyReply, file: { originalFileName: string; contentType: string }, size: number) {
  sendDownload(reply, { contentType: file.contentType, size, fileName: file.originalFileName });
}

/** Routes of the contact: request information and complaints (spec 2 §2 Contact), under /api/issues. */
export const contactRoutes: FastifyPluginAsync<
  ServicePluginOptions & { dataDir?: string | undefined; uploadTimeout?: BodyTimeout | undefined }
> = async (app, opts) => {
  const { db } = opts;
  await app.register(multipart);
  const store = new UploadStore(path.join(opts.dataDir ?? loadServerEnv().DATA_DIR, 'attachments'));
  const timeout = opts.uploadTimeout ?? defaultBodyTimeout;
  const createSchemas = {
    'request-information': contactCreateFields('request-information'),
    complaints: contactCreateFields('complaints'),
  } as const;

  declareRoute(app, {
    method: 'GET',
    url: '/v2/contact/overview',
    response: contactOverviewResponse,
    ...gate,
    summary: 'Counts per kind and status, and the newest requests of each kind',
    handler: async ({ user }) => {
      await progressedNow(db, user.org_id);
      return { data: await contactOverview(db, user.org_id) };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/contact/:kind/quick-stats',
    response: contactQuickStatsResponse,
    ...gate,
    summary: 'Counts of one kind per status',
    schema: { params: contactKindParams },
    handler: async ({ params, user }) => {
      await progressedNow(db, user.org_id);
      return { data: await statusCounts(db, user.org_id, params.kind) };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/contact/:kind',
    response: contactPage,
    ...gate,
    summary: 'One page of request information or complaints (q, sort created_at, status and category filters)',
    schema: { params: contactKindParams, query: listQueryShape },
    handler: async ({ params, query, user }) => {
      const parsed = parseContactListQuery(params.kind, query);
      await progressedNow(db, user.org_id);
      return listRequests(db, user.org_id, params.kind, parsed);
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v2/contact/:kind',
    response: answers(contactDetailResponse, { errors: [409] }),
    ...gate,
    summary: 'Raises a request or complaint (multipart/form-data: contactCreateFields and attachment[n] files)',
    status: 201,
    schema: { params: contactKindParams },
    multipart: { fields: createSchemas.complaints, fileFields: contactAttachmentPolicy.fileFields },
    handler: async ({ params, request, reply, user }) => {
      const kind: ContactKind = params.kind;
      const upload = { policy: contactAttachmentPolicy, store, fields: createSchemas[kind], timeout };
      return withUploads(request, reply, upload, async ({ fields, files }) => {
        const now = await progressedNow(db, user.org_id);
        const caller = { orgId: user.org_id, userId: user.user_id, name: user.name };
        const row = unwrap(await createRequest(db, store, caller, kind, fields as ContactCreateFields, files, now));
        return { data: await requestDetail(db, row) };
      });
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/contact/:kind/:id',
    response: contactDetailResponse,
    ...gate,
    summary: 'A request or complaint by reference or id, with its conversation and files',
    schema: { params: contactKeyParams },
    handler: async ({ params, user }) => {
      await progressedNow(db, user.org_id);
      const row = await findRequest(db, user.org_id, params.kind, params.id);
      if (!row) throw requestNotFound();
      return { data: await requestDetail(db, row) };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v2/contact/:kind/:id/messages',
    response: answers(contactDetailResponse, { errors: [409] }),
    ...gate,
    summary: 'Replies to a request or complaint (multipart/form-data: text and attachment[n] files)',
    status: 201,
    schema: { params: contactKeyParams },
    multipart: { fields: contactReplyFields, fileFields: contactAttachmentPolicy.fileFields },
    handler: async ({ params, request, reply, user }) => {
      const now = await progressedNow(db, user.org_id);
      const row = await findRequest(db, user.org_id, params.kind, params.id);
      if (!row) throw requestNotFound();
      const upload = { policy: contactAttachmentPolicy, store, fields: contactReplyFields, timeout };
      return withUploads(request, reply, upload, async ({ fields, files }) => {
        const caller = { orgId: user.org_id, userId: user.user_id, name: user.name };
        const updated = unwrap(await replyToRequest(db, store, caller, row, fields.text, files, now));
        return { data: await requestDetail(db, updated) };
      });
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v2/contact/:kind/:id/close',
    response: contactDetailResponse,
    ...gate,
    summary: 'Closes a request or complaint (no further replies)',
    schema: { params: contactKeyParams },
    handler: async ({ params, user }) => {
      const now = await progressedNow(db, user.org_id);
      const row = await findRequest(db, user.org_id, params.kind, params.id);
      if (!row) throw requestNotFound();
      return { data: await requestDetail(db, await closeRequest(db, row, now)) };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/contact/:kind/:id/attachments/:attachmentId',
    response: fileBody('*/*'),
    ...gate,
    summary: "Downloads a request's attachment as it was uploaded",
    schema: { params: contactAttachmentParams },
    handler: async ({ params, user, reply }) => {
      const row = await findRequest(db, user.org_id, params.kind, params.id);
      const file = row ? await findAttachment(db, row.id, params.attachmentId) : undefined;
      const opened = file ? await store.open(user.org_id, file.id) : undefined;
      if (!file || !opened) throw notFound('Attachment not found');
      sendFile(reply, file, opened.size);
      return opened.stream;
    },
  });
};
