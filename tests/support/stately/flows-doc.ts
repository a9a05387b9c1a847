import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'regexparam';
import type { FlowIndex } from '../../../src/flow-viewer/flow-index';
import type { DocumentedMachine } from './discover';

// `docs/flows.md`: each flow (machine of machines/*.machine.ts) with the files that make it in every layer, all found
// from the code: the import graph of src/, machines/, tests/ and e2e/, the routes of src/app/main-routes.ts and
// src/app/routes.tsx, and the addresses e2e files open. Written and checked by `npm run stately` like .stately/.

export const FLOWS_DOC = join('docs', 'flows.md');

const SCANNED = ['src', 'machines', 'tests', 'e2e'];
/** The route tables import every page, so walking through them would give every page every flow. */
const HUBS = new Set(['src/app/lazy-pages.ts', 'src/app/main-routes.ts', 'src/app/routes.tsx']);

type Imports = {
  from: Map<string, string[]>;
  text: Map<string, string>;
  resolve: (file: string, spec: string) => string | undefined;
};
type Route = { path: string; module: string; matches: (address: string) => boolean };
type Found = { file: string; why: string };

const posix = (path: string) => path.split(sep).join('/');

function sourceFiles(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix(join(dir, entry.name));
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every file's imports (static, side-effect and dynamic, type-only included) resolved to project files. */
function importGraph(root: string): Imports {
  const files = SCANNED.flatMap((dir) => sourceFiles(root, dir)).sort();
  const known = new Set(files);
  const resolve = (file: string, spec: string): string | undefined => {
    let base: string;
    if (spec.startsWith('@/')) base = `src/${spec.slice(2)}`;
    else if (spec.startsWith('@machines/')) base = `machines/${spec.slice('@machines/'.length)}`;
    else if (spec.startsWith('.')) base = posix(join(dirname(file), spec));
    else return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((c) => known.has(c));
  };
  const from = new Map<string, string[]>();
  const text = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    text.set(file, source);
    const specs = [...source.matchAll(/\bfrom\s*'([^']+)'|\bimport\s*\(?\s*'([^']+)'/g)].map((m) => m[1] ?? m[2]);
    const targets = specs.flatMap((spec) => resolve(file, spec as string) ?? []);
    from.set(file, [...new Set(targets)].sort());
  }
  return { from, text, resolve };
}

/** The files `start` imports, directly or through files `through` accepts (start itself excluded). */
function reached(graph: Imports, start: string, through: (file: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift() as string;
    for (const next of graph.from.get(file) ?? []) {
      if (seen.has(next) || next === start) continue;
      seen.add(next);
      if (through(next)) queue.push(next);
    }
  }
  return seen;
}

