import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appointmentReservationMachine } from '@machines/appointment-reservation.machine';
import {
  appointmentReservationModel,
  appointmentReservationModelEvents,
} from '@machines/appointment-reservation.model';
import { diagnosticsCheckMachine } from '@machines/diagnostics-check.machine';
import { diagnosticsCheckModel, diagnosticsCheckModelEvents } from '@machines/diagnostics-check.model';
import { incidentRaiseMachine } from '@machines/incident-raise.machine';
import { incidentRaiseModel, incidentRaiseModelEvents } from '@machines/incident-raise.model';
import { incidentServiceCheckMachine } from '@machines/incident-service-check.machine';
import { incidentServiceCheckModel, incidentServiceCheckModelEvents } from '@machines/incident-service-check.model';
import { sessionMachine } from '@machines/session.machine';
import { sessionModel, sessionModelEvents } from '@machines/session.model';
import { termsMachine } from '@machines/terms.machine';
import { termsModel, termsModelEvents } from '@machines/terms.model';
import type { AnyStateMachine } from 'xstate';
import { getModelPaths } from './model-paths';

// Writes .stately/<machine>.json, .mmd and .paths.md for analysts and QA (see .stately/README.md).
// Usage: tsx tests/support/stately-export.ts [--check]   (--check exits 1 when the checked-in files are stale)

/** Every machine the portal documents: add one line per new machine. */
type Entry = {
  name: string;
  machine: AnyStateMachine;
  model: AnyStateMachine;
  events: Record<string, string>;
  source: string;
};
const machines: Entry[] = [
  {
    name: 'session',
    machine: sessionMachine,
    model: sessionModel,
    events: sessionModelEvents,
    source: 'machines/session.machine.ts',
  },
  {
    name: 'terms',
    machine: termsMachine,
    model: termsModel,
    events: termsModelEvents,
    source: 'machines/terms.machine.ts',
  },
  {
    name: 'diagnostics-check',
    machine: diagnosticsCheckMachine,
    model: diagnosticsCheckModel,
    events: diagnosticsCheckModelEvents,
    source: 'machines/diagnostics-check.machine.ts',
  },
  {
    name: 'appointment-reservation',
    machine: appointmentReservationMachine,
    model: appointmentReservationModel,
    events: appointmentReservationModelEvents,
    source: 'machines/appointment-reservation.machine.ts',
  },
  {
    name: 'incident-service-check',
    machine: incidentServiceCheckMachine,
    model: incidentServiceCheckModel,
    events: incidentServiceCheckModelEvents,
    source: 'machines/incident-service-check.machine.ts',
  },
  {
    name: 'incident-raise',
    machine: incidentRaiseMachine,
    model: incidentRaiseModel,
    events: incidentRaiseModelEvents,
    source: 'machines/incident-raise.machine.ts',
  },
];

type JsonTransition = {
  eventType: string;
  target?: string[];
  guard?: string | { type?: string };
  delay?: string | number;
  actions?: Array<{ type?: string }>;
};
type JsonNode = {
  id: string;
  key: string;
  type: string;
  initial?: { target: string[] };
  states: Record<string, JsonNode>;
  transitions: JsonTransition[];
  invoke: Array<{ id: string; src: string }>;
  entry: Array<{ type: string }>;
  tags: string[];
};

const mermaidId = (stateId: string, rootId: string) =>
  stateId
    .replace(/^#/, '')
    .slice(rootId.length + 1)
    .replace(/\./g, '_');

function eventName({ eventType, delay }: JsonTransition): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return `after ${delay ?? eventType.split('.')[2]}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  return actor ? `${actor[1]}: ${actor[2]}` : eventType;
}

function transitionLabel(t: JsonTransition): string {
  const guard = typeof t.guard === 'string' ? t.guard : t.guard?.type;
  const actions = (t.actions ?? []).flatMap((a) => (a.type && !a.type.startsWith('xstate.') ? [a.type] : []));
  return `${eventName(t)}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
}

