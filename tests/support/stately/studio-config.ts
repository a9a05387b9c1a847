import type { AnyStateMachine } from 'xstate';

// The machine as Stately Studio and the inspector read it: `machine.config`, the object given to createMachine, with
// implementations left as their names. Functions (context factories, `input`, `params` mappers, inline actions) cannot
// travel as JSON and are dropped; higher-order guards (not/and/or) become a named guard describing them.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

type HigherOrderGuard = { name?: string; guards?: unknown[] };

function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  const { name, guards } = guard as HigherOrderGuard;
  return guards ? `${name}(${guards.map(guardLabel).join(', ')})` : 'inlineGuard';
}

function sanitise(value: unknown, key: string): JsonValue | undefined {
  if (typeof value === 'function') return key === 'guard' ? guardLabel(value) : undefined;
  if (Array.isArray(value)) return value.map((item) => sanitise(item, key)).filter((item) => item !== undefined);
  if (value && typeof value === 'object') {
    const out: Record<string, JsonValue> = {};
    for (const [k, v] of Object.entries(value)) {
      const clean = sanitise(v, k);
      if (clean !== undefined) out[k] = clean;
    }
    return out;
  }
  if (value === undefined) return undefined;
  return value as JsonValue;
}

/** The JSON a Studio import or `createMachine(config)` accepts, every transition (always, after, onDone) kept. */
export function toStudioConfig(machine: AnyStateMachine): Record<string, JsonValue> {
  return sanitise(machine.config, '') as Record<string, JsonValue>;
}

/** The names a re-created machine needs implementations for: `{ guards, actions, actors, delays }`. */
export type ImplementationNames = Record<'guards' | 'actions' | 'actors' | 'delays', string[]>;

// `after: { 5000: … }` is a delay in ms; any other key names a delay implementation.
const NUMERIC_DELAY = /^\d+$/;

export function implementationNames(config: JsonValue): ImplementationNames {
  const names = {
    guards: new Set<string>(),
    actions: new Set<string>(),
    actors: new Set<string>(),
    delays: new Set<string>(),
  };
  const typeOf = (ref: JsonValue) =>
    typeof ref === 'string' ? ref : ref && typeof ref === 'object' && !Array.isArray(ref) ? ref.type : undefined;
  const visit = (value: JsonValue, key: string) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
      return;
    }
    if (key === 'guard' || key === 'actions' || key === 'entry' || key === 'exit') {
      const name = typeOf(value);
      if (typeof name === 'string') names[key === 'guard' ? 'guards' : 'actions'].add(name);
    }
    if (!value || typeof value !== 'object') return;
    if (key === 'after')
      for (const delay of Object.keys(value)) if (!NUMERIC_DELAY.test(delay)) names.delays.add(delay);
    if (key === 'invoke' && typeof value.src === 'string') names.actors.add(value.src);
    for (const [k, v] of Object.entries(value)) if (key !== 'actions' || k !== 'params') visit(v, k);
  };
  visit(config, '');
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    guards: sorted(names.guards),
    actions: sorted(names.actions),
    actors: sorted(names.actors),
    delays: sorted(names.delays),
  };
}

/** Code Stately Studio imports ("Import from code"): one createMachine call holding the config. */
export function toStudioSource(exportName: string, config: JsonValue, source: string): string {
  return [
    `// Generated from ${source} by tests/support/stately-export.ts; do not edit by hand.`,
    '// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.',
    "import { createMachine } from 'xstate';",
    '',
    `export const ${exportName} = createMachine(${JSON.stringify(config, null, 2)});`,
    '',
  ].join('\n');
}
