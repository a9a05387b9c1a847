import {
  type AnyActorRef,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  fromPromise,
  type StateValue,
} from 'xstate';
import type { Chart, ChartEdge } from './chart';

// Simulation of a machine from its exported config, as in Stately Studio: nothing runs by itself. Calls never settle
// and timers never fire; the analyst picks what happens next from the transitions enabled in the active states: an
// event, a call's done or error, a timer. Where a guard decides, each guarded transition is its own choice, and
// choosing one makes its guard pass and the guards before it fail. Eventless transitions follow the guard table
// (every guard passes unless the analyst turns it off).

/** The state node ids a state value stands for (every active node, compound ones included). */
export function activeIds(machine: AnyStateMachine, value: StateValue): Set<string> {
  const ids = new Set<string>([machine.root.id]);
  const visit = (node: AnyStateNode, v: StateValue) => {
    if (typeof v === 'string') {
      const child = node.states[v] as AnyStateNode | undefined;
      if (child) ids.add(child.id);
      return;
    }
    for (const [key, inner] of Object.entries(v)) {
      const child = node.states[key] as AnyStateNode | undefined;
      if (!child) continue;
      ids.add(child.id);
      if (inner !== undefined) visit(child, inner as StateValue);
    }
  };
  visit(machine.root, value);
  return ids;
}

/** The transitions the analyst may take now: per active state, deepest first, up to the first unguarded one per event. */
export function enabledEdges(chart: Chart, active: Set<string>): ChartEdge[] {
  const depth = (id: string) => id.split('.').length;
  const sources = [...active].sort((a, b) => depth(b) - depth(a));
  const shadowed = new Set<string>();
  const enabled: ChartEdge[] = [];
  for (const source of sources) {
    const closedHere = new Set<string>();
    for (const edge of chart.edges) {
      if (edge.source !== source || edge.kind === 'always' || shadowed.has(edge.eventType)) continue;
      if (closedHere.has(edge.eventType)) continue;
      enabled.push(edge);
      if (!edge.guard) closedHere.add(edge.eventType);
    }
    for (const event of closedHere) shadowed.add(event);
  }
  return enabled;
}

/** Every guard, action, call and delay name of the chart. */
function namesOf(chart: Chart, machine: AnyStateMachine) {
  const guards = new Set(chart.edges.flatMap((edge) => (edge.guard ? [edge.guard] : [])));
  const actions = new Set(chart.edges.flatMap((edge) => edge.actions));
  const sources = new Set<string>();
  const delays = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const action of [...node.entry, ...node.exit]) {
      const type = typeof action === 'string' ? action : (action as { type?: unknown }).type;
      if (typeof type === 'string') actions.add(type);
    }
    for (const invoke of node.invoke) if (typeof invoke.src === 'string') sources.add(invoke.src);
    for (const t of node.after) if (typeof t.delay === 'string') delays.add(t.delay);
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return { guards, actions, sources, delays };
}

/** What the analyst did: the transitions taken, oldest first, and the guard table. Replaced, never changed, on each act. */
type SimulationView = {
  /** `at`: when, ms since the epoch, unique per entry. */
  log: readonly { label: string; at: number }[];
  /** What eventless transitions' guards answer: true unless turned off here. */
  guards: Readonly<Record<string, boolean>>;
};

export type Simulation = {
  machine: AnyStateMachine;
  actor: AnyActorRef;
  /** Takes one enabled transition: its guard passes and the guards before it (same event, same state) fail. */
  take: (edge: ChartEdge) => void;
  /** Turns a guard of the eventless transitions on or off. */
  setGuard: (guard: string, passes: boolean) => void;
  /** The analyst's side for a view (`useSyncExternalStore`): what it is now, and a call on each change. */
  view: () => SimulationView;
  subscribe: (listener: () => void) => () => void;
  stop: () => void;
};

const never = () => new Promise<never>(() => {});

export function simulate(
  machine: AnyStateMachine,
  chart: Chart,
  guards: Readonly<Record<string, boolean>> = {},
): Simulation {
  const names = namesOf(chart, machine);
  let view: SimulationView = { log: [], guards };
  const listeners = new Set<() => void>();
  const update = (next: SimulationView) => {
    view = next;
    for (const listener of listeners) listener();
  };
  // For the transition being taken: which guards must pass or fail, consulted before the table.
  let forced = new Map<string, boolean>();
  const guardOf = (name: string) => () => forced.get(name) ?? view.guards[name] ?? true;
  const provided = machine.provide({
    guards: Object.fromEntries([...names.guards].map((name) => [name, guardOf(name)])),
    actions: Object.fromEntries([...names.actions].map((name) => [name, () => {}])),
    actors: Object.fromEntries([...names.sources].map((name) => [name, fromPromise(never)])),
    delays: Object.fromEntries([...names.delays].map((name) => [name, 1])),
  } as Parameters<AnyStateMachine['provide']>[0]);
  // Timers are the analyst's to fire: the clock never calls back.
  const actor = createActor(provided, {
    clock: { setTimeout: () => 0, clearTimeout: () => {} },
  } as Parameters<typeof createActor>[1]).start();
  return {
    machine,
    actor,
    view: () => view,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The table answers the next eventless transition; one already passed stays passed, as in Studio.
    setGuard: (guard, passes) => update({ ...view, guards: { ...view.guards, [guard]: passes } }),
    take: (edge) => {
      const at = Math.max(Date.now(), (view.log.at(-1)?.at ?? 0) + 1);
      const siblings = chart.edges.filter((e) => e.source === edge.source && e.eventType === edge.eventType);
      forced = new Map();
      for (const sibling of siblings) {
        if (sibling === edge) break;
        if (sibling.guard) forced.set(sibling.guard, false);
      }
      if (edge.guard) forced.set(edge.guard, true);
      // Deeper states answer first: their guarded transitions for the same event must not take it.
      for (const other of chart.edges)
        if (other.eventType === edge.eventType && other.source.startsWith(`${edge.source}.`) && other.guard)
          forced.set(other.guard, false);
      try {
        actor.send({ type: edge.eventType });
      } finally {
        forced = new Map();
        update({ ...view, log: [...view.log, { label: edge.label, at }] });
      }
    },
    stop: () => actor.stop(),
  };
}
