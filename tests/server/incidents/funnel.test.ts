import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceSandboxClock, sandboxNow } from '../../../server/domain/incidents/clock';
import { diagnosticPollResponse, slotsResponse } from '../../../src/contracts/incident-appointments';
import { serviceReferenceStatusResponse } from '../../../src/contracts/support-services';
import { drivers } from '../helpers/test-env';
import { createIncidentSandbox, type IncidentSandbox } from './incident-sandbox';

const scenarios = JSON.parse(
  readFileSync(new URL('../../../server/seed/scenarios.json', import.meta.url), 'utf8'),
) as Record<string, { service_reference: string; shows: string }>;
const ref = (key: string) => scenarios[key]?.service_reference ?? 'missing';

describe.each(drivers)('incident raise funnel calls (%s)', (driver) => {
  let sandbox: IncidentSandbox;
  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const status = async (key: string) => {
    const res = await sandbox.get(`/v2/service/service_reference/${ref(key)}/`);
    expect(res.statusCode, res.body).toBe(200);
    return serviceReferenceStatusResponse.parse(res.json()).data;
  };
  const diagnose = async (key: string) => {
    const started = await sandbox.post('/v2/incidents/diagnostic-check', { service_reference: ref(key) });
    expect(started.statusCode, started.body).toBe(201);
    return started.json().data.check_id as string;
  };
  const poll = async (checkId: string) => {
    const res = await sandbox.post('/v2/incidents/diagnostic-check-received', { check_id: checkId });
    expect(res.statusCode, res.body).toBe(200);
    return diagnosticPollResponse.parse(res.json()).data;
  };
  const slots = async (key: string) => {
    const res = await sandbox.get(`/v2/incident/appointment/retrieveSlots/${ref(key)}/Leeds`);
    expect(res.statusCode, res.body).toBe(200);
    return slotsResponse.parse(res.json()).data;
  };

  it('has exactly the incident scenario keys the funnel relies on', () => {
    expect(
      Object.keys(scenarios)
        .filter((key) => key.startsWith('incident.'))
        .sort(),
    ).toEqual(
      [
        'incident.live',
        'incident.not-live',
        'incident.provisioning',
        'incident.open-incident',
        'incident.active-mso',
        'incident.mso-unavailable',
        'incident.dying-gasp',
        'incident.line-down',
        'incident.diagnostics-unknown',
        'incident.diagnostics-error',
        'incident.no-slots',
        'incident.reservation-fails',
        'incident.not-appointable',
        'incident.other-tenant',
      ].sort(),
    );
  });

  describe('service lookups', () => {
    it('incident.live is Live, appointable, with no outage and no open incident', async () => {
      const s = await status('incident.live');
      expect(s).toMatchObject({ stage: 'Live', customer_id: 1001, active_mso_incident: null, mso_outages: [] });
      expect(s.businessServiceCategory).toMatchObject({ isAppointable: true, legacy: false });
      expect((await sandbox.get(`/v2/incident/${ref('incident.live')}`)).statusCode).toBe(204);
      expect((await sandbox.get(`/v2/service/exists_not_complete/${ref('incident.live')}`)).statusCode).toBe(204);
    });

    it('answers the same status on the services host', async () => {
      const res = await sandbox.app.inject({
        method: 'GET',
        url: `/api/services/v2/service/service_reference/${ref('incident.live')}`,
        headers: await sandbox.authAs('support@northfibre.example'),
      });
      expect(res.json().data.service_reference).toBe(ref('incident.live'));
    });

    it('incident.not-live is not at stage Live; incident.provisioning is Provisioning', async () => {
      expect((await status('incident.not-live')).stage).not.toBe('Live');
      expect((await status('incident.provisioning')).status).toBe('Provisioning');
    });

    it('incident.open-incident links to its open incident', async () => {
      const res = await sandbox.get(`/v2/incident/${ref('incident.open-incident')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        service_now_incident_number: 'INC0999001',
        link: '/support/incidents/INC0999001',
      });
    });

    it('incident.active-mso has an active MSO whose details load; incident.mso-unavailable has one whose details 404', async () => {
      const active = (await status('incident.active-mso')).active_mso_incident;
      expect(active).not.toBeNull();
      expect((await sandbox.get(`/v2/mso-incidents/${active?.id}`)).statusCode).toBe(200);
      const hidden = (await status('incident.mso-unavailable')).active_mso_incident;
      expect(hidden).not.toBeNull();
      expect((await sandbox.get(`/v2/mso-incidents/${hidden?.id}`)).statusCode).toBe(404);
    });

    it('incident.not-appointable has a category that is not appointable', async () => {
      expect((await status('incident.not-appointable')).businessServiceCategory.isAppointable).toBe(false);
    });

    it('incident.other-tenant (a Harbour service) is not found for Northfibre, on every lookup', async () => {
      const other = ref('incident.other-tenant');
      expect((await sandbox.get(`/v2/service/service_reference/${other}/`)).statusCode).toBe(404);
      expect((await sandbox.get(`/v2/service/exists_not_complete/${other}`)).statusCode).toBe(404);
      expect((await sandbox.get(`/v2/incident/${other}`)).statusCode).toBe(404);
      expect((await sandbox.post('/v2/incidents/diagnostic-check', { service_reference: other })).statusCode).toBe(404);
      expect((await sandbox.get(`/v2/service/service_reference/${other}/`, 'admin@harbour.example')).statusCode).toBe(
        200,
      );
    });

    it('suggests up to 20 Live references containing the text, only of the caller', async () => {
      const res = await sandbox.get('/v2/services/filter?serviceReference=S11');
      const refs = res.json().data.map((s: { service_reference: string }) => s.service_reference);
      expect(refs).toHaveLength(20);
      expect(refs.every((r: string) => r.includes('S11'))).toBe(true);
      const unwrapped = await sandbox.get(
        `/v2/services/filter?serviceReference=${encodeURIComponent('Other (S1000002)')}`,
      );
      expect(unwrapped.json().data).toEqual([]);
      const harbour = await sandbox.get('/v2/services/filter?serviceReference=S1000001', 'admin@harbour.example');
      expect(harbour.json().data).toEqual([]);
    });

    it('answers whether a fault reference is unique in the organisation', async () => {
      expect((await sandbox.get('/v2/incidents/check_fault_reference/NF-OPEN-1')).json().data.is_unique).toBe(false);
      expect((await sandbox.get('/v2/incidents/check_fault_reference/nf-open-1')).json().data.is_unique).toBe(false);
      expect((await sandbox.get('/v2/incidents/check_fault_reference/BRAND-NEW')).json().data.is_unique).toBe(true);
      const harbour = await sandbox.get('/v2/incidents/check_fault_reference/NF-OPEN-1', 'admin@harbour.example');
      expect(harbour.json().data.is_unique).toBe(true);
    });

    it('lists categories with legacy ones flagged, and fault categories', async () => {
      const categories = (await sandbox.get('/v2/business-service-categories')).json().data;
      expect(categories.some((c: { legacy: boolean }) => c.legacy)).toBe(true);
      expect(categories.some((c: { legacy: boolean }) => !c.legacy)).toBe(true);
      expect((await sandbox.get('/v2/incident-fault-categories')).json().data.length).toBeGreaterThan(0);
    });
  });

  describe('diagnostics', () => {
    it('incident.live: pending, then Line Ok once its delay has passed on the sandbox clock', async () => {
      const id = await diagnose('incident.live');
      expect(await poll(id)).toMatchObject({ status: 'pending' });
      await advanceSandboxClock(sandbox.db, 3_000);
      expect(await poll(id)).toMatchObject({ status: 'complete', result: { title: 'Line Ok', error: false } });
    });

    it('incident.line-down: still pending after 5 s, Test Fail after the second 5 s', async () => {
      const id = await diagnose('incident.line-down');
      await advanceSandboxClock(sandbox.db, 5_000);
      expect((await poll(id)).status).toBe('pending');
      await advanceSandboxClock(sandbox.db, 5_000);
      expect(await poll(id)).toMatchObject({ status: 'complete', result: { title: 'Test Fail', appointable: true } });
    });

    it('incident.diagnostics-unknown never resolves within 3 polls 5 s apart', async () => {
      const id = await diagnose('incident.diagnostics-unknown');
      for (let i = 0; i < 3; i++) {
        await advanceSandboxClock(sandbox.db, 5_000);
        expect((await poll(id)).status).toBe('pending');
      }
    });

    it.each([
      ['incident.dying-gasp', { code: 'DYING_GASP', title: 'Unable to run test', error: false }],
      ['incident.diagnostics-error', { code: 'ERROR', title: 'Unable to run test', colour: 'grey', error: true }],
      ['incident.provisioning', { code: 'PROVISIONING', title: 'Service is Provisioning', error: true }],
    ])('%s gives its result', async (key, expected) => {
      const id = await diagnose(key);
      await advanceSandboxClock(sandbox.db, 10_000);
      expect(await poll(id)).toMatchObject({ status: 'complete', result: expected });
    });

    it('the v2 check answers at once; a failure is grey with error and appointable true', async () => {
      const ok = await sandbox.post('/v2/diagnostic-service-check', { service_reference: ref('incident.live') });
      expect(ok.json().data.title).toBe('Line Ok');
      const failed = await sandbox.post('/v2/diagnostic-service-check', {
        service_reference: ref('incident.diagnostics-error'),
      });
      expect(failed.json().data).toMatchObject({ colour: 'grey', error: true, appointable: true });
    });

    it("does not answer another organisation's check", async () => {
      const id = await diagnose('incident.live');
      const res = await sandbox.post(
        '/v2/incidents/diagnostic-check-received',
        { check_id: id },
        'admin@harbour.example',
      );
      expect(res.statusCode).toBe(404);
    });
  });

  describe('appointment slots and reservations', () => {
    it('offers AM and PM slots on the next 10 working days only', async () => {
      const list = await slots('incident.live');
      const days = [...new Set(list.map((s) => s.appointment_date))];
      expect(days).toHaveLength(10);
      const today = (await sandboxNow(sandbox.db)).toISOString().slice(0, 10);
      for (const day of days) {
        expect(day > today).toBe(true);
        expect([0, 6]).not.toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
      }
      expect(list.filter((s) => s.slot === 'AM').every((s) => s.start_time === '09:00' && s.end_time === '13:00')).toBe(
        true,
      );
      expect(list.filter((s) => s.slot === 'PM').every((s) => s.start_time === '13:00' && s.end_time === '18:00')).toBe(
        true,
      );
    });

    it('incident.no-slots offers none; incident.reservation-fails refuses to reserve', async () => {
      expect(await slots('incident.no-slots')).toEqual([]);
      const [slot] = await slots('incident.reservation-fails');
      const res = await sandbox.post('/v2/incident/appointment/reserveSlot', {
        service: ref('incident.reservation-fails'),
        appointment_date: slot?.appointment_date,
        start_time: slot?.start_time,
      });
      expect(res.statusCode).toBe(409);
    });

    it('holds a reserved slot (409 on a second reservation) until it expires, then offers it again', async () => {
      const [slot] = await slots('incident.live');
      const body = {
        service: ref('incident.live'),
        appointment_date: slot?.appointment_date,
        start_time: slot?.start_time,
      };
      const first = await sandbox.post('/v2/incident/appointment/reserveSlot', body);
      expect(first.statusCode, first.body).toBe(201);
      const { reservation_id, expiry_date } = first.json().data;
      expect(reservation_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(expiry_date).toMatch(/Z$/);
      const held = (await slots('incident.live')).map((s) => `${s.appointment_date} ${s.start_time}`);
      expect(held).not.toContain(`${slot?.appointment_date} ${slot?.start_time}`);
      expect((await sandbox.post('/v2/incident/appointment/reserveSlot', body)).statusCode).toBe(409);

      await advanceSandboxClock(sandbox.db, 16 * 60_000);
      const again = (await slots('incident.live')).map((s) => `${s.appointment_date} ${s.start_time}`);
      expect(again).toContain(`${slot?.appointment_date} ${slot?.start_time}`);
      expect((await sandbox.post('/v2/incident/appointment/reserveSlot', body)).statusCode).toBe(201);
    });

    it('refuses a weekend or far-off date and a start time that is not a slot', async () => {
      const bad = await sandbox.post('/v2/incident/appointment/reserveSlot', {
        service: ref('incident.live'),
        appointment_date: '2099-01-01',
        start_time: '09:00',
      });
      expect(bad.statusCode).toBe(400);
      const odd = await sandbox.post('/v2/incident/appointment/reserveSlot', {
        service: ref('incident.live'),
        appointment_date: '2099-01-01',
        start_time: '10:30',
      });
      expect(odd.statusCode).toBe(400);
      expect(odd.json().error.fields.start_time).toBeDefined();
    });
  });
});
