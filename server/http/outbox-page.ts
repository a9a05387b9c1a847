import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatDateTime } from '../../src/lib/dates';
import type { Db } from '../db/client';
import { getOutboxMessage, listOutbox } from '../domain/orders/outbox';
import { escapeHtml, sandboxPage } from './html';

/**
 * The sandbox outbox: where the mail an export "sends" can be read and its file downloaded. A page opened in a new tab
 * cannot send the bearer token, so the signed-in API call (GET /api/orders/outbox) hands out a signed link naming the
 * user and organisation, valid for an hour, as the network map's link does. The key lives for the process only.
 */
const outboxPagePath = '/sandbox/outbox';
const outboxLinkTtlSeconds = 3600;
const key = randomBytes(32);

const mac = (orgId: string, userId: string, expires: number) =>
  createHmac('sha256', key).update(`outbox\n${orgId}\n${userId}\n${expires}`).digest('base64url');

function signedQuery(orgId: string, userId: string, now: number): URLSearchParams {
  const expires = Math.floor(now / 1000) + outboxLinkTtlSeconds;
  return new URLSearchParams({
    org: orgId,
    user: userId,
    expires: String(expires),
    signature: mac(orgId, userId, expires),
  });
}

/** The outbox page of one user. */
export const signOutboxLink = (orgId: string, userId: string, now = Date.now()) =>
  `${outboxPagePath}?${signedQuery(orgId, userId, now)}`;

/** A message's file on the page, under the same signature. */
const fileLink = (id: string, query: URLSearchParams) => `${outboxPagePath}/${encodeURIComponent(id)}/file?${query}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The organisation and user of a genuine, unexpired link; undefined for anything else. */
function verifyOutboxLink(query: unknown, now = Date.now()): { orgId: string; userId: string } | undefined {
  const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const orgId = text(q.org);
  const userId = text(q.user);
  const expires = Number(text(q.expires));
  const given = Buffer.from(text(q.signature));
  if (!orgId || !userId || !Number.isInteger(expires) || expires * 1000 <= now) return undefined;
  const expected = Buffer.from(mac(orgId, userId, expires));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { orgId, userId } : undefined;
}

const style = `body{font-family:system-ui,sans-serif;max-width:760px;margin:48px auto;padding:0 24px;color:rgba(0,0,0,.88)}
p{line-height:1.6}article{border:1px solid #d9d9d9;border-radius:8px;padding:12px 16px;margin:12px 0}
h2{font-size:18px;margin:0 0 4px}.meta{color:rgba(0,0,0,.65);font-size:14px;margin:0 0 8px}
.note{color:rgba(0,0,0,.65);border-left:4px solid #0958d9;padding-left:12px}a{color:#0958d9}`;
const styleHash = createHash('sha256').update(style).digest('base64');
const pageHeaders = {
  'content-security-policy': `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
  // The link names the user: never cached, never sent on as a referrer.
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

function page(title: string, body: string): string {
  return sandboxPage(title, `<style>${style}</style>`, `<main>${body}</main>`);
}

const send = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).headers(pageHeaders).type('text/html; charset=utf-8').send(html);

/** Without a link, or with a forged or old one: the page says where a link comes from, and shows nobody's mail. */
const expired = (reply: FastifyReply) =>
  send(
    reply,
    403,
    page(
      'Outbox link needed',
      "<h1>Open your outbox from the portal</h1><p>This page shows one user's mail and opens from a signed link valid for an hour: an export's confirmation carries it, and so does <code>GET /api/orders/outbox</code>. This link is missing, expired or not genuine.</p>",
    ),
  );

export function registerOutboxPage(app: FastifyInstance, db: Db): void {
  app.get(outboxPagePath, async (request, reply) => {
    const link = verifyOutboxLink(request.query);
    if (!link) return expired(reply);
    // The file links carry the page's own (verified) signature and expiry.
    const q = request.query as Record<string, string>;
    const signed = new URLSearchParams({
      org: link.orgId,
      user: link.userId,
      expires: q.expires ?? '',
      signature: q.signature ?? '',
    });
    const mail = await listOutbox(db, link.orgId, link.userId);
    const items = mail
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">From the provider sandbox · ${escapeHtml(formatDateTime(m.createdAt))}</p>
<p>${escapeHtml(m.body)}</p>${
          m.fileName
            ? `<p><a href="${escapeHtml(fileLink(m.id, signed))}" download="${escapeHtml(m.fileName)}">Download ${escapeHtml(m.fileName)}</a> (${(m.size ?? 0).toLocaleString('en-GB')} bytes)</p>`
            : ''
        }</article>`,
      )
      .join('\n');
    return send(
      reply,
      200,
      page(
        'Sandbox outbox',
        `<h1>Sandbox outbox</h1>
<p class="note">The mail the provider would have e-mailed you, such as finished order exports. Only you can see it.</p>
${items || '<p>No mail yet. Exports you start from the orders list arrive here.</p>'}`,
      ),
    );
  });

  app.get<{ Params: { id: string } }>(`${outboxPagePath}/:id/file`, async (request, reply) => {
    const link = verifyOutboxLink(request.query);
    if (!link) return expired(reply);
    // Only an id of the shape the sandbox gives (never a NUL or anything else the store cannot take) is looked up.
    const id = /^[A-Za-z0-9_-]{1,64}$/.test(request.params.id) ? request.params.id : undefined;
    const message = id ? await getOutboxMessage(db, link.orgId, link.userId, id) : undefined;
    if (!message?.filePath || !(await exists(message.filePath))) {
      return send(reply, 404, page('File not found', '<h1>File not found</h1>'));
    }
    return sendOutboxFile(reply, message);
  });
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The message's file as a download (the API route and the page answer it alike). */
export function sendOutboxFile(
  reply: FastifyReply,
  message: { fileName: string | null; filePath: string | null; contentType: string | null; size: number | null },
) {
  const name = (message.fileName ?? 'export.csv').replace(/[^A-Za-z0-9 ._-]/g, '_');
  return reply
    .header('content-type', message.contentType ?? 'application/octet-stream')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(createReadStream(message.filePath ?? ''));
}

export const outboxFileExists = exists;
