import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../../../server/db/schema';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import { incidentDetailResponse } from '../../../src/contracts/incidents';
import { drivers } from '../helpers/test-env';
import { docx, executablePdfPolyglot, png } from '../uploads-samples';
import {
  createIncidentSandbox,
  type FilePart,
  type IncidentSandbox,
  multipart,
  validIncidentFields,
} from './incident-sandbox';

describe.each(drivers)('raising an incident (%s)', (driver) => {
  let sandbox: IncidentSandbox;
  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const raise = async (
    fields: Record<string, string>,
    files: FilePart[] = [],
    as: PersonaEmail = 'support@northfibre.example',
  ) => {
    const { payload, headers } = multipart(fields, files);
    return sandbox.app.inject({
      method: 'POST',
      url: '/api/incidents/v2/incidents',
      payload,
      headers: { ...headers, ...(await sandbox.authAs(as)) },
    });
  };
  const incidentCount = async () => {
    const [row] = await sandbox.db
      .select({ n: count() })
      .from(incidents)
      .where(eq(incidents.orgId, orgByKey('northfibre').id));
    return row?.n ?? 0;
  };

  it('stores an incident with its attachment on disk, and the download is byte-identical', async () => {
    const res = await raise(validIncidentFields('S1000001', { buyer_fault_ref: 'UNIQUE-REF-1' }), [
      { field: 'attachment[0]', name: 'ont photo.png', type: 'image/png', content: png },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = incidentDetailResponse.parse(res.json());
    expect(data).toMatchObject({
      status: 'New',
      business_service_reference: 'S1000001',
      CPE_power: true,
      patch_lead_bent: false,
    });
    expect(data.service_now_incident_number).toMatch(/^INC\d{7}$/);
    expect(data.answers).toHaveLength(7);
    expect(data.attachments).toHaveLength(1);
    const [attachment] = data.attachments;
    const onDisk = path.join(sandbox.dataDir, 'attachments', orgByKey('northfibre').id, attachment?.id ?? '');
    expect(await readFile(onDisk)).toEqual(png);
    const download = await sandbox.app.inject({
      method: 'GET',
      url: attachment?.download_url ?? '',
      headers: await sandbox.authAs('support@northfibre.example'),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(png);
    expect(download.headers['content-disposition']).toContain('filename="ont photo.png"');
    const across = await sandbox.app.inject({
      method: 'GET',
      url: attachment?.download_url ?? '',
      headers: await sandbox.authAs('admin@harbour.example'),
    });
    expect(across.statusCode).toBe(404);
    // The service now has an open incident: a second one is refused.
    const again = await raise(validIncidentFields('S1000001'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.business_service_reference).toEqual([
      'An open incident already exists for this service',
    ]);
  });

  it('refuses a file over 8 MB with 413 and the spec message, storing nothing', async () => {
    const before = await incidentCount();
    const filesBefore = await sandbox.storedFiles();
    const big = Buffer.concat([png, Buffer.alloc(9 * 1024 * 1024, 1)]);
    const res = await raise(validIncidentFields('S1000007'), [
      { field: 'attachment[0]', name: 'big.png', content: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File(s) exceeds the 8MB limit and cannot be uploaded.');
    expect(await sandbox.storedFiles()).toEqual(filesBefore);
    expect(await incidentCount()).toBe(before);
  });

  it('judges the type by content: an executable renamed .pdf is 415 with the spec message, storing nothing', async () => {
    const before = await incidentCount();
    const filesBefore = await sandbox.storedFiles();
    const res = await raise(validIncidentFields('S1000007'), [
      { field: 'attachment[0]', name: 'photo.png', content: png },
      { field: 'attachment[1]', name: 'report.pdf', type: 'application/pdf', content: executablePdfPolyglot },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Only specific file formats are allowed (.png, .jpg, .pdf, etc).');
    expect(await sandbox.storedFiles()).toEqual(filesBefore);
    expect(await incidentCount()).toBe(before);
    const exe = await raise(validIncidentFields('S1000007'), [
      { field: 'attachment[0]', name: 'tool.exe', content: executablePdfPolyglot },
    ]);
    expect(exe.statusCode).toBe(415);
  });

  it('accepts text-like files by content (csv) and OOXML packages (docx)', async () => {
    const res = await raise(validIncidentFields('S1000007'), [
      { field: 'attachment[0]', name: 'readings.csv', content: Buffer.from('time,level\n10:00,-21.5\n') },
      { field: 'attachment[1]', name: 'notes.docx', content: docx },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attachments.map((a: { content_type: string }) => a.content_type)).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  it('enforces the form rules with the spec messages and stores nothing', async () => {
    const before = await incidentCount();
    const res = await raise(
      validIncidentFields('S1000008', {
        address_postcode: 'NOT A POSTCODE',
        customer_onsite_contact_number: '12345',
        short_description: 'x'.repeat(141),
        customer_reference: 'c'.repeat(255),
        customer_onsite_contact_name: 'n'.repeat(225),
        address_street: 's'.repeat(255),
        vulnerable_customer: '1',
        triage_answers: JSON.stringify([{ id: 1, answer: 'Yes' }]),
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields.address_postcode).toEqual(['Please enter a valid postcode']);
    expect(fields.customer_onsite_contact_number).toEqual(['Please enter a valid phone number']);
    expect(fields.vulnerability_support).toEqual(['This field is required']);
    for (const f of [
      'short_description',
      'customer_reference',
      'customer_onsite_contact_name',
      'address_street',
      'triage_answers',
    ]) {
      expect(fields[f], f).toBeDefined();
    }
    const missing = await raise({ business_service_reference: 'S1000008', triage_answers: '[]' });
    expect(missing.json().error.fields.customer_reference).toEqual(['This field is required']);
    expect(missing.json().error.fields.business_service_category_id).toEqual(['This field is required']);
    expect(await incidentCount()).toBe(before);
  });

  it('refuses a future fault start, a duplicate fault reference, and a service that is not Live or Provisioning', async () => {
    const future = await raise(
      validIncidentFields('S1000008', { fault_start_time: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.fault_start_time).toBeDefined();
    const duplicate = await raise(validIncidentFields('S1000008', { buyer_fault_ref: 'nf-open-1' }));
    expect(duplicate.json().error.fields.buyer_fault_ref).toEqual(['Fault Reference number should be unique']);
    const notLive = await raise(validIncidentFields('S1000002'));
    expect(notLive.json().error.fields.business_service_reference).toEqual([
      'Service is not live. Not possible to raise an incident.',
    ]);
    const provisioning = await raise(validIncidentFields('S1000003'));
    expect(provisioning.json().error.fields.business_service_reference).toEqual(['Service is Provisioning']);
    expect((await raise(validIncidentFields('S2000001'))).statusCode).toBe(404);
  });

  it('books a reserved slot as the appointment, and sets availability to today 13:00 on an active outage', async () => {
    const slots = await sandbox.get('/v2/incident/appointment/retrieveSlots/S1000008/York');
    const [slot] = slots.json().data;
    const reserved = await sandbox.post('/v2/incident/appointment/reserveSlot', {
      service: 'S1000008',
      appointment_date: slot.appointment_date,
      start_time: slot.start_time,
    });
    const { reservation_id } = reserved.json().data;
    const res = await raise(validIncidentFields('S1000008', { reservation_id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.appointments).toMatchObject([
      { date: slot.appointment_date, start_time: slot.start_time, status: 'Booked' },
    ]);
    expect(res.json().data.appointment_reservations).toMatchObject([{ id: reservation_id, status: 'Published' }]);
    const appointmentId = res.json().data.appointments[0].id;
    const cancelled = await sandbox.post('/v2/incident/appointment/cancel', {
      incident_id: res.json().data.id,
      appointment_id: appointmentId,
    });
    expect(cancelled.json().data.status).toBe('Cancelled');

    const mso = await raise(validIncidentFields('S1000005'));
    expect(mso.statusCode, mso.body).toBe(201);
    expect(mso.json().data.isAppointable).toBe(false);
  });

  it('answers 415 to a JSON body and 403 without read:support', async () => {
    const json = await sandbox.post('/v2/incidents', validIncidentFields('S1000009'));
    expect(json.statusCode).toBe(415);
    expect((await raise(validIncidentFields('S1000009'), [], 'billing@northfibre.example')).statusCode).toBe(403);
  });
});
