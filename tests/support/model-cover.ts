import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, ContextFrom, EventObject } from 'xstate';
import { serializeSnapshot } from 'xstate/graph';
import {
  getMachineInventory,
  getModelGraph,
  type ModelExpectation,
  type ModelGraph,
  type ModelPath,
  pathOf,
  transitionKey,
} from './model-paths';

// Pure helpers (no vitest or Playwright import): which model states and transitions a path goes through, and the
// smallest handful of paths that still go through all of them, for walks too slow to replay every path (a browser).

/** What one path goes through in the model: state node ids, transition keys and guarded events its guard blocked. */
export type PathItems = { states: string[]; transitions: string[]; blocked: string[] };

/** The greedy set cover: repeatedly takes the candidate adding the most uncovered items (ties: cheaper, then earlier). */
export function greedyCover<T>(
  candidates: readonly T[],
  itemsOf: (candidate: T) => Iterable<string>,
  cost: (candidate: T) => number = () => 1,
): T[] {
  const items = candidates.map((c) => new Set(itemsOf(c)));
  const uncovered = new Set(items.flatMap((set) => [...set]));
  const chosen = new Set<number>();
  while (uncovered.size > 0) {
    let best = -1;
    let bestGain = 0;
    for (const [index, set] of items.entries()) {
      if (chosen.has(index)) continue;
      let gain = 0;
      for (const item of set) if (uncovered.has(item)) gain += 1;
      const better =
        gain > bestGain ||
        (gain === bestGain && gain > 0 && cost(candidates[index] as T) < cost(candidates[best] as T));
      if (better) {
        best = index;
        bestGain = gain;
      }
    }
    // Cannot happen while items come from the candidates themselves; kept so a bad itemsOf cannot loop forever.
    if (best < 0) break;
    chosen.add(best);
    for (const item of items[best] ?? []) uncovered.delete(item);
  }
  // In the order they were generated, so a report reads like the full list with lines left out.
  return candidates.filter((_, index) => chosen.has(index));
}

function snapshotOf(model: AnyStateMachine, expected: ModelExpectation<unknown>): AnyMachineSnapshot {
  return model.resolveState({
    value: expected.modelState,
    context: expected.modelContext as ContextFrom<typeof model>,
  });
}

const nodesOf = (snapshot: AnyMachineSnapshot) =>
  (snapshot._nodes as AnyStateNode[]).filter((node) => node.parent !== undefined);

/** What one step covers: the states it ends in, the transitions it takes, or the guarded event it sends while blocked. */
function stepItems(model: AnyStateMachine, from: AnyMachineSnapshot, event: EventObject, to: AnyMachineSnapshot) {
  const states = nodesOf(to).map((node) => node.id);
  const taken = model.getTransitionData(from as never, event as never);
  const transitions = taken.map((t) =>
    transitionKey(t.source.id, t.eventType, (t.source.transitions.get(t.eventType) ?? []).indexOf(t)),
  );
  const blocked =
    taken.length > 0
      ? []
      : nodesOf(from)
          .filter((node) => node.transitions.get(event.type)?.some((t) => t.guard))
          .map((node) => `${node.id}|${event.type}|blocked`);
  return { states, transitions, blocked };
}

/**
 * The model states a path visits, the model transitions it takes (keys as in `getMachineInventory`), and the guarded
 * events it sends while their guard is false (e.g. Continue pressed on an incomplete form), which prove nothing happens.
 */
export function pathItems<TModel extends AnyStateMachine>(
  model: TModel,
  path: ModelPath<ContextFrom<TModel>>,
): PathItems {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const blocked = new Set<string>();
  let snapshot = snapshotOf(model, path.initial);
  for (const node of nodesOf(snapshot)) states.add(node.id);
  for (const step of path.steps) {
    const next = snapshotOf(model, step);
    const items = stepItems(model, snapshot, step.event, next);
    for (const id of items.states) states.add(id);
    for (const key of items.transitions) transitions.add(key);
    for (const key of items.blocked) blocked.add(key);
    snapshot = next;
  }
  return { states: [...states], transitions: [...transitions], blocked: [...blocked] };
}

/**
 * What a selection must cover. 'all': every model state, every model transition and every guarded event that can be
 * refused. 'views': every model state and every refused guarded event (what a view shows: each state's words, each
 * refusal's messages), not every way between them.
 */
export type Cover = 'all' | 'views';

