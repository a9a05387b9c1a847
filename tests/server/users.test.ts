import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PersonaEmail, personaByEmail } from '../../server/seed/personas';
import { userResponse } from '../../src/contracts/users';
import { usersPage } from '../../src/contracts/users-list';
import { encodeListQuery, type ListParams } from '../../src/lib/list-query';
import { drivers } from './helpers/test-env';
import { createTestSandbox, type TestSandbox } from './helpers/test-sandbox';

describe.each(drivers)('users service (%s)', (driver) => {
  let sandbox: TestSandbox;
  // Seeding the store is slow on a busy machine (the 60 s default was seen to run out with eight suites at once).
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  }, 300_000);
  afterAll(() => sandbox?.close());

  const get = async (url: string, as: PersonaEmail) =>
    sandbox.app.inject({ method: 'GET', url, headers: await sandbox.authAs(as) });
  const list = async (params: ListParams, as: PersonaEmail = 'support@northfibre.example') => {
    const res = await get(`/api/users/users?${encodeListQuery(params)}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return usersPage.parse(res.json());
  };

  describe('one user', () => {
    it('answers the caller themself', async () => {
      const me = personaByEmail('support@northfibre.example');
      const res = await get(`/api/users/users/${me.id}`, 'support@northfibre.example');
      const { data } = userResponse.parse(res.json());
      expect(data).toMatchObject({ user_id: me.id, email: me.email, terms_accepted: true, created_by: null });
      expect(data.roles.map((r) => r.name)).toEqual(['Support']);
    });

    it('answers a colleague of the same organisation to any member of staff, not only Admins', async () => {
      const admin = personaByEmail('admin@northfibre.example');
      for (const as of ['support@northfibre.example', 'billing@northfibre.example'] as const) {
        const res = await get(`/api/users/users/${admin.id}`, as);
        expect(res.statusCode, as).toBe(200);
        expect(res.json().data.roles).toHaveLength(6);
      }
    });

    it('refuses the user directory to a developer-only user, who is refused User Management (spec 1 §6)', async () => {
      const admin = personaByEmail('admin@northfibre.example');
      for (const url of ['/api/users/users', `/api/users/users/${admin.id}`]) {
        const res = await get(url, 'developer@northfibre.example');
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
      }
    });

    it('answers every caller their own record, developer-only, sky view or before the terms alike', async () => {
      for (const as of [
        'developer@northfibre.example',
        'agent@skyline.example',
        'newstarter@northfibre.example',
      ] as const) {
        const me = personaByEmail(as);
        const res = await get(`/api/users/users/${me.id}`, as);
        expect(res.statusCode, as).toBe(200);
        expect(res.json().data.email).toBe(as);
      }
    });

    it('answers as if absent in the sky service view, which has no User Management (spec 1 §2)', async () => {
      const res = await get('/api/users/users', 'agent@skyline.example');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { status: 404, code: 'not_found', message: 'Not found' } });
    });

    it("answers 404 for another organisation's user, exactly as for a missing one", async () => {
      const northfibreUser = personaByEmail('support@northfibre.example');
      const across = await get(`/api/users/users/${northfibreUser.id}`, 'admin@harbour.example');
      const missing = await get('/api/users/users/usr_doesnotexist00000', 'admin@harbour.example');
      expect(across.statusCode).toBe(404);
      expect(across.json()).toEqual(missing.json());
    });
  });

  describe('the list', () => {
    it("pages through the organisation's users only", async () => {
      const first = await list({ page: 1, limit: 5 });
      expect(first).toMatchObject({ current_page: 1, from: 1, to: 5, per_page: 5, total: 19 });
      const last = await list({ page: 4, limit: 5 });
      expect(last).toMatchObject({ from: 16, to: 19 });
      expect(last.data).toHaveLength(4);
      const beyond = await list({ page: 9, limit: 5 });
      expect(beyond).toMatchObject({ from: null, to: null, total: 19, data: [] });
      const all = await list({ limit: 100 });
      expect(all.data.every((u) => u.email.endsWith('@northfibre.example'))).toBe(true);
    });

    it('searches name and email, case-insensitively, with wildcards taken literally', async () => {
      const byName = await list({ q: 'nina' });
      expect(byName.data.map((u) => u.email)).toEqual(['newstarter@northfibre.example']);
      const byEmail = await list({ q: 'BILLING@' });
      expect(byEmail.data.map((u) => u.email)).toEqual(['billing@northfibre.example']);
      expect((await list({ q: '%' })).total).toBe(0);
      expect((await list({ q: 'nina' }, 'admin@harbour.example')).total).toBe(0);
    });

    it('reads the spaces the portal escapes in the search text (spec 1 §5) as spaces', async () => {
      const [first, last] = personaByEmail('newstarter@northfibre.example').name.split(' ');
      const escaped = await list({ q: `${first}\\ ${last}` });
      expect(escaped.data.map((u) => u.email)).toEqual(['newstarter@northfibre.example']);
    });

    it('sorts by name, email or created_at in either order', async () => {
      const names = (await list({ sort: 'name', order: 'asc', limit: 100 })).data.map((u) => u.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      const emails = (await list({ sort: 'email', order: 'desc', limit: 100 })).data.map((u) => u.email);
      expect(emails).toEqual([...emails].sort().reverse());
      const newestFirst = (await list({ limit: 100 })).data.map((u) => u.created_at);
      expect(newestFirst).toEqual([...newestFirst].sort().reverse());
    });

    it('filters by role', async () => {
      const admins = await list({ role: 'Admin' });
      expect(admins.data.map((u) => u.email)).toEqual(['admin@northfibre.example']);
      const developers = await list({ role: { operator: 'in', value: ['Developer'] }, limit: 100 });
      expect(developers.total).toBeGreaterThan(1);
      expect(developers.data.every((u) => u.roles.some((r) => r.name === 'Developer'))).toBe(true);
      // A role named twice is one role: its holders and the counter's total.
      const twice = await list({ role: { operator: 'in', value: ['Developer', 'Developer'] }, limit: 100 });
      expect(twice.total).toBe(developers.total);
      expect(twice.data.map((u) => u.user_id)).toEqual(developers.data.map((u) => u.user_id));
      // Several roles: the holders of any, counted once each.
      const either = await list({ role: { operator: 'in', value: ['Admin', 'Developer'] }, limit: 100 });
      expect(either.total).toBe(either.data.length);
      expect(either.data.map((u) => u.email)).toContain('admin@northfibre.example');
    });

    it('rejects a bad list query with the failing field', async () => {
      const cases: [string, string][] = [
        ['limit=101', 'limit'],
        ['page=0', 'page'],
        ['sort=password_hash', 'sort'],
        ['filters=%7Bnot-json', 'filters'],
        [`filters=${encodeURIComponent(JSON.stringify({ field: 'role', operator: 'eq', value: 'Root' }))}`, 'filters'],
        [`filters=${encodeURIComponent(JSON.stringify({ field: 'org_id', operator: 'eq', value: 'x' }))}`, 'filters'],
        ['colour=blue', 'query'],
      ];
      for (const [query, field] of cases) {
        const res = await get(`/api/users/users?${query}`, 'support@northfibre.example');
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
        expect(Object.keys(res.json().error.fields), query).toContain(field);
      }
    });
  });

  describe('terms acceptance', () => {
    const accept = async (payload: unknown, as: PersonaEmail = 'newstarter@northfibre.example') =>
      sandbox.app.inject({
        method: 'POST',
        url: '/api/users/terms_accepted',
        payload: payload as object,
        headers: await sandbox.authAs(as),
      });

    it('rejects a body without a name or without the tick, naming the fields', async () => {
      const res = await accept({ name: '  ', terms_accepted: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        name: ['Please add a name to proceed'],
        terms_accepted: [expect.any(String)],
      });
    });

    it('refuses everything but the terms themselves until they are accepted', async () => {
      const colleague = personaByEmail('support@northfibre.example');
      const res = await get(`/api/users/users/${colleague.id}`, 'newstarter@northfibre.example');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: { status: 403, code: 'terms_not_accepted', message: 'Please accept the terms of service to continue' },
      });
    });

    it('records the acceptance once and never renames the caller', async () => {
      const me = personaByEmail('newstarter@northfibre.example');
      // The token stays the one minted before acceptance: the store, not its stale claim, decides from now on.
      const headers = await sandbox.authAs('newstarter@northfibre.example');
      const first = await sandbox.app.inject({
        method: 'POST',
        url: '/api/users/terms_accepted',
        payload: { name: 'Nina Newstarter-Jones', terms_accepted: true },
        headers,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ name: 'Nina Newstarter', terms_accepted: true });

      // Calling it again, even under a colleague's name, changes nothing: no one becomes 'Alex Admin' this way.
      const again = await accept({ name: 'Alex Admin', terms_accepted: true });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ name: 'Nina Newstarter', terms_accepted: true });

      const reread = await sandbox.app.inject({ method: 'GET', url: `/api/users/users/${me.id}`, headers });
      expect(reread.statusCode).toBe(200);
      expect(reread.json().data).toMatchObject({ name: 'Nina Newstarter', terms_accepted: true });
    });
  });
});
