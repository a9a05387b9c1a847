import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../server/http/openapi/document';
import { apiVersion } from '../../../server/http/openapi/routes';
import { declaredRoutes } from '../security/declared-routes';

const run = promisify(execFile);
interface Problem {
  ruleId: string;
  severity: string;
  location: { source: { ref: string } }[];
}

let dir = '';
let problems: Problem[] = [];

// The description, and a copy broken on purpose so the lint is seen to fail too.
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  const doc = openApiDocument(await declaredRoutes(), { version: apiVersion });
  // The FTTP order's {id} left undeclared: a path parameter the operation does not describe.
  const broken = structuredClone(doc) as { paths: Record<string, Record<string, { parameters?: unknown }>> };
  const order = broken.paths['/api/orders/order/{id}']?.get;
  if (order) delete order.parameters;
  await writeFile(join(dir, 'openapi.json'), JSON.stringify(doc));
  await writeFile(join(dir, 'broken.json'), JSON.stringify(broken));
  // redocly prints one JSON report per file, so each file gets its own run (side by side).
  const lint = async (file: string) => {
    const args = ['lint', join(dir, file), '--config', 'redocly.yaml', '--format', 'json'];
    const output = await run('node_modules/.bin/redocly', args, {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return (JSON.parse(output.stdout) as { problems: Problem[] }).problems;
  };
  problems = (await Promise.all([lint('openapi.json'), lint('broken.json')])).flat();
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const of = (file: string) => problems.filter((p) => p.location[0]?.source.ref.endsWith(file));

describe('redocly lint (recommended rules, redocly.yaml)', () => {
  it('finds no problem in the description, not even a warning', () => {
    expect(of('openapi.json').map((p) => `${p.severity} ${p.ruleId}`)).toEqual([]);
  });

  it('fails a description whose operation leaves a path parameter undeclared', () => {
    expect(of('broken.json').map((p) => `${p.severity} ${p.ruleId}`)).toContain('error path-parameters-defined');
  });
});