/** Every route the shell serves, in the router's order (main layout first), with the module of its page. */
async function routesOf(root: string, graph: Imports): Promise<Route[]> {
  const lazyText = graph.text.get('src/app/lazy-pages.ts') ?? '';
  const loaders = new Map(
    [...lazyText.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map((m) => [m[1], m[2]] as const),
  );
  const moduleOfPage = new Map<string, string>();
  for (const [, name, spec, loader] of lazyText.matchAll(
    /export const (\w+) = lazyNamed\(\s*(?:\(\) => import\('([^']+)'\)|(\w+))/g,
  )) {
    const target = spec ?? loaders.get(loader as string);
    const module = target && graph.resolve('src/app/lazy-pages.ts', target);
    if (module) moduleOfPage.set(name as string, module);
  }
  const load = async (file: string) =>
    (await import(pathToFileURL(join(root, file)).href)) as Record<string, Record<string, unknown>>;
  const pages = await load('src/app/lazy-pages.ts');
  const nameOf = new Map<unknown, string>(Object.entries(pages).map(([name, page]) => [page, name]));
  const { mainRoutes } = (await load('src/app/main-routes.ts')) as unknown as {
    mainRoutes: Array<{ path: string; page: unknown }>;
  };
  const { paths } = (await load('src/app/paths.ts')) as unknown as { paths: Record<string, { path: string }> };
  const outside = [
    ...(graph.text.get('src/app/routes.tsx') ?? '').matchAll(
      /<Route path=(?:\{paths\.(\w+)\.path\}|"([^"]+)")([\s\S]*?)(?:\/>|<\/Route>)/g,
    ),
  ].map(([, key, literal, body]) => ({
    path: literal ?? paths[key as string]?.path ?? '',
    name: /pages\.(\w+)/.exec(body ?? '')?.[1] ?? '',
  }));
  const routes = [...mainRoutes.map((r) => ({ path: r.path, name: nameOf.get(r.page) ?? '' })), ...outside];
  return routes.flatMap(({ path, name }) => {
    const module = moduleOfPage.get(name);
    if (!path || !module) return [];
    const { pattern } = parse(path);
    return [{ path, module, matches: (address: string) => pattern.test(address) }];
  });
}

/** The page addresses a file names: string and template literals starting with `/`, query and hash left out. */
const addressesIn = (text: string) =>
  [...new Set([...text.matchAll(/['"`](\/[^'"`\s?#]*)/g)].map((m) => m[1] as string))].sort();

const link = (file: string) => `[${file}](../${file})`;
const list = (items: string[]) => (items.length ? items.join(' · ') : 'none');
const anchor = (name: string) => `#${name.toLowerCase().replace(/[^\w-]/g, '')}`;

export async function flowsDocOf(
  entries: DocumentedMachine[],
  flowIndex: FlowIndex,
  statelyFiles: Iterable<string>,
  root = process.cwd(),
): Promise<string> {
  const graph = importGraph(root);
  const files = [...graph.from.keys()];
  const routes = await routesOf(root, graph);
  const inSrc = (file: string) => file.startsWith('src/') && !HUBS.has(file);
  const pageReach = new Map(routes.map((r) => [r.module, reached(graph, r.module, inSrc).add(r.module)]));
  const testFiles = files.filter((f) => f.startsWith('tests/') && /\.test\.tsx?$/.test(f));
  const helper = (f: string) => f.startsWith('tests/') && !/\.test\.tsx?$/.test(f);
  const testReach = new Map(testFiles.map((f) => [f, reached(graph, f, helper)]));
  const e2eFiles = files.filter((f) => f.startsWith('e2e/'));
  const e2eReach = new Map(
    e2eFiles.map((f) => [f, reached(graph, f, (g) => g.startsWith('e2e/') || g.startsWith('tests/'))]),
  );
  const e2eRoutes = new Map(
    e2eFiles.map((f) => [
      f,
      new Set(addressesIn(graph.text.get(f) ?? '').flatMap((a) => routes.find((r) => r.matches(a))?.path ?? [])),
    ]),
  );
  const stately = [...statelyFiles].sort();
  const byName = new Map(flowIndex.flows.map((flow) => [flow.name, flow]));

  const sections = entries.map((entry) => {
    const flow = byName.get(entry.name);
    const base = entry.source.replace(/^machines\/(.+)\.machine\.ts$/, '$1');
    const modelFile = `machines/${base}.model.ts`;
    const model = existsSync(join(root, modelFile)) ? modelFile : undefined;
    const own = [entry.source, ...(model ? [model] : [])];
    const views = flow?.views ?? [];
    const touches = (reach: Set<string> | undefined, targets: string[]) => targets.some((t) => reach?.has(t));
    const machineTests = testFiles.filter((f) => touches(testReach.get(f), own));
    const viewTests = testFiles.filter((f) => !machineTests.includes(f) && touches(testReach.get(f), views));
    const flowRoutes = routes.filter((r) => views.some((v) => pageReach.get(r.module)?.has(v))).map((r) => r.path);
    const e2e = e2eFiles.flatMap((f): Found[] => {
      if (touches(e2eReach.get(f), own)) return [{ file: f, why: `imports its ${model ? 'model' : 'machine'}` }];
      const opened = flowRoutes.filter((path) => e2eRoutes.get(f)?.has(path));
      if (opened.length) return [{ file: f, why: `opens ${opened.map((p) => `\`${p}\``).join(', ')}` }];
      const stem = f.replace(/^.*\//, '').replace(/(\.spec|\.setup)?\.ts$/, '');
      const namedAfter = (name: string) => stem === name || stem.startsWith(`${name}-`);
      if (namedAfter(base)) return [{ file: f, why: 'named after it' }];
      // A flow the layout shows on every page has no route: its view's feature folder or file names its e2e spec.
      if (flowRoutes.length) return [];
      const feature = views.map((v) => /^src\/features\/([\w-]+)\//.exec(v)?.[1]).find((n) => n && namedAfter(n));
      if (feature) return [{ file: f, why: `named after its feature \`${feature}\`` }];
      const view = views.map((v) => v.replace(/^.*\/|\.tsx?$/g, '')).find((n) => n === stem);
      return view ? [{ file: f, why: `named after its view \`${view}\`` }] : [];
    });
    const steps = entry.model?.steps?.source;
    const children = (flow?.invokes ?? []).map((i) => (i.flow ? `[${i.flow}](${anchor(i.flow)})` : `\`${i.src}\``));
    const rows: Array<[string, string]> = [
      ['machine', `${link(entry.source)} (${flow?.states ?? 0} states, ${flow?.transitions ?? 0} transitions)`],
      ['invokes', list(children)],
      ['invoked by', list((flow?.invokedBy ?? []).map((name) => `[${name}](${anchor(name)})`))],
      ['test model', model ? link(model) : 'none'],
      ['QA words', steps ? link(posix(steps)) : 'none'],
      ['machine tests', list(machineTests.map(link))],
      ['views', list(views.map(link))],
      ['view tests', list(viewTests.map(link))],
      ['routes', list(flowRoutes.map((path) => `\`${path}\``))],
      ['e2e', list(e2e.map(({ file, why }) => `${link(file)} (${why})`))],
      ['.stately', list(stately.filter((f) => f.startsWith(`${entry.name}.`)).map((f) => `[${f}](../.stately/${f})`))],
    ];
    const summary = `| [${entry.name}](${anchor(entry.name)}) | ${views.length} | ${machineTests.length + viewTests.length} | ${e2e.length} |`;
    const table = ['| layer | files |', '|---|---|', ...rows.map(([layer, cell]) => `| ${layer} | ${cell} |`)];
    return { summary, text: [`## ${entry.name}`, '', ...table, ''].join('\n') };
  });

  return [
    '# Flows and their files',
    '',
    'Generated by `npm run stately` (tests/support/stately/flows-doc.ts) from the code; do not edit by hand.',
    '`npm run stately -- --check` (part of `npm test`) fails when it is stale.',
    '',
    'Every flow is an XState machine in `machines/<name>.machine.ts`. For each one, the files that make it:',
    '',
    '- **machine**, the machines it **invokes** and those it is **invoked by**;',
    '- its **test model** (`machines/<name>.model.ts`) and the **QA words** its script and browser walk share',
    '  (`tests/support/model-adapters/<name>-steps.ts`);',
    '- **machine tests**: files under `tests/` that import the machine or its model (directly or through a test helper);',
    '- **views**: files under `src/` that import the machine; **view tests**: tests that import one of those views;',
    '- **routes**: the routes (`src/app/main-routes.ts`, `src/app/routes.tsx`) whose page imports one of its views;',
    '- **e2e**: Playwright specs and `e2e/support/` files that import its model or machine (the model walks), that open',
    '  one of its routes, or that are named after it (`e2e/<name>*.spec.ts`); the flows the layout shows on every page',
    '  have no route of their own, so for them also the specs named after their view or its feature folder;',
    '- **.stately**: what `npm run stately` exports for analysts and QA ([README](../.stately/README.md)).',
    '',
    '"none" means no file of that layer was found.',
    '',
    '| flow | views | tests | e2e files |',
    '|---|---|---|---|',
    ...sections.map((s) => s.summary),
    '',
    ...sections.map((s) => s.text),
  ].join('\n');
}

/** The flows (by name) with no section in a flows doc. */
export const flowsMissingFrom = (doc: string, entries: DocumentedMachine[]) =>
  entries.map((e) => e.name).filter((name) => !doc.split('\n').includes(`## ${name}`));
