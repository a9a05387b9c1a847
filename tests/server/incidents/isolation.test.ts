import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentReservations,
  incidentAppointments,
  incidentComments,
  msoComments,
} from '../../../server/db/schema';
import { writeFlag } from '../../../server/domain/flags';
import { openScenarioIncidentId } from '../../../server/seed/incidents';
import { msoIdOf } from '../../../server/seed/incidents/mso';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import { reserveSlotResponse, slotsResponse } from '../../../src/contracts/incident-appointments';
import { incidentDetailResponse, incidentsPage, quickStatsResponse } from '../../../src/contracts/incidents';
import { encodeListQuery, type ListParams } from '../../../src/lib/list-query';
import { drivers } from '../helpers/test-env';
import { createIncidentSandbox, type IncidentSandbox, multipart, validIncidentFields } from './incident-sandbox';

// Tenant isolation: Harbour's admin can neither list, open, comment on nor export a Northfibre incident.
const harbour = 'admin@harbour.example';
// Harbour's services are S2…; every Northfibre service reference starts with S1.
const northfibreService = /^S1\d{6}$/;

describe.each(drivers)("Harbour and Northfibre's incidents stay apart (%s)", (driver) => {
  let sandbox: IncidentSandbox;
  /** A Northfibre incident with a file, raised for this suite: its id, number and attachment download address. */
  let foreign: { id: string; number: string; downloadUrl: string };

  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver);
    // What is checked here is tenant isolation, so Harbour gets the MSO area it has off (access-rules.test.ts covers that).
    await writeFlag(sandbox.db, orgByKey('harbour').id, 'msoIncidentsEnabled', true);
    const { payload, headers } = multipart(validIncidentFields('S1000001', { buyer_fault_ref: 'ISOLATION-1' }), [
      { field: 'attachment[0]', name: 'readings.csv', content: Buffer.from('time,level\n10:00,-21.5\n') },
    ]);
    const raised = await sandbox.app.inject({
      method: 'POST',
      url: '/api/incidents/v2/incidents',
      payload,
      headers: { ...headers, ...(await sandbox.authAs('support@northfibre.example')) },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const { data } = incidentDetailResponse.parse(raised.json());
    foreign = {
      id: data.id,
      number: data.service_now_incident_number ?? '',
      downloadUrl: data.attachments[0]?.download_url ?? '',
    };
    expect(foreign.number).toMatch(/^INC\d{7}$/);
    expect(foreign.downloadUrl).not.toBe('');
  });
  afterAll(() => sandbox.close());

  const list = async (params: ListParams) => {
    const res = await sandbox.get(`/v2/incidents?${encodeListQuery(params)}`, harbour);
    expect(res.statusCode, res.body).toBe(200);
    return incidentsPage.parse(res.json());
  };

  it('lists only Harbour incidents, and no search finds a Northfibre one', async () => {
    const page = await list({ limit: 100 });
    expect(page.total).toBe(300);
    expect(page.data.every((i) => !northfibreService.test(i.business_service_reference))).toBe(true);
    for (const q of ['INC0999001', foreign.number, 'S1000004', 'CUST-OPEN-1', 'NF-OPEN-1', 'ISOLATION-1']) {
      expect((await list({ q })).total, q).toBe(0);
    }
  });

  it("counts only Harbour's incidents in the quick stats, however many Northfibre has", async () => {
    const res = await sandbox.get('/v2/incidents/quick-stats', harbour);
    expect(res.statusCode).toBe(200);
    const { data } = quickStatsResponse.parse(res.json());
    expect(data.total_records).toBe(300);
    expect(data.status_summary.reduce((sum, s) => sum + s.total, 0)).toBe(300);
    for (const { status, total } of data.status_summary) {
      expect((await list({ status, limit: 1 })).total, status).toBe(total);
    }
  });

  it('answers 404 for a Northfibre incident by number or id, exactly as for one that does not exist', async () => {
    const missing = await sandbox.get('/v2/incidents/INC0000000', harbour);
    expect(missing.statusCode).toBe(404);
    for (const key of ['INC0999001', openScenarioIncidentId, foreign.number, foreign.id]) {
      const res = await sandbox.get(`/v2/incidents/${key}`, harbour);
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });

  it('refuses a comment on a Northfibre incident with 404 and stores nothing', async () => {
    const before = await sandbox.db
      .select({ id: incidentComments.id })
      .from(incidentComments)
      .where(eq(incidentComments.incidentId, openScenarioIncidentId));
    for (const key of ['INC0999001', openScenarioIncidentId]) {
      const res = await sandbox.post('/v2/incidents/comment/create', { incident_id: key, text: 'hello' }, harbour);
      expect(res.statusCode, key).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const after = await sandbox.db
      .select({ id: incidentComments.id })
      .from(incidentComments)
      .where(eq(incidentComments.incidentId, openScenarioIncidentId));
    expect(after).toHaveLength(before.length);
  });

  it('exports no Northfibre incident, with or without filters', async () => {
    const whole = await sandbox.get('/v2/export', harbour);
    expect(whole.statusCode).toBe(200);
    const rows = whole.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(300);
    // Service Reference is the third column; the numbers and references of Northfibre's incidents never show.
    expect(rows.filter((r) => northfibreService.test(r.split(',')[2] ?? ''))).toEqual([]);
    for (const ref of ['INC0999001', foreign.number, 'CUST-OPEN-1', 'ISOLATION-1']) {
      expect(whole.body).not.toContain(ref);
    }
    const searched = await sandbox.get(`/v2/export?${encodeListQuery({ q: foreign.number })}`, harbour);
    expect(searched.body.trim().split('\r\n')).toHaveLength(1);
  });

  it("answers 404 for a Northfibre attachment, also when asked for under one of Harbour's own incidents", async () => {
    const own = await sandbox.get(foreign.downloadUrl.replace('/api/incidents', ''));
    expect(own.statusCode).toBe(200);
    const across = await sandbox.get(foreign.downloadUrl.replace('/api/incidents', ''), harbour);
    expect(across.statusCode).toBe(404);
    const harbourIncident = (await list({ limit: 1 })).data[0]?.id ?? '';
    const attachmentId = foreign.downloadUrl.split('/').at(-1) ?? '';
    const smuggled = await sandbox.get(`/v2/incidents/${harbourIncident}/attachments/${attachmentId}`, harbour);
    expect(smuggled.statusCode).toBe(404);
  });

  // Ids carried in a request body: a Northfibre record named in Harbour's body is as invisible as a missing one.
  describe('record ids in the body', () => {
    const northfibre = 'support@northfibre.example';
    /** Northfibre's incident with a booked appointment, a second held slot on its service, and Harbour's own records. */
    let nf: { incidentId: string; appointmentId: string; bookedReservation: string; heldReservation: string };
    let hb: { incidentId: string; reservation: string };

    const reserve = async (service: string, as: PersonaEmail, pick: number) => {
      const slots = await sandbox.get(`/v2/incident/appointment/retrieveSlots/${service}/Leeds`, as);
      const slot = slotsResponse.parse(slots.json()).data[pick];
      const res = await sandbox.post(
        '/v2/incident/appointment/reserveSlot',
        { service, appointment_date: slot?.appointment_date, start_time: slot?.start_time },
        as,
      );
      expect(res.statusCode, res.body).toBe(201);
      return reserveSlotResponse.parse(res.json()).data.reservation_id;
    };
    const reservationRow = async (id: string) =>
      (await sandbox.db.select().from(appointmentReservations).where(eq(appointmentReservations.id, id)))[0];
    const appointmentsOf = (incidentId: string) =>
      sandbox.db.select().from(incidentAppointments).where(eq(incidentAppointments.incidentId, incidentId));
    /** Harbour's answer to a body, which must be the very 404 a body naming a missing record gets. */
    const refusedLike = async (url: string, body: object, missing: object) => {
      const expected = await sandbox.post(url, missing, harbour);
      expect(expected.statusCode, expected.body).toBe(404);
      expect(expected.json().error).toMatchObject({ status: 404, code: 'not_found' });
      const res = await sandbox.post(url, body, harbour);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(404);
      expect(res.json()).toEqual(expected.json());
    };

    beforeAll(async () => {
      const bookedReservation = await reserve('S1000015', northfibre, 0);
      const heldReservation = await reserve('S1000015', northfibre, 1);
      const { payload, headers } = multipart(
        validIncidentFields('S1000015', { buyer_fault_ref: 'ISOLATION-2', reservation_id: bookedReservation }),
      );
      const raised = await sandbox.app.inject({
        method: 'POST',
        url: '/api/incidents/v2/incidents',
        payload,
        headers: { ...headers, ...(await sandbox.authAs(northfibre)) },
      });
      expect(raised.statusCode, raised.body).toBe(201);
      const { data } = incidentDetailResponse.parse(raised.json());
      const appointmentId = data.appointments[0]?.id ?? '';
      expect(appointmentId).not.toBe('');
      nf = { incidentId: data.id, appointmentId, bookedReservation, heldReservation };
      hb = {
        incidentId: (await list({ limit: 1 })).data[0]?.id ?? '',
        reservation: await reserve('S2000001', harbour, 0),
      };
      expect(hb.incidentId).not.toBe('');
    });

    it.each(['create', 'publish'] as const)(
      'reservation/%s: 404 for a Northfibre reservation or incident, and neither changes',
      async (mode) => {
        const url = `/v2/incident/appointment/reservation/${mode}`;
        const missingIncident = { reservation_id: hb.reservation, incident_id: 'INC0000000' };
        // Northfibre's held reservation with its own incident (same service, so only the tenant check stops it).
        await refusedLike(url, { reservation_id: nf.heldReservation, incident_id: nf.incidentId }, missingIncident);
        await refusedLike(url, { reservation_id: nf.heldReservation, incident_id: 'INC0999001' }, missingIncident);
        // Harbour's own reservation smuggled onto Northfibre's incident.
        await refusedLike(url, { reservation_id: hb.reservation, incident_id: nf.incidentId }, missingIncident);
        // The reverse: a Northfibre reservation onto one of Harbour's incidents.
        await refusedLike(
          url,
          { reservation_id: nf.heldReservation, incident_id: hb.incidentId },
          { reservation_id: randomUUID(), incident_id: hb.incidentId },
        );
        await refusedLike(
          url,
          { reservation_id: nf.bookedReservation, incident_id: hb.incidentId },
          { reservation_id: randomUUID(), incident_id: hb.incidentId },
        );

        expect(await reservationRow(nf.heldReservation)).toMatchObject({ status: 'Reserved', incidentId: null });
        expect(await reservationRow(nf.bookedReservation)).toMatchObject({
          status: 'Published',
          incidentId: nf.incidentId,
        });
        expect(await reservationRow(hb.reservation)).toMatchObject({ status: 'Reserved', incidentId: null });
        expect(await appointmentsOf(nf.incidentId)).toHaveLength(1);
        expect(await appointmentsOf(hb.incidentId)).toHaveLength(0);
      },
    );

    it("cancel: 404 for a Northfibre appointment, under its incident or one of Harbour's, and it stays booked", async () => {
      const url = '/v2/incident/appointment/cancel';
      const missing = { incident_id: hb.incidentId, appointment_id: randomUUID() };
      await refusedLike(url, { incident_id: nf.incidentId, appointment_id: nf.appointmentId }, missing);
      await refusedLike(url, { incident_id: hb.incidentId, appointment_id: nf.appointmentId }, missing);
      await refusedLike(url, { incident_id: nf.incidentId, appointment_id: randomUUID() }, missing);
      expect((await appointmentsOf(nf.incidentId)).map((a) => a.status)).toEqual(['Booked']);
      expect(await reservationRow(nf.bookedReservation)).toMatchObject({ status: 'Published' });
    });

    it('mso-incidents/comment/create: 404 for a Northfibre MSO incident by id or number, and stores nothing', async () => {
      const url = '/v2/mso-incidents/comment/create';
      const nfMso = msoIdOf('MSO0000001');
      const count = async () =>
        (await sandbox.db.select({ id: msoComments.id }).from(msoComments).where(eq(msoComments.msoIncidentId, nfMso)))
          .length;
      const before = await count();
      const missing = { mso_incident_id: 'MSO0000000', text: 'hello' };
      for (const key of [nfMso, 'MSO0000001', 'MSO0999999']) {
        await refusedLike(url, { mso_incident_id: key, text: 'hello' }, missing);
      }
      expect(await count()).toBe(before);
      // Harbour's own MSO incident still takes a comment.
      const own = await sandbox.post(url, { mso_incident_id: 'MSO0000901', text: 'hello' }, harbour);
      expect(own.statusCode, own.body).toBe(201);
    });

    it('incidents/comment/create: 404 for the Northfibre incident of this suite, exactly as for a missing one', async () => {
      const url = '/v2/incidents/comment/create';
      const before = await sandbox.db
        .select({ id: incidentComments.id })
        .from(incidentComments)
        .where(eq(incidentComments.incidentId, nf.incidentId));
      await refusedLike(
        url,
        { incident_id: nf.incidentId, text: 'hello' },
        { incident_id: 'INC0000000', text: 'hello' },
      );
      const after = await sandbox.db
        .select({ id: incidentComments.id })
        .from(incidentComments)
        .where(eq(incidentComments.incidentId, nf.incidentId));
      expect(after).toHaveLength(before.length);
    });

    it('leaves the owner free to use its own records: attach, publish and cancel', async () => {
      for (const mode of ['create', 'publish'] as const) {
        const res = await sandbox.post(
          `/v2/incident/appointment/reservation/${mode}`,
          { reservation_id: nf.heldReservation, incident_id: nf.incidentId },
          northfibre,
        );
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.status).toBe(mode === 'create' ? 'Attached' : 'Published');
      }
      expect(await appointmentsOf(nf.incidentId)).toHaveLength(2);
      const cancelled = await sandbox.post(
        '/v2/incident/appointment/cancel',
        { incident_id: nf.incidentId, appointment_id: nf.appointmentId },
        northfibre,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().data.status).toBe('Cancelled');
    });
  });
});
