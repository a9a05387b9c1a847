import { type BrowserContext, expect, type Page, type Route } from '@playwright/test';
import type { ModelExpectation, ModelStep } from '../../tests/support/model-paths';
import { sameAddress } from './address';
import { type DraftStore, readDrafts, writeDraft } from './funnel-drafts';
import { type HeldRequests, holdRequests } from './held-requests';
import {
  answer,
  button,
  type FunnelWorld,
  fillIfEmpty,
  findTheProperty,
  funnelHeading,
  lost,
  moveAddress,
  placingsUpTo,
  press,
  reloadFunnel,
  settledDraft,
  stepAddress,
  stepHere,
  textbox,
} from './model-walk';

// The part of the FTTP and Ethernet walks in Chromium (e2e/support/fttp-order-walk.ts, ethernet-order-walk.ts) that the
// funnel kit (machines/order-funnel.ts) makes the same in both: the draft read back, offered, refused when stale and
// waited for before a reload; the postcode and its search; the held answers of the address lookup, the order-exists
// check, the customer check and the placement, and their failures; the step moves, the address moves, 'Order
// Successful'; and the checks of the kit's states. Each walk adds its own answers, drivers and checks over this.
//
// A walk's outside world is what the model's reply events say it is: the provider's calls are held until the path's
// reply event answers them (a lost answer is a network failure: the funnel stays on its step with a toast), and
// nothing is written to the sandbox, so paths run side by side. What the sandbox does with a real order is each
// funnel's own journey (e2e/<funnel>-order.spec.ts); what every funnel walk does around these, model-walk.ts.

/** What the kit's held requests are: the sandbox's routes under /api/orders the walk answers itself. */
export type OrderFunnelHeld = {
  lookups: HeldRequests;
  checks: HeldRequests;
  retrievals: HeldRequests;
  validations: HeldRequests;
};

/** How the kit's walk reaches one funnel: its addresses, its stored draft and the routes it holds. */
export type OrderFunnelWalkConfig<S extends string> = {
  heading: string;
  steps: readonly S[];
  /** Each step's address (src/features/orders/<funnel>/<funnel>-address.ts); the first step's is the funnel's. */
  addressOf: Record<S, string>;
  /** The draft step each stored point of the model keeps (machines/<funnel>-draft.ts). */
  draftStepOf: Record<string, string>;
  drafts: DraftStore;
  /** The routes held until the path answers them, under /api/orders. */
  routes: { lookup: string; check: string; retrieve: string; validate: string; place: string };
  /** A postcode the model calls valid (the gazetteer's or the fixtures'), and one it calls invalid. */
  postcodes: { valid: string; invalid: string };
  /** The existing-order check's answer. */
  exists: (route: Route, exists: boolean) => Promise<void>;
  /** The customer check's answer with the sandbox's field errors. */
  refused: unknown;
  /** The field the walk empties to make the customer form invalid. */
  emptied: string;
  /** Where 'View Orders' goes after 'Order Successful'. */
  orders: string;
};

const post = (r: { method: () => string }) => r.method() === 'POST';

/** The kit's held requests, made before the page opens. */
async function holdOrderFunnelRequests(
  context: BrowserContext,
  routes: OrderFunnelWalkConfig<string>['routes'],
): Promise<OrderFunnelHeld & { placements: HeldRequests }> {
  const orders = '/api/orders';
  return {
    lookups: await holdRequests(context, new RegExp(`${orders}/${routes.lookup}`)),
    checks: await holdRequests(context, new RegExp(`${orders}/${routes.check}`)),
    retrievals: await holdRequests(context, new RegExp(`${orders}/${routes.retrieve}`)),
    validations: await holdRequests(context, new RegExp(`${orders}/${routes.validate}`), post),
    placements: await holdRequests(context, new RegExp(`${orders}/${routes.place}`), post),
  };
}

