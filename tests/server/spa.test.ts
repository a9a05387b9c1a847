import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { buildApp } from '../../server/http/app';
import type { TokenVerifier } from '../../server/http/auth';

// Static files and the fallback never reach the database or a token.
const noDatabase = {} as Db;
const noTokens: TokenVerifier = { verify: async () => Promise.reject(new Error('unused')) };

describe('serving the built SPA', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    const js = 'console.log("portal")'.repeat(50);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), js);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(js));
    app = buildApp({ db: noDatabase, verifier: noTokens, spaDir: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable, precompressed when the browser accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers index.html, revalidated, for client routes', async () => {
    for (const url of ['/', '/user-management/users', '/unsubscribe/abc?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>portal</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('keeps the JSON 404 for /api and /oidc paths and non-GET methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['GET', '/oidc/unknown'],
      ['POST', '/somewhere'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('says to run the build when dist has no index.html', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'portal-nodist-'));
    const bare = buildApp({ db: noDatabase, verifier: noTokens, spaDir: path.join(empty, 'dist') });
    const res = await bare.inject({ method: 'GET', url: '/billing/invoices' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
    await bare.close();
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('sandbox stand-ins for external pages', () => {
  it.each(['privacy-policy', 'voip', 'isp-hub'])(
    '/sandbox/%s answers a page that says what it stands for, with the security headers',
    async (slug) => {
      const app = buildApp({ db: noDatabase, verifier: noTokens });
      const res = await app.inject({ method: 'GET', url: `/sandbox/${slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('stand-in for an external page');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      await app.close();
    },
  );
});
