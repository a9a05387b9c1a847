import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { del, get, set } from 'idb-keyval';
import type { ReactElement } from 'react';
import { beforeEach, vi } from 'vitest';
import { useLocation } from 'wouter';
import type { AnyStateMachine, ContextFrom } from 'xstate';
import { ordersListAfterSuccess } from '@/lib/order-rules';
import { stateKey } from '../../support/model-adapters/step-text';
import { testViewWithModel, type ViewModelSpec } from '../../support/model-adapters/testing-library';
import type { ModelAdapter } from '../../support/model-adapters/walk';
import type { ModelExpectation, ModelPath, ModelStep } from '../../support/model-paths';
import { jsonResponse, networkFailure } from '../support/http';
import { findOption, type HeldRequests, moveAddress, renderWalkPages } from '../support/model-walk';

/** What every funnel walk's world holds; a funnel's world adds its own held requests and answers. */
type FunnelViewWorld<TContext> = {
  path: ModelPath<TContext>;
  user: UserEvent;
  /** The model state last checked: a driver tells a step that moves on from one that is refused. */
  state: string;
  lookups: HeldRequests;
  checks: HeldRequests;
  validations: HeldRequests;
  placements: HeldRequests;
  /** Opens the page afresh, as a browser load does: a new query cache and a new funnel reading the stored draft. */
  load: () => void;
  unmount: () => void;
};
type Assertion<W, C> = (world: W, expected: ModelExpectation<C>) => Promise<void>;
type Modelled = { postcode: boolean };

/**
 * The kit's part of an ordering funnel's Testing Library walk (FTTP, Ethernet; the kit is machines/order-funnel.ts, its
 * model's machines/order-funnel.model.ts): the funnel's page at its `addresses` (one per step, in order) among stand-ins
 * for where it sends people, its world, the controls a person reaches its fields by, the drivers of the kit's events
 * and the checks of the kit's states. The funnel gives its `heading`, its `page`, its stored draft (`draftKey`,
 * `draftWrites`), the walk's `postcodes`, where the browser's Back goes instead of the step before (`previous`) and
 * the orders list it opens once placed (`ordersList`). Each walk spreads `drivers` and `assertions` and adds its own.
 */
