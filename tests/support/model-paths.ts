import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, ContextFrom, EventObject, StateValue } from 'xstate';
import { createTestModel, getStateNodes, serializeSnapshot } from 'xstate/graph';

// Pure path and graph helpers (no vitest import) so the vitest harness, Testing Library renders, Playwright specs and the
// .stately export script can all share them.

/** `meta` every test-model state carries: the production state value it stands for. */
type ModelMeta = { matches: StateValue };

/** What the production machine (or a view driven by it) must show after a step. */
export type ModelExpectation<TContext = unknown> = {
  /** Production state value, for `snapshot.matches(expectedState)`. */
  expectedState: StateValue;
  /** Tags the production snapshot must carry; tags used elsewhere in the model must be absent. */
  expectedTags: string[];
  modelState: StateValue;
  modelContext: TContext;
};

export type ModelStep<TContext = unknown> = ModelExpectation<TContext> & { event: EventObject };

export type ModelPath<TContext = unknown> = {
  description: string;
  initial: ModelExpectation<TContext>;
  steps: Array<ModelStep<TContext>>;
};

const eventKey = (event: EventObject) => JSON.stringify(event);

function describeEvent({ type, ...rest }: EventObject): string {
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

function expectationOf<TContext>(snapshot: AnyMachineSnapshot): ModelExpectation<TContext> {
  const metas = Object.values(snapshot.getMeta() as Record<string, Partial<ModelMeta>>).filter(
    (m) => m.matches !== undefined,
  );
  const meta = metas.at(-1);
  if (!meta?.matches) throw new Error(`Model state ${JSON.stringify(snapshot.value)} has no meta.matches`);
  return {
    expectedState: meta.matches,
    expectedTags: [...snapshot.tags].sort(),
    modelState: snapshot.value,
    modelContext: snapshot.context as TContext,
  };
}

type Adjacency = Record<string, { transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;

/** The model's reachable graph: vertices are model states (value + context), edges every event each one accepts. */
export type ModelGraph = {
  id: string;
  start: AnyMachineSnapshot;
  adjacency: Adjacency;
  /** The shortest event sequence from the start to each vertex. */
  toVertex: Map<string, EventObject[]>;
};

export function getModelGraph(model: AnyStateMachine): ModelGraph {
  // Vertices are model states (value + context), not transitions, so every edge can be reached from its source.
  const testModel = createTestModel(model, { serializeTransition: () => '' });
  // Plain string keys: the graph's branded key types add nothing here.
  const adjacency = testModel.getAdjacencyMap() as unknown as Adjacency;
  const shortest = testModel.getShortestPaths({ allowDuplicatePaths: true });
  // Each path's first step is the initial state under `xstate.init`; later steps hold the state after their event.
  const toVertex = new Map<string, EventObject[]>(
    shortest.map((path) => [serializeSnapshot(path.state), path.steps.slice(1).map((s) => s.event)]),
  );
  const start = shortest[0]?.steps[0]?.state as AnyMachineSnapshot | undefined;
  if (!start) throw new Error(`${model.id}: the model has no initial state`);
  return { id: model.id, start, adjacency, toVertex };
}

/** A path through the graph from its start, one event after another (each must be accepted where it is sent). */
export function pathOf<TContext>(graph: ModelGraph, events: EventObject[]): ModelPath<TContext> {
  let snapshot = graph.start;
  const initial = expectationOf<TContext>(graph.start);
  const steps = events.map((event) => {
    const next = graph.adjacency[serializeSnapshot(snapshot)]?.transitions[eventKey(event)]?.state;
    if (!next) throw new Error(`${graph.id}: no adjacency for ${eventKey(event)}`);
    snapshot = next;
    return { event, ...expectationOf<TContext>(next) };
  });
  return { description: events.map(describeEvent).join(' → ') || '(start)', initial, steps };
}

/** A long walk's test title: its number, length, and the events it starts and ends with. */
export function walkTitle(path: ModelPath<unknown>, index: number, count: number): string {
  const events = path.description.split(' → ');
  const shown = events.length > 4 ? [...events.slice(0, 2), '…', ...events.slice(-2)] : events;
  return `walk ${index + 1} of ${count} (${path.steps.length} steps): ${shown.join(' → ')}`;
}

/**
 * The model's test paths: the shortest path to every model state, extended so every model transition (including events
 * a state ignores, which prove the production machine ignores them too) is the last step of some path. Paths that are
 * prefixes of longer ones are dropped. Too many to replay anywhere but as candidates: tests replay the covering set
 * (model-cover.ts) and random walks (`randomModelPath`).
 */
export function getModelPaths<TModel extends AnyStateMachine>(
  model: TModel,
  graph: ModelGraph = getModelGraph(model),
): Array<ModelPath<ContextFrom<TModel>>> {
  const sequences: EventObject[][] = [];
  for (const [vertex, { transitions }] of Object.entries(graph.adjacency)) {
    const head = graph.toVertex.get(vertex) ?? [];
    for (const { event } of Object.values(transitions)) sequences.push([...head, event]);
  }
  const keys = sequences.map((events) => events.map(eventKey).join('|'));
  // A sequence is dropped when another one starts with it and goes on ('…|'): every key's prefixes up to a '|', once
  // (comparing every pair took seconds for the funnels' two thousand sequences).
  const prefixes = new Set<string>();
  for (const key of keys)
    for (let at = key.indexOf('|'); at >= 0; at = key.indexOf('|', at + 1)) prefixes.add(key.slice(0, at));
  const kept = sequences.filter((_, i) => !prefixes.has(keys[i] ?? ''));
  const unique = [...new Map(kept.map((events) => [events.map(eventKey).join('|'), events])).values()];
  return unique.map((events) => pathOf<ContextFrom<TModel>>(graph, events));
}

/**
 * A random walk through the model for property-based runs (fast-check): the shortest way to the vertex `from` picks (modulo
 * the number of vertices, so deep states are as likely as shallow ones), then at each vertex the event the next choice
 * picks (modulo the events it accepts), stopping at a vertex that accepts none or when the choices run out.
 */
export function randomModelPath<TContext>(
  graph: ModelGraph,
  from: number,
  choices: readonly number[],
): ModelPath<TContext> {
  const vertices = [...graph.toVertex.keys()];
  const events = [...(graph.toVertex.get(vertices[from % vertices.length] ?? '') ?? [])];
  let snapshot = graph.start;
  for (const event of events)
    snapshot = graph.adjacency[serializeSnapshot(snapshot)]?.transitions[eventKey(event)]?.state ?? snapshot;
  for (const choice of choices) {
    const edges = Object.values(graph.adjacency[serializeSnapshot(snapshot)]?.transitions ?? {});
    const edge = edges[choice % Math.max(edges.length, 1)];
    if (!edge) break;
    events.push(edge.event);
    snapshot = edge.state;
  }
  return pathOf<TContext>(graph, events);
}

/** A production transition: one candidate of one event (or eventless) on one state node. */
export type TransitionInfo = { key: string; label: string };

function targetsOf(t: AnyStateNode['transitions'] extends Map<string, Array<infer T>> ? T : never): string {
  return t.target?.map((n) => n.path.join('.')).join(', ') ?? '(self)';
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String(guard.type);
  // Higher-order guards (not, and, or) are functions carrying their inner guards.
  const { guards: inner, name } = guard as { guards?: unknown[]; name?: string };
  return inner ? `${name}(${inner.map(guardName).join(', ')})` : 'inline guard';
}

export function transitionKey(sourceId: string, eventType: string, index: number): string {
  return `${sourceId}|${eventType}|${index}`;
}

/** Every state node (except the root) and every transition of a production machine, for coverage. */
export function getMachineInventory(machine: AnyStateMachine): { states: string[]; transitions: TransitionInfo[] } {
  const nodes = getStateNodes(machine.root);
  const transitions: TransitionInfo[] = [];
  for (const node of [machine.root, ...nodes]) {
    const lists: Array<[string, AnyStateNode['always']]> = [...node.transitions.entries()];
    if (node.always?.length) lists.push(['', node.always]);
    for (const [eventType, list] of lists) {
      list?.forEach((t, index) => {
        const guard = t.guard ? ` [${guardName(t.guard)}]` : '';
        transitions.push({
          key: transitionKey(node.id, eventType, index),
          label: `${node.path.join('.') || '(root)'} —${eventType || 'always'}${guard}→ ${targetsOf(t)}`,
        });
      });
    }
  }
  return { states: nodes.map((n) => n.id), transitions };
}
