import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFlag } from '../../server/domain/flags';
import { seedOrganisations } from '../../server/seed/organisations';
import type { PersonaEmail } from '../../server/seed/personas';
import { homeResponse } from '../../src/contracts/dashboard';
import { daysBetween, weekdayOf } from '../../src/lib/dates';
import { drivers } from './helpers/test-env';
import { createTestSandbox, type TestSandbox } from './helpers/test-sandbox';

const northfibre = seedOrganisations.find((o) => o.key === 'northfibre');
const absent = { error: { status: 404, code: 'not_found', message: 'Not found' } };

/** The sandbox enforces what the portal shows, route by route: a hidden menu entry is no protection against a direct
 * call (the sweep generalises each case). */
describe.each(drivers)('access rules the portal shows, enforced by the sandbox (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const get = async (url: string, as: PersonaEmail) =>
    sandbox.app.inject({ method: 'GET', url, headers: await sandbox.authAs(as) });

  describe('exports', () => {
    it('refuse a Support user without the Export role', async () => {
      const res = await get('/api/incidents/v2/export', 'support@northfibre.example');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
      expect((await get('/api/incidents/v2/export?type=mso', 'support@northfibre.example')).statusCode).toBe(403);
    });

    it('answer the CSV to a user with Support and Export', async () => {
      const res = await get('/api/incidents/v2/export', 'admin@northfibre.example');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
    });
  });

  describe('feature flags', () => {
    it('hide MSO incidents from an organisation with msoIncidentsEnabled off (Harbour), list and detail alike', async () => {
      for (const url of ['/api/incidents/v2/mso-incidents', '/api/incidents/v2/mso-incidents/MSO0000001']) {
        const res = await get(url, 'admin@harbour.example');
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual(absent);
      }
      // Harbour still has its incidents: only the MSO area is closed.
      expect((await get('/api/incidents/v2/incidents', 'admin@harbour.example')).statusCode).toBe(200);
    });

    it('take effect at once when changed in the sandbox', async () => {
      if (!northfibre) throw new Error('Northfibre is not seeded');
      expect((await get('/api/incidents/v2/incidents', 'support@northfibre.example')).statusCode).toBe(200);
      await writeFlag(sandbox.db, northfibre.id, 'enableSupport', false);
      try {
        const res = await get('/api/incidents/v2/incidents', 'support@northfibre.example');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(absent);
      } finally {
        await writeFlag(sandbox.db, northfibre.id, 'enableSupport', true);
      }
      expect((await get('/api/incidents/v2/incidents', 'support@northfibre.example')).statusCode).toBe(200);
    });
  });

  describe('the sky service view', () => {
    it('omits incidents, MSO incidents, networks and the user directory (spec 1 §2, spec 2 §2)', async () => {
      for (const url of [
        '/api/incidents/v2/incidents',
        '/api/incidents/v2/incidents/quick-stats',
        '/api/incidents/v2/mso-incidents',
        '/api/services/v2/network-map/LS1%201AA',
        '/api/users/users',
      ]) {
        const res = await get(url, 'agent@skyline.example');
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual(absent);
      }
    });

    it('keeps Support › Services: the service status answers for the service, not as an absent route', async () => {
      const res = await get('/api/services/v2/service/service_reference/S9999999', 'agent@skyline.example');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Service not found');
    });
  });

  describe('the dashboard summary', () => {
    const home = async (as: PersonaEmail) => {
      const res = await get('/api/orders/home', as);
      expect(res.statusCode, res.body).toBe(200);
      return homeResponse.parse(res.json()).data;
    };

    it("leaves colleagues' names, emails and counts out for a developer-only user", async () => {
      const data = await home('developer@northfibre.example');
      expect(data.me.email).toBe('developer@northfibre.example');
      expect(data).not.toHaveProperty('users');
      expect(data).not.toHaveProperty('recent_users');
      expect(data).not.toHaveProperty('invitations');
      expect(JSON.stringify(data)).not.toContain('admin@northfibre.example');
    });

    it('leaves them out in the sky service view, even for its Admin', async () => {
      const data = await home('agent@skyline.example');
      expect(data).not.toHaveProperty('users');
      expect(data).not.toHaveProperty('recent_users');
      expect(data).not.toHaveProperty('invitations');
    });

    it('shows the directory figures to staff who may read it, and invitations to Admins only', async () => {
      const support = await home('support@northfibre.example');
      expect(support.users?.total).toBeGreaterThan(0);
      expect(support.recent_users).toHaveLength(5);
      expect(support).not.toHaveProperty('invitations');
      const admin = await home('admin@northfibre.example');
      // The seeded invitation, still waiting for its invitee.
      expect(admin.invitations).toEqual({ open: 1 });
    });

    it('shows each area’s attention figures only to whom the area is open (billing, the week’s appointments)', async () => {
      const billing = await home('billing@northfibre.example');
      // The seed's month before last is Overdue after a part payment and a credit note, with orders held for it.
      expect(billing.billing?.overdue.count).toBe(1);
      expect(billing.billing?.overdue.balance_pence).toBeGreaterThan(0);
      expect(billing.billing?.orders_on_hold).toBeGreaterThan(0);
      // Billing staff use none of the areas with appointments; the developer-only user none of either.
      expect(billing).not.toHaveProperty('appointments');
      const developer = await home('developer@northfibre.example');
      expect(developer).not.toHaveProperty('billing');
      expect(developer).not.toHaveProperty('appointments');
      // Support sees the services' (and incidents') visits of this week, Monday to Sunday: the seeded duct survey.
      const support = await home('support@northfibre.example');
      expect(support).not.toHaveProperty('billing');
      const week = support.appointments;
      expect(week && daysBetween(week.from, week.to)).toBe(6);
      expect(week && weekdayOf(week.from)).toBe(1);
      expect(week?.items.map((a) => [a.kind, a.reference])).toContainEqual(['service', 'S5000010']);
      for (const a of week?.items ?? []) expect(a.date >= (week?.from ?? '') && a.date <= (week?.to ?? '')).toBe(true);
      // The sky view keeps Support › Services, so its visits, but no billing.
      const sky = await home('agent@skyline.example');
      expect(sky).not.toHaveProperty('billing');
      expect(sky.appointments?.items.every((a) => a.kind === 'service')).toBe(true);
    });
  });

  describe('the terms of service', () => {
    it('refuse writes and reads alike until accepted, with a code the portal shows the terms prompt on', async () => {
      const headers = await sandbox.authAs('newstarter@northfibre.example');
      const comment = await sandbox.app.inject({
        method: 'POST',
        url: '/api/incidents/v2/incidents/comment/create',
        payload: { incident_id: 'INC0999001', text: 'Written before accepting the terms' },
        headers,
      });
      const list = await sandbox.app.inject({ method: 'GET', url: '/api/incidents/v2/incidents', headers });
      for (const res of [comment, list]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('terms_not_accepted');
      }
    });

    it('let the shell read its flags and show the prompt before acceptance', async () => {
      const res = await get('/api/orders/feature-flag/enableSupport/0', 'newstarter@northfibre.example');
      expect(res.statusCode).toBe(200);
    });
  });
});
