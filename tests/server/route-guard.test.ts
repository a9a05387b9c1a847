import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { buildApp } from '../../server/http/app';
import type { TokenVerifier } from '../../server/http/auth';

// The guard acts while routes are added, before any query runs, so these apps need no database.
const noDatabase = {} as Db;
const refuseAll: TokenVerifier = {
  verify: async () => {
    throw new Error('not used');
  },
};

describe('the undeclared-route guard', () => {
  it('fails app start when a route under /api/ is added without declareRoute', async () => {
    const app = buildApp({ db: noDatabase, verifier: refuseAll });
    app.register(async (child) => {
      child.get('/api/orders/secret-report', async () => ({ data: 'everyone can read this' }));
    });
    await expect(app.ready()).rejects.toThrow(/not declared with declareRoute/);
  });

  it('lets routes outside /api/ through (the identity provider mounts /oidc itself)', async () => {
    const app = buildApp({ db: noDatabase, verifier: refuseAll });
    app.get('/oidc/.well-known/openid-configuration', async () => ({ issuer: 'x' }));
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