export type PathSelection<TContext> = {
  paths: Array<ModelPath<TContext>>;
  /** Out of: every state and transition of the model; guarded events blocked anywhere in the full path set. */
  states: { hit: number; total: number; missed: string[] };
  transitions: { hit: number; total: number; missed: string[] };
  blocked: { hit: number; total: number; missed: string[] };
  /** One line for a test run's output, e.g. `terms: 11 of 34 paths cover 6/6 states, 17/17 transitions, …`. */
  summary: string;
};

const tally = (all: string[], hit: Set<string>, label = (s: string) => s) => {
  const missed = all.filter((item) => !hit.has(item));
  return { hit: all.length - missed.length, total: all.length, missed: missed.map(label) };
};

/**
 * The fewest paths (greedy set cover, preferring fewer steps) that together visit every model state, take every model
 * transition (unless `cover` is 'views') and send every guarded event while it is blocked that the full set does: for
 * walks where each path is slow. `name` starts the summary line.
 */
export function selectCoveringPaths<TModel extends AnyStateMachine>(
  name: string,
  model: TModel,
  paths: Array<ModelPath<ContextFrom<TModel>>>,
  { cover = 'all' }: { cover?: Cover } = {},
): PathSelection<ContextFrom<TModel>> {
  const items = new Map(paths.map((path) => [path, pathItems(model, path)]));
  const itemsOf = (path: ModelPath<ContextFrom<TModel>>) => {
    const { states, transitions, blocked } = items.get(path) as PathItems;
    const taken = cover === 'all' ? transitions.map((t) => `transition:${t}`) : [];
    return [...states.map((s) => `state:${s}`), ...taken, ...blocked];
  };
  const chosen = greedyCover(paths, itemsOf, (path) => path.steps.length);
  const blockable = new Set(paths.flatMap((p) => items.get(p)?.blocked ?? []));
  return summarise(name, model, chosen, blockable, `of ${paths.length} paths`);
}

/** What the chosen paths cover, out of every model state and transition and the guarded events that can be blocked. */
function summarise<TModel extends AnyStateMachine>(
  name: string,
  model: TModel,
  chosen: Array<ModelPath<ContextFrom<TModel>>>,
  blockable: Set<string>,
  outOf: string,
): PathSelection<ContextFrom<TModel>> {
  const items = new Map(chosen.map((path) => [path, pathItems(model, path)]));
  const union = (key: keyof PathItems) => new Set(chosen.flatMap((p) => items.get(p)?.[key] ?? []));
  const inventory = getMachineInventory(model);
  const labels = new Map(inventory.transitions.map((t) => [t.key, t.label]));
  const states = tally(inventory.states, union('states'));
  const transitions = tally(
    inventory.transitions.map((t) => t.key),
    union('transitions'),
    (key) => labels.get(key) ?? key,
  );
  const blocked = tally([...blockable].sort(), union('blocked'));
  const ratio = (t: { hit: number; total: number }) => `${t.hit}/${t.total}`;
  const guards = blocked.total > 0 ? `, ${ratio(blocked)} guarded events while blocked` : '';
  return {
    paths: chosen,
    states,
    transitions,
    blocked,
    summary: `${name}: ${chosen.length} ${outOf} cover ${ratio(states)} states, ${ratio(transitions)} transitions${guards}`,
  };
}

/** Each step of a path as its graph vertex (serialised model state and context) and event. */
function stepKeys(graph: ModelGraph, path: ModelPath<unknown>): string[] {
  const keys: string[] = [];
  let vertex: AnyMachineSnapshot = graph.start;
  for (const { event } of path.steps) {
    const key = serializeSnapshot(vertex);
    keys.push(`${key}|${JSON.stringify(event)}`);
    const next = graph.adjacency[key]?.transitions[JSON.stringify(event)]?.state;
    if (!next) throw new Error(`${graph.id}: no step ${JSON.stringify(event)} from ${key}`);
    vertex = next;
  }
  return keys;
}

/**
 * Walks instead of paths, for a browser, where every path is a fresh page and a signed-in context: from the model's start,
 * go to the nearest edge that visits a state, takes a transition or blocks a guarded event not yet covered (a breadth-first
 * search over the model's graph), take it, and go on from there; start again only where nothing uncovered is reachable any
 * more (a final state) or the walk has `maxSteps` steps. Each walk is one path from the start, so every adapter replays it
 * unchanged; together they cover what the covering set covers, in fewer steps and far fewer fresh pages.
 */
