import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { diagnosticsCheckMachine } from '@machines/diagnostics-check.machine';
import { incidentServiceCheckMachine } from '@machines/incident-service-check.machine';
import { termsMachine } from '@machines/terms.machine';
import { termsModel } from '@machines/terms.model';
import { type AnyStateMachine, type AnyStateNode, and, assign, createActor, createMachine, not, setup } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { eventText, stateText, stepPlaces } from '../support/model-adapters/step-text';
import { termsSteps } from '../support/model-adapters/terms-steps';
import { walkPath } from '../support/model-adapters/walk';
import { selectCoveringPaths } from '../support/model-cover';
import { getModelPaths } from '../support/model-paths';
import { type DocumentedMachine, discoverMachines } from '../support/stately/discover';
import { machineGraph } from '../support/stately/machine-graph';
import { toMermaid } from '../support/stately/mermaid';
import { toQaScript } from '../support/stately/qa-script';
import { recreate, reimportProblems } from '../support/stately/reimport';
import { implementationNames, type JsonValue, toStudioConfig } from '../support/stately/studio-config';

// What .stately/ promises analysts and QA, who read the machines without reading TypeScript: each exported file
// recreates its machine, every diagram shows every state by name and draws only edges Mermaid 11 accepts, and the QA
// scripts speak the browser walk's words.
// (`npm run stately -- --check` runs the same re-import and also renders every diagram with mermaid-cli.)

const stately = join(process.cwd(), '.stately');
const entries: DocumentedMachine[] = await discoverMachines();
const readJson = (name: string) => JSON.parse(readFileSync(join(stately, `${name}.json`), 'utf8'));

describe('the machine list', () => {
  it('holds every machine exported by machines/*.machine.ts, so a new machine needs no edit', () => {
    const files = readdirSync(join(process.cwd(), 'machines')).filter((f) => f.endsWith('.machine.ts'));
    expect(new Set(entries.map((e) => e.source))).toEqual(new Set(files.map((f) => join('machines', f))));
    expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining(['terms', 'incident-raise', 'session']));
  });
});

describe.each(entries.map((entry) => [entry.name, entry] as const))('.stately/%s', (name, entry) => {
  it('.json recreates the machine: createMachine(json) starts without error, same states and transitions', () => {
    const config = readJson(name);
    const snapshot = createActor(recreate(config)).getSnapshot();
    expect(snapshot.status).not.toBe('error');
    expect(machineGraph(recreate(config))).toEqual(machineGraph(entry.machine));
  });

  it('.studio.js is createMachine code holding the same config', async () => {
    const module = (await import(pathToFileURL(join(stately, `${name}.studio.js`)).href)) as Record<string, unknown>;
    const studio = module[entry.exportName] as AnyStateMachine;
    expect(studio.config).toEqual(readJson(name));
  });

  it('.mmd shows every state under its own name', () => {
    const diagram = readFileSync(join(stately, `${name}.mmd`), 'utf8');
    for (const node of getStateNodes(entry.machine.root) as AnyStateNode[])
      expect(diagram).toContain(`state "${node.key}`);
  });
});

describe('the exported config', () => {
  it('keeps eventless, delayed and call-result transitions', () => {
    const graph = machineGraph(recreate(readJson('incident-service-check')));
    expect(graph.transitions).toContain(
      'incidentServiceCheck.choosingDiagnostics —always [isDiagnosticsEnabled]→ incidentServiceCheck.diagnosing',
    );
    expect(machineGraph(recreate(readJson('diagnostics-check'))).transitions).toContain(
      'diagnosticsCheck.waiting —xstate.after.pollInterval.diagnosticsCheck.waiting→ diagnosticsCheck.polling',
    );
    expect(graph.transitions.some((t) => t.includes('xstate.done.actor.lookupService'))).toBe(true);
  });

  it('names implementations and drops code: params mappers, inline actions, context factories', () => {
    const machine = setup({
      guards: { isA: () => true, isB: () => true },
      actions: { notify: () => {} },
      delays: { soon: 10 },
    }).createMachine({
      id: 'sample',
      context: () => ({ count: 0 }),
      initial: 'a',
      states: {
        a: {
          on: {
            go: {
              guard: not('isA'),
              target: 'b',
              actions: [{ type: 'notify', params: () => ({ text: 'hi' }) }, assign({ count: 1 })],
            },
            both: { guard: and(['isA', not('isB')]), target: 'b' },
          },
          after: { soon: 'b', 500: 'a' },
        },
        b: { always: { guard: { type: 'isA', params: { step: 'summary' } }, target: 'a' } },
      },
    });
    const config = toStudioConfig(machine);
    expect(config).toEqual({
      id: 'sample',
      initial: 'a',
      states: {
        a: {
          on: {
            go: { guard: 'not(isA)', target: 'b', actions: [{ type: 'notify' }] },
            both: { guard: 'and(isA, not(isB))', target: 'b' },
          },
          after: { 500: 'a', soon: 'b' },
        },
        b: { always: { guard: { type: 'isA', params: { step: 'summary' } }, target: 'a' } },
      },
    });
    expect(implementationNames(config)).toEqual({
      guards: ['and(isA, not(isB))', 'isA', 'not(isA)'],
      actions: ['notify'],
      actors: [],
      delays: ['soon'],
    });
    expect(reimportProblems(machine, config)).toEqual([]);
  });

  it('is told apart from toJSON(), which createMachine cannot start from', () => {
    const definition = JSON.parse(JSON.stringify(termsMachine.toJSON())) as Record<string, JsonValue>;
    expect(reimportProblems(termsMachine, definition)[0]).toMatch(/error|throws/);
  });

  it('is told apart from a config that lost a transition', () => {
    const config = readJson('incident-service-check');
    config.states.choosingDiagnostics.always = config.states.choosingDiagnostics.always.slice(0, 1);
    expect(reimportProblems(incidentServiceCheckMachine, config)).toEqual([
      'transition missing: incidentServiceCheck.choosingDiagnostics —always→ incidentServiceCheck.done',
    ]);
  });
});

