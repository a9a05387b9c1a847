import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactAttachments, contactRequests } from '../../../server/db/schema';
import { writeFlag } from '../../../server/domain/flags';
import { advanceSandboxClock } from '../../../server/domain/incidents/clock';
import { seedContactIfMissing } from '../../../server/seed/contact/index';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import {
  contactDetailResponse,
  contactOverviewResponse,
  contactPage,
  contactStatuses,
} from '../../../src/contracts/contact';
import { contactMessages } from '../../../src/lib/contact-rules';
import { drivers } from '../helpers/test-env';
import { createIncidentSandbox, type FilePart, type IncidentSandbox, multipart } from '../incidents/incident-sandbox';
import { pdf, png } from '../uploads-samples';

const support: PersonaEmail = 'support@northfibre.example';
const hour = 3_600_000;

const file = (name: string, content: Buffer, field = 'attachment[0]'): FilePart => ({ field, name, content });

describe.each(drivers)('Contact: request information and complaints (%s)', (driver) => {
  let sandbox: IncidentSandbox;
  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver);
  });
  afterAll(() => sandbox?.close());

  const api = (url: string) => `/api/issues/v2/contact${url}`;
  const get = async (url: string, as: PersonaEmail = support) =>
    sandbox.app.inject({ method: 'GET', url: api(url), headers: await sandbox.authAs(as) });
  const send = async (url: string, fields: Record<string, string>, files: FilePart[] = [], as = support) => {
    const body = multipart(fields, files);
    return sandbox.app.inject({
      method: 'POST',
      url: api(url),
      payload: body.payload,
      headers: { ...body.headers, ...(await sandbox.authAs(as)) },
    });
  };
  const rows = async () => (await sandbox.db.select({ n: count() }).from(contactRequests))[0]?.n ?? 0;
  const valid = {
    category: 'Billing',
    subject: 'Credit for the March outage',
    description: 'Please confirm the credit applied for the outage of 3 March.',
  };

  it('seeds Northfibre with requests and complaints in every status, once', async () => {
    const overview = contactOverviewResponse.parse((await get('/overview')).json()).data;
    for (const kind of overview.kinds) {
      for (const status of contactStatuses) {
        expect(kind.status_summary.find((s) => s.status === status)?.total, `${kind.kind} ${status}`).toBeGreaterThan(
          0,
        );
      }
    }
    const before = await rows();
    await seedContactIfMissing(sandbox.db);
    expect(await rows()).toBe(before);
  });

  it('creates a request with an attachment; it heads the list, its item shows it and the file downloads', async () => {
    const res = await send('/request-information', { ...valid, related_reference: 's1000001' }, [
      file('invoice.png', png),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const created = contactDetailResponse.parse(res.json()).data;
    expect(created.reference).toMatch(/^RI-\d{6}$/);
    expect(created).toMatchObject({ status: 'Open', related_reference: 'S1000001', created_by: 'Sam Support' });
    expect(created.attachments.map((a) => a.original_file_name)).toEqual(['invoice.png']);

    const list = contactPage.parse((await get('/request-information?page=1&limit=10&sort=-created_at')).json());
    expect(list.data[0]?.reference).toBe(created.reference);
    const item = contactDetailResponse.parse((await get(`/request-information/${created.reference}`)).json()).data;
    expect(item.description).toBe(valid.description);
    const download = await get(`/request-information/${created.reference}/attachments/${created.attachments[0]?.id}`);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, png)).toBe(0);
  });

  it('filters by status and category and searches the subject', async () => {
    const open = contactPage.parse(
      (
        await get(`/complaints?filters=${encodeURIComponent('{"field":"status","operator":"eq","value":"Open"}')}`)
      ).json(),
    );
    expect(open.data.length).toBeGreaterThan(0);
    expect(open.data.every((r) => r.status === 'Open')).toBe(true);
    const billing = contactPage.parse(
      (
        await get(`/complaints?filters=${encodeURIComponent('{"field":"category","operator":"eq","value":"Billing"}')}`)
      ).json(),
    );
    expect(billing.data.every((r) => r.category === 'Billing')).toBe(true);
    const found = contactPage.parse((await get('/complaints?q=packet')).json());
    expect(found.data.map((r) => r.subject)).toEqual(['Intermittent packet loss over two weeks']);
  });

  it('answers the provider over the sandbox clock, takes a reply back to In Progress, then closes', async () => {
    const res = await send('/complaints', { ...valid, category: 'Delay', priority: 'High' });
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = contactDetailResponse.parse(res.json()).data;
    const item = async () => contactDetailResponse.parse((await get(`/complaints/${reference}`)).json()).data;
    expect((await item()).status).toBe('Open');

    await advanceSandboxClock(sandbox.db, 1 * hour + 60_000);
    const acknowledged = await item();
    expect(acknowledged.status).toBe('In Progress');
    expect(acknowledged.messages.map((m) => m.author)).toEqual(['provider']);

    await advanceSandboxClock(sandbox.db, 24 * hour);
    const answered = await item();
    expect(answered.status).toBe('Awaiting your reply');
    expect(answered.messages).toHaveLength(2);

    const reply = await send(`/complaints/${reference}/messages`, { text: 'Not yet fixed.' }, [file('trace.pdf', pdf)]);
    expect(reply.statusCode, reply.body).toBe(201);
    const replied = contactDetailResponse.parse(reply.json()).data;
    expect(replied.status).toBe('In Progress');
    expect(replied.messages.at(-1)).toMatchObject({ author: 'customer', text: 'Not yet fixed.' });
    expect(replied.messages.at(-1)?.attachments.map((a) => a.original_file_name)).toEqual(['trace.pdf']);

    await advanceSandboxClock(sandbox.db, 24 * hour + 60_000);
    expect((await item()).status).toBe('Resolved');

    const closed = await sandbox.app.inject({
      method: 'POST',
      url: api(`/complaints/${reference}/close`),
      headers: await sandbox.authAs(support),
    });
    expect(closed.statusCode).toBe(200);
    expect(contactDetailResponse.parse(closed.json()).data).toMatchObject({ status: 'Closed', can_reply: false });
    const late = await send(`/complaints/${reference}/messages`, { text: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.fields.text).toEqual([contactMessages.closed]);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = await rows();
    const res = await send('/complaints', { category: 'Ordering', subject: '', description: 'x'.repeat(4001) });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['category', 'description', 'priority', 'subject']);
    const other = await send('/request-information', { ...valid, related_reference: 'S1000099' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.related_reference).toEqual([contactMessages.relatedUnknown]);
    expect(await rows()).toBe(before);
    expect((await get('/complaints?sort=subject')).statusCode).toBe(400);
  });

  it('leaves nothing on disk when an upload is refused', async () => {
    const before = { rows: await rows(), files: await sandbox.storedFiles() };
    const fake = await send('/request-information', valid, [file('report.pdf', Buffer.from('MZ not a pdf'))]);
    expect(fake.statusCode).toBe(415);
    const big = await send('/request-information', valid, [
      file('big.pdf', Buffer.concat([pdf, Buffer.alloc(8 * 1024 * 1024)])),
    ]);
    expect(big.statusCode).toBe(413);
    const six = Array.from({ length: 6 }, (_, i) => file(`p${i}.png`, png, `attachment[${Math.min(i, 4)}]`));
    expect((await send('/request-information', valid, six)).statusCode).toBe(413);
    expect(await rows()).toBe(before.rows);
    expect(await sandbox.storedFiles()).toEqual(before.files);
    const attached = await sandbox.db.select({ n: count() }).from(contactAttachments);
    expect(attached[0]?.n).toBeGreaterThan(0);
  });

  it("answers 404 for another organisation's request, with contact off and in the sky view", async () => {
    const [seeded] = await sandbox.db
      .select({ reference: contactRequests.reference })
      .from(contactRequests)
      .where(and(eq(contactRequests.kind, 'complaints'), eq(contactRequests.orgId, orgByKey('northfibre').id)))
      .limit(1);
    // Harbour has contact off; switched on, Northfibre's records are still not found there.
    const harbour = orgByKey('harbour');
    expect((await get(`/complaints/${seeded?.reference}`, 'admin@harbour.example')).statusCode).toBe(404);
    await writeFlag(sandbox.db, harbour.id, 'enableContact', true);
    expect((await get(`/complaints/${seeded?.reference}`, 'admin@harbour.example')).statusCode).toBe(404);
    // Harbour sees only its own (seeded while its flag was on).
    const theirs = contactPage.parse((await get('/complaints', 'admin@harbour.example')).json());
    expect(theirs.data.map((r) => r.subject)).toEqual(['Harbour: missed call-back']);
    await writeFlag(sandbox.db, harbour.id, 'enableContact', false);
    // A complaint is not found among the requests for information (each kind answers at its own address only).
    expect((await get(`/request-information/${seeded?.reference}`)).statusCode).toBe(404);
    expect((await get(`/complaints/${seeded?.reference}`)).statusCode).toBe(200);
    expect((await get('/overview', 'agent@skyline.example')).statusCode).toBe(404);
    // Every staff role may use Contact (the menu shows it to them all); a developer-only user is not staff.
    expect((await get('/overview', 'ordering@northfibre.example')).statusCode).toBe(200);
    expect((await get('/overview', 'billing@northfibre.example')).statusCode).toBe(200);
    expect((await get('/overview', 'developer@northfibre.example')).statusCode).toBe(403);
  });
});