function mermaidBody(node: JsonNode, rootId: string, indent: string): string[] {
  const lines: string[] = [];
  const initial = node.initial?.target[0];
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial, rootId)}`);
  for (const child of Object.values(node.states)) {
    const id = mermaidId(child.id, rootId);
    if (Object.keys(child.states).length > 0) {
      lines.push(
        `${indent}state "${child.key}" as ${id} {`,
        ...mermaidBody(child, rootId, `${indent}  `),
        `${indent}}`,
      );
    } else if (id !== child.key) {
      lines.push(`${indent}state "${child.key}" as ${id}`);
    }
    for (const invoke of child.invoke) lines.push(`${indent}${id} : invokes ${invoke.src}`);
    const entry = child.entry.map((a) => a.type).filter((type) => !type.startsWith('xstate.'));
    if (entry.length) lines.push(`${indent}${id} : on entry ${entry.join(', ')}`);
    if (child.tags.length) lines.push(`${indent}${id} : tags ${child.tags.join(', ')}`);
    for (const t of child.transitions) {
      const targets = t.target?.length ? t.target.map((target) => mermaidId(target, rootId)) : [id];
      for (const target of targets) lines.push(`${indent}${id} --> ${target} : ${transitionLabel(t)}`);
    }
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
  }
  return lines;
}

export function toMermaid(machine: AnyStateMachine): string {
  // Round-trip through JSON: the definition holds state nodes that serialise to their "#id".
  const root = JSON.parse(JSON.stringify(machine.toJSON())) as JsonNode;
  return ['stateDiagram-v2', ...mermaidBody(root, root.id, '  '), ''].join('\n');
}

function toPathsMarkdown({ name, source, model, events }: Entry): string {
  const paths = getModelPaths(model);
  const expect = (state: unknown, tags: string[]) =>
    `\`${typeof state === 'string' ? state : JSON.stringify(state)}\`${tags.length ? ` (tags: ${tags.join(', ')})` : ''}`;
  const lines = [
    `# ${name}: test paths`,
    '',
    `Generated from \`${source}\` and its test model by \`tests/support/stately-export.ts\`; do not edit by hand.`,
    `Each path starts a fresh ${name} machine. Together they visit every state and take every transition; the`,
    'model-based test replays each one against the real machine and checks the expected state after every step.',
    '',
    '## Events',
    '',
    ...Object.entries(events).map(([type, meaning]) => `- \`${type}\`: ${meaning}`),
    '',
  ];
  paths.forEach((path, index) => {
    lines.push(
      `## Path ${index + 1}: ${path.description}`,
      '',
      `1. Start: expect ${expect(path.initial.expectedState, path.initial.expectedTags)}`,
    );
    for (const [i, step] of path.steps.entries()) {
      lines.push(`${i + 2}. \`${step.event.type}\`: expect ${expect(step.expectedState, step.expectedTags)}`);
    }
    lines.push('');
  });
  return lines.join('\n');
}

function expectedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of machines) {
    const { name, machine } = entry;
    files.set(`${name}.json`, `${JSON.stringify(machine.toJSON(), null, 2)}\n`);
    files.set(`${name}.mmd`, toMermaid(machine));
    files.set(`${name}.paths.md`, toPathsMarkdown(entry));
  }
  return files;
}

function main() {
  const dir = join(process.cwd(), '.stately');
  const files = expectedFiles();
  if (process.argv.includes('--check')) {
    const stale = [...files].filter(
      ([file, text]) => !existsSync(join(dir, file)) || readFileSync(join(dir, file), 'utf8') !== text,
    );
    const generated = /\.(json|mmd|paths\.md)$/;
    const orphaned = existsSync(dir) ? readdirSync(dir).filter((file) => generated.test(file) && !files.has(file)) : [];
    for (const file of stale.map(([file]) => file)) console.error(`.stately/${file} is out of date`);
    for (const file of orphaned) console.error(`.stately/${file} belongs to no machine in the table`);
    if (stale.length || orphaned.length) {
      console.error('Run: npx tsx tests/support/stately-export.ts');
      process.exit(1);
    }
    console.log(`.stately is up to date (${files.size} files)`);
    return;
  }
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of files) writeFileSync(join(dir, file), text);
  console.log(`Wrote ${files.size} files to .stately/`);
}

main();
