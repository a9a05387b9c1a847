import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, inject, it, type Mock, vi } from 'vitest';
import {
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type ContextFrom,
  createActor,
  type EventFromLogic,
  fromPromise,
  type InputFrom,
  type InspectionEvent,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { selectCoveringPaths } from './model-cover';
import {
  getMachineInventory,
  getModelGraph,
  getModelPaths,
  type ModelExpectation,
  type ModelPath,
  type ModelStep,
  randomModelPath,
  transitionKey,
} from './model-paths';

declare module 'vitest' {
  interface ProvidedContext {
    /** Set by tests/support/model-coverage-report.ts when the run prints one coverage table at its end. */
    modelCoverageDir?: string;
  }
}

/** One coverage row, as printed in the table at the end of the run. */
type ModelCoverageRow = {
  machine: string;
  states: string;
  transitions: string;
  /** Paths replayed for coverage: the covering set (`testMachineWithModel`) or every path (`runModelPaths`). */
  paths: number;
  /** Paths the model generates, of which `paths` were chosen. */
  generated: number;
  /** Random event sequences replayed (fast-check), fixed seed. */
  random: number;
  coverage: string;
};

type Pending = { input: unknown; resolve: (output: unknown) => void; reject: (error: unknown) => void };

/** What a driver gets: the running production actor and the handles that stand in for the outside world. */
export type DriverContext<TMachine extends AnyStateMachine, TContext> = {
  actor: Actor<TMachine>;
  snapshot: () => ReturnType<Actor<TMachine>['getSnapshot']>;
  step: ModelStep<TContext>;
  send: (event: EventFromLogic<TMachine>) => Promise<void>;
  /** Settles the running invocation of a stubbed actor (named as in setup({ actors })). */
  resolve: (actor: string, output?: unknown) => Promise<void>;
  reject: (actor: string, error?: unknown) => Promise<void>;
  /** Input the running invocation of a stubbed actor received. */
  inputOf: (actor: string) => unknown;
  /** Moves vitest's fake clock (timers and Date.now) forward. */
  advance: (ms: number) => Promise<void>;
  /** Spies standing in for every side-effect action named in setup({ actions }). */
  actions: Record<string, Mock>;
  /**
   * Stops the running actor and starts a fresh one with this input (e.g. a page reload with a persisted draft, or a
   * feature flag read differently); coverage is recorded on both.
   */
  restart: (input: InputFrom<TMachine>) => Promise<void>;
};

export type AssertContext<TMachine extends AnyStateMachine, TContext> = Omit<
  DriverContext<TMachine, TContext>,
  'step'
> & {
  step: ModelExpectation<TContext>;
};

export type ModelTestSpec<TMachine extends AnyStateMachine, TModel extends AnyStateMachine> = {
  name: string;
  machine: TMachine;
  model: TModel;
  input?: InputFrom<TMachine>;
  /** How each model event is made to happen to the production actor. */
  drivers: {
    [K in EventFromLogic<TModel>['type']]: (ctx: DriverContext<TMachine, ContextFrom<TModel>>) => Promise<void> | void;
  };
  /** Checks beyond `meta.matches` and tags, run after the start and after every step. */
  assertState?: (ctx: AssertContext<TMachine, ContextFrom<TModel>>) => void;
  /** Fake clock start, so expiry and dates are deterministic. */
  now?: Date;
  /**
   * Built-in actions to stand in for with spies as well, e.g. a child machine's `sendParent` when the child runs on its
   * own (it has no parent to send to); side-effect actions are spies already.
   */
  spy?: string[];
  /** Property-based runs: random event sequences through the model (fast-check, fixed seed); defaults below. */
  random?: { runs?: number; maxSteps?: number };
};

/** The property-based runs' seed: fixed, so a run is repeatable and a failure names the sequence that fails. */
const modelRandomSeed = 19;
const defaultRandomRuns = 50;
const defaultRandomSteps = 12;

// Enough turns for a settled promise actor to report to its parent and the parent to transition.
async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

// Built-in actions (assign, raise, sendTo, enqueueActions…) carry an `xstate.` type; anything else is a side effect.
const isSideEffect = (impl: unknown) =>
  typeof impl === 'function' && !String((impl as { type?: unknown }).type ?? '').startsWith('xstate.');

/** Runs one model path against a fresh production actor; returns the state nodes and transitions it took. */
async function runPath<TMachine extends AnyStateMachine, TModel extends AnyStateMachine>(
  spec: ModelTestSpec<TMachine, TModel>,
  path: ModelPath<ContextFrom<TModel>>,
  modelTags: string[],
) {
  const visitedStates = new Set<string>();
  const takenTransitions = new Set<string>();
  const pending = new Map<string, Pending>();
  const actions: Record<string, Mock> = {};
  const actors: Record<string, unknown> = {};
  for (const name of Object.keys(spec.machine.implementations.actors)) {
    actors[name] = fromPromise(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          pending.set(name, { input, resolve, reject });
          signal.addEventListener('abort', () => pending.delete(name));
        }),
    );
  }
  for (const [name, impl] of Object.entries(spec.machine.implementations.actions)) {
    if (isSideEffect(impl) || spec.spy?.includes(name)) actions[name] = vi.fn();
  }

  vi.useFakeTimers({ now: spec.now ?? new Date('2026-01-05T09:00:00Z') });
  const machine = spec.machine.provide({ actors, actions } as never) as TMachine;
  let actor: Actor<TMachine> | undefined;
  // Events the actor reports while it is being created (its initial eventless transitions), sorted out once it exists.
  const early: InspectionEvent[] = [];
  const record = (event: InspectionEvent) => {
    if (!actor) {
      early.push(event);
      return;
    }
    if (event.actorRef !== actor) return;
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) visitedStates.add(node.id);
    }
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions as AnyTransitionDefinition[]) {
        const list = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
        takenTransitions.add(transitionKey(t.source.id, t.eventType, list?.indexOf(t) ?? -1));
        // A transient state (left at once by an eventless transition) shows in no snapshot, only as a source.
        visitedStates.add(t.source.id);
      }
    }
  };
  try {
    const create = (input: unknown) => {
      actor = undefined;
      const created = createActor(machine, { input, inspect: record } as never) as Actor<TMachine>;
      actor = created;
      for (const event of early.splice(0)) record(event);
      return created;
    };
    actor = create(spec.input);
    let live = actor;
    const settle = (name: string, how: 'resolve' | 'reject', value: unknown) => {
      const call = pending.get(name);
      if (!call) throw new Error(`${spec.name}: no running invocation of '${name}' to ${how}`);
      pending.delete(name);
      call[how](value);
      return flush();
    };
    const base = {
      get actor() {
        return live;
      },
      snapshot: () => live.getSnapshot(),
      send: (event: EventFromLogic<TMachine>) => {
        live.send(event);
        return flush();
      },
      resolve: (name: string, output?: unknown) => settle(name, 'resolve', output),
      reject: (name: string, error: unknown = new Error('stubbed failure')) => settle(name, 'reject', error),
      inputOf: (name: string) => pending.get(name)?.input,
      advance: async (ms: number) => {
        await vi.advanceTimersByTimeAsync(ms);
        await flush();
      },
      actions,
      restart: async (input: InputFrom<TMachine>) => {
        live.stop();
        actor = create(input);
        live = actor;
        live.start();
        await flush();
      },
    };
    const check = (expected: ModelExpectation<ContextFrom<TModel>>, after: string) => {
      const snapshot = live.getSnapshot() as AnyMachineSnapshot;
      const where = `${spec.name} after ${after} (path: ${path.description})`;
      expect(snapshot.status, `${where}: actor status`).not.toBe('error');
      expect(
        snapshot.matches(expected.expectedState as never),
        `${where}: production is in ${JSON.stringify(snapshot.value)}, model expects ${JSON.stringify(expected.expectedState)}`,
      ).toBe(true);
      for (const tag of modelTags) {
        expect(snapshot.hasTag(tag), `${where}: tag '${tag}'`).toBe(expected.expectedTags.includes(tag));
      }
      spec.assertState?.({ ...base, step: expected });
    };
    live.start();
    await flush();
    check(path.initial, 'start');
    for (const step of path.steps) {
      await spec.drivers[step.event.type as EventFromLogic<TModel>['type']]({ ...base, step });
      check(step, step.event.type);
    }
  } finally {
    actor?.stop();
    vi.useRealTimers();
  }
  return { visitedStates, takenTransitions };
}

