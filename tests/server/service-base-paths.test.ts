import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../src/contracts/errors';
import { serviceNames } from '../../src/lib/provider-services';
import { drivers } from './helpers/test-env';
import { createTestSandbox, type TestSandbox } from './helpers/test-sandbox';

const envelopeOf = (status: number, code: string, message: string) => ({ error: { status, code, message } });

// README: one base path per provider service. Each exists, built or not: an unknown address under any of them asks for
// a valid token first, exactly as an unknown address under a built service does.
describe.each(drivers)("every provider service's base path exists (%s)", (driver) => {
  let sandbox: TestSandbox;
  let bearer: { authorization: string };
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
    bearer = await sandbox.authAs('admin@harbour.example');
  });
  afterAll(() => sandbox.close());

  describe.each([...serviceNames])('/api/%s', (service) => {
    const addresses = [
      ['GET', `/api/${service}/no-such-route`],
      ['POST', `/api/${service}/no-such-route`],
      ['DELETE', `/api/${service}/no/such/route`],
      ['GET', `/api/${service}`],
      ['GET', `/api/${service}/`],
    ] as const;

    it.each(addresses)('%s %s answers 401 without a valid bearer token', async (method, url) => {
      for (const headers of [{}, { authorization: 'Bearer a.b.c' }, { authorization: 'Basic Zm9vOmJhcg==' }]) {
        const res = await sandbox.app.inject({ method, url, headers });
        expect(res.statusCode, JSON.stringify(headers)).toBe(401);
        expect(errorEnvelope.parse(res.json()).error).toMatchObject({ status: 401, code: 'unauthorized' });
      }
      const expired = await sandbox.app.inject({
        method,
        url,
        headers: await sandbox.authAs('admin@harbour.example', { expiresIn: -60 }),
      });
      expect(expired.json()).toEqual(envelopeOf(401, 'unauthorized', 'Your session has expired'));
    });

    it.each(addresses)('%s %s answers 404 not_found with one', async (method, url) => {
      const res = await sandbox.app.inject({
        method,
        url,
        headers: bearer,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(envelopeOf(404, 'not_found', 'Not found'));
    });
  });

  it('answers a 401 before reading the body of an unknown address', async () => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/api/knowledge/no-such-route',
      payload: 'not json',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('leaves addresses outside every service as before: 404 with or without a token, public routes still public', async () => {
    for (const url of ['/api/nowhere/at/all', '/api/knowledgebase/x', '/api']) {
      for (const headers of [{}, bearer]) {
        const res = await sandbox.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual(envelopeOf(404, 'not_found', 'Not found'));
      }
    }
    // The declared public route under /api/services still needs no token (here: an unknown subscription id).
    const unsubscribe = await sandbox.app.inject({
      method: 'DELETE',
      url: '/api/services/v2/unsubscribe/00000000-0000-4000-8000-000000000000',
    });
    expect(unsubscribe.json()).toEqual(
      envelopeOf(404, 'not_found', 'This unsubscribe link is not valid or has already been used'),
    );
  });
});
