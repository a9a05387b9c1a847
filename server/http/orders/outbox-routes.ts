import type { FastifyInstance } from 'fastify';
import {
  type OutboxMessage,
  orderIdParams,
  outboxListResponse,
  outboxMessageResponse,
} from '../../../src/contracts/orders';
import type { Db } from '../../db/client';
import { getOutboxMessage, listOutbox, type OutboxRow } from '../../domain/orders/outbox';
import { notFound } from '../errors';
import { outboxFileExists, sendOutboxFile, signOutboxLink } from '../outbox-page';
import { declareRoute, fileBody } from '../route';

const toMessage = (m: OutboxRow): OutboxMessage => ({
  id: m.id,
  subject: m.subject,
  body: m.body,
  created_at: m.createdAt.toISOString(),
  file:
    m.fileName && m.filePath
      ? { name: m.fileName, size: m.size ?? 0, download_path: `/api/orders/outbox/${m.id}/file` }
      : null,
});

/** The signed-in user's sandbox mail (exports), each user's own: anyone else's message is not found. */
export function outboxRoutes(app: FastifyInstance, db: Db): void {
  declareRoute(app, {
    method: 'GET',
    url: '/outbox',
    response: outboxListResponse,
    access: 'authenticated',
    // Only order exports send mail so far: the outbox opens and closes with the ordering area.
    area: 'ordering',
    summary: "The caller's sandbox mail, newest first, and a signed link to the outbox page",
    handler: async ({ user }) => ({
      data: (await listOutbox(db, user.org_id, user.user_id)).map(toMessage),
      meta: { page_url: signOutboxLink(user.org_id, user.user_id) },
    }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/outbox/:id',
    response: outboxMessageResponse,
    access: 'authenticated',
    area: 'ordering',
    summary: "One message of the caller's sandbox mail",
    schema: { params: orderIdParams },
    handler: async ({ params, user }) => {
      const message = await getOutboxMessage(db, user.org_id, user.user_id, params.id);
      if (!message) throw notFound('Message not found');
      return { data: toMessage(message) };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/outbox/:id/file',
    response: fileBody('text/csv', 'application/octet-stream'),
    access: 'authenticated',
    area: 'ordering',
    summary: "The file attached to one message of the caller's sandbox mail",
    schema: { params: orderIdParams },
    handler: async ({ params, user, reply }) => {
      const message = await getOutboxMessage(db, user.org_id, user.user_id, params.id);
      if (!message?.filePath || !(await outboxFileExists(message.filePath))) throw notFound('File not found');
      return sendOutboxFile(reply, message);
    },
  });
}
