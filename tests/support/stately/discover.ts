import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AnyStateMachine, StateMachine } from 'xstate';
import type { StepTextTable } from '../model-adapters/step-text';

// Finds what .stately documents by scanning, so a new machine needs no edit here: every state machine exported by
// machines/<name>.machine.ts; its test model from machines/<name>.model.ts (a machine export, with the event legend
// exported as `…ModelEvents`); the flow's words from tests/support/model-adapters/<name>-steps.ts (an export `…Steps`).

export type DocumentedMachine = {
  /** The file name in .stately/: `<name>` (or `<name>.<export>` when one file exports several machines). */
  name: string;
  /** The machine's export name, used for the Studio snippet. */
  exportName: string;
  machine: AnyStateMachine;
  source: string;
  model?: {
    machine: AnyStateMachine;
    source: string;
    legend?: Record<string, string>;
    steps?: { table: StepTextTable<AnyStateMachine>; source: string };
  };
};

const isMachine = (value: unknown): value is AnyStateMachine => value instanceof StateMachine;

async function load(root: string, file: string): Promise<Record<string, unknown> | undefined> {
  const path = join(root, file);
  return existsSync(path) ? ((await import(pathToFileURL(path).href)) as Record<string, unknown>) : undefined;
}

function exported<T>(module: Record<string, unknown> | undefined, test: (key: string, value: unknown) => boolean) {
  return Object.entries(module ?? {}).find(([key, value]) => test(key, value))?.[1] as T | undefined;
}

export async function discoverMachines(root = process.cwd()): Promise<DocumentedMachine[]> {
  const files = readdirSync(join(root, 'machines'))
    .filter((file) => file.endsWith('.machine.ts'))
    .sort();
  const found: DocumentedMachine[] = [];
  for (const file of files) {
    const base = file.slice(0, -'.machine.ts'.length);
    const machines = Object.entries((await load(root, join('machines', file))) ?? {}).filter(
      (entry): entry is [string, AnyStateMachine] => isMachine(entry[1]),
    );
    const modelFile = join('machines', `${base}.model.ts`);
    const modelModule = await load(root, modelFile);
    const model = exported<AnyStateMachine>(modelModule, (_, value) => isMachine(value));
    const stepsFile = join('tests', 'support', 'model-adapters', `${base}-steps.ts`);
    const steps = exported<StepTextTable<AnyStateMachine>>(await load(root, stepsFile), (key) => key.endsWith('Steps'));
    for (const [exportName, machine] of machines) {
      found.push({
        name: machines.length === 1 ? base : `${base}.${exportName}`,
        exportName,
        machine,
        source: join('machines', file),
        ...(model && machines.length === 1
          ? {
              model: {
                machine: model,
                source: modelFile,
                legend: exported<Record<string, string>>(modelModule, (key) => key.endsWith('ModelEvents')),
                ...(steps ? { steps: { table: steps, source: stepsFile } } : {}),
              },
            }
          : {}),
      });
    }
  }
  return found;
}
