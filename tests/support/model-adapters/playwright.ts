import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { z } from 'zod';
import { selectCoveringPaths, selectCoveringWalks } from '../model-cover';
import { getModelGraph, getModelPaths, type ModelExpectation, type ModelPath, pathOf, walkTitle } from '../model-paths';
import { type StateKey, type StepTextTable, stateKey } from './step-text';
import { type ModelAdapter, walkPath, walkTimeout } from './walk';

// The browser adapter: replays a model's paths on the real app in Playwright, one test per path, with the same path
// walking (walk.ts) as the Testing Library adapter. A fresh page costs seconds, so by default a handful of long walks
// that together visit every model state and take every model transition are replayed (`selectCoveringWalks`,
// model-cover.ts), each one test; the coverage line is printed.

/** The fixtures a flow's world is made from: a fresh context and page per path. */
export type PageFixtures = { page: Page; context: BrowserContext };

/** Options for one path's context, e.g. whose storage state it starts from (`test.use`). */
type PathOptions = Parameters<typeof test.use>[0];

/** What the page must show in one model state (flat models: keyed by state name; nested: by dotted path). */
type StateAssertion<TWorld, TContext> = (world: TWorld, expected: ModelExpectation<TContext>) => Promise<void>;

export type PageModelSpec<TModel extends AnyStateMachine, TWorld> = {
  /** Starts the coverage line, e.g. 'terms'. */
  name: string;
  model: TModel;
  /** Options for the context of one path (who is signed in, …), decided from the path; none by default. */
  use?: (path: ModelPath<ContextFrom<TModel>>) => PathOptions;
  /** A fresh world for each path, made from that test's own context and page (and the path, if it matters). */
  setup: (fixtures: PageFixtures, path: ModelPath<ContextFrom<TModel>>) => Promise<TWorld> | TWorld;
  /** One act per model event: what a person does (click, type, key) or what the outside world does (a reply). */
  acts: ModelAdapter<TModel, TWorld>['drivers'];
  /** One assertion per model state: what the page shows there. */
  states: Record<StateKey<TModel>, StateAssertion<TWorld, ContextFrom<TModel>>>;
  /** Checks after every state's own assertion (no page errors, no unexpected calls). */
  always?: StateAssertion<TWorld, ContextFrom<TModel>>;
  /** The flow's words per event and state (tests/support/model-adapters/<flow>-steps.ts): step titles, QA scripts. */
  text: StepTextTable<TModel>;
  /**
   * 'walks': a few long walks that cover every model state and transition, going only by steps the covering paths
   * take (`selectCoveringWalks` over `selectCoveringPaths`); 'cover': the covering paths, each from the start; 'all':
   * every generated path. Default: 'walks', or MODEL_WALK=cover|all.
   */
  paths?: 'walks' | 'cover' | 'all';
  /** Steps a walk cannot go on from on the page: a walk ends with such a step (`selectCoveringWalks`' `endsWalk`). */
  endsWalk?: (from: AnyMachineSnapshot, event: EventObject) => boolean;
  /**
   * Exactly these paths (model event types from the start), one test each and no coverage claim: a QA path exported
   * by the flow viewer (/sandbox/flows) replays one this way.
   */
  only?: string[][];
};

/** A page walk, typed once where it is defined (e2e/support/<flow>-walk.ts) and walked by its spec. */
export const pageModel = <TModel extends AnyStateMachine, TWorld>(spec: PageModelSpec<TModel, TWorld>) => spec;

/** Small acts for the table; `target` finds the element in the world (its current page). */
export const act = {
  click:
    <TWorld>(target: (world: TWorld) => Locator) =>
    async (world: TWorld) => {
      await target(world).click();
    },
  /** Replaces the field's value, as a person selecting it and typing over it. */
  type:
    <TWorld>(target: (world: TWorld) => Locator, text: string) =>
    async (world: TWorld) => {
      await target(world).fill(text);
    },
  key:
    <TWorld>(target: (world: TWorld) => Locator, key: string) =>
    async (world: TWorld) => {
      await target(world).press(key);
    },
};

const modelWalkStrategy = z.enum(['walks', 'cover', 'all']);

/** The title of the test that claims a walk's coverage once every path's test has passed. */
export const coverageTestTitle = 'the walked paths cover every model state and transition';

/**
 * Where a walk's tests report whether they passed, one file a path: one folder per run (the workers' parent is the
 * run's runner process) and walk.
 */
export const walkReportFolder = (name: string) => join('test-results', 'model-walk', String(process.ppid), name);

