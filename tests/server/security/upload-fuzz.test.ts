import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceIdOf } from '../../../server/domain/services/from-order';
import type { DeclaredRoute } from '../../../server/http/route';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';
import { validIncidentFields } from '../incidents/incident-sandbox';
import {
  binaryAsText,
  docx,
  excelCsv,
  executablePdfPolyglot,
  notepadUtf16,
  pdf,
  plainZip,
  png,
} from '../uploads-samples';
import { appTables, fingerprinter } from './db-fingerprint';
import { declaredRoutes } from './declared-routes';
import { fuzzRuns } from './fuzz-checks';
import { hostileString, hugeString } from './hostile-values';
import { problemsWith } from './response-checks';
import { routeKey, sampleFor, sweepSeed } from './route-samples';
import { personaWith } from './sweep-personas';

/**
 * The multipart family of the security sweep: every route the registry declares as multipart gets form fields and
 * files with hostile values (NUL, huge, odd unicode, traversal), sent as multipart/form-data, never as JSON.
 */
const routes = (await declaredRoutes()).filter((r) => r.multipart);

/**
 * Valid text fields per route, for routes whose fields schema JSON Schema cannot sample (JSON inside a field, rules
 * across fields). Keep it tiny; a route missing here and not derivable fails with its name.
 */
const validFields: Record<string, () => Record<string, string>> = {
  'POST /api/incidents/v2/incidents': () => validIncidentFields('S1000019'),
  // PTW documents go to an order of the caller's organisation (Northfibre's seeded order in progress).
  'POST /api/orders/permission-to-work/upload': () => ({ directory: 'NF-EXISTING-0001' }),
  // The forecast upload has no text fields: its file is all.
  'POST /api/orders/forecasts/upload': () => ({}),
  // Contact: a request for information, and a reply (to the sample's reference: the route answers 404 unread).
  'POST /api/issues/v2/contact/:kind': () => ({
    category: 'Billing',
    subject: 'Fuzzed',
    description: 'Fuzzed request',
  }),
  'POST /api/issues/v2/contact/:kind/:id/messages': () => ({ text: 'Fuzzed reply' }),
  // A service's PTW documents have no text fields: the files are all (the service is fuzzParams' below).
  'POST /api/services/v2/services/:id/permission_to_work': () => ({}),
};

/**
 * Path parameters naming a record of the sweep persona's organisation, where the route would otherwise answer 404
 * before reading the upload (the sweep's samples are missing records on purpose: tenant-checks.ts compares with them).
 */
const fuzzParams: Record<string, Record<string, string>> = {
  'POST /api/services/v2/services/:id/permission_to_work': { id: serviceIdOf('SF1000001') },
};

/** Names a person's tool gives files, and names an attacker writes. */
const fileNames = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('ont.png', 'notes.docx', 'prices.csv', 'permit.pdf', 'Relevé £.txt') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'a\u0000.png',
      'ont.png\u0000.exe',
      '../../../etc/passwd.png',
      '..\\..\\windows\\win.ini.txt',
      '/etc/shadow.csv',
      'photo\u202Egnp.exe',
      `${'x'.repeat(300)}.png`,
      '',
      '.png',
      'CON.txt',
      'ont.PNG',
      'half\uD800.png',
      'quote".png',
      'semi;colon.png',
    ),
  },
  { weight: 2, arbitrary: hostileString.map((s) => `${s}.png`) },
);
const contents = fc.constantFrom(png, pdf, docx, excelCsv, notepadUtf16, executablePdfPolyglot, plainZip, binaryAsText);

interface Part {
  name: string;
  value: Buffer;
  fileName?: string;
}

