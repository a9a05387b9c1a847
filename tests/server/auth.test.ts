import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from './helpers/test-env';
import { createTestSandbox, type TestSandbox } from './helpers/test-sandbox';

describe.each(drivers)('access to the sandbox API (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const rolesCall = (headers: Record<string, string> = {}) =>
    sandbox.app.inject({ method: 'GET', url: '/api/users/roles', headers });

  it('answers 401 in the envelope when no token is sent', async () => {
    const res = await rolesCall();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { status: 401, code: 'unauthorized', message: expect.any(String) } });
  });

  it('answers 401 for a malformed token or a non-bearer scheme', async () => {
    expect((await rolesCall({ authorization: 'Bearer not-a-jwt' })).statusCode).toBe(401);
    expect((await rolesCall({ authorization: 'Bearer a.b.c' })).statusCode).toBe(401);
    expect((await rolesCall({ authorization: 'Basic YWRtaW46cGFzcw==' })).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const res = await rolesCall(await sandbox.authAs('admin@northfibre.example', { expiresIn: -60 }));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Your session has expired');
  });

  it('answers 401 for a token signed by another key, even one that claims the trusted kid', async () => {
    const other = await generateKeyPair('RS256');
    const res = await rolesCall(await sandbox.authAs('admin@northfibre.example', { signWith: other.privateKey }));
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a wrong audience or issuer', async () => {
    const wrongAudience = await sandbox.authAs('admin@northfibre.example', { audience: 'https://elsewhere.test/api' });
    const wrongIssuer = await sandbox.authAs('admin@northfibre.example', { issuer: 'https://elsewhere.test/oidc' });
    expect((await rolesCall(wrongAudience)).statusCode).toBe(401);
    expect((await rolesCall(wrongIssuer)).statusCode).toBe(401);
  });

  it('answers 401 for a well-signed token that is not typed as an access token (RFC 9068 typ at+jwt)', async () => {
    // An ID token carries the same claims under the same key; only its header tells it apart.
    const idTokenLike = await sandbox.authAs('admin@northfibre.example', { typ: 'JWT' });
    const untyped = await sandbox.authAs('admin@northfibre.example', { typ: null });
    expect((await rolesCall(idTokenLike)).statusCode).toBe(401);
    expect((await rolesCall(untyped)).statusCode).toBe(401);
    // The media-type spelling is the same type (RFC 9068 §2.1).
    const spelledOut = await sandbox.authAs('admin@northfibre.example', { typ: 'application/at+jwt' });
    expect((await rolesCall(spelledOut)).statusCode).toBe(200);
  });

  it('accepts the Bearer scheme in any case (RFC 7235 §2.1)', async () => {
    const { authorization } = await sandbox.authAs('admin@northfibre.example');
    const token = authorization.slice('Bearer '.length);
    for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
      expect((await rolesCall({ authorization: `${scheme} ${token}` })).statusCode, scheme).toBe(200);
    }
  });

  it('answers 401 when a well-signed token lacks the portal claims', async () => {
    const token = await sandbox.mint({ sub: 'usr_x', email: 'x@example.test' });
    expect((await rolesCall({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('answers 403 when the caller lacks the permission (product families for a billing user)', async () => {
    const res = await sandbox.app.inject({
      method: 'GET',
      url: '/api/orders/product-families',
      headers: await sandbox.authAs('billing@northfibre.example'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('lets a valid token through', async () => {
    const res = await rolesCall(await sandbox.authAs('developer@northfibre.example'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual([
      'Admin',
      'Billing',
      'Developer',
      'Export',
      'Ordering',
      'Support',
    ]);
    for (const r of res.json().data) expect(r.id).toMatch(/^rol_[A-Za-z0-9]{16}$/);
  });
});
