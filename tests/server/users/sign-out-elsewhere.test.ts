import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcPayloads } from '../../../server/db/schema';
import { claimsForUser } from '../../../server/domain/claims';
import { personaByEmail } from '../../../server/seed/personas';
import { userHistoryResponse } from '../../../src/contracts/user-management';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

const me = personaByEmail('support@northfibre.example');

describe.each(drivers)("account settings: 'Sign out everywhere else' (%s)", (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  }, 300_000);
  afterAll(() => sandbox?.close());

  /** A token of `me` as the provider mints it for one signed-in browser (its grant). */
  const tokenFor = async (grantId?: string) => {
    const claims = await claimsForUser(sandbox.db, me.id);
    return { authorization: `Bearer ${await sandbox.mint({ ...claims, ...(grantId ? { grant_id: grantId } : {}) })}` };
  };
  const post = async (userId: string, headers: Record<string, string>) =>
    sandbox.app.inject({ method: 'POST', url: `/api/users/users/${userId}/sessions/revoke-others`, headers });
  const read = async (headers: Record<string, string>) =>
    (await sandbox.app.inject({ method: 'GET', url: `/api/users/users/${me.id}`, headers })).statusCode;

  /** Two browsers signed in as `me`, stored as oidc-provider stores them: grant, session, refresh token each. */
  async function twoBrowsers() {
    const rows = ['here', 'elsewhere'].flatMap((browser) => {
      const grant = `grant-${browser}`;
      return [
        { model: 'Grant', id: grant, payload: { accountId: me.id, jti: grant } },
        {
          model: 'Session',
          id: `session-${browser}`,
          payload: { accountId: me.id, authorizations: { portal: { grantId: grant, sid: `sid-${browser}` } } },
        },
        {
          model: 'RefreshToken',
          id: `refresh-${browser}`,
          grantId: grant,
          payload: { accountId: me.id, grantId: grant },
        },
      ];
    });
    await sandbox.db.insert(oidcPayloads).values(rows);
  }

  it("ends the user's other sessions and refresh tokens and keeps the current one working", async () => {
    await twoBrowsers();
    const here = await tokenFor('grant-here');
    const elsewhere = await tokenFor('grant-elsewhere');
    expect(await read(elsewhere)).toBe(200);

    const res = await post(me.id, here);
    expect(res.statusCode, res.body).toBe(204);

    expect(await read(here)).toBe(200);
    // The other browser's access token ends at its next call, before its expiry; it cannot refresh either.
    expect(await read(elsewhere)).toBe(401);
    const left = await sandbox.db
      .select({ model: oidcPayloads.model, id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(eq(sql`${oidcPayloads.payload}->>'accountId'`, me.id));
    expect(left.map((r) => r.id).sort()).toEqual(['grant-here', 'refresh-here', 'session-here']);

    const admin = await sandbox.authAs('admin@northfibre.example');
    const history = await sandbox.app.inject({
      method: 'GET',
      url: `/api/users/users/${me.id}/history`,
      headers: admin,
    });
    expect(userHistoryResponse.parse(history.json()).data[0]?.action).toBe('user.other_sessions_ended');
  });

  it("signs out only oneself: a colleague's sessions are refused (403), another organisation's user is 404", async () => {
    const here = await tokenFor('grant-here');
    expect((await post(personaByEmail('admin@northfibre.example').id, here)).statusCode).toBe(403);
    expect((await post(personaByEmail('admin@harbour.example').id, here)).statusCode).toBe(404);
  });

  it('refuses a token that names no grant (409), since it cannot tell this browser from the others', async () => {
    const res = await post(me.id, await tokenFor());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/sign in again/);
  });
});
