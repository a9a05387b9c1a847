import { fttpOrderModel } from '@machines/fttp-order.model';
import { type FttpStep, fttpSteps } from '@machines/fttp-order-draft';
import { expect, type Page } from '@playwright/test';
import { fttpStepPaths } from '../../src/features/orders/fttp/fttp-address';
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
import { fttpFunnelPlacedOrder } from '../../tests/support/order-fixture';
import { type HeldRequests, holdRequests } from './held-requests';
import {
  answer,
  button,
  type FunnelWorld,
  fillIfEmpty,
  funnelWalk,
  lost,
  moveAddress,
  moves,
  press,
  textbox,
} from './model-walk';
import { fillOrderReference, type OrderFunnelHeld, orderFunnelWalkParts } from './order-funnel-walk';
import { pick, selectOf } from './select';

// The FTTP funnel's test model (machines/fttp-order.model.ts), walked on the real portal in Chromium: a few long walks
// over its covering paths' steps, which together visit every model state and take every model transition. The machine
// test (tests/machines/fttp-order.machine.test.ts) replays the covering paths against the machine; the Testing Library
// walk (tests/features/orders/fttp/) checks every state's view once.
//
// Held until the path answers them: the address lookup, the order-exists check, the product retrieval, the order types,
// the customer check and the placement. On to the sandbox, whose gazetteer is deterministic: a found address lookup, the
// product lookup, the service status and the projects. Answered here: the slot list and its reservation. The kit's part
// of the walk is e2e/support/order-funnel-walk.ts.

type Ctx = ReturnType<typeof fttpOrderModel.getInitialSnapshot>['context'];
const heading = 'FTTP Order';
/** The order a held placement is answered with (nothing is written to the sandbox). */
const fttpPlacedOrder = fttpFunnelPlacedOrder('ord_model_walk', 'Olivia Ordering');
const requestedDate = formatDate(addDays(todayIso(), 10));
const slotDay = addDays(todayIso(), 3);

type World = FunnelWorld<Ctx> &
  OrderFunnelHeld & {
    options: HeldRequests;
    /** What the product lookup answers: the sandbox's answer, or no products (check.noProducts). */
    productsAvailable: boolean;
  };

const slotsBody = {
  data: ['08:00', '13:00'].map((start) => ({
    appointmentDate: slotDay,
    appointmentStartTime: start,
    appointmentEndTime: start === '08:00' ? '13:00' : '18:00',
    appointmentReservationKey: null,
  })),
};

const kit = orderFunnelWalkParts<FttpStep, Ctx, World>({
  heading,
  steps: fttpSteps,
  addressOf: fttpStepPaths,
  draftStepOf: {
    properties: 'availability',
    products: 'products',
    customer: 'customer',
    appointment: 'appointment',
    summary: 'summary',
  },
  // src/features/orders/fttp/draft-store.ts: one key per user.
  drafts: { database: 'portal-order-drafts', storeName: 'fttp', keyPrefix: 'portal.fttp-order-draft' },
  routes: {
    lookup: 'address-lookup\\?',
    check: 'order/exists/',
    retrieve: 'retrieve-products/',
    validate: 'order/customer$',
    place: 'order$',
  },
  postcodes: { valid: fttpWalkPostcode, invalid: 'LS1' },
  exists: (route, exists) => route.fulfill({ json: { data: { order_exists: exists } } }),
  refused: {
    error: {
      status: 400,
      code: 'validation_failed',
      message: 'Invalid',
      fields: { buyer_reference: [fttpTakenReference] },
    },
  },
  emptied: 'Name',
  orders: ordersListAfterSuccess,
});

