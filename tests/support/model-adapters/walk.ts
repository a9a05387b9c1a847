import type { AnyStateMachine, ContextFrom, EventFromLogic } from 'xstate';
import type { ModelExpectation, ModelPath, ModelStep } from '../model-paths';
import { eventText, type StepTextTable, stateText, stepPlaces } from './step-text';

// The part every view adapter shares (Testing Library, Playwright): no vitest or Playwright import, so both can use it.

/** How long a walk of `steps` steps may take in all on a slow machine: a fresh render or page, then each step waiting
 * for its own condition. A bound on the whole walk, in proportion to it; no step waits for a fixed time. */
export const walkTimeout = (steps: number) => 45_000 + steps * 6_000;

/** Makes one model event happen to the thing under test: a rendered view, a browser page. */
type EventDriver<TWorld, TContext> = (world: TWorld, step: ModelStep<TContext>) => Promise<void> | void;

export type ModelAdapter<TModel extends AnyStateMachine, TWorld> = {
  /** One driver per model event: a model event nobody can perform must be mapped on purpose, never left out. */
  drivers: { [K in EventFromLogic<TModel>['type']]: EventDriver<TWorld, ContextFrom<TModel>> };
  /** What a person must see in the model state; checked at the start and after every step. */
  assertState: (world: TWorld, expected: ModelExpectation<ContextFrom<TModel>>) => Promise<void> | void;
  /** The flow's words (what a person does, what the screen shows): the step titles, as in the .stately QA scripts. */
  text?: StepTextTable<TModel>;
};

/** Runs one labelled part of a walk; Playwright passes `test.step` so its report shows the steps. */
export type StepRunner = (title: string, body: () => Promise<void>) => Promise<void>;

// Without a runner of its own, a failure still says which step of which path broke.
const prefixFailures: StepRunner = async (title, body) => {
  try {
    await body();
  } catch (error) {
    if (error instanceof Error) error.message = `${title}: ${error.message}`;
    throw error;
  }
};

const label = ({ modelState, modelContext }: ModelExpectation<unknown>) =>
  `${JSON.stringify(modelState)} ${JSON.stringify(modelContext)}`;

/** Replays one model path on a fresh world; returns how many steps it replayed. */
export async function walkPath<TModel extends AnyStateMachine, TWorld>(
  path: ModelPath<ContextFrom<TModel>>,
  world: TWorld,
  adapter: ModelAdapter<TModel, TWorld>,
  run: StepRunner = prefixFailures,
): Promise<number> {
  const { text } = adapter;
  const expecting = (expected: ModelExpectation<ContextFrom<TModel>>) =>
    text ? `then: ${stateText(text, expected)}` : `expecting ${label(expected)}`;
  await run(`start, ${expecting(path.initial)}`, async () => adapter.assertState(world, path.initial));
  const places = stepPlaces(path);
  for (const [index, step] of path.steps.entries()) {
    const type = step.event.type as EventFromLogic<TModel>['type'];
    const act = text ? `${type}: ${eventText(text, step, places[index] as (typeof places)[number])}` : type;
    await run(`step ${index + 1}/${path.steps.length} ${act} ${expecting(step)}`, async () => {
      await adapter.drivers[type](world, step);
      await adapter.assertState(world, step);
    });
  }
  return path.steps.length;
}
