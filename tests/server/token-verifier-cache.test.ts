import { webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, type JSONWebKeySet, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier } from '../../server/http/auth';

const issuer = 'https://sandbox.test/oidc';
const audience = 'https://sandbox.test/api';
const claims = {
  user_id: 'usr_1',
  email: 'a@example.test',
  name: 'A',
  org_id: 'org_1',
  org_name: 'Org',
  customer_id: 1,
  roles: ['Admin'],
  permissions: ['manage:users'],
  terms_accepted: true,
};

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

const sign = (key: CryptoKey, kid: string, expiresAt: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('usr_1')
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { status?: number; message?: string }) => ({ status: error.status, message: error.message }),
  );

describe('the token verifier remembers tokens it has verified', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('verifies a token once, and answers the same claims again without another RS256 verification', async () => {
    const key = await keyPair('k1');
    const keys: JSONWebKeySet = { keys: [key.jwk] };
    const verifier = createTokenVerifier({ jwks: async () => keys, issuer, audience });
    const token = await sign(key.privateKey, 'k1', Math.floor(Date.now() / 1000) + 300);
    const rsa = vi.spyOn(webcrypto.subtle, 'verify');

    const first = await verifier.verify(token);
    const again = await verifier.verify(token);
    expect(again).toEqual(first);
    expect(first.org_id).toBe('org_1');
    expect(rsa).toHaveBeenCalledTimes(1);

    // A different token is verified for itself, never answered from another's entry.
    const other = await sign(key.privateKey, 'k1', Math.floor(Date.now() / 1000) + 200);
    await verifier.verify(other);
    expect(rsa).toHaveBeenCalledTimes(2);
  });

  it('refuses a remembered token once it expires, with the expired message', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-23T12:00:00Z');
    vi.setSystemTime(start);
    const key = await keyPair('k1');
    const keys: JSONWebKeySet = { keys: [key.jwk] };
    const verifier = createTokenVerifier({ jwks: async () => keys, issuer, audience });
    const token = await sign(key.privateKey, 'k1', start.getTime() / 1000 + 60);
    await verifier.verify(token);

    vi.setSystemTime(start.getTime() + 59_000);
    await expect(verifier.verify(token)).resolves.toMatchObject({ user_id: 'usr_1' });
    // jose's rule: expired once exp <= now, to the second.
    vi.setSystemTime(start.getTime() + 60_000);
    expect(await rejection(verifier.verify(token))).toEqual({ status: 401, message: 'Your session has expired' });
  });

  it('forgets every remembered token when the key set changes (a rotated-out key signs nothing any more)', async () => {
    const oldKey = await keyPair('k1');
    const newKey = await keyPair('k2');
    let keys: JSONWebKeySet = { keys: [oldKey.jwk] };
    const verifier = createTokenVerifier({ jwks: async () => keys, issuer, audience });
    const token = await sign(oldKey.privateKey, 'k1', Math.floor(Date.now() / 1000) + 300);
    await verifier.verify(token);

    keys = { keys: [newKey.jwk] };
    expect(await rejection(verifier.verify(token))).toEqual({ status: 401, message: 'Invalid access token' });
  });

  it('remembers at most its size, forgetting the oldest first', async () => {
    const key = await keyPair('k1');
    // The provider hands out the same key set object until it rotates its keys.
    const keys: JSONWebKeySet = { keys: [key.jwk] };
    const verifier = createTokenVerifier({ jwks: async () => keys, issuer, audience, cacheSize: 2 });
    const exp = Math.floor(Date.now() / 1000) + 300;
    const [a, b, c] = await Promise.all([
      sign(key.privateKey, 'k1', exp),
      sign(key.privateKey, 'k1', exp - 1),
      sign(key.privateKey, 'k1', exp - 2),
    ]);
    const rsa = vi.spyOn(webcrypto.subtle, 'verify');
    for (const token of [a, b, c]) await verifier.verify(token);
    expect(rsa).toHaveBeenCalledTimes(3);
    await verifier.verify(c);
    await verifier.verify(b);
    expect(rsa).toHaveBeenCalledTimes(3);
    await verifier.verify(a);
    expect(rsa).toHaveBeenCalledTimes(4);
  });
});