export function funnelViews<TModel extends AnyStateMachine, const S extends string>(funnel: {
  heading: string;
  addresses: Record<S, string>;
  page: ReactElement;
  draftKey: string;
  draftWrites: () => Promise<unknown>;
  postcodes: { valid: string; invalid: string };
  previous?: (here: S, modelContext: ContextFrom<TModel>) => S | undefined;
  ordersList?: string;
}) {
  type C = ContextFrom<TModel>;
  type W = FunnelViewWorld<C>;
  const order = Object.keys(funnel.addresses) as S[];
  const first = order[0] as S;
  const address = funnel.addresses[first];

  function Pages() {
    const [location] = useLocation();
    if (location.startsWith(address)) return funnel.page;
    return <h1>Orders</h1>;
  }

  /** A path's world at the funnel's first address, with its held requests (`own`, and the funnel's other answers). */
  function world<More extends object>(
    path: ModelPath<C>,
    own: Pick<W, 'lookups' | 'checks' | 'validations' | 'placements'> & More,
  ) {
    window.history.replaceState(null, '', address);
    const created: W & More = Object.assign(
      {
        path,
        user: userEvent.setup({ delay: null, skipHover: true, pointerEventsCheck: 0 }) as UserEvent,
        state: stateKey(path.initial.modelState),
        unmount: () => undefined,
        load: () => {
          created.unmount = renderWalkPages(<Pages />);
        },
      },
      own,
    );
    return created;
  }

  const here = () => window.location.pathname;
  const at = (path: string) => waitFor(() => expect(here()).toBe(path));
  const button = (name: string | RegExp) => screen.getByRole('button', { name });
  // A label carrying a tooltip's icon (Order Reference) is matched from its start.
  const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
  const stepHere = () => order.find((s) => funnel.addresses[s] === here()) ?? first;
  const by = (step: S, offset: number) =>
    funnel.addresses[order[Math.min(order.length - 1, Math.max(0, order.indexOf(step) + offset))] as S];

  async function pickOption(world: W, combobox: string, text: string | RegExp) {
    await world.user.click(screen.getByRole('combobox', { name: combobox }));
    await world.user.click(await findOption(text));
  }
  /** Replaces a field's text as a person does: select what is there (if anything) and paste over it. */
  async function replace(world: W, name: string, value: string) {
    const box = textbox(name);
    await world.user.click(box);
    if (box.value) await world.user.clear(box);
    await world.user.paste(value);
  }
  /** The Order Reference: the walk's, or its second once the sandbox refused the first as taken. */
  async function fillReference(world: W, reference: { taken: string; first: string; second: string }) {
    const refused = screen.queryByText(reference.taken) !== null;
    if (refused || !textbox('Order Reference').value)
      await replace(world, 'Order Reference', refused ? reference.second : reference.first);
  }
  async function reload(world: W) {
    await funnel.draftWrites();
    world.unmount();
    world.load();
    await screen.findByRole('heading', { name: funnel.heading, level: 1 });
  }
  /** An order in progress for the property (the check answered `body`): the notice shows. */
  async function existingOrder(world: W, body: (request: Request) => Response) {
    await world.checks.answer(body);
    await screen.findAllByText('There is already an order in progress for this property.', {}, { timeout: 3_000 });
  }

  const drivers = {
    // The page reads the draft back on its own as it loads.
    'draft.none': () => undefined,
    'draft.restored': () => undefined,
    // An older version's draft is in the store when the page opens: it is discarded, never used.
    'draft.stale': async (world: W) => {
      await funnel.draftWrites();
      await set(funnel.draftKey, { version: 0, step: 'summary', customer: 7 });
      await reload(world);
      await waitFor(async () => expect(await get(funnel.draftKey)).not.toMatchObject({ version: 0 }));
    },
    'postcode.valid': (world: W) => replace(world, 'Postcode', funnel.postcodes.valid),
    'postcode.invalid': (world: W) => replace(world, 'Postcode', funnel.postcodes.invalid),
    'postcode.submit': async (world: W, step: ModelStep<Modelled>) => {
      const region = screen.getByRole('region', { name: 'Find the property' });
      await world.user.click(within(region).getByRole('button', { name: 'Search' }));
      if (!step.modelContext.postcode)
        await screen.findByText(textbox('Postcode').value ? 'Invalid postcode' : 'Please enter a postcode');
    },
    // A lost answer (the network, not an error status): the funnel stays on its step with a toast.
    'lookup.fail': (world: W) => world.lookups.answer(networkFailure),
    'check.fail': (world: W) => world.checks.answer(networkFailure),
    'products.retry': (world: W) => world.user.click(button('Try again')),
    'validate.ok': (world: W) => world.validations.answer(() => jsonResponse(200, { data: { valid: true } })),
    'validate.fail': (world: W) => world.validations.answer(networkFailure),
    'place.fail': async (world: W) => {
      await world.placements.answer(networkFailure);
      await screen.findAllByText('There was an error placing your order. Please try again.');
    },
    'modal.close': async (world: W) => {
      const dialog = await screen.findByRole('dialog');
      await world.user.click(within(dialog).getByRole('button', { name: 'View Orders' }));
    },
    'step.back': (world: W) => world.user.click(button('Back')),
    'step.submit': (world: W) => world.user.click(button(/Place Order/)),
    // The no-products box has a Cancel of its own; the step's is the last.
    'step.cancel': (world: W) =>
      world.user.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1) as HTMLElement),
    'page.reload': (world: W) => reload(world),
    'resume.continue': (world: W) => world.user.click(button('Continue your order')),
    'resume.restart': (world: W) => world.user.click(button('Start again')),
    'address.current': () => moveAddress(here()),
    'address.previous': (_: W, step: ModelStep<C>) => {
      const previous = funnel.previous?.(stepHere(), step.modelContext);
      return moveAddress(previous ? funnel.addresses[previous] : by(stepHere(), -1));
    },
    'address.next': () => moveAddress(by(stepHere(), 1)),
    'address.start': () => moveAddress(address),
  };

  const assertions = {
    // A saved draft is offered before the funnel goes on: continue the order for its property, or start again.
    offering: async () => {
      await screen.findByRole('heading', { name: /^Continue your order for .+\?$/ });
    },
    restoring: async () => {
      await screen.findByRole('heading', { name: funnel.heading, level: 1 });
    },
    'availability.idle': async () => {
      await screen.findByRole('textbox', { name: 'Postcode' });
      await at(address);
    },
    'availability.searching': async () => {
      await screen.findByText('Searching for properties...');
    },
    'availability.checking': async () => {
      await screen.findByText('Checking the property...');
    },
    'customer.validating': async (world: W) => {
      await waitFor(() => expect(world.validations.seen.length).toBeGreaterThan(0));
    },
    'summary.placing': async (world: W) => {
      await waitFor(() => expect(world.placements.seen.length).toBeGreaterThan(0));
      for (const cancel of screen.getAllByRole('button', { name: 'Cancel' })) expect(cancel).toBeDisabled();
    },
    placed: async () => {
      await screen.findByRole('dialog');
      await screen.findByText('Order Successful');
      await waitFor(async () => expect(await get(funnel.draftKey)).toBeUndefined());
    },
    done: async () => {
      await screen.findByRole('heading', { name: 'Orders' });
      expect(`${window.location.pathname}${window.location.search}`).toBe(funnel.ordersList ?? ordersListAfterSuccess);
    },
  };

  /** The step's heading at its address. */
  const shown = async (heading: string, step: S) => {
    await screen.findByRole('heading', { name: heading });
    await at(funnel.addresses[step]);
  };

  /** Checks the model state's assertion (the walk's table), then keeps it as the world's state. */
  const assertState =
    <World extends W>(table: Record<string, Assertion<World, C>>): ModelAdapter<TModel, World>['assertState'] =>
    async (world, expected) => {
      const name = stateKey(expected.modelState);
      await table[name]?.(world, expected);
      world.state = name;
    };

  return {
    world,
    drivers,
    assertions,
    assertState,
    here,
    at,
    shown,
    button,
    textbox,
    stepHere,
    pickOption,
    replace,
    fillReference,
    reload,
    existingOrder,
  };
}

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