function leafKeys(model: AnyStateMachine): string[] {
  return getStateNodes(model.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

/**
 * Registers one Playwright test per covering walk (each on a fresh context, each step a `test.step`) and one test that
 * prints and checks what the walks cover: `terms: 5 walks (22 steps) cover 6/6 states, 17/17 transitions, …`.
 */
/** The adapter walk.ts drives: the spec's acts, its state assertions, then its checks after every state. */
function adapterOf<TModel extends AnyStateMachine, TWorld>(spec: PageModelSpec<TModel, TWorld>) {
  const states = spec.states as Record<string, StateAssertion<TWorld, ContextFrom<TModel>>>;
  const unasserted = leafKeys(spec.model).filter((key) => !states[key]);
  if (unasserted.length) throw new Error(`${spec.name}: no assertion for model states ${unasserted.join(', ')}`);
  const adapter: ModelAdapter<TModel, TWorld> = {
    drivers: spec.acts,
    text: spec.text,
    assertState: async (world, expected) => {
      const key = stateKey(expected.modelState);
      const assertion = states[key];
      if (!assertion) throw new Error(`${spec.name}: no assertion for model state ${key}`);
      await assertion(world, expected);
      await spec.always?.(world, expected);
    },
  };
  return adapter;
}

/** One test per path, each on its own page; `report` hears whether each passed. */
function testPaths<TModel extends AnyStateMachine, TWorld>(
  spec: PageModelSpec<TModel, TWorld>,
  paths: ModelPath<ContextFrom<TModel>>[],
  titleOf: (path: ModelPath<ContextFrom<TModel>>, index: number) => string,
  report: (index: number, passed: boolean, path: ModelPath<ContextFrom<TModel>>) => void = () => {},
): void {
  const adapter = adapterOf(spec);
  paths.forEach((path, index) => {
    // A describe without a title per path, so each path can have its own context options.
    test.describe(() => {
      if (spec.use) test.use(spec.use(path));
      test(titleOf(path, index), async ({ page, context }) => {
        // A bound on the whole walk, in proportion to its steps (each step waits for its own condition).
        test.setTimeout(walkTimeout(path.steps.length));
        let passed = false;
        try {
          const world = await spec.setup({ page, context }, path);
          await walkPath(path, world, adapter, (title, body) => test.step(title, body));
          passed = true;
        } finally {
          report(index, passed, path);
        }
      });
    });
  });
}

export function testPageWithModel<TModel extends AnyStateMachine, TWorld>(spec: PageModelSpec<TModel, TWorld>): void {
  if (spec.only) {
    const graph = getModelGraph(spec.model);
    const only = spec.only.map((events) =>
      pathOf<ContextFrom<TModel>>(
        graph,
        events.map((type) => ({ type })),
      ),
    );
    test.describe(`${spec.name} (model path in the browser)`, () => {
      testPaths(spec, only, (path) => path.description);
    });
    return;
  }
  const strategy = spec.paths ?? modelWalkStrategy.parse(process.env.MODEL_WALK ?? 'walks');
  const all = getModelPaths(spec.model);
  const covering = selectCoveringPaths(spec.name, spec.model, all);
  // The walks go only by steps the covering paths take (each seen to work on the page before), chained together.
  const selection =
    strategy === 'walks'
      ? selectCoveringWalks(spec.name, spec.model, { over: covering.paths, endsWalk: spec.endsWalk })
      : covering;
  const walkAll = strategy === 'all';
  const paths = walkAll ? all : selection.paths;

  // Each walk reports here whether it passed; the coverage claim waits for all of them.
  const reports = walkReportFolder(spec.name);
  const reportOf = (index: number) => join(reports, `${index}.json`);

  test.describe(`${spec.name} (model walk in the browser)`, () => {
    testPaths(
      spec,
      paths,
      (path, index) => (strategy === 'walks' ? walkTitle(path, index, paths.length) : path.description),
      (index, passed, path) => {
        mkdirSync(reports, { recursive: true });
        writeFileSync(reportOf(index), JSON.stringify({ passed, path: path.description }));
      },
    );

    // Declared last so it is scheduled last; it claims coverage only once every walk it counts has passed.
    test(coverageTestTitle, async () => {
      test.setTimeout(0);
      const reported = () => paths.filter((_, index) => existsSync(reportOf(index))).length;
      await expect.poll(reported, { timeout: 30 * 60_000, intervals: [1_000] }).toBe(paths.length);
      const failed = paths
        .map((_, index) => JSON.parse(readFileSync(reportOf(index), 'utf8')) as { passed: boolean; path: string })
        .filter((r) => !r.passed)
        .map((r) => r.path);
      expect(failed, 'walks that failed, so no coverage is claimed').toEqual([]);
      const line = walkAll ? `${spec.name}: all ${all.length} paths walked` : selection.summary;
      console.log(line);
      test.info().annotations.push({ type: 'model coverage', description: line });
      expect({
        states: selection.states.missed,
        transitions: selection.transitions.missed,
        blocked: selection.blocked.missed,
      }).toEqual({ states: [], transitions: [], blocked: [] });
    });
  });
}
