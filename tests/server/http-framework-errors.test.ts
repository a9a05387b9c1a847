import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/http/app';
import { createTokenVerifier } from '../../server/http/auth';
import { jsonNestedDeeperThan, maxJsonDepth, tooDeepMessage } from '../../server/http/json-body';
import { securityHeaders } from '../../server/http/security-headers';
import { connectionsCheckingInterval } from '../../server/http/server-timeouts';
import { errorEnvelope } from '../../src/contracts/errors';
import { openTestDatabase } from './helpers/test-database';
import { createTestSandbox, type TestSandbox } from './helpers/test-sandbox';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses the first HTTP/1.1 answer on a socket (no chunked bodies: every error answer carries a length). */
function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) };
}

/** Writes bytes as given (no client library to tidy them up) and reads until the server closes. */
function rawRequest(port: number, chunks: string[], gapMs = 0): Promise<RawAnswer & { ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (data) => {
      received += data.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ...parseAnswer(received), ms: performance.now() - started });
    });
    let next = 0;
    const writeNext = () => {
      if (socket.destroyed || next >= chunks.length) return;
      socket.write(chunks[next] ?? '');
      next += 1;
      timer = setTimeout(writeNext, gapMs);
    };
    socket.on('connect', writeNext);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server never answered'));
    }, 20_000).unref();
  });
}

function expectEnvelope(answer: RawAnswer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toContain('application/json');
  const parsed = errorEnvelope.parse(JSON.parse(answer.body));
  expect(parsed.error).toMatchObject({ status, code });
  for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers[name]).toBe(value);
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON depth', () => {
  it(`finds nesting beyond ${maxJsonDepth} levels without parsing, ignoring brackets inside strings`, () => {
    expect(jsonNestedDeeperThan(nested(maxJsonDepth), maxJsonDepth)).toBe(false);
    expect(jsonNestedDeeperThan(nested(maxJsonDepth + 1), maxJsonDepth)).toBe(true);
    expect(jsonNestedDeeperThan(`{"a":${nested(63)}}`, maxJsonDepth)).toBe(false);
    expect(jsonNestedDeeperThan(`{"a":${nested(64)}}`, maxJsonDepth)).toBe(true);
    expect(jsonNestedDeeperThan(JSON.stringify({ text: '['.repeat(500) }), maxJsonDepth)).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify({ text: `\\"${'{'.repeat(500)}` }), maxJsonDepth)).toBe(false);
    expect(jsonNestedDeeperThan(nested(8000), maxJsonDepth)).toBe(true);
  });
});

describe("Fastify's and Node's own refusals answer in the envelope, with the security headers", () => {
  let sandbox: TestSandbox;
  let port: number;
  beforeAll(async () => {
    sandbox = await createTestSandbox('pglite');
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    port = (sandbox.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => sandbox.close());

  const request = (head: string, body = '') =>
    rawRequest(port, [`${head}\r\nHost: x\r\nConnection: close\r\n\r\n${body}`]);

  it('400 validation_failed for JSON nested 8,000 deep, before any route code runs', async () => {
    const body = `{"name":"Nia New","terms_accepted":true,"extra":${nested(8000)}}`;
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/api/users/terms_accepted',
      payload: body,
      headers: { ...(await sandbox.authAs('newstarter@northfibre.example')), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { status: 400, code: 'validation_failed', message: tooDeepMessage, fields: { body: [tooDeepMessage] } },
    });
  });

  it('431 for request headers over the limit', async () => {
    expectEnvelope(await request(`GET /api/users HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}`), 431, 'bad_request');
  });

  it('400 for bytes that are not HTTP, and for an unknown method', async () => {
    expectEnvelope(await rawRequest(port, ['HELLO\r\n\r\n']), 400, 'bad_request');
    expectEnvelope(await request('FOO /api/users HTTP/1.1'), 400, 'bad_request');
  });

  it('400 for a content length that is not a number', async () => {
    expectEnvelope(await request('POST /api/users/terms_accepted HTTP/1.1\r\nContent-Length: abc'), 400, 'bad_request');
  });

  it('400 for a malformed address', async () => {
    expectEnvelope(await request('GET /api/%zz HTTP/1.1'), 400, 'bad_request');
  });

  it('404 for an unknown sandbox page', async () => {
    expectEnvelope(await request('GET /sandbox/nothing-here HTTP/1.1'), 404, 'not_found');
  });

  it('405 with Allow for a known address asked with another method', async () => {
    const page = await request('DELETE /sandbox/privacy-policy HTTP/1.1');
    expectEnvelope(page, 405, 'method_not_allowed');
    expect(page.headers.allow).toBe('GET, HEAD');

    const { authorization } = await sandbox.authAs('newstarter@northfibre.example');
    const api = await request(`PUT /api/users/terms_accepted HTTP/1.1\r\nAuthorization: ${authorization}`);
    expectEnvelope(api, 405, 'method_not_allowed');
    expect(api.headers.allow).toBe('POST');
  });

  it('413 and 415 from the body parser', async () => {
    const { authorization } = await sandbox.authAs('newstarter@northfibre.example');
    const head = `POST /api/users/terms_accepted HTTP/1.1\r\nAuthorization: ${authorization}`;
    const big = 'x'.repeat(1024 * 1024 + 10);
    expectEnvelope(
      await request(`${head}\r\nContent-Type: application/json\r\nContent-Length: ${big.length}`, big),
      413,
      'payload_too_large',
    );
    expectEnvelope(
      await request(`${head}\r\nContent-Type: text/csv\r\nContent-Length: 3`, 'a,b'),
      415,
      'unsupported_media_type',
    );
  });
});

describe('server timeouts', () => {
  it('checks deadlines often enough to cut close to them', () => {
    expect(connectionsCheckingInterval({ headersMs: 20_000, requestMs: 120_000, idleMs: 30_000 })).toBe(2_000);
    expect(connectionsCheckingInterval({ headersMs: 500, requestMs: 1_000, idleMs: 1_000 })).toBe(100);
  });

  it('cuts off a body trickling 10 bytes every 200 ms once the request deadline passes, with 408 in the envelope', async () => {
    const database = await openTestDatabase('pglite');
    const verifier = createTokenVerifier({ jwks: async () => ({ keys: [] }), issuer: 'x', audience: 'y' });
    const app = buildApp({
      db: database.db,
      verifier,
      timeouts: { headersMs: 1_000, requestMs: 1_500, idleMs: 5_000 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as net.AddressInfo).port;
      const head =
        'POST /sandbox/privacy-policy HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
      const answer = await rawRequest(port, [head, ...Array.from({ length: 100 }, () => '"aaaaaaaa"')], 200);
      expectEnvelope(answer, 408, 'bad_request');
      expect(answer.ms).toBeGreaterThan(1_400);
      expect(answer.ms).toBeLessThan(4_000);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('cuts off a client that sends its headers slowly', async () => {
    const database = await openTestDatabase('pglite');
    const verifier = createTokenVerifier({ jwks: async () => ({ keys: [] }), issuer: 'x', audience: 'y' });
    const app = buildApp({
      db: database.db,
      verifier,
      timeouts: { headersMs: 1_000, requestMs: 1_500, idleMs: 5_000 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as net.AddressInfo).port;
      const answer = await rawRequest(
        port,
        ['GET /sandbox/privacy-policy HTTP/1.1\r\n', ...Array.from({ length: 50 }, (_, i) => `X-${i}: 1\r\n`)],
        200,
      );
      expectEnvelope(answer, 408, 'bad_request');
      expect(answer.ms).toBeLessThan(4_000);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
