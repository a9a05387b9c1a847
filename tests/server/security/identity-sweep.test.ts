import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { buildApp } from '../../../server/http/app';
import { createTokenVerifier } from '../../../server/http/auth';
import { createIdentity } from '../../../server/identity/index';
import { seedIfEmpty } from '../../../server/seed/seed';
import { errorEnvelope } from '../../../src/contracts/errors';
import { openTestDatabase } from '../helpers/test-database';
import { drivers } from '../helpers/test-env';
import { pkce } from '../identity-harness';
import { hostileStrings, hugeString } from './hostile-values';
import { leakPatterns } from './response-checks';

/**
 * The identity and sandbox-page family of the security sweep: the provider's endpoints (/oidc/*) and the sandbox's
 * own pages (/sandbox/*) get hostile parameters, bodies, paths and methods. Never a 5xx, never internals; an error
 * answers in the API envelope, the provider's OAuth error JSON, or one of the provider's own HTML pages; every answer
 * carries the security headers.
 */

const publicUrl = 'https://sandbox.test';
const portal = `${publicUrl}/`;
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const nulValues = ['a\u0000b', '\u0000', '%00'];
const values = [...hostileStrings, hugeString.slice(0, 4_000)];

const sandboxPages = ['privacy-policy', 'voip', 'isp-hub', 'feedback', 'network-map'];

/** Every address the provider and the sandbox pages answer, with the parameters each reads. */
const endpoints: { path: string; params: string[] }[] = [
  { path: '/oidc/.well-known/openid-configuration', params: [] },
  { path: '/oidc/jwks', params: [] },
  {
    path: '/oidc/auth',
    params: [
      'client_id',
      'response_type',
      'redirect_uri',
      'scope',
      'state',
      'nonce',
      'code_challenge',
      'code_challenge_method',
      'prompt',
      'login_hint',
      'max_age',
      'response_mode',
      'ui_locales',
      'claims',
      'request',
    ],
  },
  {
    path: '/oidc/token',
    params: ['grant_type', 'client_id', 'code', 'redirect_uri', 'code_verifier', 'refresh_token', 'scope'],
  },
  { path: '/oidc/me', params: ['access_token'] },
  { path: '/oidc/session/end', params: ['id_token_hint', 'post_logout_redirect_uri', 'client_id', 'state'] },
  { path: '/oidc/session/end/confirm', params: ['xsrf', 'logout'] },
  { path: '/oidc/session/end/success', params: ['client_id'] },
  { path: '/oidc/interaction/abc', params: [] },
  { path: '/oidc/interaction/abc/login', params: ['email', 'password'] },
  { path: '/oidc/assets/sign-in.css', params: [] },
  { path: '/oidc/assets/logout.js', params: [] },
  { path: '/oidc/no-such-endpoint', params: [] },
  ...sandboxPages.map((slug) => ({ path: `/sandbox/${slug}`, params: ['postcode', 'sig', 'exp', 'q'] })),
  // The sandbox outbox and its file links read a signed user, organisation and expiry.
  { path: '/sandbox/outbox', params: ['org', 'user', 'expires', 'signature'] },
  { path: '/sandbox/outbox/obx_1/file', params: ['org', 'user', 'expires', 'signature'] },
];

