import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, ContextFrom } from 'xstate';
import { getMachineInventory, type ModelExpectation, type ModelPath, transitionKey } from './model-paths';

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
    const taken = model.getTransitionData(snapshot as never, step.event as never);
    for (const t of taken) {
      const list = t.source.transitions.get(t.eventType) ?? [];
      transitions.add(transitionKey(t.source.id, t.eventType, list.indexOf(t)));
    }
    if (taken.length === 0) {
      for (const node of nodesOf(snapshot)) {
        if (node.transitions.get(step.event.type)?.some((t) => t.guard))
          blocked.add(`${node.id}|${step.event.type}|blocked`);
      }
    }
    snapshot = snapshotOf(model, step);
    for (const node of nodesOf(snapshot)) states.add(node.id);
  }
  return { states: [...states], transitions: [...transitions], blocked: [...blocked] };
}

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
 * transition and send every guarded event while it is blocked that the full set does: for walks where each path is
 * slow, such as a browser. `name` starts the summary line.
 */
export function selectCoveringPaths<TModel extends AnyStateMachine>(
  name: string,
  model: TModel,
  paths: Array<ModelPath<ContextFrom<TModel>>>,
): PathSelection<ContextFrom<TModel>> {
  const items = new Map(paths.map((path) => [path, pathItems(model, path)]));
  const itemsOf = (path: ModelPath<ContextFrom<TModel>>) => {
    const { states, transitions, blocked } = items.get(path) as PathItems;
    return [...states.map((s) => `state:${s}`), ...transitions.map((t) => `transition:${t}`), ...blocked];
  };
  const chosen = greedyCover(paths, itemsOf, (path) => path.steps.length);
  const union = (list: typeof paths, key: keyof PathItems) => new Set(list.flatMap((p) => items.get(p)?.[key] ?? []));

  const inventory = getMachineInventory(model);
  const labels = new Map(inventory.transitions.map((t) => [t.key, t.label]));
  const states = tally(inventory.states, union(chosen, 'states'));
  const transitions = tally(
    inventory.transitions.map((t) => t.key),
    union(chosen, 'transitions'),
    (key) => labels.get(key) ?? key,
  );
  const blocked = tally([...union(paths, 'blocked')].sort(), union(chosen, 'blocked'));
  const ratio = (t: { hit: number; total: number }) => `${t.hit}/${t.total}`;
  const guards = blocked.total > 0 ? `, ${ratio(blocked)} guarded events while blocked` : '';
  return {
    paths: chosen,
    states,
    transitions,
    blocked,
    summary: `${name}: ${chosen.length} of ${paths.length} paths cover ${ratio(states)} states, ${ratio(transitions)} transitions${guards}`,
  };
}