type PathResult = Awaited<ReturnType<typeof runPath>>;

export type ModelCoverage = { row: ModelCoverageRow; missedStates: string[]; missedTransitions: string[] };

/** Production states and transitions the path runs did not reach, and the coverage row. */
function coverageOf(
  machine: AnyStateMachine,
  results: PathResult[],
  paths: number,
  extra: { generated?: number; random?: number } = {},
): ModelCoverage {
  const inventory = getMachineInventory(machine);
  const seenStates = new Set(results.flatMap((r) => [...r.visitedStates]));
  const seenTransitions = new Set(results.flatMap((r) => [...r.takenTransitions]));
  const missedStates = inventory.states.filter((s) => !seenStates.has(s));
  const missedTransitions = inventory.transitions.filter((t) => !seenTransitions.has(t.key)).map((t) => t.label);
  const statesHit = inventory.states.length - missedStates.length;
  const transitionsHit = inventory.transitions.length - missedTransitions.length;
  const ratio = (statesHit + transitionsHit) / (inventory.states.length + inventory.transitions.length);
  return {
    row: {
      machine: machine.id,
      states: `${statesHit}/${inventory.states.length}`,
      transitions: `${transitionsHit}/${inventory.transitions.length}`,
      paths,
      generated: extra.generated ?? paths,
      random: extra.random ?? 0,
      coverage: `${Math.floor(ratio * 1000) / 10}%`,
    },
    missedStates,
    missedTransitions,
  };
}

