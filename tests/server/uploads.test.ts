import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../../server/db/schema';
import { incidentAttachmentPolicy } from '../../server/domain/incidents/attachment-policy';
import { extensionIn, fileKinds, fileNameProblem, type UploadPolicy } from '../../server/domain/uploads/limits';
import { contentMatches, sniffBytes } from '../../server/domain/uploads/sniff';
import { textEncodingOf } from '../../server/domain/uploads/text';
import { orgByKey } from '../../server/seed/organisations';
import { supportMessages } from '../../src/lib/support-rules';
import { drivers } from './helpers/test-env';
import {
  createIncidentSandbox,
  type FilePart,
  type IncidentSandbox,
  multipart,
  validIncidentFields,
} from './incidents/incident-sandbox';
import {
  binaryAsText,
  docx,
  docxWithoutItsDocument,
  excelCsv,
  executablePdfPolyglot,
  notepadUtf16,
  pdf,
  plainZip,
  png,
  utf16be,
  xlsx,
} from './uploads-samples';

describe('what counts as text', () => {
  it.each([
    ['UTF-8', Buffer.from('level −21.5 dBm\n'), 'utf-8'],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('£4.50\r\n')]), 'utf-8'],
    ['UTF-16 LE with a BOM (Notepad)', notepadUtf16, 'utf-16le'],
    ['UTF-16 BE with a BOM', utf16be, 'utf-16be'],
    ['Windows-1252 (Excel CSV with £ as 0xA3)', excelCsv, 'windows-1252'],
    ['empty', Buffer.alloc(0), 'utf-8'],
  ])('accepts %s', (_name, bytes, encoding) => {
    expect(textEncodingOf(bytes)).toBe(encoding);
  });

  it.each([
    ['NUL and control bytes', binaryAsText],
    ['UTF-16 without a BOM (NULs between letters)', Buffer.from('hello', 'utf16le')],
    ['a byte Windows-1252 leaves unassigned', Buffer.from([0x41, 0x81, 0x42])],
    ['Windows-1252 with a control byte', Buffer.from([0xa3, 0x34, 0x01, 0x0a])],
    ['UTF-16 with a lone surrogate', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0x00, 0xd8, 0x41, 0x00])])],
    ['UTF-16 with control characters', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a\u0001b', 'utf16le')])],
    ['an escape sequence in UTF-8', Buffer.from('\u001b[31mred')],
    ['a PNG', png],
  ])('refuses %s', (_name, bytes) => {
    expect(textEncodingOf(bytes)).toBeUndefined();
  });
});

