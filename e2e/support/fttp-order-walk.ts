import { fttpOrderModel } from '@machines/fttp-order.model';
import { expect, type Page } from '@playwright/test';
import { addDays, formatDate, todayIso } from '../../src/lib/dates';
import { ordersListAfterSuccess } from '../../src/lib/order-rules';
import { appointmentProduct, remoteProduct } from '../../tests/machines/fttp-order.fixtures';
import {
  fttpOrderSteps,
  fttpTakenReference,
  fttpWalkPostcode,
  fttpWalkReference,
  fttpWalkSecondReference,
  fttpWalkUprn,
} from '../../tests/support/model-adapters/fttp-order-steps';
import type { PageFixtures } from '../../tests/support/model-adapters/playwright';
import { sameAddress } from './address';
import { fttpPlacedOrder, readFttpDrafts, writeFttpDraft } from './fttp-model-world';
import { type HeldRequests, holdRequests } from './held-requests';
import {
  answer,
  button,
  type FunnelWorld,
  fillIfEmpty,
  findTheProperty,
  funnelHeading,
  funnelWalk,
  lost,
  moveAddress,
  moves,
  press,
  reloadFunnel,
  settledDraft,
  stepAddress,
  stepHere,
  textbox,
} from './model-walk';
import { pick, selectOf } from './select';

// The FTTP funnel's test model (machines/fttp-order.model.ts), walked on the real portal in Chromium: a few long walks
// over its covering paths' steps, which together visit every model state and take every model transition. The machine
// test (tests/machines/fttp-order.machine.test.ts) replays the covering paths against the machine; the Testing Library
// walk (tests/features/orders/fttp/) checks every state's view once.
//
// The outside world is what the model's reply events say it is. The address lookup, the order-exists check, the product
// retrieval, the order types, the customer check and the placement are held until the path's reply event answers them
// (a lost answer is a network failure, so the funnel stays on its step with a toast); a found address lookup, the
// product lookup, the service status and the projects go on to the sandbox, whose gazetteer is deterministic; the slot
// list and its reservation are answered here. Nothing is written to the sandbox, so paths run side by side. What the
// sandbox does with a real order is e2e/fttp-order.spec.ts. What every funnel walk does around the acts and states is
// e2e/support/model-walk.ts.

type Ctx = ReturnType<typeof fttpOrderModel.getInitialSnapshot>['context'];
type Step = (typeof steps)[number];

const funnel = '/ordering/products/fttp';
const heading = 'FTTP Order';
const steps = ['availability', 'products', 'customer', 'appointment', 'summary'] as const;
const addressOf: Record<Step, string> = {
  availability: funnel,
  products: `${funnel}/options`,
  customer: `${funnel}/customer`,
  appointment: `${funnel}/appointment`,
  summary: `${funnel}/summary`,
};
/** The draft step each stored point of the model keeps (machines/fttp-order-draft.ts). */
const draftStepOf = {
  properties: 'availability',
  products: 'products',
  customer: 'customer',
  appointment: 'appointment',
  summary: 'summary',
} as const;
const requestedDate = formatDate(addDays(todayIso(), 10));
const slotDay = addDays(todayIso(), 3);

type World = FunnelWorld<Ctx> & {
  lookups: HeldRequests;
  checks: HeldRequests;
  retrievals: HeldRequests;
  options: HeldRequests;
  validations: HeldRequests;
  /** What the product lookup answers: the sandbox's answer, or no products (check.noProducts). */
  productsAvailable: boolean;
};

const errorBody = (status: number, code: string, message: string, fields?: Record<string, string[]>) => ({
  error: { status, code, message, ...(fields ? { fields } : {}) },
});
const slotsBody = {
  data: ['08:00', '13:00'].map((start) => ({
    appointmentDate: slotDay,
    appointmentStartTime: start,
    appointmentEndTime: start === '08:00' ? '13:00' : '18:00',
    appointmentReservationKey: null,
  })),
};

