import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';

// One comparable description of a machine's graph, read from its resolved state nodes (not `toJSON()`, which loses
// eventless transitions): every state id and every transition as source, event, guard and targets. Delays appear as
// `xstate.after.<delay>.<state id>`, call results as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`, a compound
// state's completion as `xstate.done.state.<id>`, and eventless transitions as `always`.

type Transition = NonNullable<AnyStateNode['always']>[number];

export type GraphEdge = { source: string; event: string; guard?: string; targets: string[]; transition: Transition };

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  const { name, guards } = guard as { name?: string; guards?: unknown[] };
  return guards ? `${name}(${guards.map(guardName).join(', ')})` : 'inlineGuard';
}

/** Every transition of every state node (the root's too), in definition order. */
export function machineEdges(machine: AnyStateMachine): GraphEdge[] {
  const edges: GraphEdge[] = [];
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    const lists: Array<[string, Transition[]]> = [...node.transitions.entries()];
    if (node.always?.length) lists.push(['always', node.always]);
    for (const [event, list] of lists) {
      for (const t of list) {
        const guard = guardName(t.guard);
        edges.push({
          source: node.id,
          event,
          ...(guard ? { guard } : {}),
          targets: (t.target ?? []).map((target) => target.id),
          transition: t,
        });
      }
    }
  }
  return edges;
}

const edgeLine = (e: GraphEdge) =>
  `${e.source} —${e.event}${e.guard ? ` [${e.guard}]` : ''}→ ${e.targets.length ? e.targets.join(', ') : '(self)'}`;

/** State ids and transition lines, sorted, for comparing two machines. */
export function machineGraph(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  return {
    states: getStateNodes(machine.root)
      .map((node) => node.id)
      .sort(),
    transitions: machineEdges(machine).map(edgeLine).sort(),
  };
}