async function createWorld({ page, context }: PageFixtures, base: Omit<FunnelWorld<Ctx>, 'placements'>) {
  const orders = '/api/orders';
  const world: World = {
    ...base,
    ...(await kit.hold(context)),
    options: await holdRequests(context, new RegExp(`${orders}/orders/type(\\?|$)`)),
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

/** The FTTP funnel's browser walk: e2e/fttp-order-model.spec.ts walks it; a QA path exported by the flow viewer replays one path of it. */
export const fttpOrderWalk = funnelWalk({
  name: 'fttpOrder',
  model: fttpOrderModel,
  text: fttpOrderSteps,
  // The walk's postcode has one property, the walk's own: after 'No products' a person cannot pick it again (a select's
  // own value changes nothing), so a walk that picked the property there starts over, as its covering path ended.
  endsWalk: (from, event) => event.type === 'property.select' && from.matches({ availability: 'noProducts' }),
  address: kit.funnel,
  heading,
  world: createWorld,
  acts: {
    ...kit.acts,
    // The gazetteer's own answer for the typed postcode.
    'lookup.found': (world) => answer(world.lookups, (route) => route.continue()),
    'lookup.none': (world) => answer(world.lookups, (route) => route.fulfill({ json: { data: [] } })),
    'property.select': ({ page }) =>
      pick(page, page.getByRole('combobox', { name: 'Property' }), new RegExp(`UPRN ${fttpWalkUprn}`)),
    'check.ok': (world) => {
      world.productsAvailable = true;
      return kit.acts['check.ok'](world);
    },
    'check.noProducts': async (world) => {
      world.productsAvailable = false;
      await kit.acts['check.ok'](world);
      await expect(
        world.page.getByText('Sorry! We are unable to provide any services to this property.').first(),
      ).toBeVisible();
    },
    'products.found': (world) =>
      answer(world.retrievals, (route) => route.fulfill({ json: { data: [appointmentProduct, remoteProduct] } })),
    'products.empty': async (world) => {
      for (let i = 0; i <= 10; i++) {
        await answer(world.retrievals, (route) => route.fulfill({ json: { data: [] } }));
        if (i < 10) await world.page.clock.fastForward(5_000);
      }
    },
    'products.fail': (world) => answer(world.retrievals, lost),
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
      await fillOrderReference(page, {
        taken: fttpTakenReference,
        first: fttpWalkReference,
        second: fttpWalkSecondReference,
      });
      const agent = page.getByRole('combobox', { name: 'Authentication Agent' });
      if (!(await selectOf(page, agent).textContent())?.includes('DHCP')) await pick(page, agent, 'DHCP Option 82');
      await fillIfEmpty(textbox(page, 'Agent ID'), 'agent@isp');
      await fillIfEmpty(textbox(page, 'Name'), 'Alex Morgan');
      await fillIfEmpty(textbox(page, 'Email'), 'alex@example.com');
      await fillIfEmpty(textbox(page, 'Phone Number'), '01234567890');
      const date = textbox(page, 'Requested Date');
      if (await date.count()) await fillIfEmpty(date, requestedDate);
    },
    'slot.reserved': async ({ page }) => {
      await page.getByRole('radio', { name: /08:00/ }).first().check();
      await button(page, 'Reserve appointment').click();
      // Spec 3 §4: after reserving, the journey goes to the summary.
      await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    },
    'place.ok': (world) =>
      answer(world.placements, (route) => route.fulfill({ status: 201, json: { data: fttpPlacedOrder } })),
    'step.next': async (world, step) => {
      const control = next(world.page);
      const refusedProducts = kit.here(world.page) === 'products' && !moves(world, step);
      await press(control);
      if (refusedProducts) await expect(world.page.getByText('Please select a product')).toBeVisible();
      if (world.state === 'appointment' && !step.modelContext.slot)
        await expect(world.page.getByText('Please select an appointment to continue.').first()).toBeVisible();
    },
    'step.submit': (world, step) => kit.placeOrder(world, !moves(world, step)),
    // A remote product has no appointment step: the summary's previous is the customer step.
    'address.previous': ({ page }, step) =>
      moveAddress(
        page,
        kit.here(page) === 'summary' && step.modelContext.remote ? fttpStepPaths.customer : kit.stepAddress(page, -1),
      ),
  },
  states: {
    ...kit.states,
    'availability.idle': async (world, step) => {
      await kit.states['availability.idle'](world);
      if (step.modelContext.notAvailable)
        await expect(world.page.getByText('Sorry! We are not yet available in this area.')).toBeVisible();
    },
    'availability.choosing': async (world, step) => {
      await kit.states['availability.choosing'](world);
      if (step.modelContext.property)
        await expect(world.page.getByRole('definition').filter({ hasText: fttpWalkUprn }).first()).toBeVisible();
    },
    'availability.noProducts': async ({ page }) => {
      await expect(page.getByText('There are no products available for this property.')).toBeVisible();
    },
    'products.retrieving': async ({ page }) => {
      await expect(page.getByText('Searching for available products...')).toBeVisible();
      await kit.onStep(page, 'products');
    },
    'products.failed': async ({ page }) => {
      await expect(page.getByText('The products could not be retrieved.')).toBeVisible();
    },
    'products.choosing': async ({ page }) => {
      await expect(page.getByRole('combobox', { name: 'Product', exact: true })).toBeVisible();
      await kit.onStep(page, 'products');
      // Next is offered either way; its messages show only once it was pressed without a choice.
      await expect(next(page)).toBeEnabled();
    },
    'customer.loading': async ({ page }) => {
      await expect(page.getByText('Loading the order options...')).toBeVisible();
      await kit.onStep(page, 'customer');
    },
    'customer.editing': async ({ page }, { modelContext: c }) => {
      await kit.customerEditing(page);
      await expect(page.getByText('Loading the order options...')).toHaveCount(0);
      if (c.remote) await expect(textbox(page, 'Requested Date')).toBeVisible();
      else await expect(page.getByText('An engineer appointment is booked at the next step.')).toBeVisible();
      if (c.serverError) await expect(page.getByText(fttpTakenReference)).toBeVisible();
    },
    appointment: async ({ page }, { modelContext: c }) => {
      await kit.onStep(page, 'appointment', 'Book An Appointment');
      if (c.slot) await expect(page.getByText(/Reserved appointment:/)).toBeVisible();
    },
    'summary.reviewing': async ({ page }, { modelContext: c }) => {
      await kit.summaryReviewing(page);
      // The property being ordered, and the reserved appointment's hold (dd/MM/yyyy, HH:mm).
      await expect(page.getByText(/^Ordering for /)).toBeVisible();
      if (c.remote) await expect(page.getByText(requestedDate)).toBeVisible();
      else await expect(page.getByText(/held until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/)).toBeVisible();
    },
  },
});