describe('judging a file by its content', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'portal-sniff-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const judge = async (ext: keyof typeof fileKinds, bytes: Buffer) => {
    const file = path.join(folder, randomUUID());
    await writeFile(file, bytes);
    return contentMatches(fileKinds[ext].rule, { head: bytes.subarray(0, sniffBytes), path: file });
  };

  it('reads magic numbers at the start only: an executable carrying %PDF- is not a PDF', async () => {
    expect(await judge('pdf', pdf)).toBe(true);
    expect(await judge('pdf', executablePdfPolyglot)).toBe(false);
    expect(await judge('pdf', Buffer.concat([Buffer.from('junk\n'), pdf]))).toBe(false);
    expect(await judge('png', png)).toBe(true);
    expect(await judge('jpg', png)).toBe(false);
  });

  it("checks an Office package's declared main part against its extension", async () => {
    expect(await judge('docx', docx)).toBe(true);
    expect(await judge('xlsx', xlsx)).toBe(true);
    expect(await judge('docx', xlsx), 'a workbook named .docx').toBe(false);
    expect(await judge('xlsx', docx), 'a document named .xlsx').toBe(false);
    expect(await judge('docx', plainZip), 'any zip named .docx').toBe(false);
    expect(await judge('vsdx', plainZip), 'any zip named .vsdx').toBe(false);
    expect(await judge('docx', docxWithoutItsDocument), 'a declared part that is missing').toBe(false);
    expect(await judge('docx', docx.subarray(0, docx.length - 30)), 'a cut-off zip').toBe(false);
  });

  it('takes text in the encodings people save and refuses binary named as text', async () => {
    expect(await judge('csv', excelCsv)).toBe(true);
    expect(await judge('txt', notepadUtf16)).toBe(true);
    expect(await judge('txt', binaryAsText)).toBe(false);
    // Binary after a text start is still binary: text is judged on the whole file.
    expect(await judge('csv', Buffer.concat([Buffer.from('a,b\n'.repeat(5000)), binaryAsText]))).toBe(false);
  });

  it('serves other uploads by configuration: PTW documents are PDF only, 4 files of 2 MB', () => {
    const ptw: UploadPolicy = {
      kinds: { pdf: fileKinds.pdf },
      maxFiles: 4,
      maxFileBytes: 2 * 1024 * 1024,
      fileFields: ['ptw_documents[0]', 'ptw_documents[1]', 'ptw_documents[2]', 'ptw_documents[3]'],
      messages: { tooLarge: 'File size limit exceeded', wrongType: 'PDF only', tooMany: 'At most 4 files' },
    };
    expect(extensionIn(ptw, 'Signed PTW.PDF')).toBe('pdf');
    expect(extensionIn(ptw, 'ptw.docx')).toBeUndefined();
    expect(extensionIn(incidentAttachmentPolicy, 'notes.docx')).toBe('docx');
    expect(extensionIn(incidentAttachmentPolicy, 'tool.exe')).toBeUndefined();
    expect(extensionIn(incidentAttachmentPolicy, 'pdf')).toBeUndefined();
  });

  it.each([
    ['a\u0000.png', 'The file name must not contain control characters'],
    ['line\nbreak.png', 'The file name must not contain control characters'],
    ['photo\u202Egnp.exe', 'The file name must not contain control characters'],
    ['half\uD800.png', 'The file name is not valid text'],
    [`${'x'.repeat(252)}.png`, 'A file name is at most 255 characters'],
    ['   ', 'A file needs a name'],
  ])('refuses the file name %j', (name, problem) => {
    expect(fileNameProblem(name)).toBe(problem);
  });

  it('accepts ordinary file names in any language', () => {
    for (const name of ['ONT photo (1).png', 'Relevé £ été.pdf', '配線図.docx', '🧯 cabinet.jpg']) {
      expect(fileNameProblem(name), name).toBeUndefined();
    }
  });
});