/** Each block's ids and edges; every edge must join two states declared in the same block (or its start/end). */
function blocks(diagram: string) {
  const found: Array<{ ids: Set<string>; edges: Array<[string, string]> }> = [];
  const stack: Array<(typeof found)[number]> = [];
  const open = () => {
    const block = { ids: new Set(['[*]']), edges: [] as Array<[string, string]> };
    found.push(block);
    stack.push(block);
  };
  open();
  for (const line of diagram.split('\n').map((l) => l.trim())) {
    const declared = /^state ".*" as (\S+)( \{)?$/.exec(line);
    if (declared) {
      stack.at(-1)?.ids.add(declared[1] as string);
      if (declared[2]) open();
    } else if (line === '}') stack.pop();
    else {
      const edge = /^(\S+) --> (\S+)/.exec(line);
      if (edge) stack.at(-1)?.edges.push([edge[1] as string, edge[2] as string]);
    }
  }
  return found;
}

describe('the diagrams', () => {
  it.each(entries.map((e) => [e.name, e] as const))('%s: every edge joins states of one block', (_, entry) => {
    for (const { ids, edges } of blocks(toMermaid(entry.machine)))
      for (const [from, to] of edges) expect([from, to].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('draws eventless and call-result transitions, so no waiting state is a dead end', () => {
    const diagram = toMermaid(incidentServiceCheckMachine);
    expect(diagram).toContain('choosingDiagnostics --> diagnosing : always [isDiagnosticsEnabled]');
    expect(diagram).toContain('choosingDiagnostics --> done : always');
    expect(diagram).toContain('state "lookingUp<br/>invokes lookupService<br/>tags: busy" as lookingUp');
    expect(toMermaid(diagnosticsCheckMachine)).toContain('waiting --> polling : after pollInterval');
  });

  it('lifts an edge between two composite states to the composites and names its inner ends', () => {
    const nested = createMachine({
      id: 'nested',
      initial: 'a',
      states: {
        a: { initial: 'a1', states: { a1: { on: { go: '#nested.b.b2' } } } },
        b: { initial: 'b1', states: { b1: {}, b2: {} } },
      },
    });
    expect(toMermaid(nested)).toContain('  a --> b : go (from a.a1 → b.b2)');
  });
});

describe('the QA scripts', () => {
  const terms = entries.find((e) => e.name === 'terms') as DocumentedMachine;
  const script = toQaScript(terms) as string;
  const covering = selectCoveringPaths('terms', termsModel, getModelPaths(termsModel)).paths;

  it('list the covering paths only, in the words of the flow table the browser walk reads', () => {
    expect(script.match(/^## Path /gm)).toHaveLength(covering.length);
    expect(covering.length).toBeLessThan(getModelPaths(termsModel).length);
    covering.forEach((path, p) => {
      const places = stepPlaces(path);
      path.steps.forEach((step, i) => {
        expect(script).toContain(`${i + 1}. ${eventText(termsSteps, step, places[i] as never)} \`${step.event.type}\``);
        expect(script).toContain(`   Then: ${stateText(termsSteps, step)}`);
      });
      expect(script).toContain(`## Path ${p + 1} of ${covering.length}`);
    });
    expect(script).toContain("Click the prompt's 'terms of service' link");
  });

  it('are the browser walk’s step titles', async () => {
    const path = covering.find((p) => p.steps.some((s) => s.event.type === 'terms.continue')) ?? covering[0];
    if (!path) throw new Error('no covering path');
    const titles: string[] = [];
    const drivers = Object.fromEntries(Object.keys(termsSteps.events).map((type) => [type, () => {}]));
    await walkPath(
      path,
      {},
      { drivers: drivers as never, assertState: () => {}, text: termsSteps },
      async (t, body) => {
        titles.push(t);
        await body();
      },
    );
    const places = stepPlaces(path);
    path.steps.forEach((step, i) => {
      expect(titles[i + 1]).toContain(eventText(termsSteps, step, places[i] as never));
      expect(titles[i + 1]).toContain(`then: ${stateText(termsSteps, step)}`);
    });
  });
});