const fieldValue = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function partsArbitrary(route: DeclaredRoute, valid: Record<string, string>): fc.Arbitrary<Part[]> {
  const declared = route.multipart;
  if (!declared) throw new Error(`${routeKey(route)} is not multipart`);
  const keys = Object.keys(valid);
  // A route whose only part is its file (the forecast upload) has no field names to pick: hostile ones only.
  const known = keys.length > 0 ? fc.constantFrom(...keys) : hostileString;
  const fieldName = fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: hostileString });
  const hostileField = fc.oneof(hostileString, fc.constant(hugeString.slice(0, 70_000)));
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), name: fieldName, value: hostileField }),
    fc.record({ kind: fc.constant('drop' as const), name: known }),
    fc.record({ kind: fc.constant('repeat' as const), name: known }),
  );
  const file = fc.record({
    name: fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...declared.fileFields) },
      { weight: 1, arbitrary: hostileString },
    ),
    fileName: fileNames,
    value: contents,
  });
  return fc.tuple(fc.array(edit, { maxLength: 3 }), fc.array(file, { maxLength: 3 })).map(([edits, files]) => {
    const fields: Part[] = keys.map((name) => ({ name, value: Buffer.from(valid[name] ?? '') }));
    for (const e of edits) {
      const at = fields.findIndex((f) => f.name === e.name);
      if (e.kind === 'drop' && at >= 0) fields.splice(at, 1);
      else if (e.kind === 'repeat' && at >= 0)
        fields.push({ ...fields[at], name: e.name, value: fields[at]?.value ?? Buffer.alloc(0) });
      else if (e.kind === 'set') {
        const part = { name: e.name, value: Buffer.from(fieldValue(e.value)) };
        if (at >= 0) fields[at] = part;
        else fields.push(part);
      }
    }
    return [...fields, ...files];
  });
}

/** Written by hand so names with quotes, CR/LF or NUL reach the parser as sent. */
function encode(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----portalfuzz7d1c';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
        (p.fileName === undefined ? '' : `; filename="${p.fileName}"\r\nContent-Type: application/octet-stream`) +
        '\r\n\r\n',
    ),
    p.value,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const printed = (parts: Part[]) =>
  parts
    .map(
      (p) =>
        `${JSON.stringify(p.name.slice(0, 40))}${p.fileName === undefined ? '' : `(${JSON.stringify(p.fileName.slice(0, 60))})`}=${p.value.length}B`,
    )
    .join(' ');

describe.each(drivers)('security sweep: multipart fuzz (%s)', (driver) => {
  let sandbox: TestSandbox;
  let dataDir: string;
  let fingerprint: () => Promise<string>;
  const tally = { routes: 0, cases: 0, failures: 0 };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-upload-fuzz-'));
    sandbox = await createTestSandbox(driver, { app: { dataDir } });
    fingerprint = fingerprinter(sandbox.db, await appTables(sandbox.db));
  });
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      tally.failures += 1;
    });
  });
  afterAll(async () => {
    console.log(
      `Security sweep: multipart fuzz: ${driver}: ${tally.routes} multipart routes, ${tally.cases} requests, ` +
        `${tally.failures} failures, seed ${sweepSeed}`,
    );
    await sandbox?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const storedFiles = async () => {
    const entries = await readdir(dataDir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)));
  };

  it('finds the multipart routes in the registry', () => {
    expect(routes.map(routeKey)).toContain('POST /api/incidents/v2/incidents');
  });

  it.each(routes.map((r) => [routeKey(r), r] as const))(
    '%s survives hostile fields and files',
    async (key, route) => {
      tally.routes += 1;
      const valid = validFields[key];
      if (!valid)
        throw new Error(`${key}: no valid fields to start from; add it to validFields in upload-fuzz.test.ts`);
      const authorization = await sandbox.authAs(personaWith(route), { expiresIn: 3600 });
      // Path parameters from the route's sweep sample (route-samples.ts), so the request reaches the upload.
      const params = { ...sampleFor(route).params, ...fuzzParams[key] };
      const url = route.url.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
      const property = fc.asyncProperty(
        partsArbitrary(route, valid()).map((parts) =>
          Object.assign(parts, { [fc.toStringMethod]: () => printed(parts) }),
        ),
        async (parts) => {
          const before = { db: await fingerprint(), files: await storedFiles() };
          const { payload, contentType } = encode(parts);
          tally.cases += 1;
          const res = await sandbox.app.inject({
            method: route.method as 'POST',
            url,
            payload,
            headers: { ...authorization, 'content-type': contentType },
          });
          expect(problemsWith(res)).toEqual([]);
          expect(res.statusCode, 'the token has the access: auth must not be what answers').not.toBe(401);
          const files = await storedFiles();
          expect(
            files.filter((f) => f.includes('.incoming')),
            'temporary files left behind',
          ).toEqual([]);
          if (res.statusCode >= 400) {
            expect(await fingerprint(), 'a refused upload changed the database').toBe(before.db);
            expect(files, 'a refused upload left a file').toEqual(before.files);
          }
        },
      );
      await fc.assert(property, { numRuns: fuzzRuns, seed: sweepSeed });
    },
    180_000,
  );
});
