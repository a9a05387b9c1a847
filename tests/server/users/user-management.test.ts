import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oidcPayloads, outboxMessages, signInThrottle, userRoles, users } from '../../../server/db/schema';
import { claimsForUser } from '../../../server/domain/claims';
import { advanceSandboxClock, sandboxNow } from '../../../server/domain/incidents/clock';
import { lastAdminMessage, removeRoles, UserRuleError } from '../../../server/domain/user-admin';
import { authenticate } from '../../../server/identity/credentials';
import { addressPolicy, createSignInThrottle } from '../../../server/identity/sign-in-throttle';
import { demoPassword, type PersonaEmail, personaByEmail, personas } from '../../../server/seed/personas';
import { roleIdOf } from '../../../server/seed/seed';
import {
  invitation,
  invitationLookup,
  invitationsResponse,
  password,
  userHistoryResponse,
  userMessages,
} from '../../../src/contracts/user-management';
import { userResponse } from '../../../src/contracts/users';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

const admin = 'admin@northfibre.example';
const goodPassword = 'Fibre-Light-42!';

describe.each(drivers)('user management (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  }, 300_000);
  afterAll(() => sandbox?.close());

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    as: PersonaEmail | { authorization: string } | null,
    payload?: unknown,
  ) =>
    sandbox.app.inject({
      method,
      url: `/api/users${url}`,
      headers: as === null ? {} : typeof as === 'string' ? await sandbox.authAs(as) : as,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A token for any stored user (not only personas), as the identity provider would mint it now. */
  const tokenOf = async (userId: string) => {
    const claims = await claimsForUser(sandbox.db, userId);
    if (!claims) throw new Error(`no user ${userId}`);
    return { authorization: `Bearer ${await sandbox.mint(claims)}` };
  };

  const personaEmails = new Set<string>(personas.map((p) => p.email));
  /** Seeded colleagues of an organisation without the Admin role, each test taking its own. */
  const taken = new Set<string>();
  const colleague = async (orgOf: PersonaEmail = admin) => {
    const rows = await sandbox.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.orgId, (await orgIdOf(orgOf)) as string))
      .orderBy(users.email);
    for (const row of rows) {
      if (personaEmails.has(row.email) || taken.has(row.id)) continue;
      const roleRows = await sandbox.db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, row.id), eq(userRoles.roleId, roleIdOf('Admin'))));
      if (roleRows.length > 0) continue;
      taken.add(row.id);
      return row;
    }
    throw new Error('no colleague left');
  };

  const orgIdOf = async (email: PersonaEmail) => (await claimsForUser(sandbox.db, personaByEmail(email).id))?.org_id;

  const invite = async (email: string, roles = [roleIdOf('Support')], as: PersonaEmail = admin) =>
    call('POST', '/organizations/invite', as, { email, roles });

  const tokenOfUrl = (url: string) => new URL(url, 'https://portal.test').searchParams.get('invitation') ?? '';

  describe('invitations', () => {
    it('lets an Admin invite an address with roles: pending, expiring, with an /authorize link mailed to the outbox', async () => {
      const res = await invite('new.colleague@northfibre.example', [roleIdOf('Support'), roleIdOf('Ordering')]);
      expect(res.statusCode, res.body).toBe(201);
      const data = invitation.parse(res.json().data);
      expect(data).toMatchObject({ status: 'pending', invitee: { email: 'new.colleague@northfibre.example' } });
      expect(data.inviter.name).toBe(personaByEmail(admin).name);
      expect(data.roles.map((r) => r.name).sort()).toEqual(['Ordering', 'Support']);
      const url = new URL(data.invitation_url, 'https://portal.test');
      expect(url.pathname).toBe('/authorize');
      expect(url.searchParams.get('organization')).toBe(await orgIdOf(admin));
      expect(url.searchParams.get('organization_name')).toBeTruthy();
      expect(new Date(data.expires_at).getTime()).toBeGreaterThan(new Date(data.created_at).getTime());

      const mail = await sandbox.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.userId, personaByEmail(admin).id));
      expect(mail.some((m) => m.body.includes(data.invitation_url))).toBe(true);

      const list = await call('GET', '/users/invitations', admin);
      expect(list.statusCode).toBe(200);
      expect(invitationsResponse.parse(list.json()).data.map((i) => i.invitation_id)).toContain(data.invitation_id);
    });

    it('lets only Admins invite and list invitations (403 for any other role)', async () => {
      expect((await invite('someone@northfibre.example', undefined, 'support@northfibre.example')).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/users/invitations', 'support@northfibre.example')).statusCode).toBe(403);
    });

    it("answers the invite form's field errors: email and roles required, role ids rol_ plus 16 alphanumerics", async () => {
      const empty = await call('POST', '/organizations/invite', admin, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields).toMatchObject({
        email: [userMessages.required],
        roles: [userMessages.required],
      });
      const badRole = await invite('x@northfibre.example', ['role_admin']);
      expect(badRole.statusCode).toBe(400);
      expect(badRole.json().error.fields['roles.0'][0]).toMatch(/rol_ plus 16 alphanumerics/);
      const unknownRole = await invite('x@northfibre.example', ['rol_AAAAAAAAAAAAAAAA']);
      expect(unknownRole.statusCode).toBe(400);
      expect(unknownRole.json().error.fields.roles[0]).toMatch(/Unknown role/);
      const badEmail = await invite('not-an-address');
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().error.fields.email).toEqual([userMessages.email]);
    });

    it('refuses to invite a colleague who already has an account', async () => {
      const res = await invite('support@northfibre.example');
      expect(res.statusCode).toBe(409);
    });

    it("tells nothing of another organisation's accounts: such an address is invited as any other", async () => {
      const taken = await invite('admin@harbour.example');
      const free = await invite('nobody.yet@northfibre.example');
      expect([taken.statusCode, free.statusCode]).toEqual([201, 201]);
      expect(Object.keys(taken.json().data).sort()).toEqual(Object.keys(free.json().data).sort());
      // Its owner, and only they, learn at acceptance that the address already has an account.
      const accepted = await call('POST', '/authorize', null, {
        invitation: tokenOfUrl(invitation.parse(taken.json().data).invitation_url),
        name: 'Someone Else',
        password: 'Fibre-Light-42!',
        confirm_password: 'Fibre-Light-42!',
        terms_accepted: true,
      });
      expect(accepted.statusCode).toBe(409);
      expect(accepted.json().error.message).toBe('This email address already has an account');
    });

    it('re-sends an invitation: the same invitation, a new link, the old link no longer works', async () => {
      const first = invitation.parse((await invite('resend.me@northfibre.example')).json().data);
      const again = await invite('resend.me@northfibre.example', [roleIdOf('Billing')]);
      expect(again.statusCode).toBe(201);
      const second = invitation.parse(again.json().data);
      expect(second.invitation_id).toBe(first.invitation_id);
      expect(second.invitation_url).not.toBe(first.invitation_url);
      expect(second.roles.map((r) => r.name)).toEqual(['Billing']);
      expect((await call('GET', `/authorize/${tokenOfUrl(first.invitation_url)}`, null)).statusCode).toBe(404);
      expect((await call('GET', `/authorize/${tokenOfUrl(second.invitation_url)}`, null)).statusCode).toBe(200);
    });

    it("lets an Admin delete an invitation, whose link then fails; another organisation's invitation is 404", async () => {
      const made = invitation.parse((await invite('withdrawn@northfibre.example')).json().data);
      const across = await call('DELETE', `/users/invitations/${made.invitation_id}`, 'admin@harbour.example');
      expect(across.statusCode).toBe(404);
      const byNonAdmin = await call('DELETE', `/users/invitations/${made.invitation_id}`, 'support@northfibre.example');
      expect(byNonAdmin.statusCode).toBe(403);
      const res = await call('DELETE', `/users/invitations/${made.invitation_id}`, admin);
      expect(res.statusCode).toBe(204);
      expect((await call('GET', `/authorize/${tokenOfUrl(made.invitation_url)}`, null)).statusCode).toBe(404);
      const list = await call('GET', '/users/invitations', admin);
      expect(list.json().data.map((i: { invitation_id: string }) => i.invitation_id)).not.toContain(made.invitation_id);
    });
  });

  describe('accepting an invitation (/authorize)', () => {
    const accept = (body: Record<string, unknown>) => call('POST', '/authorize', null, body);
    const valid = (token: string) => ({
      invitation: token,
      name: 'Nia Newcomer',
      password: goodPassword,
      confirm_password: goodPassword,
      terms_accepted: true,
    });

    it('enforces the password rules of §5 with the forms’ messages, a name of 3 or more and the terms', async () => {
      // The same zod rule the portal's forms use.
      expect(password.safeParse(goodPassword).success).toBe(true);
      const made = invitation.parse((await invite('rules@northfibre.example')).json().data);
      const token = tokenOfUrl(made.invitation_url);
      for (const weak of ['short1!', 'alllowercase1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial11']) {
        const res = await accept({ ...valid(token), password: weak, confirm_password: weak });
        expect(res.statusCode, weak).toBe(400);
        expect(res.json().error.fields.password, weak).toEqual([userMessages.passwordRules]);
      }
      for (const breached of ['Password1!', 'P@ssw0rd!', 'Baseball2024!']) {
        const res = await accept({ ...valid(token), password: breached, confirm_password: breached });
        expect(res.statusCode, breached).toBe(400);
        expect(res.json().error.fields.password, breached).toEqual([userMessages.breached]);
      }
      const differ = await accept({ ...valid(token), confirm_password: 'Other-Pass-42!' });
      expect(differ.json().error.fields.confirm_password).toEqual([userMessages.passwordsDiffer]);
      const shortName = await accept({ ...valid(token), name: 'Al' });
      expect(shortName.json().error.fields.name).toEqual([userMessages.nameTooShort]);
      const noTerms = await accept({ ...valid(token), terms_accepted: false });
      expect(noTerms.json().error.fields.terms_accepted).toEqual([userMessages.terms]);
    });

    it('creates the invited user with the invited roles, once: the link is then used (410)', async () => {
      const made = invitation.parse(
        (await invite('Accept.Me@northfibre.example', [roleIdOf('Support'), roleIdOf('Export')])).json().data,
      );
      const token = tokenOfUrl(made.invitation_url);
      const shown = await call('GET', `/authorize/${token}`, null);
      expect(invitationLookup.parse(shown.json().data)).toMatchObject({
        email: 'accept.me@northfibre.example',
        roles: ['Export', 'Support'],
      });

      const res = await accept(valid(token));
      expect(res.statusCode, res.body).toBe(201);
      const { data } = userResponse.parse(res.json());
      expect(data).toMatchObject({ email: 'accept.me@northfibre.example', name: 'Nia Newcomer', terms_accepted: true });
      expect(data.created_by).toBe(personaByEmail(admin).id);
      expect(data.roles.map((r) => r.name)).toEqual(['Export', 'Support']);
      // The existing scrypt hashing: the new user signs in with the chosen password.
      expect(await authenticate(sandbox.db, 'accept.me@northfibre.example', goodPassword)).toBe(data.user_id);

      const again = await accept(valid(token));
      expect(again.statusCode).toBe(410);
      expect((await call('GET', `/authorize/${token}`, null)).statusCode).toBe(410);
      const list = await call('GET', '/users/invitations', admin);
      expect(list.json().data.map((i: { invitation_id: string }) => i.invitation_id)).not.toContain(made.invitation_id);
    });

    it('answers 404 for an unknown invitation, so the page can route to /error-invitation-not-found', async () => {
      const res = await accept(valid('no-such-invitation'));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    });
  });

  describe('roles', () => {
    it("lets an Admin add a role; nobody else changes roles; another organisation's user is 404", async () => {
      const target = await colleague();
      const res = await call('POST', `/users/${target.id}/roles`, admin, { roles: [roleIdOf('Billing')] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.roles.map((r: { name: string }) => r.name)).toContain('Billing');
      const bySupport = await call('POST', `/users/${target.id}/roles`, 'support@northfibre.example', {
        roles: [roleIdOf('Admin')],
      });
      expect(bySupport.statusCode).toBe(403);
      const across = await call('POST', `/users/${target.id}/roles`, 'admin@harbour.example', {
        roles: [roleIdOf('Admin')],
      });
      expect(across.statusCode).toBe(404);
    });

    it("removing a role ends the user's sessions at once and the role is absent from the next token", async () => {
      const target = await colleague();
      await call('POST', `/users/${target.id}/roles`, admin, { roles: [roleIdOf('Billing')] });
      const oldToken = await tokenOf(target.id);
      expect((await call('GET', `/users/${target.id}`, oldToken)).statusCode).toBe(200);
      // A refresh token and a session of the provider's, as oidc-provider stores them.
      for (const model of ['RefreshToken', 'Session']) {
        await sandbox.db
          .insert(oidcPayloads)
          .values({ model, id: `${model}-${target.id}`, payload: { accountId: target.id } });
      }
      const res = await call('DELETE', `/users/${target.id}/roles`, admin, { roles: [roleIdOf('Billing')] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.roles.map((r: { name: string }) => r.name)).not.toContain('Billing');
      expect((await call('GET', `/users/${target.id}`, oldToken)).statusCode).toBe(401);
      const left = await sandbox.db
        .select()
        .from(oidcPayloads)
        .where(eq(sql`${oidcPayloads.payload}->>'accountId'`, target.id));
      expect(left).toEqual([]);
      expect((await claimsForUser(sandbox.db, target.id))?.roles).not.toContain('Billing');
    });

    it('refuses an Admin removing their own Admin role (409)', async () => {
      const me = personaByEmail(admin);
      const res = await call('DELETE', `/users/${me.id}/roles`, admin, { roles: [roleIdOf('Admin')] });
      expect(res.statusCode).toBe(409);
      expect((await claimsForUser(sandbox.db, me.id))?.roles).toContain('Admin');
    });

    it("never removes the organisation's last Admin", async () => {
      // Harbour's admin is its only Admin; even a caller other than them (a stale Admin's token) cannot remove it.
      const harbourAdmin = personaByEmail('admin@harbour.example');
      const orgId = (await orgIdOf('admin@harbour.example')) as string;
      const otherAdmins = await sandbox.db
        .select({ id: userRoles.userId })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(and(eq(users.orgId, orgId), eq(userRoles.roleId, roleIdOf('Admin'))));
      for (const other of otherAdmins.filter((a) => a.id !== harbourAdmin.id)) {
        await removeRoles(sandbox.db, orgId, { userId: harbourAdmin.id, name: 'test' }, other.id, [roleIdOf('Admin')]);
      }
      const attempt = removeRoles(sandbox.db, orgId, { userId: 'usr_someoneelse', name: 'x' }, harbourAdmin.id, [
        roleIdOf('Admin'),
      ]);
      await expect(attempt).rejects.toThrow(UserRuleError);
      await expect(attempt).rejects.toThrow(lastAdminMessage);
    });
  });

  describe('deleting a user', () => {
    it('deletes a colleague, whose older access token then answers 401; the history keeps who, when, before', async () => {
      const target = await colleague();
      const oldToken = await tokenOf(target.id);
      const total = async () => (await call('GET', '/users?limit=1', admin)).json().total as number;
      const before = await total();
      const res = await call('DELETE', `/users/${target.id}`, admin);
      expect(res.statusCode, res.body).toBe(204);
      // The list's maintained counter follows (migration 0003's triggers).
      expect(await total()).toBe(before - 1);
      expect((await call('GET', `/users/${target.id}`, admin)).statusCode).toBe(404);
      const later = await call('GET', '/roles', oldToken);
      expect(later.statusCode).toBe(401);

      const history = userHistoryResponse.parse((await call('GET', `/users/${target.id}/history`, admin)).json());
      expect(history.data[0]).toMatchObject({
        action: 'user.deleted',
        actor: { user_id: personaByEmail(admin).id, name: personaByEmail(admin).name },
        after: null,
      });
      expect(history.data[0]?.before).toMatchObject({ email: target.email });
    });

    it("refuses deleting oneself (409), a non-Admin (403) and another organisation's user (404)", async () => {
      const me = personaByEmail(admin);
      expect((await call('DELETE', `/users/${me.id}`, admin)).statusCode).toBe(409);
      const target = await colleague();
      expect((await call('DELETE', `/users/${target.id}`, 'support@northfibre.example')).statusCode).toBe(403);
      expect((await call('DELETE', `/users/${target.id}`, 'admin@harbour.example')).statusCode).toBe(404);
    });
  });

  describe('names and history', () => {
    it('lets a user rename themself and an Admin rename a colleague, recording before and after', async () => {
      const target = await colleague();
      const self = await call('PATCH', `/users/${target.id}`, await tokenOf(target.id), { name: 'Renamed Myself' });
      expect(self.statusCode, self.body).toBe(200);
      const byAdmin = await call('PATCH', `/users/${target.id}`, admin, { name: 'Renamed By Admin' });
      expect(byAdmin.json().data.name).toBe('Renamed By Admin');
      const history = userHistoryResponse.parse((await call('GET', `/users/${target.id}/history`, admin)).json());
      expect(history.data.slice(0, 2).map((h) => [h.action, h.before, h.after, h.actor.user_id])).toEqual([
        ['user.renamed', { name: 'Renamed Myself' }, { name: 'Renamed By Admin' }, personaByEmail(admin).id],
        ['user.renamed', { name: expect.any(String) }, { name: 'Renamed Myself' }, target.id],
      ]);
    });

    it("refuses renaming a colleague without the Admin role (403), an empty name (400) and another organisation's user", async () => {
      const target = await colleague();
      const bySupport = await call('PATCH', `/users/${target.id}`, 'support@northfibre.example', { name: 'Nope' });
      expect(bySupport.statusCode).toBe(403);
      const empty = await call('PATCH', `/users/${target.id}`, admin, { name: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields.name).toEqual([userMessages.name]);
      expect((await call('PATCH', `/users/${target.id}`, 'admin@harbour.example', { name: 'X' })).statusCode).toBe(404);
    });

    it('shows a user’s history to Admins only', async () => {
      const target = await colleague();
      expect((await call('GET', `/users/${target.id}/history`, 'support@northfibre.example')).statusCode).toBe(403);
      expect((await call('GET', `/users/${target.id}/history`, 'admin@harbour.example')).statusCode).toBe(404);
    });
  });

  describe('passwords', () => {
    it('a reset ends the sessions, mails a one-time link that expires, and the new password signs in', async () => {
      const target = await colleague();
      const oldToken = await tokenOf(target.id);
      const res = await call('POST', '/users/password-reset', admin, { user_id: target.id });
      expect(res.statusCode, res.body).toBe(202);
      expect((await call('GET', '/roles', oldToken)).statusCode).toBe(401);
      const [mail] = await sandbox.db.select().from(outboxMessages).where(eq(outboxMessages.userId, target.id));
      const link = /(\S*\/reset-password\?\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
      const token = new URL(link, 'https://portal.test').searchParams.get('token') ?? '';
      expect(token).not.toBe('');
      // Locked out, the colleague cannot read the sandbox outbox: the Admin who asked has a copy to pass on.
      const adminMail = await sandbox.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.userId, personaByEmail(admin).id));
      const copy = adminMail.find((m) => m.body.includes(link));
      expect(copy?.subject).toBe(`To ${target.email}: Reset your customer portal password`);

      const weak = await call('POST', '/password-reset/complete', null, {
        token,
        password: 'weak',
        confirm_password: 'weak',
      });
      expect(weak.json().error.fields.password).toEqual([userMessages.passwordRules]);
      const breached = await call('POST', '/password-reset/complete', null, {
        token,
        password: 'Letmein123!',
        confirm_password: 'Letmein123!',
      });
      expect(breached.json().error.fields.password).toEqual([userMessages.breached]);
      const done = await call('POST', '/password-reset/complete', null, {
        token,
        password: goodPassword,
        confirm_password: goodPassword,
      });
      expect(done.statusCode, done.body).toBe(204);
      expect(await authenticate(sandbox.db, target.email, goodPassword)).toBe(target.id);
      const twice = await call('POST', '/password-reset/complete', null, {
        token,
        password: goodPassword,
        confirm_password: goodPassword,
      });
      expect(twice.statusCode).toBe(404);
    });

    it("lets a non-Admin reset only their own password; another organisation's user is 404", async () => {
      const target = await colleague();
      const res = await call('POST', '/users/password-reset', 'support@northfibre.example', { user_id: target.id });
      expect(res.statusCode).toBe(403);
      const own = await call('POST', '/users/password-reset', await tokenOf(target.id), { user_id: target.id });
      expect(own.statusCode, own.body).toBe(202);
      const mail = await sandbox.db.select().from(outboxMessages).where(eq(outboxMessages.userId, target.id));
      expect(mail.map((m) => m.subject)).toEqual(['Reset your customer portal password']);
      const across = await call('POST', '/users/password-reset', 'admin@harbour.example', { user_id: target.id });
      expect(across.statusCode).toBe(404);
    });

    it('changes one’s own password with the current one (authentication methods), never a colleague’s', async () => {
      const target = await colleague();
      const as = await tokenOf(target.id);
      const body = {
        type: 'password',
        current_password: 'wrong',
        password: goodPassword,
        confirm_password: goodPassword,
      };
      const wrong = await call('POST', `/users/${target.id}/authentication-methods`, as, body);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields.current_password).toBeTruthy();
      const breached = await call('POST', `/users/${target.id}/authentication-methods`, as, {
        ...body,
        current_password: demoPassword,
        password: 'Qwerty123!',
        confirm_password: 'Qwerty123!',
      });
      expect(breached.json().error.fields.password).toEqual([userMessages.breached]);
      const ok = await call('POST', `/users/${target.id}/authentication-methods`, as, {
        ...body,
        current_password: demoPassword,
      });
      expect(ok.statusCode, ok.body).toBe(204);
      expect(await authenticate(sandbox.db, target.email, goodPassword)).toBe(target.id);
      const other = await call('POST', `/users/${personaByEmail(admin).id}/authentication-methods`, as, body);
      expect(other.statusCode).toBe(403);
    });
  });

  it('lets a signed-in user change their password while a guesser behind the same office address is throttled', async () => {
    const target = await colleague();
    const as = await tokenOf(target.id);
    const address = '127.0.0.1'; // every injected request's
    // The clock stands still, so the address's first wait cannot run out before the change is asked for.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const throttle = createSignInThrottle(sandbox.db, { now: () => sandboxNow(sandbox.db) });
      for (let i = 0; i < addressPolicy.freeFailures; i += 1)
        await throttle.attempt(`guess-${i}@example.test`, address);
      expect(await throttle.attempt('someone-else@example.test', address)).toMatchObject({ allowed: false });
      const body = {
        type: 'password',
        current_password: demoPassword,
        password: goodPassword,
        confirm_password: goodPassword,
      };
      const changed = await call('POST', `/users/${target.id}/authentication-methods`, as, body);
      expect(changed.statusCode, changed.body).toBe(204);
    } finally {
      vi.useRealTimers();
      await sandbox.db.delete(signInThrottle).where(eq(signInThrottle.key, `address:${address}`));
    }
  });

  describe('export', () => {
    it('streams the organisation’s users as CSV to holders of the export permission', async () => {
      const res = await call('GET', '/export/users', 'admin@harbour.example');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe('Name,Email,Roles,Created (UK time),Created By,Logins,Last Login (UK time)');
      expect(res.body).toContain('admin@harbour.example');
      expect(res.body).not.toContain('@northfibre.example');
    });

    it('refuses the export without the export permission (403)', async () => {
      expect((await call('GET', '/export/users', 'support@northfibre.example')).statusCode).toBe(403);
    });
  });

  describe('expiry by the sandbox clock', () => {
    it('shows an invitation expired after its expires_at and refuses its link (410)', async () => {
      const made = invitation.parse((await invite('too.late@northfibre.example')).json().data);
      await advanceSandboxClock(sandbox.db, 8 * 24 * 60 * 60_000);
      const list = await call('GET', '/users/invitations', admin);
      const listed = list.json().data.find((i: { invitation_id: string }) => i.invitation_id === made.invitation_id);
      expect(listed.status).toBe('expired');
      const res = await call('POST', '/authorize', null, {
        invitation: tokenOfUrl(made.invitation_url),
        name: 'Too Late',
        password: goodPassword,
        confirm_password: goodPassword,
        terms_accepted: true,
      });
      expect(res.statusCode).toBe(410);
      expect(res.json().error.code).toBe('gone');
    });
  });
});
