import { termsModel } from '@machines/terms.model';
import { type AnyMachineSnapshot, assign, type EventObject, setup } from 'xstate';
import { greedyCover, pathItems, selectCoveringPaths, selectCoveringWalks } from '../support/model-cover';
import { getMachineInventory, getModelPaths } from '../support/model-paths';

describe('greedyCover', () => {
  it('takes the candidate adding the most uncovered items first and stops once everything is covered', () => {
    const sets: Record<string, string[]> = {
      a: ['1', '2', '3', '4'],
      b: ['1', '2'],
      c: ['3', '4', '5'],
      d: ['5', '6'],
      e: ['6'],
    };
    // a (4 new), then d (5 and 6); b, c and e add nothing by then. Chosen ones come back in their original order.
    expect(greedyCover(Object.keys(sets), (k) => sets[k] ?? [])).toEqual(['a', 'd']);
  });

  it('breaks ties by cost, then by order', () => {
    const sets: Record<string, string[]> = { long: ['x', 'y'], short: ['x', 'y'], other: ['x', 'y'] };
    const cost = (k: string) => (k === 'long' ? 5 : 1);
    expect(greedyCover(Object.keys(sets), (k) => sets[k] ?? [], cost)).toEqual(['short']);
  });

  it('chooses nothing when there is nothing to cover', () => {
    expect(greedyCover(['a', 'b'], () => [])).toEqual([]);
  });
});

