import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { mountPath } from './client-settings';
import { clientPresentingSecret } from './developer-clients';
import type { SignInThrottle } from './sign-in-throttle';

type MountedRequest = IncomingMessage & { originalUrl?: string; body?: string };

/** oidc-provider's own limit for request bodies. */
const bodyLimit = 56 * 1024;
const nulMessage = 'parameters must not contain NUL characters';

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

/** Whether any name or value of a query string or form body carries a NUL, which no parameter may hold. */
function hasNulParameter(encoded: string): boolean {
  for (const [name, value] of new URLSearchParams(encoded)) {
    if (name.includes('\u0000') || value.includes('\u0000')) return true;
  }
  return false;
}

function oauthError(
  raw: ServerResponse,
  headers: Record<string, string>,
  status: number,
  description: string,
  error = 'invalid_request',
) {
  raw.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  raw.end(JSON.stringify({ error, error_description: description }));
}

/**
 * Hands every other /oidc/* request to oidc-provider: Fastify neither parses the body nor answers; the provider sees
 * the path without the mount prefix and `originalUrl` to build its links from. Form bodies are read here first, so
 * a parameter with a NUL (which PostgreSQL refuses to store or compare, a 500 deep in the provider) is refused at
 * the door, in the provider's own error format and with its pages' headers.
 */
export async function mountProvider(
  scope: FastifyInstance,
  provider: Provider,
  pageHeaders: Record<string, string>,
  throttle: SignInThrottle,
): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const callback = provider.callback();

  scope.all(`${mountPath}/*`, async (request, reply) => {
    reply.hijack();
    const raw = request.raw as MountedRequest;
    const url = raw.url ?? '/';
    const [path = '', querystring = ''] = url.split('?', 2);
    if (hasNulParameter(querystring)) return oauthError(reply.raw, pageHeaders, 400, nulMessage);
    const isForm =
      raw.method === 'POST' && (raw.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    if (isForm) {
      const body = await readBody(raw);
      if (body === undefined) return oauthError(reply.raw, pageHeaders, 413, 'request entity too large');
      if (hasNulParameter(body)) return oauthError(reply.raw, pageHeaders, 400, nulMessage);
      // Already read, so oidc-provider takes the (rewritten) body from req.body; it logs a one-time warning about that.
      raw.body = path === `${mountPath}/token` ? dropOfflineAccessOnRefresh(body) : body;
    }
    // A client secret is a password: guesses at one are limited as sign-ins are (server/identity/sign-in-throttle.ts).
    const client =
      path === `${mountPath}/token` && raw.body !== undefined
        ? clientPresentingSecret(raw.headers.authorization, raw.body)
        : undefined;
    if (client !== undefined) {
      const verdict = await throttle.attempt(client, request.ip);
      if (!verdict.allowed) {
        const wait = { ...pageHeaders, 'retry-after': String(verdict.retryAfterSeconds) };
        return oauthError(reply.raw, wait, 429, 'too many failed attempts; try again later', 'slow_down');
      }
    }
    raw.originalUrl = url;
    raw.url = url.slice(mountPath.length) || '/';
    await callback(raw, reply.raw);
    if (client !== undefined && reply.raw.statusCode === 200) await throttle.succeeded(client, request.ip);
  });
}
