import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServerEnv } from '../../server/env';
import { ensureTls } from '../../server/tls';

describe('server environment', () => {
  it('defaults to the one HTTPS origin on 8443', () => {
    expect(loadServerEnv({})).toEqual({
      PORT: 8443,
      HOST: 'localhost',
      PUBLIC_URL: 'https://localhost:8443',
      DATA_DIR: '.data',
      SPA_DIR: 'dist',
      DATABASE_URL: undefined,
      ACCESS_TOKEN_TTL: 300,
      LOG_LEVEL: 'info',
      HTTP_HEADERS_TIMEOUT_MS: 20_000,
      HTTP_REQUEST_TIMEOUT_MS: 120_000,
      HTTP_IDLE_TIMEOUT_MS: 30_000,
      // The channel server's app: generated and stored on first start unless set (server/realtime/credentials.ts).
      REALTIME_APP_ID: undefined,
      REALTIME_APP_KEY: undefined,
      REALTIME_APP_SECRET: undefined,
      REALTIME_MAX_CONNECTIONS: 10_000,
      LEGACY_HOSTS: [],
      CUSTOMER_URL: undefined,
    });
  });

  it('reads legacy host names and requires the customer URL with them (spec 1 §9)', () => {
    expect(
      loadServerEnv({ LEGACY_HOSTS: 'Old.Example, older.example', CUSTOMER_URL: 'https://portal.example' }),
    ).toMatchObject({
      LEGACY_HOSTS: ['old.example', 'older.example'],
      CUSTOMER_URL: 'https://portal.example',
    });
    expect(() => loadServerEnv({ LEGACY_HOSTS: 'old.example' })).toThrow(/CUSTOMER_URL/);
  });

  it('refuses a header timeout longer than the whole request timeout', () => {
    expect(() => loadServerEnv({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    );
  });

  it('follows PORT in the public URL and trims a trailing slash from PUBLIC_URL', () => {
    expect(loadServerEnv({ PORT: '9443' }).PUBLIC_URL).toBe('https://localhost:9443');
    expect(loadServerEnv({ PUBLIC_URL: 'https://portal.test/' }).PUBLIC_URL).toBe('https://portal.test');
  });

  it("stops with the spec's message on invalid values", () => {
    expect(() => loadServerEnv({ PORT: 'eighty' })).toThrow('Invalid / Missing environment variables');
    expect(() => loadServerEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

describe('local TLS', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-tls-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('makes a CA and a localhost certificate it signed, then reuses them', async () => {
    const first = await ensureTls(dataDir);
    const cert = new X509Certificate(first.cert);
    const ca = new X509Certificate(await import('node:fs').then((fs) => fs.readFileSync(first.caPath)));
    expect(cert.checkIssued(ca)).toBe(true);
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(ca.ca).toBe(true);
    expect(cert.subjectAltName).toContain('DNS:localhost');
    expect(cert.subjectAltName).toContain('IP Address:127.0.0.1');
    const second = await ensureTls(dataDir);
    expect(second.cert).toBe(first.cert);
    expect(second.key).toBe(first.key);
  });

  it('renews the server certificate when it is about to expire', async () => {
    const first = await ensureTls(dataDir);
    const muchLater = new Date(Date.now() + 390 * 24 * 3600 * 1000);
    const renewed = await ensureTls(dataDir, muchLater);
    expect(renewed.cert).not.toBe(first.cert);
  });
});
