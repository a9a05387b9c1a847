import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

const markdownUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });

const docs = markdownUnder('docs');

/** Relative link targets of a Markdown file, as paths from the repository's root (anchors and web links left out). */
function linksOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => (target ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
    .map((target) => relative(root, normalize(join(root, dirname(file), target))));
}

describe('the README a newcomer reads', () => {
  it('stays under 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(250);
  });

  it('links every page under docs/', () => {
    const linked = new Set(linksOf('README.md'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((page) => !linked.has(page))).toEqual([]);
  });

  it('and the docs pages link only to files that exist', () => {
    const broken = ['README.md', ...docs].flatMap((file) =>
      linksOf(file)
        .filter((target) => !existsSync(join(root, target)))
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
