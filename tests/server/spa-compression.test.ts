import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../server/build/precompress';
import type { Db } from '../../server/db/client';
import { buildApp } from '../../server/http/app';
import type { TokenVerifier } from '../../server/http/auth';

// Static files never reach the database or a token.
const noDatabase = {} as Db;
const noTokens: TokenVerifier = { verify: async () => Promise.reject(new Error('unused')) };

const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];`;
const page = `<!doctype html><html><head><title>portal</title><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`;

describe('precompressed SPA assets', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-precompress-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), page);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'tiny-def456.js'), 'export {};');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), script);
    await precompressDirectory(dist);
    app = buildApp({ db: noDatabase, verifier: noTokens, spaDir: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes .br and .gz beside eligible files above 1 KB, and leaves small files and source maps alone', () => {
    const asset = path.join(dist, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets', 'tiny-def456.js.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets', 'index-abc123.js.map.br'))).toBe(false);
  });

  it('serves a hashed asset as brotli, immutable, when the browser accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves index.html with no-cache, compressed, at / and for client routes', async () => {
    for (const url of ['/', '/index.html', '/support/incidents']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });
});
