import type { AnyStateMachine, ContextFrom, EventFromLogic, StateValue, StateValueFrom } from 'xstate';
import type { ModelExpectation, ModelPath, ModelStep } from '../model-paths';

// One table of words per walked flow: what a person does for each model event and what the screen then shows in each
// model state. The browser walk titles its steps with them and the .stately QA scripts are written from them, so a
// script and the walk that checks it cannot say different things (tests/support/stately-export.ts reads the same table).

/** Model state key: the state name in a flat model, the dotted path (`summary.reviewing`) in a nested one. */
export const stateKey = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => `${key}.${stateKey(child as StateValue)}`)
        .join(',');

export type StateKey<TModel extends AnyStateMachine> =
  StateValueFrom<TModel> extends string ? StateValueFrom<TModel> : string;

/** Where a step stands: the state before it, its path and its index there (e.g. to look ahead at the reply). */
export type StepPlace<TContext> = { before: ModelExpectation<TContext>; path: ModelPath<TContext>; index: number };

type Words<TArgs extends unknown[]> = string | ((...args: TArgs) => string);

export type StepTextTable<TModel extends AnyStateMachine> = {
  /** Files that check these words, for the QA script's header (e.g. the Playwright walk). */
  checkedBy: string[];
  /** What to have ready before each path (who is signed in, where), as the walk sets it up. */
  before: string;
  /** What a person does (or what the outside world answers) for each model event. */
  events: {
    [K in EventFromLogic<TModel>['type']]: Words<[ModelStep<ContextFrom<TModel>>, StepPlace<ContextFrom<TModel>>]>;
  };
  /** What the screen shows in each model state; a function when it depends on the model's context. */
  states: Record<StateKey<TModel>, Words<[ModelExpectation<ContextFrom<TModel>>]>>;
};

/** Whether the step leaves the state it started in (a refused step keeps it, and a person sees nothing happen). */
export const moves = <TContext>(step: ModelStep<TContext>, { before }: StepPlace<TContext>) =>
  stateKey(step.modelState) !== stateKey(before.modelState);

export function eventText<TModel extends AnyStateMachine>(
  table: StepTextTable<TModel>,
  step: ModelStep<ContextFrom<TModel>>,
  place: StepPlace<ContextFrom<TModel>>,
): string {
  const words = (
    table.events as Record<string, StepTextTable<TModel>['events'][keyof StepTextTable<TModel>['events']]>
  )[step.event.type];
  if (words === undefined) throw new Error(`No words for model event ${step.event.type}`);
  return typeof words === 'string' ? words : words(step, place);
}

export function stateText<TModel extends AnyStateMachine>(
  table: StepTextTable<TModel>,
  expected: ModelExpectation<ContextFrom<TModel>>,
): string {
  const key = stateKey(expected.modelState);
  const words = (table.states as Record<string, Words<[ModelExpectation<ContextFrom<TModel>>]>>)[key];
  if (words === undefined) throw new Error(`No words for model state ${key}`);
  return typeof words === 'string' ? words : words(expected);
}

/** The place of every step of a path, in order. */
export function stepPlaces<TContext>(path: ModelPath<TContext>): Array<StepPlace<TContext>> {
  return path.steps.map((_, index) => ({
    before: index === 0 ? path.initial : (path.steps[index - 1] as ModelStep<TContext>),
    path,
    index,
  }));
}
