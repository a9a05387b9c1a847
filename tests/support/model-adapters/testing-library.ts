import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine, ContextFrom } from 'xstate';
import { selectCoveringPaths } from '../model-cover';
import { getModelPaths, type ModelPath } from '../model-paths';
import { stateKey } from './step-text';
import { type ModelAdapter, walkPath, walkTimeout } from './walk';

export type ViewModelSpec<TModel extends AnyStateMachine, TWorld> = ModelAdapter<TModel, TWorld> & {
  name: string;
  model: TModel;
  /** The describe block's title; `<name> (model-based view)` unless given. */
  title?: string;
  /**
   * A fresh world for each path (stubs, a user-event instance, a render helper). Testing Library unmounts the previous
   * path's render after each test, so every path starts on a fresh render.
   */
  setup: (path: ModelPath<ContextFrom<TModel>>) => TWorld;
  /** After each walk, passed or not: answer what is still held, unmount, let storage writes finish. */
  teardown?: (world: TWorld) => Promise<void> | void;
  /** Checks after a walk that passed, beyond the model's states (requests the page made, for example). */
  afterWalk?: (world: TWorld, path: ModelPath<ContextFrom<TModel>>) => Promise<void> | void;
  /** The model states the adapter's table asserts: the walks must reach each, and reach no other. */
  assertedStates?: string[];
  /** More tests of the view, in the same describe block. */
  more?: () => void;
};

/**
 * Model-based test of a view, the walk driver every Testing Library walk plugs into: the fewest model paths that
 * together reach every model state and refuse every guarded event (`selectCoveringPaths`, cover 'views'), one `it`
 * each, replaying the events with user-event (or prop changes and stub settlements) and checking what a person sees
 * after every step; then the check that nothing was missed. Every transition is walked in Chromium. Prints the
 * coverage line and how many walks passed.
 */
export function testViewWithModel<TModel extends AnyStateMachine, TWorld>(spec: ViewModelSpec<TModel, TWorld>): void {
  const selection = selectCoveringPaths(`${spec.name} (views)`, spec.model, getModelPaths(spec.model), {
    cover: 'views',
  });
  const paths = selection.paths;
  let passed = 0;

  describe(spec.title ?? `${spec.name} (model-based view)`, () => {
    for (const path of paths) {
      it(path.description, { timeout: walkTimeout(path.steps.length) }, async () => {
        const world = spec.setup(path);
        try {
          await walkPath(path, world, spec);
          await spec.afterWalk?.(world, path);
        } finally {
          await spec.teardown?.(world);
        }
        passed += 1;
      });
    }

    spec.more?.();

    it('the paths reach every model state and refuse every guarded event', () => {
      expect({ states: selection.states.missed, blocked: selection.blocked.missed }).toEqual({
        states: [],
        blocked: [],
      });
      if (spec.assertedStates) {
        const reached = paths.flatMap((p) => [p.initial, ...p.steps].map((s) => stateKey(s.modelState)));
        expect([...spec.assertedStates].sort(), 'every model state reached is asserted').toEqual(
          [...new Set(reached)].sort(),
        );
      }
    });

    afterAll(() => {
      console.info(
        `${selection.summary}; walked ${passed} of ${paths.length}, all passing: ${passed === paths.length}`,
      );
    });
  });
}
