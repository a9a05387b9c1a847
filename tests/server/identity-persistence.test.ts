import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { createIdentity } from '../../server/identity/index';
import { Browser, freePort, insertUsers, refresh, signIn, startIdentity } from './identity-harness';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await insertUsers(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('identity: persistence across restarts', () => {
  it('keeps its signing key: two identities over one database publish the same kid', async () => {
    const options = { db: database.db, publicUrl: 'https://localhost:8443', accessTokenTtlSeconds: 300 };
    const first = await (await createIdentity(options)).jwks();
    const second = await (await createIdentity(options)).jwks();
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]?.kid).toBeTruthy();
    expect(second.keys[0]?.kid).toBe(first.keys[0]?.kid);
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    // Only the public half is published.
    expect(first.keys[0]).not.toHaveProperty('d');
  });

  it('signs nobody out on restart: a refresh token from before still works, with tokens the new process verifies', async () => {
    const port = await freePort();
    const before = await startIdentity(database.db, port);
    const tokens = await signIn(new Browser(), before.publicUrl, 'admin@northfibre.example');
    await before.app.close();

    const after = await startIdentity(database.db, port);
    try {
      const response = await refresh(after.publicUrl, tokens.refresh_token ?? '');
      expect(response.status).toBe(200);
      const { access_token } = (await response.json()) as { access_token: string };
      const keys = createLocalJWKSet(await after.identity.jwks());
      const verified = await jwtVerify(access_token, keys, {
        issuer: after.identity.issuer,
        audience: after.identity.audience,
      });
      expect(verified.payload.sub).toBe('usr_admin');
    } finally {
      await after.app.close();
    }
  });
});