async function createWorld({ page, context }: PageFixtures, base: Omit<FunnelWorld<Ctx>, 'placements'>) {
  const orders = '/api/orders';
  const world: World = {
    ...base,
    lookups: await holdRequests(context, new RegExp(`${orders}/address-lookup\\?`)),
    checks: await holdRequests(context, new RegExp(`${orders}/order/exists/`)),
    retrievals: await holdRequests(context, new RegExp(`${orders}/retrieve-products/`)),
    options: await holdRequests(context, new RegExp(`${orders}/orders/type(\\?|$)`)),
    validations: await holdRequests(context, new RegExp(`${orders}/order/customer$`), (r) => r.method() === 'POST'),
    placements: await holdRequests(context, new RegExp(`${orders}/order$`), (r) => r.method() === 'POST'),
    productsAvailable: true,
  };
  await context.route(new RegExp(`${orders}/product-lookup/`), (route) =>
    world.productsAvailable
      ? route.fallback()
      : route.fulfill({ json: { data: { uprn: fttpWalkUprn, products_available: false, product_codes: [] } } }),
  );
  await context.route(new RegExp(`${orders}/appointment-availability`), (route) => route.fulfill({ json: slotsBody }));
  await context.route(new RegExp(`${orders}/appointment-reservation`), async (route) => {
    const body = (route.request().postDataJSON() ?? {}) as Record<string, unknown>;
    await route.fulfill({
      json: {
        data: {
          appointmentDate: body.appointmentDate ?? slotDay,
          appointmentStartTime: body.appointmentStartTime ?? '08:00',
          appointmentEndTime: body.appointmentEndTime ?? '13:00',
          appointmentReservationKey: 'res-model-walk',
          expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
        },
      },
    });
  });
  // Eleven empty retrievals 5 s apart: the page's clock is moved on rather than waited for.
  if (base.path.steps.some((s) => s.event.type === 'products.empty')) await page.clock.install();
  return world;
}

const next = (page: Page) => button(page, 'Next');
const here = (page: Page) => stepHere(page, steps, addressOf);

