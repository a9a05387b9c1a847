import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

// Vitest globalSetup (add it to each project that runs model-based tests): those tests
// (tests/support/model-testing.ts) write one coverage row per machine into a folder per project, and the teardown prints
// them as one table after the run's summary.
const cacheDir = join(process.cwd(), 'node_modules/.cache/model-coverage');
const columns = ['machine', 'states', 'transitions', 'paths', 'generated', 'random', 'coverage'] as const;

export function formatCoverageTable(rows: Array<Record<(typeof columns)[number], string | number>>): string {
  const header = columns.map(String);
  const body = rows.map((row) => columns.map((c) => String(row[c])));
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((line) => line[i]?.length ?? 0)));
  const format = (line: string[]) => `| ${line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [format(header), rule, ...body.map(format)].join('\n');
}

export default function setup(project: TestProject) {
  // One folder per run as well as per project, so runs side by side (two checkouts' tests, a watcher) keep their rows apart.
  const dir = join(cacheDir, `${project.name || 'default'}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  project.provide('modelCoverageDir', dir);
  return () => {
    const rows = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')));
    rmSync(dir, { recursive: true, force: true });
    if (rows.length > 0)
      console.log(
        `\nModel-based coverage of the production machines (${project.name})\n${formatCoverageTable(rows)}\n`,
      );
  };
}
