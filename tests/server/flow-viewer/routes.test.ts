import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { buildApp } from '../../../server/http/app';
import type { TokenVerifier } from '../../../server/http/auth';
import { flowViewerEnabled } from '../../../server/http/flow-viewer/routes';

// The flow viewer's page and the generated .stately files it reads; nothing else of the repository.
const noDatabase = {} as Db;
const noTokens: TokenVerifier = { verify: async () => Promise.reject(new Error('unused')) };

describe('the flow viewer on the sandbox', () => {
  let dist: string;
  let app: FastifyInstance;
  let off: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    mkdirSync(path.join(dist, 'flow-viewer'));
    writeFileSync(path.join(dist, 'flow-viewer', 'flow-viewer.html'), '<!doctype html><title>Flows</title>');
    app = buildApp({ db: noDatabase, verifier: noTokens, spaDir: dist, flowViewer: true });
    off = buildApp({ db: noDatabase, verifier: noTokens, spaDir: dist });
    await Promise.all([app.ready(), off.ready()]);
  });
  afterAll(async () => {
    await Promise.all([app.close(), off.close()]);
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers its page at /sandbox/flows and for each machine', async () => {
    for (const url of [
      '/sandbox/flows',
      '/sandbox/flows/fttp-order',
      '/sandbox/flows/live',
      '/sandbox/flows/live/0b6f3a52-3c1e-4d8e-9a57-1f2e3d4c5b6a',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Flows</title>');
    }
  });

  it('serves the generated index, configs and QA paths as JSON, and nothing outside .stately', async () => {
    const index = await app.inject({ method: 'GET', url: '/sandbox/flows/data/flows.json' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/json/);
    expect(index.json().flows.length).toBeGreaterThan(30);
    for (const file of ['fttp-order.json', 'fttp-order.qa.json'])
      expect((await app.inject({ method: 'GET', url: `/sandbox/flows/data/${file}` })).statusCode, file).toBe(200);
    for (const url of [
      '/sandbox/flows/data/..%2Fpackage.json',
      '/sandbox/flows/data/..%2F..%2Fetc%2Fpasswd',
      '/sandbox/flows/data/README.md',
      '/sandbox/flows/data/nope.json',
      '/sandbox/flows/..%2Fpackage.json',
      '/sandbox/flows/live/not-a-session',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('"dependencies"');
    }
  });

  it('is left out when switched off, and is off in production unless FLOW_VIEWER=on', async () => {
    // Off, the address is one the portal does not know: its own page, which shows Not Found.
    const res = await off.inject({ method: 'GET', url: '/sandbox/flows/data/flows.json' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>portal</title>');
    expect(flowViewerEnabled({}, 'development')).toBe(true);
    expect(flowViewerEnabled({}, 'production')).toBe(false);
    expect(flowViewerEnabled({ FLOW_VIEWER: 'on' }, 'production')).toBe(true);
    expect(flowViewerEnabled({ FLOW_VIEWER: 'off' }, 'development')).toBe(false);
  });
});