export function selectCoveringWalks<TModel extends AnyStateMachine>(
  name: string,
  model: TModel,
  {
    graph = getModelGraph(model),
    maxSteps = 40,
    over,
    endsWalk,
  }: {
    graph?: ModelGraph;
    maxSteps?: number;
    /**
     * Steps a walk cannot go on from (the page cannot be brought to the model's next state there): a walk taking one
     * ends with it, as a covering path would, and the next walk starts again from the start.
     */
    endsWalk?: (from: AnyMachineSnapshot, event: EventObject) => boolean;
    /**
     * Only the steps these paths take (from the same model state and context, by the same event): walks then go only
     * where an adapter has already been seen to go, e.g. over the covering paths an adapter passes.
     */
    over?: Array<ModelPath<ContextFrom<TModel>>>;
  } = {},
): PathSelection<ContextFrom<TModel>> {
  type Edge = { event: EventObject; to: string; items: string[]; ends: boolean };
  const edgesOf = new Map<string, Edge[]>();
  // Each vertex's snapshot: the start, and every edge's target.
  const snapshots = new Map<string, AnyMachineSnapshot>([[serializeSnapshot(graph.start), graph.start]]);
  for (const { transitions } of Object.values(graph.adjacency))
    for (const { state } of Object.values(transitions)) snapshots.set(serializeSnapshot(state), state);
  const allowed = over && new Set(over.flatMap((path) => stepKeys(graph, path)));
  for (const [vertex, { transitions }] of Object.entries(graph.adjacency)) {
    const from = snapshots.get(vertex) as AnyMachineSnapshot;
    edgesOf.set(
      vertex,
      Object.values(transitions)
        .filter(({ event }) => !allowed || allowed.has(`${vertex}|${JSON.stringify(event)}`))
        .map(({ event, state }) => {
          const { states, transitions, blocked } = stepItems(model, from, event, state);
          const items = [
            ...states.map((id) => `state:${id}`),
            ...transitions.map((key) => `transition:${key}`),
            ...blocked,
          ];
          return { event, to: serializeSnapshot(state), items, ends: endsWalk?.(from, event) ?? false };
        }),
    );
  }
  const startKey = serializeSnapshot(graph.start);
  const uncovered = new Set([...edgesOf.values()].flatMap((edges) => edges.flatMap((e) => e.items)));
  for (const node of nodesOf(graph.start)) uncovered.delete(`state:${node.id}`);
  const gains = (edge: Edge) => edge.items.some((item) => uncovered.has(item));

  /** The events from `from` to the nearest edge that still covers something, that edge's event last. */
  const nearest = (from: string): EventObject[] | undefined => {
    const back = new Map<string, { prev: string; event: EventObject } | null>([[from, null]]);
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      const vertex = queue[i] as string;
      for (const edge of edgesOf.get(vertex) ?? []) {
        if (gains(edge)) {
          const events = [edge.event];
          for (let at = back.get(vertex); at; at = back.get(at.prev)) events.unshift(at.event);
          return events;
        }
        if (!edge.ends && !back.has(edge.to)) {
          back.set(edge.to, { prev: vertex, event: edge.event });
          queue.push(edge.to);
        }
      }
    }
    return undefined;
  };

  const walks: EventObject[][] = [];
  let events: EventObject[] = [];
  let at: string = startKey;
  while (uncovered.size > 0) {
    const more = events.length < maxSteps ? nearest(at) : undefined;
    if (!more) {
      if (events.length === 0) break; // nothing left reachable from the start: cannot happen for a connected graph
      walks.push(events);
      events = [];
      at = startKey;
      continue;
    }
    let ended = false;
    for (const event of more) {
      const edge = (edgesOf.get(at) ?? []).find((e) => JSON.stringify(e.event) === JSON.stringify(event)) as Edge;
      for (const item of edge.items) uncovered.delete(item);
      events.push(event);
      at = edge.to;
      ended = edge.ends;
    }
    if (ended) {
      walks.push(events);
      events = [];
      at = startKey;
    }
  }
  if (events.length) walks.push(events);
  const paths = walks.map((w) => pathOf<ContextFrom<TModel>>(graph, w));
  const blockable = new Set(
    [...edgesOf.values()].flatMap((edges) => edges.flatMap((e) => e.items.filter((i) => i.endsWith('|blocked')))),
  );
  const steps = paths.reduce((sum, p) => sum + p.steps.length, 0);
  return summarise(name, model, paths, blockable, `walks (${steps} steps)`);
}