describe.each(drivers)('uploading an incident attachment (%s)', (driver) => {
  let sandbox: IncidentSandbox;
  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const raise = async (service: string, files: FilePart[], fields: Record<string, string> = {}) => {
    const { payload, headers } = multipart(validIncidentFields(service, fields), files);
    return sandbox.app.inject({
      method: 'POST',
      url: '/api/incidents/v2/incidents',
      payload,
      headers: { ...headers, ...(await sandbox.authAs('support@northfibre.example')) },
    });
  };
  const incidentCount = async () => {
    const [row] = await sandbox.db
      .select({ n: count() })
      .from(incidents)
      .where(eq(incidents.orgId, orgByKey('northfibre').id));
    return row?.n ?? 0;
  };
  const attachment = (name: string, content: Buffer): FilePart => ({ field: 'attachment[0]', name, content });

  it.each([
    ['the MZ…%PDF polyglot as .pdf', attachment('permit.pdf', executablePdfPolyglot)],
    ['a zip renamed .docx', attachment('notes.docx', plainZip)],
    ['a workbook renamed .docx', attachment('notes.docx', xlsx)],
    ['binary named .txt', attachment('notes.txt', binaryAsText)],
  ])(
    'refuses %s with 415 and the spec message, storing nothing (not even the good file before it)',
    async (_name, file) => {
      const before = { incidents: await incidentCount(), files: await sandbox.storedFiles() };
      const res = await raise('S1000014', [{ ...attachment('ont.png', png), field: 'attachment[1]' }, file]);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().error).toMatchObject({ code: 'unsupported_media_type', message: supportMessages.fileType });
      expect(await sandbox.storedFiles()).toEqual(before.files);
      expect(await incidentCount()).toBe(before.incidents);
    },
  );

  it('accepts an Excel CSV with £, a Notepad text file and a real docx, and serves them back byte for byte', async () => {
    const files = [
      { field: 'attachment[0]', name: 'prices.csv', content: excelCsv },
      { field: 'attachment[1]', name: 'notes.txt', content: notepadUtf16 },
      { field: 'attachment[2]', name: 'Relevé £.docx', content: docx },
    ];
    const res = await raise('S1000015', files);
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json().data.attachments as { content_type: string; download_url: string }[];
    expect(stored.map((a) => a.content_type)).toEqual([
      'text/csv',
      'text/plain',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    for (const [i, a] of stored.entries()) {
      const download = await sandbox.app.inject({
        method: 'GET',
        url: a.download_url,
        headers: await sandbox.authAs('support@northfibre.example'),
      });
      expect(download.rawPayload).toEqual(files[i]?.content);
    }
    expect((await sandbox.storedFiles()).filter((f) => f.startsWith('.incoming'))).toEqual([]);
  });

  it('answers a NUL in any field or file name with 400 keyed by the field, storing nothing', async () => {
    const before = { incidents: await incidentCount(), files: await sandbox.storedFiles() };
    const nulField = await raise('S1000016', [], { customer_reference: 'REF\u0000-1' });
    expect(nulField.statusCode, nulField.body).toBe(400);
    expect(nulField.json().error.fields).toEqual({ customer_reference: ['Must not contain a NUL character'] });
    const nulName = await raise('S1000016', [attachment('ont\u0000.png', png)]);
    expect(nulName.statusCode, nulName.body).toBe(400);
    expect(nulName.json().error.fields).toEqual({
      'attachment[0]': ['The file name must not contain control characters'],
    });
    const nulFieldName = await raise('S1000016', [], { 'note\u0000': 'x' });
    expect(nulFieldName.statusCode, nulFieldName.body).toBe(400);
    expect(await sandbox.storedFiles()).toEqual(before.files);
    expect(await incidentCount()).toBe(before.incidents);
  });

  it('refuses more than 10 files, an unknown file field and a repeated field, storing nothing', async () => {
    const before = { incidents: await incidentCount(), files: await sandbox.storedFiles() };
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      field: `attachment[${i % 10}]`,
      name: `p${i}.png`,
      content: png,
    }));
    const tooMany = await raise('S1000016', eleven);
    expect(tooMany.statusCode, tooMany.body).toBe(413);
    expect(tooMany.json().error.message).toBe('At most 10 attachments');
    const unknownField = await raise('S1000016', [{ field: 'upload', name: 'ont.png', content: png }]);
    expect(unknownField.statusCode, unknownField.body).toBe(400);
    expect(Object.keys(unknownField.json().error.fields)).toEqual(['upload']);
    const { payload, headers } = multipart(validIncidentFields('S1000016'));
    const closing = Buffer.from(`--${headers['content-type'].split('boundary=')[1]}--\r\n`);
    const again = closing.toString().replace(/--\r\n$/, '\r\n');
    const repeated = await sandbox.app.inject({
      method: 'POST',
      url: '/api/incidents/v2/incidents',
      payload: Buffer.concat([
        payload.subarray(0, payload.length - closing.length),
        Buffer.from(`${again}Content-Disposition: form-data; name="customer_reference"\r\n\r\nSECOND\r\n`),
        closing,
      ]),
      headers: { ...headers, ...(await sandbox.authAs('support@northfibre.example')) },
    });
    expect(repeated.statusCode, repeated.body).toBe(400);
    expect(repeated.json().error.fields).toEqual({ customer_reference: ['Give this field once'] });
    expect(await sandbox.storedFiles()).toEqual(before.files);
    expect(await incidentCount()).toBe(before.incidents);
  });

  it('keeps only the base name of a file sent with a path', async () => {
    const res = await raise('S1000017', [attachment('../../etc/ont.png', png)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attachments[0].original_file_name).toBe('ont.png');
  });
});

// Each of these opens a sandbox of its own (a fresh database, seeded): slow on two shared cores.
const ownSandboxTimeoutMs = 120_000;

interface Trickled {
  /** The answer, or undefined when the server closed the connection without one. */
  answer?: { status: number; body: string };
  seconds: number;
  chunks: number;
  sawPartialFile: boolean;
}

/**
 * Sends an incident over real HTTP: everything up to the file's first bytes at once, then 10 bytes every 2 s, watching
 * the incoming folder meanwhile, until the server answers or closes the connection.
 */