/** The FTTP funnel's browser walk: e2e/fttp-order-model.spec.ts walks it; a QA path exported by the flow viewer replays one path of it. */
export const fttpOrderWalk = funnelWalk({
  name: 'fttpOrder',
  model: fttpOrderModel,
  text: fttpOrderSteps,
  // The walk's postcode has one property, the walk's own: after 'No products' a person cannot pick it again (a select's
  // own value changes nothing), so a walk that picked the property there starts over, as its covering path ended.
  endsWalk: (from, event) => event.type === 'property.select' && from.matches({ availability: 'noProducts' }),
  address: funnel,
  heading,
  world: createWorld,
  acts: {
    // The page reads the draft back on its own as it loads.
    'draft.none': async () => undefined,
    'draft.restored': async () => undefined,
    // An older version's draft is in the store when the page opens: it is discarded, never used.
    'draft.stale': async ({ page }) => {
      await writeFttpDraft(page, { version: 0, step: 'summary', customer: 7 });
      await reloadFunnel(page, heading);
      await expect
        .poll(async () => (await readFttpDrafts(page)).some((d) => (d as { version?: number }).version === 0))
        .toBe(false);
    },
    'postcode.valid': ({ page }) => textbox(page, 'Postcode').fill(fttpWalkPostcode),
    'postcode.invalid': ({ page }) => textbox(page, 'Postcode').fill('LS1'),
    'postcode.submit': async ({ page }, step) => {
      await findTheProperty(page).getByRole('button', { name: 'Search' }).click();
      if (!step.modelContext.postcode)
        await expect(
          page.getByText(
            (await textbox(page, 'Postcode').inputValue()) ? 'Invalid postcode' : 'Please enter a postcode',
          ),
        ).toBeVisible();
    },
    // The gazetteer's own answer for the typed postcode.
    'lookup.found': (world) => answer(world.lookups, (route) => route.continue()),
    'lookup.none': (world) => answer(world.lookups, (route) => route.fulfill({ json: { data: [] } })),
    'lookup.fail': (world) => answer(world.lookups, lost),
    'property.select': ({ page }) =>
      pick(page, page.getByRole('combobox', { name: 'Property' }), new RegExp(`UPRN ${fttpWalkUprn}`)),
    'check.ok': (world) => {
      world.productsAvailable = true;
      return answer(world.checks, (route) => route.fulfill({ json: { data: { order_exists: false } } }));
    },
    'check.existingOrder': async (world) => {
      await answer(world.checks, (route) => route.fulfill({ json: { data: { order_exists: true } } }));
      await expect(
        world.page.getByText('There is already an order in progress for this property.').first(),
      ).toBeVisible();
    },
    'check.noProducts': async (world) => {
      world.productsAvailable = false;
      await answer(world.checks, (route) => route.fulfill({ json: { data: { order_exists: false } } }));
      await expect(
        world.page.getByText('Sorry! We are unable to provide any services to this property.').first(),
      ).toBeVisible();
    },
    'check.fail': (world) => answer(world.checks, lost),
    'products.found': (world) =>
      answer(world.retrievals, (route) => route.fulfill({ json: { data: [appointmentProduct, remoteProduct] } })),
    'products.empty': async (world) => {
      for (let i = 0; i <= 10; i++) {
        await answer(world.retrievals, (route) => route.fulfill({ json: { data: [] } }));
        if (i < 10) await world.page.clock.fastForward(5_000);
      }
    },
    'products.fail': (world) => answer(world.retrievals, lost),
    'products.retry': ({ page }) => button(page, 'Try again').click(),
    'product.choose': async ({ page }) => {
      await pick(page, page.getByRole('combobox', { name: 'Product', exact: true }), appointmentProduct.displayName);
      await pick(page, page.getByRole('combobox', { name: 'Line Profile' }), '1200/900');
    },
    'product.chooseRemote': async ({ page }) => {
      await pick(page, page.getByRole('combobox', { name: 'Product', exact: true }), remoteProduct.displayName);
      await pick(page, page.getByRole('combobox', { name: 'Line Profile' }), '1000/1000');
    },
    'options.loaded': (world) => answer(world.options, (route) => route.continue()),
    'options.fail': (world) => answer(world.options, lost),
    'form.valid': async ({ page }) => {
      const reference = textbox(page, 'Order Reference');
      if (await page.getByText(fttpTakenReference).count()) await reference.fill(fttpWalkSecondReference);
      else await fillIfEmpty(reference, fttpWalkReference);
      const agent = page.getByRole('combobox', { name: 'Authentication Agent' });
      if (!(await selectOf(page, agent).textContent())?.includes('DHCP')) await pick(page, agent, 'DHCP Option 82');
      await fillIfEmpty(textbox(page, 'Agent ID'), 'agent@isp');
      await fillIfEmpty(textbox(page, 'Name'), 'Alex Morgan');
      await fillIfEmpty(textbox(page, 'Email'), 'alex@example.com');
      await fillIfEmpty(textbox(page, 'Phone Number'), '01234567890');
      const date = textbox(page, 'Requested Date');
      if (await date.count()) await fillIfEmpty(date, requestedDate);
    },
    'form.invalid': ({ page }) => textbox(page, 'Name').fill(''),
    'validate.ok': (world) => answer(world.validations, (route) => route.fulfill({ json: { data: { valid: true } } })),
    'validate.fieldErrors': (world) =>
      answer(world.validations, (route) =>
        route.fulfill({
          status: 400,
          json: errorBody(400, 'validation_failed', 'Invalid', { buyer_reference: [fttpTakenReference] }),
        }),
      ),
    'validate.fail': (world) => answer(world.validations, lost),
    'slot.reserved': async ({ page }) => {
      await page.getByRole('radio', { name: /08:00/ }).first().check();
      await button(page, 'Reserve appointment').click();
      // Spec 3 §4: after reserving, the journey goes to the summary.
      await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    },
    'place.ok': (world) =>
      answer(world.placements, (route) => route.fulfill({ status: 201, json: { data: fttpPlacedOrder } })),
    'place.fail': async (world) => {
      await answer(world.placements, lost);
      await expect(
        world.page.getByText('There was an error placing your order. Please try again.').first(),
      ).toBeVisible();
    },
    'modal.close': ({ page }) =>
      page.getByRole('dialog', { name: 'Order Successful' }).getByRole('button', { name: 'View Orders' }).click(),
    'step.next': async (world, step) => {
      const control = next(world.page);
      const refusedProducts = here(world.page) === 'products' && !moves(world, step);
      await press(control);
      if (refusedProducts) await expect(world.page.getByText('Please select a product')).toBeVisible();
      if (world.state === 'appointment' && !step.modelContext.slot)
        await expect(world.page.getByText('Please select an appointment to continue.').first()).toBeVisible();
    },
    'step.back': ({ page }) => button(page, 'Back').click(),
    'step.submit': async (world, step) => {
      const control = button(world.page, /Place Order/);
      if (moves(world, step)) await control.click();
      // A second press while placing: the button is busy, and nothing more is sent.
      else await press(control);
    },
    // The no-products box has a Cancel of its own; the step's is the last.
    'step.cancel': ({ page }) => button(page, 'Cancel').last().click(),
    'resume.continue': ({ page }) => button(page, 'Continue your order').click(),
    'resume.restart': ({ page }) => button(page, 'Start again').click(),
    // Once the stored draft holds the step the model says it stored, the page reloads.
    'page.reload': async ({ page }, step) => {
      const stored = step.modelContext.stored;
      if (stored !== 'none') await settledDraft(page, readFttpDrafts, draftStepOf[stored]);
      await reloadFunnel(page, heading);
    },
    'address.current': ({ page }) => moveAddress(page, new URL(page.url()).pathname),
    // A remote product has no appointment step: the summary's previous is the customer step.
    'address.previous': ({ page }, step) =>
      moveAddress(
        page,
        here(page) === 'summary' && step.modelContext.remote
          ? addressOf.customer
          : stepAddress(page, steps, addressOf, -1),
      ),
    'address.next': ({ page }) => moveAddress(page, stepAddress(page, steps, addressOf, 1)),
    'address.start': ({ page }) => moveAddress(page, funnel),
  },
  states: {
    // A saved draft is offered before the funnel goes on: continue the order for its property, or start again.
    offering: async ({ page }) => {
      await expect(page.getByRole('heading', { name: /^Continue your order for .+\?$/ })).toBeVisible();
    },
    restoring: async ({ page }) => {
      await expect(funnelHeading(page, heading)).toBeVisible();
    },
    'availability.idle': async ({ page }, { modelContext: c }) => {
      await expect(textbox(page, 'Postcode')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === funnel);
      if (c.notAvailable) await expect(page.getByText('Sorry! We are not yet available in this area.')).toBeVisible();
    },
    'availability.searching': async ({ page }) => {
      await expect(page.getByText('Searching for properties...')).toBeVisible();
    },
    'availability.choosing': async ({ page }, { modelContext: c }) => {
      await expect(page.getByRole('combobox', { name: 'Property' })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === funnel);
      if (c.property)
        await expect(page.getByRole('definition').filter({ hasText: fttpWalkUprn }).first()).toBeVisible();
    },
    'availability.checking': async ({ page }) => {
      await expect(page.getByText('Checking the property...')).toBeVisible();
    },
    'availability.noProducts': async ({ page }) => {
      await expect(page.getByText('There are no products available for this property.')).toBeVisible();
    },
    'products.retrieving': async ({ page }) => {
      await expect(page.getByText('Searching for available products...')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === addressOf.products);
    },
    'products.failed': async ({ page }) => {
      await expect(page.getByText('The products could not be retrieved.')).toBeVisible();
    },
    'products.none': async ({ page }) => {
      await expect(page.getByText('There are no products available for this property.')).toBeVisible();
    },
    'products.choosing': async ({ page }) => {
      await expect(page.getByRole('combobox', { name: 'Product', exact: true })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === addressOf.products);
      // Next is offered either way; its messages show only once it was pressed without a choice.
      await expect(next(page)).toBeEnabled();
    },
    'customer.loading': async ({ page }) => {
      await expect(page.getByText('Loading the order options...')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === addressOf.customer);
    },
    'customer.editing': async ({ page }, { modelContext: c }) => {
      await expect(page.getByRole('heading', { name: 'Customer Order Information' })).toBeVisible();
      await expect(page.getByText('Loading the order options...')).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === addressOf.customer);
      if (c.remote) await expect(textbox(page, 'Requested Date')).toBeVisible();
      else await expect(page.getByText('An engineer appointment is booked at the next step.')).toBeVisible();
      if (c.serverError) await expect(page.getByText(fttpTakenReference)).toBeVisible();
    },
    'customer.validating': async (world) => {
      await expect.poll(() => world.validations.seen.length).toBeGreaterThan(0);
    },
    appointment: async ({ page }, { modelContext: c }) => {
      await expect(page.getByRole('heading', { name: 'Book An Appointment' })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === addressOf.appointment);
      if (c.slot) await expect(page.getByText(/Reserved appointment:/)).toBeVisible();
    },
    'summary.reviewing': async ({ page }, { modelContext: c }) => {
      await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === addressOf.summary);
      await expect(button(page, /Place Order/)).toBeEnabled();
      // The property being ordered, and the reserved appointment's hold (dd/MM/yyyy, HH:mm).
      await expect(page.getByText(/^Ordering for /)).toBeVisible();
      if (c.remote) await expect(page.getByText(requestedDate)).toBeVisible();
      else await expect(page.getByText(/held until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/)).toBeVisible();
    },
    'summary.placing': async (world) => {
      await expect.poll(() => world.placements.seen.length).toBeGreaterThan(0);
      for (const cancel of await button(world.page, 'Cancel').all()) await expect(cancel).toBeDisabled();
    },
    placed: async ({ page }) => {
      await expect(page.getByRole('dialog', { name: 'Order Successful' })).toBeVisible();
      await expect.poll(async () => (await readFttpDrafts(page)).length).toBe(0);
    },
    done: async ({ page }) => {
      await expect(page).toHaveURL((url) => sameAddress(url, ordersListAfterSuccess));
    },
  },
});
