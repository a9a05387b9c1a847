import { afterAll, describe, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { getModelPaths } from '../model-paths';
import { type ModelAdapter, walkPath } from './walk';

export type ViewModelSpec<TModel extends AnyStateMachine, TWorld> = ModelAdapter<TModel, TWorld> & {
  name: string;
  model: TModel;
  /**
   * A fresh world for each path (stubs, a user-event instance, a render helper). Testing Library unmounts the previous
   * path's render after each test, so every path starts on a fresh render.
   */
  setup: () => TWorld;
};

/**
 * Model-based test of a view: one `it` per model path, each replaying the path's events with user-event (or prop
 * changes and stub settlements) and checking what a person sees after every step. Prints how much it replayed.
 */
export function testViewWithModel<TModel extends AnyStateMachine, TWorld>(spec: ViewModelSpec<TModel, TWorld>): void {
  const paths = getModelPaths(spec.model);
  let replayedPaths = 0;
  let replayedSteps = 0;

  describe(`${spec.name} (model-based view)`, () => {
    for (const path of paths) {
      it(path.description, async () => {
        replayedSteps += await walkPath(path, spec.setup(), spec);
        replayedPaths += 1;
      });
    }

    afterAll(() => {
      console.info(`${spec.name}: replayed ${replayedPaths} of ${paths.length} model paths, ${replayedSteps} steps`);
    });
  });
}
