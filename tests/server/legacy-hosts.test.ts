import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from './helpers/test-sandbox';

describe('legacy host names (pglite)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox('pglite', {
      app: {
        legacyHosts: { hosts: ['old-portal.example', 'Legacy.Example'], customerOrigin: 'https://portal.example' },
      },
    });
  });
  afterAll(() => sandbox.close());

  it('redirects a legacy host to the customer host with the same path and query', async () => {
    const res = await sandbox.app.inject({
      method: 'GET',
      url: '/orders/list?status=open&page=2',
      headers: { host: 'old-portal.example:8443' },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://portal.example/orders/list?status=open&page=2');
    const other = await sandbox.app.inject({ method: 'GET', url: '/', headers: { host: 'legacy.example' } });
    expect(other.headers.location).toBe('https://portal.example/');
  });

  it('answers other host names as usual', async () => {
    const res = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox/monitoring',
      headers: { host: 'portal.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
