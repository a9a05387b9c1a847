import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { BuildAppOptions } from '../../../server/http/app';
import type { PersonaEmail } from '../../../server/seed/personas';
import type { Driver } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

export interface IncidentSandbox extends TestSandbox {
  dataDir: string;
  get(url: string, as?: PersonaEmail): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown, as?: PersonaEmail): Promise<LightMyRequestResponse>;
  /** Every file under the attachments folder (the incoming folder included), relative to it. */
  storedFiles(): Promise<string[]>;
}

/** The test sandbox with attachments kept in a throwaway data folder (or the one given), and any other app options. */
export async function createIncidentSandbox(
  driver: Driver,
  app: Partial<Omit<BuildAppOptions, 'db' | 'verifier'>> = {},
  opts: { seedNow?: boolean } = {},
): Promise<IncidentSandbox> {
  const dataDir = app.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'portal-incidents-')));
  const sandbox = await createTestSandbox(driver, { app: { ...app, dataDir }, ...opts });
  const api = (url: string) => `/api/incidents${url}`;
  return {
    ...sandbox,
    dataDir,
    get: async (url, as = 'support@northfibre.example') =>
      sandbox.app.inject({ method: 'GET', url: api(url), headers: await sandbox.authAs(as) }),
    post: async (url, body, as = 'support@northfibre.example') =>
      sandbox.app.inject({ method: 'POST', url: api(url), payload: body as object, headers: await sandbox.authAs(as) }),
    async storedFiles() {
      const root = path.join(dataDir, 'attachments');
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
    },
    async close() {
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface FilePart {
  field: string;
  name: string;
  type?: string;
  content: Buffer;
}

/** A multipart/form-data body built by hand, so tests control every byte. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A complete, valid set of incident fields for a service (the rules of spec 2 §5 all satisfied). */
export function validIncidentFields(
  serviceReference: string,
  over: Record<string, string> = {},
): Record<string, string> {
  return {
    business_service_reference: serviceReference,
    customer_reference: 'CUST-TEST-1',
    fault_start_time: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    business_service_category_id: '1',
    incident_fault_category_id: '1',
    incident_severity: 'Service Outage',
    address_name: 'Unit 1',
    address_street: '1 Quay Street',
    address_city: 'Leeds',
    address_postcode: 'LS1 4AP',
    customer_onsite_contact_name: 'Pat Jones',
    customer_onsite_contact_number: '01132 496000',
    short_description: 'No service at customer premises',
    vulnerable_customer: '0',
    telecare_required: '0',
    triage_answers: JSON.stringify([
      { id: 1, answer: 'Yes' },
      { id: 2, answer: 'No' },
      { id: 3, answer: 'Yes' },
      { id: 4, answer: 'No' },
      { id: 5, answer: 'No' },
      { id: 6, answer: 'Yes' },
      { id: 9, answer: 'Comms room, ground floor' },
    ]),
    ...over,
  };
}
