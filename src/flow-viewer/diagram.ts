import type { AnyStateMachine } from 'xstate';
import { loadFlowMachine } from './api';
import { type Chart, chartOf } from './chart';
import { type Layout, layoutChart } from './layout';

/** A machine ready to draw: recreated from its config, charted and laid out. */
export type Loaded = { machine: AnyStateMachine; chart: Chart; layout: Layout };

export async function loadDiagram(name: string): Promise<Loaded> {
  const machine = await loadFlowMachine(name);
  const chart = chartOf(machine);
  return { machine, chart, layout: await layoutChart(chart) };
}