// A form whose submit is guarded: the paths include pressing submit while the guard blocks it.
const formModel = setup({
  types: {
    context: {} as { filled: boolean },
    events: {} as { type: 'fill' } | { type: 'submit' } | { type: 'ok' } | { type: 'fail' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'form',
  context: { filled: false },
  initial: 'editing',
  states: {
    editing: {
      meta: { matches: 'editing' },
      on: {
        fill: { actions: assign({ filled: true }) },
        submit: { guard: ({ context }) => context.filled, target: 'sending' },
      },
    },
    sending: { meta: { matches: 'sending' }, on: { ok: 'done', fail: 'editing' } },
    done: { meta: { matches: 'done' } },
  },
});

describe('pathItems', () => {
  const paths = getModelPaths(formModel);
  const byDescription = (d: string) => {
    const found = paths.find((p) => p.description === d);
    if (!found) throw new Error(`no path ${d} in ${paths.map((p) => p.description).join(', ')}`);
    return found;
  };

  it('lists the states a path visits and the transitions it takes', () => {
    expect(pathItems(formModel, byDescription('fill → submit → ok'))).toEqual({
      states: ['form.editing', 'form.sending', 'form.done'],
      transitions: ['form.editing|fill|0', 'form.editing|submit|0', 'form.sending|ok|0'],
      blocked: [],
    });
  });

  it('records a guarded event sent while its guard is false as blocked, not as taken', () => {
    expect(pathItems(formModel, byDescription('submit'))).toEqual({
      states: ['form.editing'],
      transitions: [],
      blocked: ['form.editing|submit|blocked'],
    });
  });
});

describe('selectCoveringPaths', () => {
  it('keeps the fewest paths that still cover every state, transition and blocked guard, and says so', () => {
    const selection = selectCoveringPaths('form', formModel, getModelPaths(formModel));
    expect(selection.paths.map((p) => p.description)).toEqual(['submit', 'fill → submit → ok', 'fill → submit → fail']);
    expect(selection.summary).toBe(
      'form: 3 of 4 paths cover 3/3 states, 4/4 transitions, 1/1 guarded events while blocked',
    );
  });

  it('covers all of the terms model with a fraction of its paths (the browser walk, e2e/terms-model.spec.ts)', () => {
    const all = getModelPaths(termsModel);
    const selection = selectCoveringPaths('terms', termsModel, all);
    const inventory = getMachineInventory(termsModel);
    expect(selection.states).toEqual({ hit: inventory.states.length, total: inventory.states.length, missed: [] });
    expect(selection.transitions.missed).toEqual([]);
    expect(selection.transitions.total).toBe(inventory.transitions.length);
    expect(selection.blocked).toEqual({ hit: 1, total: 1, missed: [] });
    expect(selection.paths.length).toBeLessThan(all.length / 2);
    // Minimal here: leaving out any one chosen path loses something.
    const union = (list: typeof all) =>
      new Set(list.flatMap((p) => Object.values(pathItems(termsModel, p)).flat() as string[]));
    const covered = union(selection.paths).size;
    for (const path of selection.paths) {
      expect(union(selection.paths.filter((p) => p !== path)).size, path.description).toBeLessThan(covered);
    }
  });

  it("with cover 'views', keeps the fewest paths that visit every state and refuse every guarded event", () => {
    const selection = selectCoveringPaths('form', formModel, getModelPaths(formModel), { cover: 'views' });
    expect(selection.paths.map((p) => p.description)).toEqual(['submit', 'fill → submit → ok']);
    expect(selection.transitions.missed).toEqual(['sending —fail→ editing']);
    expect(selection.blocked.missed).toEqual([]);
  });

  it('reports what a selection leaves out', () => {
    const only = getModelPaths(formModel).filter((p) => p.description === 'submit');
    const selection = selectCoveringPaths('form', formModel, only);
    expect(selection.states.missed).toEqual(['form.sending', 'form.done']);
    expect(selection.transitions.missed).toEqual([
      'editing —fill→ (self)',
      'editing —submit [inline guard]→ sending',
      'sending —ok→ done',
      'sending —fail→ editing',
    ]);
    expect(selection.summary).toBe(
      'form: 1 of 1 paths cover 1/3 states, 0/4 transitions, 1/1 guarded events while blocked',
    );
  });
});

describe('selectCoveringWalks', () => {
  it('goes on from where it is to the nearest thing not yet covered, starting again only when nothing is reachable', () => {
    const selection = selectCoveringWalks('form', formModel);
    expect(selection.paths.map((p) => p.description)).toEqual(['fill → submit → ok', 'submit → fill → submit → fail']);
    expect(selection.summary).toBe(
      'form: 2 walks (7 steps) cover 3/3 states, 4/4 transitions, 1/1 guarded events while blocked',
    );
  });

  it('starts a new walk once one has maxSteps steps (the way to the next thing may take it past)', () => {
    const selection = selectCoveringWalks('form', formModel, { maxSteps: 2 });
    expect(selection.paths.map((p) => p.description)).toEqual([
      'fill → submit',
      'submit → fill → submit → ok',
      'fill → submit → fail',
    ]);
    expect(selection.transitions.missed).toEqual([]);
  });

  it('ends a walk with a step it cannot go on from (endsWalk) and starts the next from the start', () => {
    // Without it, the second walk goes on after the refused submit: 'submit → fill → submit → fail'.
    const refusedSubmit = (from: AnyMachineSnapshot, event: EventObject) =>
      event.type === 'submit' && !from.context.filled;
    const selection = selectCoveringWalks('form', formModel, { endsWalk: refusedSubmit });
    expect(selection.paths.map((p) => p.description)).toEqual(['fill → submit → ok', 'submit', 'fill → submit → fail']);
    expect(selection.summary).toBe(
      'form: 3 walks (7 steps) cover 3/3 states, 4/4 transitions, 1/1 guarded events while blocked',
    );
  });

  it('covers the terms model in fewer steps than its covering paths (the browser walk, e2e/terms-model.spec.ts)', () => {
    const walks = selectCoveringWalks('terms', termsModel);
    const paths = selectCoveringPaths('terms', termsModel, getModelPaths(termsModel));
    const steps = (list: typeof walks.paths) => list.reduce((sum, p) => sum + p.steps.length, 0);
    expect({
      states: walks.states.missed,
      transitions: walks.transitions.missed,
      blocked: walks.blocked.missed,
    }).toEqual({ states: [], transitions: [], blocked: [] });
    expect(walks.paths.length).toBeLessThan(paths.paths.length / 2);
    expect(steps(walks.paths)).toBeLessThan(steps(paths.paths));
  });
});
