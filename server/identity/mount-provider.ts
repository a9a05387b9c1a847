import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { mountPath } from './client-settings';

type MountedRequest = IncomingMessage & { originalUrl?: string; body?: string };

/** oidc-provider's own limit for request bodies. */
const bodyLimit = 56 * 1024;

/**
 * MSAL repeats `offline_access` when it redeems a refresh token, but oidc-provider left that scope out of the
 * token (it needs a consent prompt), and would answer invalid_scope. Dropping it here keeps the rest intact.
 */
export function dropOfflineAccessOnRefresh(body: string): string {
  const params = new URLSearchParams(body);
  const scope = params.get('scope');
  if (params.get('grant_type') !== 'refresh_token' || !scope) return body;
  params.set(
    'scope',
    scope
      .split(' ')
      .filter((s) => s && s !== 'offline_access')
      .join(' '),
  );
  return params.toString();
}

async function readBody(raw: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > bodyLimit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Hands every other /oidc/* request to oidc-provider untouched: Fastify neither parses the body nor answers; the
 * provider sees the path without the mount prefix and `originalUrl` to build its links from.
 */
export async function mountProvider(scope: FastifyInstance, provider: Provider): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const callback = provider.callback();

  scope.all(`${mountPath}/*`, async (request, reply) => {
    reply.hijack();
    const raw = request.raw as MountedRequest;
    const url = raw.url ?? '/';
    const isTokenForm =
      raw.method === 'POST' &&
      url.split('?')[0] === `${mountPath}/token` &&
      (raw.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    if (isTokenForm) {
      const body = await readBody(raw);
      if (body === undefined) {
        reply.raw.writeHead(413, { 'content-type': 'application/json' });
        reply.raw.end(JSON.stringify({ error: 'invalid_request', error_description: 'request entity too large' }));
        return;
      }
      // Already read, so oidc-provider takes the (rewritten) body from req.body; it logs a one-time warning about that.
      raw.body = dropOfflineAccessOnRefresh(body);
    }
    raw.originalUrl = url;
    raw.url = url.slice(mountPath.length) || '/';
    await callback(raw, reply.raw);
  });
}
