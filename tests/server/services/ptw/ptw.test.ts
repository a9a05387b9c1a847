import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePtwDocuments } from '../../../../server/db/schema';
import type { PersonaEmail } from '../../../../server/seed/personas';
import { servicePtwListResponse, servicePtwUploadResponse } from '../../../../src/contracts/service-appointments';
import { ptwMessages } from '../../../../src/lib/ptw-rules';
import { drivers } from '../../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';
import { type FilePart, multipart } from '../../incidents/incident-sandbox';
import { pdf, png } from '../../uploads-samples';
import { insertService, type ServiceFixture, servicesApi } from '../appointments/service-fixtures';

const sam: PersonaEmail = 'support@northfibre.example';
const part = (name: string, content: Buffer, type = 'application/pdf'): FilePart => ({
  field: 'files[]',
  name,
  content,
  type,
});

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe.each(drivers)('services: PTW documents (%s)', (driver) => {
  let sandbox: TestSandbox;
  let dataDir: string;
  let api: ReturnType<typeof servicesApi>;
  let service: ServiceFixture;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'service-ptw-'));
    sandbox = await createTestSandbox(driver, { app: { dataDir } });
    api = servicesApi(sandbox);
    service = await insertService(sandbox.db, { uprn: '900000000101' });
  });
  afterAll(async () => {
    await sandbox?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (id: string, files: FilePart[], as: PersonaEmail = sam) => {
    const body = multipart({}, files);
    return sandbox.app.inject({
      method: 'POST',
      url: `/api/services/v2/services/${id}/permission_to_work`,
      payload: body.payload,
      headers: { ...body.headers, ...(await sandbox.authAs(as)) },
    });
  };
  const rows = async () => (await sandbox.db.select({ n: count() }).from(servicePtwDocuments))[0]?.n ?? 0;
  const state = async () => ({ rows: await rows(), files: await filesUnder(path.join(dataDir, 'service-ptw')) });

  it('stores a PDF under the service, lists it and downloads it byte for byte', async () => {
    const content = Buffer.concat([pdf, Buffer.from(`%${'x'.repeat(20_000)}\n`)]);
    const res = await upload(service.id, [part('Site permit.pdf', content)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(servicePtwUploadResponse.parse(res.json()).data).toEqual({
      service_id: service.id,
      files: [{ file_name: 'Site permit.pdf', created_at: expect.any(String) }],
    });
    const list = await api('GET', `/v2/services/${service.id}/permission_to_work`);
    expect(servicePtwListResponse.parse(list.json()).data.map((d) => d.file_name)).toEqual(['Site permit.pdf']);
    const download = await api('GET', `/v2/services/${service.id}/permission_to_work/Site%20permit.pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('filename="Site permit.pdf"');
    expect(Buffer.compare(download.rawPayload, content)).toBe(0);
    // A name already uploaded is refused: PTWs cannot be replaced.
    const twice = await upload(service.id, [part('Site permit.pdf', pdf)]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({
      'files[]': [ptwMessages.alreadyUploaded('Site permit.pdf', 'service')],
    });
  });

  it.each([
    ['a PNG renamed .pdf', png],
    ['text renamed .pdf', Buffer.from('Not a PDF at all, only named like one.\n')],
  ])('refuses %s (415, the orders’ words) and leaves nothing on disk', async (_name, content) => {
    const before = await state();
    const res = await upload(service.id, [part('ok.pdf', pdf), part('renamed.pdf', content)]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      message: ptwMessages.notPdf,
      fields: { 'files[]': [ptwMessages.notPdfNamed(['renamed.pdf'])] },
    });
    expect(await state()).toEqual(before);
  });

  it('another organisation’s service is not found for list, download and upload, and stores nothing', async () => {
    const harbour = await insertService(sandbox.db, { org: 'harbour', uprn: '900000000102' });
    const before = await state();
    expect((await api('GET', `/v2/services/${harbour.id}/permission_to_work`)).statusCode).toBe(404);
    expect(
      (await api('GET', `/v2/services/${service.id}/permission_to_work`, undefined, 'admin@harbour.example'))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await api(
          'GET',
          `/v2/services/${service.id}/permission_to_work/Site%20permit.pdf`,
          undefined,
          'admin@harbour.example',
        )
      ).statusCode,
    ).toBe(404);
    const res = await upload(service.id, [part('theirs.pdf', pdf)], 'admin@harbour.example');
    expect(res.statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('the blank form downloads as a PDF', async () => {
    const res = await api('GET', '/v2/services/permission_to_work_document/download');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');
  });
});
