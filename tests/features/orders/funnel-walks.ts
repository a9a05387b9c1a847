import { del } from 'idb-keyval';
import { beforeEach, vi } from 'vitest';
import type { AnyStateMachine, ContextFrom } from 'xstate';
import { testViewWithModel, type ViewModelSpec } from '../../support/model-adapters/testing-library';
import type { ModelPath } from '../../support/model-paths';

type FunnelWorld = { load(): void; unmount(): void };

/**
 * An ordering funnel's Testing Library walk (FTTP, Ethernet), plugged into the walk driver: each walk starts with no
 * stored draft and a freshly loaded page, and ends with the answers it still holds released, the page unmounted and
 * the draft's writes finished. The funnels log failed calls by design; the model's fail events would fill the output.
 */
export function walkFunnelViews<TModel extends AnyStateMachine, TWorld extends FunnelWorld>(
  spec: Omit<ViewModelSpec<TModel, TWorld>, 'setup' | 'teardown'> & {
    createWorld: (path: ModelPath<ContextFrom<TModel>>) => TWorld;
    /** The answers the world holds until the path's reply events give them. */
    held: (world: TWorld) => { release(): void }[];
    draftKey: string;
    draftWrites: () => Promise<unknown>;
  },
): void {
  const { createWorld, held, draftKey, draftWrites, ...walks } = spec;
  beforeEach(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await del(draftKey);
  });
  testViewWithModel({
    ...walks,
    setup: (path) => {
      const world = createWorld(path);
      world.load();
      return world;
    },
    teardown: async (world) => {
      for (const answer of held(world)) answer.release();
      world.unmount();
      await draftWrites();
    },
  });
}
