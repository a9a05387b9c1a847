import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaOf } from '../../../server/http/openapi/schemas';
import { type PrismProxy, startPrismProxy, throughPrism } from './prism-proxy';

// The checker the sandbox's Prism run relies on, against a tiny server whose answer breaks its description on purpose.
const described = z.object({ data: z.object({ name: z.string(), count: z.number().int() }) });

const documentFor = () => ({
  openapi: '3.1.0',
  info: { title: 'checker', version: '1' },
  servers: [{ url: '/' }],
  paths: Object.fromEntries(
    ['/good', '/bad'].map((path) => [
      path,
      {
        get: {
          operationId: path.slice(1),
          responses: {
            '200': {
              description: 'OK',
              content: { 'application/json': { schema: jsonSchemaOf(described, 'output') } },
            },
          },
        },
      },
    ]),
  ),
});

let dir = '';
let upstream: FastifyInstance | undefined;
let proxy: PrismProxy | undefined;

beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/good', async () => ({ data: { name: 'ok', count: 1 } }));
  // count as text: the described schema says integer.
  upstream.get('/bad', async () => ({ data: { name: 'ok', count: 'one' } }));
  const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
  dir = await mkdtemp(join(tmpdir(), 'prism-checker-'));
  await writeFile(join(dir, 'openapi.json'), JSON.stringify(documentFor()));
  proxy = await startPrismProxy(join(dir, 'openapi.json'), address);
}, 90_000);

afterAll(async () => {
  await proxy?.close();
  await upstream?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the Prism checker', () => {
  it('passes an answer that matches its description', async () => {
    if (!proxy) throw new Error('no proxy');
    expect(await throughPrism(proxy, '/good', {})).toEqual({ status: 200, violations: [] });
  });

  it('reports an answer that breaks its description', async () => {
    if (!proxy) throw new Error('no proxy');
    const answer = await throughPrism(proxy, '/bad', {});
    expect(answer.violations.join(' ')).toMatch(/count/);
  });
});
