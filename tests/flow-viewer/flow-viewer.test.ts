import { readFileSync } from 'node:fs';
import { type AnyStateMachine, createMachine } from 'xstate';
import { type ChartEdge, chartNodes, chartOf } from '@/flow-viewer/chart';
import { flowIndex, qaPaths } from '@/flow-viewer/flow-index';
import { layoutChart } from '@/flow-viewer/layout';
import { qaExportFileName, qaPathAsPlaywright } from '@/flow-viewer/qa-export';
import { activeIds, enabledEdges, simulate } from '@/flow-viewer/simulation';

// The flow viewer's drawing, simulation and QA export over the generated .stately files, as the browser reads them
// (the page itself: e2e/flow-viewer.spec.ts).

const read = (file: string) => JSON.parse(readFileSync(`.stately/${file}`, 'utf8')) as unknown;
const index = flowIndex.parse(read('flows.json'));
const machineOf = (name: string) => createMachine(read(`${name}.json`) as never) as AnyStateMachine;

/** The QA path of the FTTP funnel exported into e2e/ and run there as generated. */
const exportedFttpPath = 14;

describe('every machine of machines/', () => {
  it('is listed, and draws, lays out and starts a simulation without an error', { timeout: 120_000 }, async () => {
    expect(index.flows.map((f) => f.source)).toEqual(
      expect.arrayContaining(['machines/fttp-order.machine.ts', 'machines/live-chat.machine.ts']),
    );
    for (const flow of index.flows) {
      const machine = machineOf(flow.name);
      const chart = chartOf(machine);
      // Every state (the root besides) and every transition of the index is on the chart.
      expect(chartNodes(chart.root).length - 1, flow.name).toBe(flow.states);
      expect(chart.edges.length, flow.name).toBe(flow.transitions);
      const layout = await layoutChart(chart);
      expect(layout.nodes.length, flow.name).toBe(flow.states + 1);
      for (const placed of layout.nodes) expect(placed.width * placed.height, placed.node.id).toBeGreaterThan(0);
      for (const placed of layout.edges) expect(placed.points.length, placed.edge.id).toBeGreaterThanOrEqual(2);
      const simulation = simulate(machine, chart);
      expect(activeIds(machine, simulation.actor.getSnapshot().value).size, flow.name).toBeGreaterThan(1);
      simulation.stop();
      if (flow.paths > 0) expect(qaPaths.parse(read(`${flow.name}.qa.json`)), flow.name).toHaveLength(flow.paths);
    }
  });
});

describe('the simulation', () => {
  const machine = machineOf('live-chat');
  const chart = chartOf(machine);
  const edge = (label: string) => chart.edges.find((e) => e.label === label) as ChartEdge;
  const labelsNow = (value: unknown) => enabledEdges(chart, activeIds(machine, value as never)).map((e) => e.label);

  it('runs nothing by itself: calls and timers wait for the analyst', () => {
    const simulation = simulate(machine, chart);
    expect(simulation.actor.getSnapshot().value).toBe('closed');
    simulation.take(edge('open'));
    expect(simulation.actor.getSnapshot().value).toBe('starting');
    expect(labelsNow('starting')).toEqual([
      'done: loadConversation / assignConversation',
      'error: loadConversation / assignError',
    ]);
    simulation.take(edge('done: loadConversation / assignConversation'));
    expect(simulation.actor.getSnapshot().value).toBe('open');
    simulation.take(edge('after poll'));
    expect(simulation.actor.getSnapshot().value).toBe('polling');
    expect(simulation.view().log.map((l) => l.label)).toEqual([
      'open',
      'done: loadConversation / assignConversation',
      'after poll',
    ]);
  });

  it('lets the analyst decide a guard: the guarded transition is taken, or the guard table says no', () => {
    const passing = simulate(machine, chart);
    passing.take(edge('open'));
    passing.take(edge('done: loadConversation / assignConversation'));
    passing.take(edge('send [hasDraft]'));
    expect(passing.actor.getSnapshot().value).toBe('sending');
    // Eventless: `checking` goes to notStarted when canStart is turned off in the guard table.
    const refused = simulate(machine, chart, { canStart: false });
    expect(refused.actor.getSnapshot().value).toBe('notStarted');
  });
});

describe('a QA path exported as a Playwright test', () => {
  const paths = qaPaths.parse(read('fttp-order.qa.json'));

  it('replays the FTTP path with the funnel’s own browser walk; the copy in e2e/ is what the viewer exports', () => {
    const path = paths[exportedFttpPath] as (typeof paths)[number];
    const code = qaPathAsPlaywright('fttp-order', path, exportedFttpPath, paths.length);
    expect(code).toContain("import { fttpOrderWalk } from './support/fttp-order-walk';");
    expect(code).toContain(`only: [\n    [\n${path.steps.map((s) => `      '${s.event}',\n`).join('')}    ],\n  ],`);
    expect(readFileSync(`e2e/${qaExportFileName('fttp-order', exportedFttpPath)}`, 'utf8')).toBe(code);
  });

  it('is a skeleton marked fixme, one step per line of the QA script, for a flow without a browser walk', () => {
    const [path] = qaPaths.parse(read('live-chat.qa.json'));
    const first = path as (typeof paths)[number];
    const code = qaPathAsPlaywright('live-chat', first, 0, 17);
    expect(code).toContain("test.fixme('live-chat QA path 1 of 17'");
    expect(code).toContain(`await test.step('1. ${first.steps[0]?.event}'`);
    expect(code.match(/await test\.step\(/g)).toHaveLength(first.steps.length);
  });
});
