import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { Db } from '../db/client';
import { interactionPath } from './client-settings';
import { authenticate } from './credentials';
import type { DeviceCookies } from './device-cookie';
import { assetPaths } from './pages/layout';
import { messagePage } from './pages/message-pages';
import { badCredentialsMessage, signInPage, tooManyAttemptsMessage } from './pages/sign-in-page';
import { noStore } from './security-headers';
import type { SignInThrottle } from './sign-in-throttle';

interface Deps {
  provider: Provider;
  db: Db;
  /** The portal's home, for the way back from an expired page. */
  home: string;
  throttle: SignInThrottle;
  /** Known browsers, which pass the sign-in throttle's address limit for their own account. */
  devices: DeviceCookies;
  /** The provider pages' security headers (server/identity/security-headers.ts). */
  pageHeaders: Record<string, string>;
}

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

/** The interaction behind the cookie, if it is the one this URL names; undefined once it expired or was finished. */
async function currentInteraction(provider: Provider, request: UidRequest, reply: FastifyReply) {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === request.params.uid ? interaction : undefined;
  } catch {
    return undefined;
  }
}

function loginHint(interaction: Interaction): string | undefined {
  const hint = interaction.params.login_hint;
  return typeof hint === 'string' ? hint : undefined;
}

const formParser = (_req: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) =>
  done(null, Object.fromEntries(new URLSearchParams(body.toString())));

/** The portal's own sign-in page and the static files its pages use, under /oidc. */
export async function registerInteractionRoutes(scope: FastifyInstance, deps: Deps): Promise<void> {
  const { provider, db, home, throttle, devices } = deps;
  const pageHeaders = { ...deps.pageHeaders, ...noStore };
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(pageHeaders).type('text/html; charset=utf-8').send(html);
  // The way on carries the interaction's next step (or the code, on the way back to the portal).
  const redirect = (reply: FastifyReply, to: string) => reply.headers(pageHeaders).redirect(to, 303);
  const css = await readFile(new URL('./assets/sign-in.css', import.meta.url), 'utf8');
  const logoutScript = await readFile(new URL('./assets/logout.js', import.meta.url), 'utf8');
  const expired = () =>
    messagePage({
      title: 'Sign-in expired',
      message: 'This sign-in page has expired. Go back to the portal to sign in again.',
      backTo: home,
    });

  // Fastify does not read HTML forms by default; this scope only takes form posts.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    formParser,
  );

  scope.get(assetPaths.css, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(css),
  );
  scope.get(assetPaths.logoutScript, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(logoutScript),
  );

  scope.get(`${interactionPath}/:uid`, async (request: UidRequest, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    if (!interaction) return sendPage(reply, 400, expired());
    if (interaction.prompt.name === 'consent') {
      // First-party: no consent screen. loadExistingGrant then supplies the grant with the portal's scopes.
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: {} });
      return redirect(reply, returnTo);
    }
    const action = `${interactionPath}/${interaction.uid}/login`;
    return sendPage(reply, 200, signInPage({ action, email: loginHint(interaction) }));
  });

  scope.post(`${interactionPath}/:uid/login`, async (request: UidRequest, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    if (interaction?.prompt.name !== 'login') return sendPage(reply, 400, expired());
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const email = form.email?.trim() ?? '';
    const password = form.password ?? '';
    const action = `${interactionPath}/${interaction.uid}/login`;
    // Known and unknown emails take the same path (a key per email as typed), so the answer tells nobody who exists.
    const device = email ? devices.read(request.headers.cookie, email) : undefined;
    const verdict = email && password ? await throttle.attempt(email, request.ip, { device }) : undefined;
    if (verdict && !verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      const error = tooManyAttemptsMessage(verdict.retryAfterSeconds);
      return sendPage(reply, 429, signInPage({ action, email, error }));
    }
    const accountId = verdict ? await authenticate(db, email, password) : undefined;
    if (!accountId) return sendPage(reply, 401, signInPage({ action, email, error: badCredentialsMessage }));
    await throttle.succeeded(email, request.ip, { device, knownDevice: verdict?.allowed && verdict.knownDevice });
    reply.header('set-cookie', devices.issue(email));
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, remember: true } },
      { mergeWithLastSubmission: false },
    );
    return redirect(reply, returnTo);
  });
}