function headerOf(res: LightMyRequestResponse, name: string): string {
  const value = res.headers[name];
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

/** What every answer of this family must keep; empty when it does. */
function identityProblems(res: LightMyRequestResponse, method: string): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}: ${res.body.slice(0, 200)}`);
  for (const pattern of leakPatterns) if (pattern.test(res.body)) problems.push(`leaks internals (${pattern})`);
  const csp = headerOf(res, 'content-security-policy');
  if (!/form-action '(self|none)'/.test(csp) || !/frame-ancestors 'self'/.test(csp)) problems.push(`CSP is "${csp}"`);
  if (headerOf(res, 'x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (!headerOf(res, 'strict-transport-security').startsWith('max-age=')) problems.push('no HSTS');
  if (res.statusCode < 400 || method === 'HEAD') return problems;
  const type = headerOf(res, 'content-type');
  if (type.startsWith('text/html')) {
    // The provider's own pages: its sign-in page or a message page, never a bare error text.
    if (!/<h1>[^<]+<\/h1>/.test(res.body)) problems.push(`an HTML error without the page: ${res.body.slice(0, 200)}`);
    return problems;
  }
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    problems.push(`error body is ${type || 'untyped'} and not JSON: ${res.body.slice(0, 200)}`);
    return problems;
  }
  const envelope = errorEnvelope.safeParse(json);
  const oauth = typeof json === 'object' && json !== null && typeof (json as { error?: unknown }).error === 'string';
  if (envelope.success && envelope.data.error.status !== res.statusCode) {
    problems.push(`envelope says ${envelope.data.error.status}, answer is ${res.statusCode}`);
  }
  if (!envelope.success && !oauth) problems.push(`neither the envelope nor an OAuth error: ${res.body.slice(0, 200)}`);
  return problems;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

function authorizeParams(extra: Record<string, string> = {}): Record<string, string> {
  return {
    client_id: 'portal-spa',
    response_type: 'code',
    redirect_uri: portal,
    scope: 'openid profile email offline_access portal.api',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    state: 's',
    nonce: 'n',
    ...extra,
  };
}

describe.each(drivers)('security sweep: identity provider and sandbox pages (%s)', (driver) => {
  let database: Database;
  let app: FastifyInstance;
  let requests = 0;
  let failures = 0;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedIfEmpty(database.db);
    const identity = await createIdentity({ db: database.db, publicUrl, accessTokenTtlSeconds: 300 });
    const verifier = createTokenVerifier({
      jwks: () => identity.jwks(),
      issuer: identity.issuer,
      audience: identity.audience,
    });
    app = buildApp({ db: database.db, verifier });
    await identity.register(app);
    await app.ready();
  });
  afterAll(async () => {
    console.log(
      `Security sweep: ${driver}: identity and sandbox pages: ${endpoints.length} endpoints, ${requests} requests, ${failures} failures`,
    );
    await app?.close();
    await database?.close();
  });

  /** Sends each request and gathers the problems of every answer, so one test reports all of an endpoint's. */
  async function sweep(cases: InjectOptions[]): Promise<string[]> {
    const found: string[] = [];
    for (const options of cases) {
      requests += 1;
      const res = await app.inject(options);
      const problems = identityProblems(res, String(options.method ?? 'GET'));
      if (problems.length > 0) {
        failures += 1;
        found.push(`${options.method} ${String(options.url).slice(0, 120)}: ${problems.join('; ')}`);
      }
    }
    return found;
  }

  /** A live sign-in interaction: its page address and the cookies that bind it to this browser. */
  async function interaction(): Promise<{ url: string; cookie: string }> {
    const res = await app.inject({ method: 'GET', url: `/oidc/auth?${query(authorizeParams())}` });
    const url = new URL(String(res.headers.location), publicUrl).pathname;
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return { url, cookie };
  }

  it.each(endpoints.map((e) => [e.path, e] as const))('%s answers every method', async (_path, endpoint) => {
    const cases = methods.map((method) => ({ method, url: endpoint.path }) satisfies InjectOptions);
    expect(await sweep(cases)).toEqual([]);
  });

  it.each(endpoints.filter((e) => e.params.length > 0).map((e) => [e.path, e] as const))(
    '%s survives hostile query parameters',
    async (_path, endpoint) => {
      const base = endpoint.path === '/oidc/auth' ? authorizeParams() : {};
      const cases: InjectOptions[] = [];
      for (const param of endpoint.params) {
        for (const value of [...values, ...nulValues]) {
          cases.push({ method: 'GET', url: `${endpoint.path}?${query({ ...base, [param]: value })}` });
        }
      }
      // Repeated, nested and malformed pieces no record can express.
      for (const piece of ['client_id=a&client_id=b', 'scope[]=openid', '%zz=1', `state=${'%41'.repeat(2_000)}`]) {
        cases.push({ method: 'GET', url: `${endpoint.path}?${query(base)}&${piece}` });
      }
      expect(await sweep(cases)).toEqual([]);
    },
    120_000,
  );

  it.each(endpoints.filter((e) => e.params.length > 0).map((e) => [e.path, e] as const))(
    '%s survives hostile bodies',
    async (_path, endpoint) => {
      const cases: InjectOptions[] = [];
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      for (const param of endpoint.params) {
        for (const value of [...values, ...nulValues]) {
          cases.push({ method: 'POST', url: endpoint.path, headers: form, payload: query({ [param]: value }) });
        }
      }
      const deep = `${'['.repeat(8_000)}${']'.repeat(8_000)}`;
      for (const [type, payload] of [
        ['application/json', deep],
        ['application/json', `{"a":${deep}}`],
        ['application/json', '{"client_id": '],
        ['application/json', '{"__proto__":{"isAdmin":true}}'],
        ['application/x-www-form-urlencoded', `a=${'b'.repeat(200_000)}`],
        ['application/x-www-form-urlencoded', '%zz=%zz&=&&='],
        ['text/plain', 'hello'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
        ['application/xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b SYSTEM "file:///etc/passwd">]><a>&b;</a>'],
      ] as const) {
        cases.push({ method: 'POST', url: endpoint.path, headers: { 'content-type': type }, payload });
      }
      expect(await sweep(cases)).toEqual([]);
    },
    120_000,
  );

  it('hostile path segments under /oidc and /sandbox', async () => {
    // Lone surrogates cannot be percent-encoded; their UTF-8 bytes go raw instead.
    const encodable = values.slice(0, 40).filter((v) => !/[\uD800-\uDFFF]/.test(v));
    const raw = ['..', '%2e%2e', '%00', 'a%00b', '%zz', '%ED%A0%80', 'x'.repeat(5_000)];
    const cases: InjectOptions[] = [];
    for (const prefix of ['/oidc/interaction/', '/oidc/auth/', '/oidc/session/end/', '/sandbox/', '/oidc/assets/']) {
      for (const encoded of [...encodable.map(encodeURIComponent), ...raw]) {
        cases.push({ method: 'GET', url: `${prefix}${encoded}` });
        cases.push({
          method: 'POST',
          url: `${prefix}${encoded}/login`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'email=a&password=b',
        });
      }
    }
    expect(await sweep(cases)).toEqual([]);
  }, 120_000);

  it('hostile credentials, cookies and tokens on a live sign-in', async () => {
    const live = await interaction();
    const cases: InjectOptions[] = [];
    const form = { 'content-type': 'application/x-www-form-urlencoded', cookie: live.cookie };
    // Few values, since each checked one costs a password hash; the sign-in limit answers 429 for the rest.
    for (const value of [...nulValues, '', ' ', hugeString.slice(0, 10_000), "' OR 1=1 --", '\uD800', '🧨']) {
      cases.push({
        method: 'POST',
        url: `${live.url}/login`,
        headers: form,
        payload: query({ email: value, password: 'x' }),
      });
      cases.push({
        method: 'POST',
        url: `${live.url}/login`,
        headers: form,
        payload: query({ email: 'admin@northfibre.example', password: value }),
      });
    }
    for (const cookie of ['_interaction=%00', '_interaction=a; _interaction.sig=b', `_session=${'x'.repeat(4_000)}`]) {
      cases.push({ method: 'GET', url: live.url, headers: { cookie } });
      cases.push({ method: 'GET', url: `/oidc/auth?${query(authorizeParams())}`, headers: { cookie } });
    }
    for (const authorization of [
      'Bearer',
      'Bearer a.b.c',
      `Bearer ${'x'.repeat(10_000)}`,
      'Basic %00',
      'bearer \u0000',
    ]) {
      cases.push({ method: 'GET', url: '/oidc/me', headers: { authorization } });
      cases.push({
        method: 'POST',
        url: '/oidc/token',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=authorization_code&code=x',
      });
    }
    expect(await sweep(cases)).toEqual([]);
  }, 120_000);
});
