import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// drizzle-kit generate diffs the schema files against the latest snapshot in server/db/migrations/meta. When the
// snapshot lags the schema, generate proposes again what the hand-written migrations already did, and a real change is
// lost in that noise. Generated into a copy of the folder, it must find nothing to migrate.
const root = join(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'drizzle-snapshot-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('drizzle-kit snapshot', () => {
  it('matches the schema files: generate proposes no migration', () => {
    cpSync(join(root, 'server/db/migrations'), join(work, 'migrations'), { recursive: true });
    const before = readdirSync(join(work, 'migrations'));
    // drizzle-kit takes its paths relative to the working directory.
    const output = execFileSync(
      join(root, 'node_modules/.bin/drizzle-kit'),
      [
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        relative(work, join(root, 'server/db/schema.ts')),
        '--out',
        'migrations',
        '--name',
        'snapshot-check',
      ],
      { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(readdirSync(join(work, 'migrations'))).toEqual(before);
    expect(output).toContain('No schema changes');
  });
});
