import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { StateValue } from 'xstate';
import type { FlowIndex, FlowIndexEntry, QaPath } from '../../../src/flow-viewer/flow-index';
import type { DocumentedMachine } from './discover';
import { machineGraph } from './machine-graph';
import { coveringPaths, qaWords } from './qa-script';

// `.stately/flows.json`: what the flow viewer (/sandbox/flows, src/flow-viewer/) lists and plays. For every machine:
// its size, the machines it invokes and those that invoke it, the views that use it, and its test model's covering
// paths in the QA script's words, each step with the production state it must reach (what the viewer highlights).

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The views (files under src/) that import a machine file, by machine file base name. */
function viewsByMachine(root: string): Map<string, string[]> {
  const views = new Map<string, string[]>();
  for (const file of sourceFiles(join(root, 'src')).sort()) {
    const text = readFileSync(file, 'utf8');
    for (const [, base] of text.matchAll(/from '@machines\/([\w-]+)\.machine'/g)) {
      const list = views.get(base as string) ?? [];
      list.push(relative(root, file));
      views.set(base as string, list);
    }
  }
  return views;
}

const invokedSources = (config: unknown): string[] => {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { invoke, states } = node as { invoke?: unknown; states?: Record<string, unknown> };
    for (const one of [invoke].flat()) {
      const src = (one as { src?: unknown } | undefined)?.src;
      if (typeof src === 'string') found.add(src);
    }
    for (const child of Object.values(states ?? {})) visit(child);
  };
  visit(config);
  return [...found];
};

export function flowIndexOf(entries: DocumentedMachine[], root = process.cwd()): FlowIndex {
  const views = viewsByMachine(root);
  const nameOfLogic = new Map<unknown, string>(entries.map((entry) => [entry.machine, entry.name]));
  const invokes = new Map(
    entries.map((entry) => {
      const actors = (entry.machine.implementations.actors ?? {}) as Record<string, unknown>;
      return [
        entry.name,
        invokedSources(entry.machine.config).map((src) => {
          const flow = nameOfLogic.get(actors[src]);
          return flow ? { src, flow } : { src };
        }),
      ] as const;
    }),
  );
  const flows = entries.map((entry): FlowIndexEntry => {
    const { states, transitions } = machineGraph(entry.machine);
    const base = entry.source.replace(/^machines\/(.+)\.machine\.ts$/, '$1');
    return {
      name: entry.name,
      id: entry.machine.id,
      source: entry.source,
      lines: readFileSync(join(root, entry.source), 'utf8').split('\n').length - 1,
      states: states.length,
      transitions: transitions.length,
      invokes: invokes.get(entry.name) ?? [],
      invokedBy: entries
        .filter((other) => invokes.get(other.name)?.some((i) => i.flow === entry.name))
        .map((other) => other.name),
      views: views.get(base) ?? [],
      ...(entry.model ? { model: entry.model.source } : {}),
      paths: coveringPaths(entry)?.paths.length ?? 0,
    };
  });
  return { generatedBy: 'npm run stately', flows };
}

/** `.stately/<name>.qa.json`: the covering paths in the QA script's words, or undefined without a test model. */
export function qaPathsOf(entry: DocumentedMachine): QaPath[] | undefined {
  const selection = coveringPaths(entry);
  const words = qaWords(entry);
  if (!selection || !words) return undefined;
  return selection.paths.map((path) => ({
    start: { state: path.initial.expectedState as StateValue, sees: words.state(path.initial) },
    steps: path.steps.map((step, index) => ({
      event: step.event.type,
      does: words.event(path, index),
      state: step.expectedState as StateValue,
      sees: words.state(step),
    })),
  }));
}
