import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { selectCoveringPaths } from '../model-cover';
import { getModelPaths } from '../model-paths';
import { type ModelAdapter, walkPath, walkTimeout } from './walk';

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
 * Model-based test of a view: the fewest model paths that together reach every model state and refuse every guarded
 * event (`selectCoveringPaths`, cover 'views'), one `it` each, replaying the events with user-event (or prop changes and stub
 * settlements) and checking what a person sees after every step; then the check that nothing was missed. Every
 * transition is walked in Chromium. Prints the coverage line.
 */
export function testViewWithModel<TModel extends AnyStateMachine, TWorld>(spec: ViewModelSpec<TModel, TWorld>): void {
  const selection = selectCoveringPaths(`${spec.name} (views)`, spec.model, getModelPaths(spec.model), {
    cover: 'views',
  });
  const paths = selection.paths;
  let passed = 0;

  describe(`${spec.name} (model-based view)`, () => {
    for (const path of paths) {
      it(path.description, { timeout: walkTimeout(path.steps.length) }, async () => {
        await walkPath(path, spec.setup(), spec);
        passed += 1;
      });
    }

    it('the paths reach every model state and refuse every guarded event', () => {
      expect({ states: selection.states.missed, blocked: selection.blocked.missed }).toEqual({
        states: [],
        blocked: [],
      });
    });

    afterAll(() => {
      console.info(`${selection.summary}; walked ${passed} of ${paths.length}`);
    });
  });
}
