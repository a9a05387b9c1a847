import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { oidcPayloads } from '../../server/db/schema';
import { DbAdapter, purgeExpired } from '../../server/identity/adapter';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
});

afterAll(async () => {
  await database.close();
});

describe('identity: database adapter for oidc-provider', () => {
  it('stores, replaces and destroys a payload per model', async () => {
    const grants = new DbAdapter(database.db, 'Grant');
    const sessions = new DbAdapter(database.db, 'Session');
    await grants.upsert('g1', { accountId: 'usr_1', kind: 'Grant' }, 60);
    expect(await grants.find('g1')).toEqual({ accountId: 'usr_1', kind: 'Grant' });
    expect(await sessions.find('g1')).toBeUndefined();
    await grants.upsert('g1', { accountId: 'usr_2', kind: 'Grant' }, 60);
    expect(await grants.find('g1')).toMatchObject({ accountId: 'usr_2' });
    await grants.destroy('g1');
    expect(await grants.find('g1')).toBeUndefined();
  });

  it('treats a payload past its expiresIn as gone, and purges it', async () => {
    const codes = new DbAdapter(database.db, 'AuthorizationCode');
    await codes.upsert('old', { kind: 'AuthorizationCode' }, -1);
    await codes.upsert('forever', { kind: 'AuthorizationCode' });
    expect(await codes.find('old')).toBeUndefined();
    expect(await codes.find('forever')).toBeDefined();
    await purgeExpired(database.db);
    const ids = (await database.db.select({ id: oidcPayloads.id }).from(oidcPayloads)).map((r) => r.id);
    expect(ids).not.toContain('old');
    expect(ids).toContain('forever');
  });

  it('marks a consumed payload with the time it was consumed', async () => {
    const codes = new DbAdapter(database.db, 'AuthorizationCode');
    await codes.upsert('c1', { kind: 'AuthorizationCode', grantId: 'g9' }, 60);
    expect(await codes.find('c1')).not.toHaveProperty('consumed');
    await codes.consume('c1');
    const consumed = (await codes.find('c1'))?.consumed;
    expect(typeof consumed).toBe('number');
    expect(Math.abs((consumed as number) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('finds sessions by uid and device codes by user code', async () => {
    const sessions = new DbAdapter(database.db, 'Session');
    await sessions.upsert('s1', { kind: 'Session', uid: 'uid-1', accountId: 'usr_1' }, 60);
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'usr_1' });
    expect(await sessions.findByUid('uid-2')).toBeUndefined();
    const devices = new DbAdapter(database.db, 'DeviceCode');
    await devices.upsert('d1', { kind: 'DeviceCode', userCode: 'ABCD-EFGH' }, 60);
    expect(await devices.findByUserCode('ABCD-EFGH')).toMatchObject({ userCode: 'ABCD-EFGH' });
  });

  it('revokes only the tokens of the given grant and model', async () => {
    const refreshTokens = new DbAdapter(database.db, 'RefreshToken');
    const accessTokens = new DbAdapter(database.db, 'AccessToken');
    await refreshTokens.upsert('r1', { kind: 'RefreshToken', grantId: 'grant-a' }, 60);
    await refreshTokens.upsert('r2', { kind: 'RefreshToken', grantId: 'grant-b' }, 60);
    await accessTokens.upsert('a1', { kind: 'AccessToken', grantId: 'grant-a' }, 60);
    await refreshTokens.revokeByGrantId('grant-a');
    expect(await refreshTokens.find('r1')).toBeUndefined();
    expect(await refreshTokens.find('r2')).toBeDefined();
    expect(await accessTokens.find('a1')).toBeDefined();
  });
});
