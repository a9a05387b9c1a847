import type { MenuEntry } from '@/app/access';

interface Candidate {
  key: string;
  path: string;
  parent: string | undefined;
}

/** The menu link for the current page (the longest link path that prefixes the location), and its group to open. */
export function selectedMenuEntry(
  menu: MenuEntry[],
  location: string,
): { key: string; parent: string | undefined } | undefined {
  const candidates: Candidate[] = [];
  const collect = (entry: MenuEntry, parent: string | undefined) => {
    if (entry.kind === 'group') for (const child of entry.children) collect(child, entry.key);
    else if (entry.kind === 'link')
      candidates.push({ key: entry.key, path: entry.href.split('?')[0] ?? entry.href, parent });
  };
  for (const entry of menu) collect(entry, undefined);
  const best = candidates
    .filter(({ path }) => (path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return best && { key: best.key, parent: best.parent };
}