/** The order reference the customer step is given: the walk's own, or its second once the sandbox said it was taken. */
export async function fillOrderReference(page: Page, references: { taken: string; first: string; second: string }) {
  const reference = textbox(page, 'Order Reference');
  if (await page.getByText(references.taken).count()) await reference.fill(references.second);
  else await fillIfEmpty(reference, references.first);
}

/** The kit's acts and state checks for one funnel; its walk spreads them and adds (or replaces) its own. */
export function orderFunnelWalkParts<S extends string, TContext, W extends FunnelWorld<TContext> & OrderFunnelHeld>(
  config: OrderFunnelWalkConfig<S>,
) {
  const { heading, steps, addressOf, drafts } = config;
  const funnel = addressOf[steps[0] as S];
  const read = (page: Page) => readDrafts(page, drafts);
  const onStep = async (page: Page, step: S, title?: string) => {
    if (title) await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === addressOf[step]);
  };
  const stored = (step: ModelStep<TContext>) => (step.modelContext as { stored?: string }).stored ?? 'none';

  const acts = {
    // The page reads the draft back on its own as it loads.
    'draft.none': async () => undefined,
    'draft.restored': async () => undefined,
    // An older version's draft is in the store when the page opens: it is discarded, never used.
    'draft.stale': async ({ page }: W) => {
      // The page still restoring the draft it stored would store it again over the stale one: its step (or the offer
      // to continue it) shows first.
      await expect(button(page, 'Cancel').or(button(page, 'Continue your order')).first()).toBeVisible();
      await settledDraft(page, read);
      await writeDraft(page, drafts, { version: 0, step: 'summary', customer: 7 });
      await reloadFunnel(page, heading);
      await expect
        .poll(async () => (await read(page)).some((d) => (d as { version?: number }).version === 0))
        .toBe(false);
    },
    'postcode.valid': ({ page }: W) => textbox(page, 'Postcode').fill(config.postcodes.valid),
    'postcode.invalid': ({ page }: W) => textbox(page, 'Postcode').fill(config.postcodes.invalid),
    'postcode.submit': async ({ page }: W, step: ModelStep<TContext>) => {
      await findTheProperty(page).getByRole('button', { name: 'Search' }).click();
      if (!(step.modelContext as { postcode?: unknown }).postcode)
        await expect(
          page.getByText(
            (await textbox(page, 'Postcode').inputValue()) ? 'Invalid postcode' : 'Please enter a postcode',
          ),
        ).toBeVisible();
    },
    'lookup.fail': (world: W) => answer(world.lookups, lost),
    'check.ok': (world: W) => answer(world.checks, (route) => config.exists(route, false)),
    'check.existingOrder': async (world: W) => {
      await answer(world.checks, (route) => config.exists(route, true));
      await expect(
        world.page.getByText('There is already an order in progress for this property.').first(),
      ).toBeVisible();
    },
    'check.fail': (world: W) => answer(world.checks, lost),
    'products.retry': ({ page }: W) => button(page, 'Try again').click(),
    'form.invalid': ({ page }: W) => textbox(page, config.emptied).fill(''),
    'validate.ok': (world: W) =>
      answer(world.validations, (route) => route.fulfill({ json: { data: { valid: true } } })),
    'validate.fieldErrors': (world: W) =>
      answer(world.validations, (route) => route.fulfill({ status: 400, json: config.refused })),
    'validate.fail': (world: W) => answer(world.validations, lost),
    'place.fail': async (world: W) => {
      await answer(world.placements, lost);
      await expect(
        world.page.getByText('There was an error placing your order. Please try again.').first(),
      ).toBeVisible();
    },
    'modal.close': ({ page }: W) =>
      page.getByRole('dialog', { name: 'Order Successful' }).getByRole('button', { name: 'View Orders' }).click(),
    'step.back': ({ page }: W) => button(page, 'Back').click(),
    // The no-products box has a Cancel of its own; the step's is the last.
    'step.cancel': ({ page }: W) => button(page, 'Cancel').last().click(),
    'resume.continue': ({ page }: W) => button(page, 'Continue your order').click(),
    'resume.restart': ({ page }: W) => button(page, 'Start again').click(),
    // Once the stored draft holds the step the model says it stored, the page reloads.
    'page.reload': async ({ page }: W, step: ModelStep<TContext>) => {
      const point = stored(step);
      if (point !== 'none') await settledDraft(page, read, config.draftStepOf[point]);
      await reloadFunnel(page, heading);
    },
    'address.current': ({ page }: W) => moveAddress(page, new URL(page.url()).pathname),
    'address.previous': ({ page }: W) => moveAddress(page, stepAddress(page, steps, addressOf, -1)),
    'address.next': ({ page }: W) => moveAddress(page, stepAddress(page, steps, addressOf, 1)),
    'address.start': ({ page }: W) => moveAddress(page, funnel),
  } satisfies Record<string, (world: W, step: ModelStep<TContext>) => Promise<unknown>>;

  const states = {
    // A saved draft is offered before the funnel goes on: continue the order for its property, or start again.
    offering: async ({ page }: W) => {
      await expect(page.getByRole('heading', { name: /^Continue your order for .+\?$/ })).toBeVisible();
    },
    restoring: async ({ page }: W) => {
      await expect(funnelHeading(page, heading)).toBeVisible();
    },
    'availability.idle': async ({ page }: W) => {
      await expect(textbox(page, 'Postcode')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === funnel);
    },
    'availability.searching': async ({ page }: W) => {
      await expect(page.getByText('Searching for properties...')).toBeVisible();
    },
    'availability.choosing': async ({ page }: W) => {
      await expect(page.getByRole('combobox', { name: 'Property' })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === funnel);
    },
    'availability.checking': async ({ page }: W) => {
      await expect(page.getByText('Checking the property...')).toBeVisible();
    },
    'products.none': async ({ page }: W) => {
      await expect(page.getByText('There are no products available for this property.')).toBeVisible();
    },
    'customer.validating': async (world: W) => {
      await expect.poll(() => world.validations.seen.length).toBeGreaterThan(0);
    },
    // This entry's request has left (a walk may place again after a failure): then Cancel and Back wait.
    'summary.placing': async (world: W, step: ModelExpectation<TContext>) => {
      await expect.poll(() => world.placements.seen.length).toBe(placingsUpTo(world, step));
      for (const cancel of await button(world.page, 'Cancel').all()) await expect(cancel).toBeDisabled();
    },
    placed: async ({ page }: W) => {
      await expect(page.getByRole('dialog', { name: 'Order Successful' })).toBeVisible();
      await expect.poll(async () => (await read(page)).length).toBe(0);
    },
    done: async ({ page }: W) => {
      await expect(page).toHaveURL((url) => sameAddress(url, config.orders));
    },
  } satisfies Record<string, (world: W, step: ModelExpectation<TContext>) => Promise<void>>;

  return {
    acts,
    states,
    /** The funnel's first address. */
    funnel,
    /** The address of the step `by` steps from the page's. */
    stepAddress: (page: Page, by: number) => stepAddress(page, steps, addressOf, by),
    /** The kit's held requests for a path's world, made before the page opens. */
    hold: (context: BrowserContext) => holdOrderFunnelRequests(context, config.routes),
    /** The step the page is at, by its address. */
    here: (page: Page) => stepHere(page, steps, addressOf),
    /** Checks the page shows the step `step` (at its address, under `title` when given). */
    onStep,
    /** The customer step and the summary as the kit shows them; each walk adds what its own holds. */
    customerEditing: (page: Page) => onStep(page, 'customer' as S, 'Customer Order Information'),
    summaryReviewing: async (page: Page) => {
      await onStep(page, 'summary' as S, 'Order Summary');
      await expect(button(page, /Place Order/)).toBeEnabled();
    },
    /** A second press of Place Order while placing: the button is busy, and nothing more is sent. */
    placeOrder: async (world: W, again: boolean) => {
      const control = button(world.page, /Place Order/);
      if (again) await press(control);
      else await control.click();
    },
  };
}