async function trickle(sandbox: IncidentSandbox, service: string): Promise<Trickled> {
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = sandbox.app.server.address() as { port: number };
  const { payload, headers } = multipart(validIncidentFields(service), [
    { field: 'attachment[0]', name: 'slow.png', content: png },
  ]);
  const auth = await sandbox.authAs('support@northfibre.example');
  const started = Date.now();
  const result: Trickled = { seconds: 0, chunks: 0, sawPartialFile: false };
  await new Promise<void>((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/incidents/v2/incidents',
      headers: { ...headers, ...auth, 'content-length': String(payload.length) },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        result.answer = { status: response.statusCode ?? 0, body };
      });
    });
    // A reset after the server's own cut is one of the outcomes under test, not a failure of the client.
    request.on('error', () => {});
    let offset = payload.indexOf(png) + 8;
    request.write(payload.subarray(0, offset));
    const watch = setInterval(async () => {
      result.sawPartialFile ||= (await sandbox.storedFiles()).some((f) => f.startsWith('.incoming'));
    }, 200);
    const drip = setInterval(() => {
      if (request.destroyed || offset >= payload.length - 10) return;
      request.write(payload.subarray(offset, offset + 10));
      offset += 10;
      result.chunks += 1;
    }, 2000);
    request.on('close', () => {
      clearInterval(drip);
      clearInterval(watch);
      result.seconds = (Date.now() - started) / 1000;
      resolve();
    });
  });
  return result;
}

describe('a slow upload over real HTTP', () => {
  it(
    'is cut off by the upload rate rule with 408, and its partial file removed',
    async () => {
      // 4 s, plus a second per 5,000 bytes received: the test's short version of 20 s plus a second per 500 bytes.
      const sandbox = await createIncidentSandbox('pglite', {
        uploadTimeout: { initialMs: 4000, minBytesPerSecond: 5000 },
      });
      try {
        const result = await trickle(sandbox, 'S1000018');
        expect(result.answer?.status, result.answer?.body).toBe(408);
        expect(JSON.parse(result.answer?.body ?? '{}').error.status).toBe(408);
        expect(result.seconds).toBeLessThan(10);
        expect(result.chunks, 'chunks trickled before the cut').toBeGreaterThanOrEqual(2);
        expect(result.sawPartialFile, 'the file was half written when the body was cut off').toBe(true);
        await expect.poll(() => sandbox.storedFiles(), { timeout: 3000 }).toEqual([]);
      } finally {
        await sandbox.close();
      }
    },
    ownSandboxTimeoutMs,
  );

  it(
    "is cut off by the server's whole-request deadline too, and its partial file removed",
    async () => {
      const sandbox = await createIncidentSandbox('pglite', {
        timeouts: { headersMs: 3000, requestMs: 5000, idleMs: 30_000 },
      });
      try {
        const result = await trickle(sandbox, 'S1000018');
        expect(result.seconds).toBeLessThan(10);
        expect(result.chunks, 'chunks trickled before the cut').toBeGreaterThanOrEqual(2);
        expect(result.sawPartialFile, 'the file was half written when the body was cut off').toBe(true);
        if (result.answer) expect(result.answer.status, result.answer.body).toBe(408);
        await expect.poll(() => sandbox.storedFiles(), { timeout: 3000 }).toEqual([]);
      } finally {
        await sandbox.close();
      }
    },
    ownSandboxTimeoutMs,
  );
});

describe('temp files of uploads cut off by a crash', () => {
  it(
    'are removed when the app starts; a running process keeps its own',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-sweep-'));
      const incoming = path.join(dataDir, 'attachments', '.incoming');
      // A process that has exited: its pid names no running process.
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      const leftovers = {
        crashed: path.join(incoming, `${dead}-0badf00d`, 'half-written'),
        earlierSelf: path.join(incoming, `${process.pid}-0badf00d`, 'half-written'),
        stray: path.join(incoming, 'half-written'),
        running: path.join(incoming, `${process.ppid}-abcdef01`, 'in-flight'),
        committed: path.join(dataDir, 'attachments', orgByKey('northfibre').id, randomUUID()),
      };
      for (const file of Object.values(leftovers)) {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, 'bytes');
      }
      const sandbox = await createIncidentSandbox('pglite', { dataDir });
      try {
        const kept = (await readdir(dataDir, { recursive: true })).map((f) => path.join(dataDir, f));
        expect(kept).not.toContain(leftovers.crashed);
        expect(kept).not.toContain(leftovers.earlierSelf);
        expect(kept).not.toContain(leftovers.stray);
        expect(kept).toContain(leftovers.running);
        expect(kept).toContain(leftovers.committed);
      } finally {
        await sandbox.close();
      }
    },
    ownSandboxTimeoutMs,
  );
});
