import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptwDocuments } from '../../../server/db/schema';
import { writeFlag } from '../../../server/domain/flags';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import { ptwListResponse, ptwUploadResponse } from '../../../src/contracts/ptw';
import { ptwLimits, ptwMessages } from '../../../src/lib/ptw-rules';
import { drivers } from '../helpers/test-env';
import { type FilePart, multipart } from '../incidents/incident-sandbox';
import { executablePdfPolyglot, pdf, plainZip, png } from '../uploads-samples';
import { createOrderSandbox, type OrderSandbox } from './order-sandbox';

const northfibreOrder = 'NF-EXISTING-0001';
const harbourOrder = 'HT-OTHER-0001';
const ordering: PersonaEmail = 'ordering@northfibre.example';

const part = (name: string, content: Buffer, type = 'application/pdf'): FilePart => ({
  field: 'files[]',
  name,
  content,
  type,
});
/** A real PDF of about `bytes` bytes: the small one with a comment padding it out. */
const pdfOfSize = (bytes: number) =>
  Buffer.concat([pdf, Buffer.from(`%${'x'.repeat(Math.max(0, bytes - pdf.length - 2))}\n`)]);

/** Every file under a folder, recursively (the .incoming temp folders included). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe.each(drivers)('PTW documents (%s)', (driver) => {
  let sandbox: OrderSandbox;
  let ptwFolder: string;
  beforeAll(async () => {
    sandbox = await createOrderSandbox(driver);
    ptwFolder = path.join(sandbox.dataDir, 'ptw');
  });
  afterAll(() => sandbox?.close());

  const upload = async (directory: string, files: FilePart[], as: PersonaEmail = ordering) => {
    const body = multipart({ directory }, files);
    return sandbox.app.inject({
      method: 'POST',
      url: '/api/orders/permission-to-work/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(await sandbox.authAs(as)) },
    });
  };
  const rowCount = async () => (await sandbox.db.select({ n: count() }).from(ptwDocuments))[0]?.n ?? 0;
  /** What a refused upload must leave: the same rows and the same files on disk as before it. */
  const expectNothingStored = async (before: { rows: number; files: string[] }) => {
    expect(await rowCount()).toBe(before.rows);
    expect(await filesUnder(ptwFolder)).toEqual(before.files);
  };
  const snapshot = async () => ({ rows: await rowCount(), files: await filesUnder(ptwFolder) });

  it('stores a real PDF under the order, lists it and downloads it byte for byte', async () => {
    const content = pdfOfSize(50_000);
    const res = await upload(northfibreOrder.toLowerCase(), [part('Permit to work.pdf', content)]);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = ptwUploadResponse.parse(res.json());
    expect(data.directory).toBe(northfibreOrder);
    expect(data.files.map((f) => f.file_name)).toEqual(['Permit to work.pdf']);

    const list = ptwListResponse.parse((await sandbox.get(`/permission-to-work/list-files/${northfibreOrder}`)).json());
    expect(list.data).toEqual([{ file_name: 'Permit to work.pdf', created_at: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(list.data[0]?.created_at ?? ''))).toBe(false);

    const download = await sandbox.get(`/permission-to-work/download/${northfibreOrder}/Permit%20to%20work.pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Permit to work.pdf"; filename*=UTF-8''Permit%20to%20work.pdf`,
    );
    expect(Buffer.compare(download.rawPayload, content)).toBe(0);

    // On disk under the data folder: <DATA_DIR>/ptw/<org>/<order>/<id>, nothing left in the incoming folder.
    const stored = await filesUnder(ptwFolder);
    expect(stored).toHaveLength(1);
    expect(
      path
        .relative(ptwFolder, stored[0] ?? '')
        .split(path.sep)
        .slice(0, 1),
    ).toEqual([orgByKey('northfibre').id]);
  });

  it('takes up to four files in one upload, at the size limit exactly', async () => {
    const files = ['a', 'b', 'c', 'd'].map((n) => part(`${n}.pdf`, pdfOfSize(ptwLimits.maxFileBytes)));
    const res = await upload(northfibreOrder, files);
    expect(res.statusCode, res.body).toBe(201);
    expect(ptwUploadResponse.parse(res.json()).data.files).toHaveLength(4);
  });

  it.each([
    ['a PNG renamed .pdf', png],
    ['a zip renamed .pdf', plainZip],
    ['text renamed .pdf', Buffer.from('This is not a PDF, only its name says so.\n')],
    ['an executable carrying %PDF- further in', executablePdfPolyglot],
  ])('refuses %s with a field error and stores nothing', async (_name, content) => {
    const before = await snapshot();
    const res = await upload(northfibreOrder, [part('fine.pdf', pdf), part('renamed.pdf', content)]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'unsupported_media_type',
      message: ptwMessages.notPdf,
      fields: { 'files[]': [ptwMessages.notPdfNamed(['renamed.pdf'])] },
    });
    await expectNothingStored(before);
  });

  it('refuses a file that is not named .pdf even when it is one', async () => {
    const before = await snapshot();
    const res = await upload(northfibreOrder, [part('permit.png', pdf)]);
    expect(res.statusCode).toBe(415);
    await expectNothingStored(before);
  });

  it('refuses a fifth file and an oversize file, storing none of the upload', async () => {
    const before = await snapshot();
    const five = ['1', '2', '3', '4', '5'].map((n) => part(`five-${n}.pdf`, pdf));
    const tooMany = await upload(northfibreOrder, five);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().error.fields).toEqual({ 'files[]': [ptwMessages.tooMany] });
    await expectNothingStored(before);

    const oversize = await upload(northfibreOrder, [
      part('small.pdf', pdf),
      part('big.pdf', pdfOfSize(ptwLimits.maxFileBytes + 1)),
    ]);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().error.message).toContain('exceed the maximum size limit of 2 MB');
    expect(oversize.json().error.fields).toEqual({ 'files[]': [ptwMessages.oversize(['big.pdf'])] });
    await expectNothingStored(before);
  });

  it('never overwrites: a name already uploaded to the order is refused with 409, and the first copy stays', async () => {
    const first = pdfOfSize(3000);
    expect((await upload(northfibreOrder, [part('survey.pdf', first)])).statusCode).toBe(201);
    expect((await upload(northfibreOrder, [part('plan.pdf', pdf)])).statusCode).toBe(201);
    const before = await snapshot();
    // Every name already uploaded is named, each with the reason.
    const again = await upload(northfibreOrder, [
      part('other.pdf', pdf),
      part('survey.pdf', pdfOfSize(4000)),
      part('plan.pdf', pdf),
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({
      'files[]': [ptwMessages.alreadyUploaded('plan.pdf'), ptwMessages.alreadyUploaded('survey.pdf')],
    });
    expect(again.json().error.message).toContain('survey.pdf');
    await expectNothingStored(before);
    const download = await sandbox.get(`/permission-to-work/download/${northfibreOrder}/survey.pdf`);
    expect(Buffer.compare(download.rawPayload, first)).toBe(0);

    const twice = await upload(northfibreOrder, [part('same.pdf', pdf), part('same.pdf', pdf)]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({ 'files[]': [ptwMessages.sameNameTwice] });
    await expectNothingStored(before);
  });

  it('has no route that deletes a document', async () => {
    const res = await sandbox.app.inject({
      method: 'DELETE',
      url: `/api/orders/permission-to-work/download/${northfibreOrder}/survey.pdf`,
      headers: await sandbox.authAs(ordering),
    });
    expect(res.statusCode).toBe(405);
    expect((await sandbox.get(`/permission-to-work/download/${northfibreOrder}/survey.pdf`)).statusCode).toBe(200);
  });

  it("answers 404 for another organisation's order on every call, and stores nothing for it", async () => {
    const before = await snapshot();
    const res = await upload(harbourOrder, [part('x.pdf', pdf)]);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.fields).toEqual({ directory: [ptwMessages.orderNotFound] });
    expect(res.body).not.toContain('Harbour');
    await expectNothingStored(before);
    expect((await sandbox.get(`/permission-to-work/list-files/${harbourOrder}`)).statusCode).toBe(404);
    expect((await sandbox.get(`/permission-to-work/download/${harbourOrder}/x.pdf`)).statusCode).toBe(404);
    // Harbour's own admin reaches its order; Northfibre's documents stay Northfibre's.
    expect((await upload(harbourOrder, [part('x.pdf', pdf)], 'admin@harbour.example')).statusCode).toBe(201);
    const theirs = await sandbox.get(`/permission-to-work/list-files/${northfibreOrder}`, 'admin@harbour.example');
    expect(theirs.statusCode).toBe(404);
    expect(
      (await sandbox.get(`/permission-to-work/download/${northfibreOrder}/survey.pdf`, 'admin@harbour.example'))
        .statusCode,
    ).toBe(404);
  });

  it('answers 403 without read:ordering and 404 with the ordering flag off', async () => {
    const before = await snapshot();
    expect((await upload(northfibreOrder, [part('x.pdf', pdf)], 'support@northfibre.example')).statusCode).toBe(403);
    expect(
      (await sandbox.get(`/permission-to-work/list-files/${northfibreOrder}`, 'support@northfibre.example')).statusCode,
    ).toBe(403);
    const org = orgByKey('northfibre').id;
    await writeFlag(sandbox.db, org, 'enableOrdering', false);
    try {
      expect((await upload(northfibreOrder, [part('x.pdf', pdf)])).statusCode).toBe(404);
      expect((await sandbox.get(`/permission-to-work/list-files/${northfibreOrder}`)).statusCode).toBe(404);
      expect((await sandbox.get(`/permission-to-work/download/${northfibreOrder}/survey.pdf`)).statusCode).toBe(404);
    } finally {
      await writeFlag(sandbox.db, org, 'enableOrdering', true);
    }
    await expectNothingStored(before);
  });

  it('meets hostile names with a 4xx, never a 500, and never leaves the data folder', async () => {
    const before = await snapshot();
    const refusedNames = [`${'a'.repeat(300)}.pdf`, 'nul\u0000byte.pdf', 'bidi\u202egpj.pdf', ' '];
    for (const name of refusedNames) {
      const res = await upload(northfibreOrder, [part(name, pdf)]);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
    }
    await expectNothingStored(before);

    // A path is cut to its base name: the file lands under the order's folder like any other.
    const traversal = await upload(northfibreOrder, [part('../../../escape.pdf', pdf)]);
    expect(traversal.statusCode, traversal.body).toBe(201);
    expect(ptwUploadResponse.parse(traversal.json()).data.files[0]?.file_name).toBe('escape.pdf');
    for (const file of await filesUnder(sandbox.dataDir))
      expect(file.startsWith(ptwFolder) || !file.includes('escape')).toBe(true);

    for (const url of [
      `/permission-to-work/download/${northfibreOrder}/..%2F..%2Fetc%2Fpasswd`,
      `/permission-to-work/download/${northfibreOrder}/%00.pdf`,
      `/permission-to-work/download/${northfibreOrder}/${'x'.repeat(2000)}`,
      `/permission-to-work/download/..%2F..%2F/escape.pdf`,
      `/permission-to-work/list-files/${'%00'.repeat(3)}`,
      `/permission-to-work/list-files/${'a'.repeat(500)}`,
      `/permission-to-work/list-files/%E0%A4%A`,
    ]) {
      const res = await sandbox.get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const hostileDirectories = ['../etc', 'x'.repeat(37), 'NF\u0000', ''];
    for (const directory of hostileDirectories) {
      const res = await upload(directory, [part('d.pdf', pdf)]);
      expect(res.statusCode, directory).toBe(400);
      expect(res.json().error.fields).toHaveProperty('directory');
    }
  });

  it('refuses a body that is not multipart and an upload without files', async () => {
    const before = await snapshot();
    const json = await sandbox.app.inject({
      method: 'POST',
      url: '/api/orders/permission-to-work/upload',
      payload: { directory: northfibreOrder },
      headers: await sandbox.authAs(ordering),
    });
    expect(json.statusCode).toBe(415);
    const empty = await upload(northfibreOrder, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ 'files[]': [ptwMessages.noFiles] });
    await expectNothingStored(before);
  });
});
