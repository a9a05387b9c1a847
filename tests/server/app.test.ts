import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareRoute } from '../../server/http/route';
import { contentSecurityPolicy } from '../../server/http/security-headers';
import { errorEnvelope } from '../../src/contracts/errors';
import { drivers } from './helpers/test-env';
import { createTestSandbox, type TestSandbox } from './helpers/test-sandbox';

describe.each(drivers)('the app shell: envelope, errors, headers (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver, {
      beforeReady: (app) => {
        declareRoute(app, {
          method: 'GET',
          url: '/api/test/boom',
          access: 'public',
          handler: async () => {
            throw new Error('connection to db-internal.example:5432 refused at /srv/secret/path.ts');
          },
        });
      },
    });
  });
  afterAll(() => sandbox.close());

  it('answers an unknown /api route with a 404 envelope', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: '/api/nowhere/at/all' });
    expect(res.statusCode).toBe(404);
    expect(errorEnvelope.parse(res.json()).error).toEqual({ status: 404, code: 'not_found', message: 'Not found' });
  });

  it('answers a failing handler with a bare 500 that leaks nothing', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { status: 500, code: 'internal', message: 'Something went wrong' } });
    expect(res.body).not.toMatch(/db-internal|secret|stack|\.ts/);
  });

  describe("Fastify's own request errors land in the envelope with their 4xx", () => {
    const post = async (payload: string, contentType: string) =>
      sandbox.app.inject({
        method: 'POST',
        url: '/api/users/terms_accepted',
        payload,
        headers: { ...(await sandbox.authAs('newstarter@northfibre.example')), 'content-type': contentType },
      });

    it('400 for a body that is not JSON', async () => {
      const res = await post('{"name": ', 'application/json');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        status: 400,
        code: 'validation_failed',
        message: 'The request body is not valid JSON',
      });
    });

    it('413 for a body over the limit', async () => {
      const res = await post(
        JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), terms_accepted: true }),
        'application/json',
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().error.code).toBe('payload_too_large');
    });

    it('415 for an unsupported content type', async () => {
      const res = await post('name=x', 'application/x-www-form-urlencoded');
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('unsupported_media_type');
    });

    it('rejects a prototype-poisoning body instead of parsing it', async () => {
      const res = await post('{"name":"x","terms_accepted":true,"__proto__":{"admin":true}}', 'application/json');
      expect(res.statusCode).toBe(400);
    });
  });

  it('sends the security headers on success, error and 404 answers', async () => {
    const answers = await Promise.all([
      sandbox.app.inject({
        method: 'GET',
        url: '/api/users/roles',
        headers: await sandbox.authAs('support@northfibre.example'),
      }),
      sandbox.app.inject({ method: 'GET', url: '/api/users/roles' }),
      sandbox.app.inject({ method: 'GET', url: '/api/nowhere' }),
    ]);
    for (const res of answers) {
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy);
    }
    expect(contentSecurityPolicy).toMatch(/script-src 'self';/);
    expect(contentSecurityPolicy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('lists every declared route with its access and schemas', () => {
    const byKey = new Map(sandbox.app.routeRegistry.map((r) => [`${r.method} ${r.url}`, r]));
    expect(byKey.get('DELETE /api/services/v2/unsubscribe/:id')?.access).toBe('public');
    expect(byKey.get('GET /api/orders/product-families')?.access).toBe('read:ordering');
    expect(byKey.get('GET /api/users/users')?.schema.query).toBeDefined();
    expect(byKey.get('POST /api/users/terms_accepted')?.schema.body).toBeDefined();
    const publicRoutes = sandbox.app.routeRegistry.filter(
      (r) => r.access === 'public' && !r.url.startsWith('/api/test/'),
    );
    expect(publicRoutes.map((r) => r.url).sort()).toEqual([
      '/api/monitoring/errors',
      '/api/openapi.json',
      '/api/services/v2/unsubscribe/:id',
      '/api/users/authorize',
      '/api/users/authorize/:invitation',
      '/api/users/password-reset/complete',
    ]);
  });
});