/** Runs every model path against the production machine (outside `it`, e.g. to test the harness itself). */
export async function runModelPaths<TMachine extends AnyStateMachine, TModel extends AnyStateMachine>(
  spec: ModelTestSpec<TMachine, TModel>,
): Promise<ModelCoverage> {
  const paths = getModelPaths(spec.model);
  const tags = modelTagsOf(spec.model);
  const results: PathResult[] = [];
  for (const path of paths) results.push(await runPath(spec, path, tags));
  return coverageOf(spec.machine, results, paths.length);
}

const modelTagsOf = (model: AnyStateMachine) => [...new Set(getStateNodes(model.root).flatMap((n) => [...n.tags]))];
const noResult = (): PathResult => ({ visitedStates: new Set(), takenTransitions: new Set() });

/**
 * Model-based test of a production machine: one `it` per path of the covering set (the fewest of the model's paths that
 * together visit every model state, take every model transition and send every guarded event while it is blocked:
 * model-cover.ts), one `it` that replays random event sequences through the model (fast-check, fixed seed, bounded runs)
 * against the same checks, and one that fails unless the covering paths together visited every state and took every
 * transition of the production machine, and records the coverage row.
 */
export function testMachineWithModel<TMachine extends AnyStateMachine, TModel extends AnyStateMachine>(
  spec: ModelTestSpec<TMachine, TModel>,
): void {
  const graph = getModelGraph(spec.model);
  const all = getModelPaths(spec.model, graph);
  const selection = selectCoveringPaths(spec.name, spec.model, all);
  const paths = selection.paths;
  const tags = modelTagsOf(spec.model);
  const results = new Map<string, PathResult>();
  const runs = spec.random?.runs ?? defaultRandomRuns;
  const maxSteps = spec.random?.maxSteps ?? defaultRandomSteps;

  describe(`${spec.name} (model-based)`, () => {
    for (const path of paths) {
      it(path.description, async () => {
        results.set(path.description, await runPath(spec, path, tags));
      });
    }

    // Each run goes the shortest way to a random model state (value and context: the states the covering set passes
    // through with other data), then sends up to `maxSteps` random events that state and the next ones accept. CPU-bound
    // (nothing waits: the clock is fake), hence its own limit: 50 runs of the largest funnel took 7 to 18 s on two
    // cores under heavy load.
    const title = `${runs} random event sequences (from a random model state, up to ${maxSteps} more events, seed ${modelRandomSeed}) keep the production machine where the model is`;
    it(title, { timeout: 60_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), fc.array(fc.nat(), { maxLength: maxSteps }), async (from, choices) => {
          await runPath(spec, randomModelPath<ContextFrom<TModel>>(graph, from, choices), tags);
        }),
        { seed: modelRandomSeed, numRuns: runs },
      );
    });

    it('visits every state and takes every transition of the production machine', async () => {
      // Paths left out by a filter (-t) are run here, so coverage never depends on test selection; failed ones count as empty.
      for (const path of paths) {
        if (!results.has(path.description))
          results.set(path.description, await runPath(spec, path, tags).catch(noResult));
      }
      const { row, missedStates, missedTransitions } = coverageOf(spec.machine, [...results.values()], paths.length, {
        generated: all.length,
        random: runs,
      });
      recordCoverage(row);
      expect({
        missedStates,
        missedTransitions,
        model: { states: selection.states.missed, transitions: selection.transitions.missed },
      }).toEqual({ missedStates: [], missedTransitions: [], model: { states: [], transitions: [] } });
    });
  });
}

function recordCoverage(row: ModelCoverageRow) {
  const dir = inject('modelCoverageDir');
  // Without the global report (see model-coverage-report.ts) the row is printed with this file's output instead.
  if (!dir) return console.info(`model coverage: ${JSON.stringify(row)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${row.machine}.json`), JSON.stringify(row));
}
