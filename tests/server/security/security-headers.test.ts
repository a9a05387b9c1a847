import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { claimsForUser } from '../../../server/domain/claims';
import { buildApp } from '../../../server/http/app';
import type { TokenVerifier } from '../../../server/http/auth';
import { createIdentity } from '../../../server/identity/index';
import { personaByEmail } from '../../../server/seed/personas';
import type { AccessTokenClaims } from '../../../src/contracts/users';
import { openTestDatabase } from '../helpers/test-database';

// Headers do not depend on who is signed in or on the driver: any bearer is this caller, on PGlite only. The bearer
// check reads the caller's row on every call (a deleted user's token ends at once), so the caller is a seeded user.
let caller: AccessTokenClaims | undefined;
const anyBearer: TokenVerifier = {
  verify: async () => {
    if (!caller) throw new Error('the caller is read before the first request');
    return caller;
  },
};

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(label: string, headers: Record<string, unknown>): void {
  const csp = directives(String(headers['content-security-policy'] ?? ''));
  const scripts = csp.get('script-src');
  expect(scripts, `${label}: script-src`).toContain("'self'");
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toBeDefined();
  expect(String(headers['strict-transport-security']), `${label}: HSTS`).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${label}: referrer-policy`).toBeTruthy();
}

describe('security headers on every kind of answer', () => {
  let database: Database;
  let dist: string;
  let app: FastifyInstance;
  let unbuilt: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite', { seeded: true });
    caller = await claimsForUser(database.db, personaByEmail('admin@northfibre.example').id);
    dist = mkdtempSync(path.join(tmpdir(), 'portal-headers-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    app = buildApp({ db: database.db, verifier: anyBearer, spaDir: dist });
    const identity = await createIdentity({
      db: database.db,
      publicUrl: 'https://sandbox.test',
      accessTokenTtlSeconds: 300,
    });
    await identity.register(app);
    await app.ready();
    unbuilt = buildApp({ db: database.db, verifier: anyBearer, spaDir: path.join(dist, 'not-built') });
    await unbuilt.ready();
  });
  afterAll(async () => {
    await app?.close();
    await unbuilt?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const answers: [label: string, status: number, request: InjectOptions, notBuilt?: true][] = [
    ['an API 200', 200, { method: 'GET', url: '/api/users/roles', headers: { authorization: 'Bearer a.b.c' } }],
    ['an API 401', 401, { method: 'GET', url: '/api/users/roles' }],
    ['an API 404', 404, { method: 'GET', url: '/api/nowhere' }],
    ['a malformed address', 400, { method: 'GET', url: '/api/users/users/%zz' }],
    ['the SPA index', 200, { method: 'GET', url: '/incidents/INC123' }],
    ['the "run npm run build" page', 200, { method: 'GET', url: '/' }, true],
    ['the OpenID configuration', 200, { method: 'GET', url: '/oidc/.well-known/openid-configuration' }],
    ['an expired sign-in page', 400, { method: 'GET', url: '/oidc/interaction/not-a-real-uid' }],
    ['the provider error page', 400, { method: 'GET', url: '/oidc/auth?client_id=nobody' }],
  ];

  it.each(answers)('carries them on %s', async (label, status, request, notBuilt) => {
    const res = await (notBuilt ? unbuilt : app).inject(request);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
    expectSecurityHeaders(label, res.headers);
  });
});
