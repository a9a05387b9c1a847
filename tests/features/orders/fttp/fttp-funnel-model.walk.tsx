import { fttpOrderModel } from '@machines/fttp-order.model';
import { act, screen, waitFor } from '@testing-library/react';
import { featureFlagNames } from '@/contracts/flags';
import { fttpDrafts } from '@/features/orders/fttp/draft-store';
import { FttpOrderPage } from '@/features/orders/fttp/fttp-order-page';
import { addDays, formatDate, todayIso } from '@/lib/dates';
import { orderMessages } from '@/lib/order-rules';
import {
  activeProperty,
  appointmentProduct,
  otherProperty,
  remoteProduct,
} from '../../../machines/fttp-order.fixtures';
import { stateKey } from '../../../support/model-adapters/step-text';
import type { ModelAdapter } from '../../../support/model-adapters/walk';
import type { ModelExpectation, ModelPath } from '../../../support/model-paths';
import { fttpFunnelPlacedOrder } from '../../../support/order-fixture';
import { jsonResponse, networkFailure, routeFetch } from '../../support/http';
import { heldRequests } from '../../support/model-walk';
import { funnelViews, walkFunnelViews } from '../funnel-walks';

// The FTTP funnel's test model (machines/fttp-order.model.ts) driving the real FttpOrderPage in Testing Library: a
// few walks that visit every model state and refuse every guarded event (every transition is walked in Chromium,
// e2e/fttp-order-model.spec.ts; the machine test replays the covering paths against the machine). Each step is what a
// person does (user-event) or what the provider answers (msw, held until the path's reply event); after each step the
// screen, the address and the stored draft are checked. Failed calls are lost answers (the network, not an error
// status), so the funnel stays on its step with a toast. What it does as every funnel walk does is ../funnel-walks.tsx.

type Ctx = ReturnType<typeof fttpOrderModel.getInitialSnapshot>['context'];
const userId = 'usr_fttp_model';
const draftKey = `portal.fttp-order-draft.${userId}`;
const funnel = '/ordering/products/fttp';
const takenReference = 'This reference is already used by another order';
const future = formatDate(addDays(todayIso(), 10));
const slotDay = addDays(todayIso(), 3);
const placedOrder = fttpFunnelPlacedOrder('ord_model', 'Model User');

const views = funnelViews<typeof fttpOrderModel, 'availability' | 'products' | 'customer' | 'appointment' | 'summary'>({
  heading: 'FTTP Order',
  addresses: {
    availability: funnel,
    products: `${funnel}/options`,
    customer: `${funnel}/customer`,
    appointment: `${funnel}/appointment`,
    summary: `${funnel}/summary`,
  },
  page: <FttpOrderPage userId={userId} orgId="org_model" />,
  draftKey,
  draftWrites: fttpDrafts.writes,
  postcodes: { valid: 'LS1 4AP', invalid: 'LS1' },
  // Without an appointment step, the summary's previous is the customer step.
  previous: (here, c) => (here === 'summary' && c.remote ? 'customer' : undefined),
});
const { button, textbox, pickOption, replace } = views;
const held = { timeout: 5_000 };

function createWorld(path: ModelPath<Ctx>) {
  const world = views.world(path, {
    lookups: heldRequests('address lookup', held),
    checks: heldRequests('order exists', held),
    retrievals: heldRequests('retrieve products', held),
    options: heldRequests('order types', held),
    validations: heldRequests('customer validation', held),
    placements: heldRequests('placement', held),
    productsAvailable: true,
  });
  routeFetch({
    '/feature-flags': jsonResponse(200, { data: Object.fromEntries(featureFlagNames.map((name) => [name, true])) }),
    '/v2/network-map/:postcode': jsonResponse(200, {
      data: { postcode: 'LS1 4AP', district: 'LS1', available: false },
    }),
    '/address-lookup': (request) => world.lookups.hold(request),
    '/order/exists/:uprn': (request) => world.checks.hold(request),
    '/product-lookup/:uprn': () =>
      jsonResponse(200, {
        data: { uprn: activeProperty.uprn, products_available: world.productsAvailable, product_codes: [] },
      }),
    '/service-status/:uprn': jsonResponse(200, { data: { uprn: activeProperty.uprn, status: 'ACTIVE' } }),
    '/retrieve-products/:uprn/': (request) => world.retrievals.hold(request),
    '/orders/type': (request) => world.options.hold(request),
    '/project-lookup': jsonResponse(200, { data: [{ id: 'p-1', name: 'Leeds build' }] }),
    'POST /order/customer': (request) => world.validations.hold(request),
    '/appointment-availability': jsonResponse(200, {
      data: [
        {
          appointmentDate: slotDay,
          appointmentStartTime: '08:00',
          appointmentEndTime: '13:00',
          appointmentReservationKey: null,
        },
        {
          appointmentDate: slotDay,
          appointmentStartTime: '13:00',
          appointmentEndTime: '18:00',
          appointmentReservationKey: null,
        },
      ],
    }),
    'POST /appointment-reservation': jsonResponse(200, {
      data: {
        appointmentDate: slotDay,
        appointmentStartTime: '08:00',
        appointmentEndTime: '13:00',
        appointmentReservationKey: 'res-model',
        expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
      },
    }),
    'POST /order': (request) => world.placements.hold(request),
  });
  return world;
}
type World = ReturnType<typeof createWorld>;

const ordersServiceError = () => networkFailure();

const adapter: ModelAdapter<typeof fttpOrderModel, World> = {
  drivers: {
    ...views.drivers,
    'lookup.found': (world) => world.lookups.answer(() => jsonResponse(200, { data: [activeProperty, otherProperty] })),
    'lookup.none': (world) => world.lookups.answer(() => jsonResponse(200, { data: [] })),
    'property.select': (world) => pickOption(world, 'Property', new RegExp(`UPRN ${activeProperty.uprn}`)),
    'check.ok': (world) => {
      world.productsAvailable = true;
      return world.checks.answer(() => jsonResponse(200, { data: { order_exists: false } }));
    },
    'check.existingOrder': (world) =>
      views.existingOrder(world, () => jsonResponse(200, { data: { order_exists: true } })),
    'check.noProducts': async (world) => {
      world.productsAvailable = false;
      await world.checks.answer(() => jsonResponse(200, { data: { order_exists: false } }));
      await screen.findByText('Sorry! We are unable to provide any services to this property.');
    },
    'products.found': (world) =>
      world.retrievals.answer(() => jsonResponse(200, { data: [appointmentProduct, remoteProduct] })),
    // Empty 11 times, 5 s apart (the clock is moved on rather than waited for).
    'products.empty': async (world) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      try {
        for (let i = 0; i <= 10; i++) {
          await world.retrievals.answer(() => jsonResponse(200, { data: [] }));
          if (i < 10) await act(async () => vi.advanceTimersByTimeAsync(5_000));
        }
      } finally {
        vi.useRealTimers();
      }
    },
    'products.fail': (world) => world.retrievals.answer(ordersServiceError),
    'product.choose': async (world) => {
      await pickOption(world, 'Product', appointmentProduct.displayName);
      await pickOption(world, 'Line Profile', '1200/900');
    },
    'product.chooseRemote': async (world) => {
      await pickOption(world, 'Product', remoteProduct.displayName);
      await pickOption(world, 'Line Profile', '1000/1000');
    },
    'options.loaded': (world) =>
      world.options.answer(() => jsonResponse(200, { data: [{ value: 'wlto', label: 'WLTO' }] })),
    'options.fail': (world) => world.options.answer(ordersServiceError),
    'form.valid': async (world) => {
      await views.fillReference(world, { taken: takenReference, first: 'ORD-MODEL-1', second: 'ORD-MODEL-2' });
      if (
        !screen
          .getByRole('combobox', { name: 'Authentication Agent' })
          .closest('.ant-select')
          ?.textContent?.includes('DHCP')
      )
        await pickOption(world, 'Authentication Agent', 'DHCP Option 82');
      for (const [name, value] of [
        ['Agent ID', 'agent@isp'],
        ['Name', 'Alex Morgan'],
        ['Email', 'alex@example.com'],
        ['Phone Number', '01234567890'],
      ] as const)
        if (!textbox(name).value) await replace(world, name, value);
      if (screen.queryByRole('textbox', { name: 'Requested Date' }) && !textbox('Requested Date').value)
        await replace(world, 'Requested Date', future);
    },
    'form.invalid': (world) => world.user.clear(textbox('Name')),
    'validate.fieldErrors': (world) =>
      world.validations.answer(() =>
        jsonResponse(400, {
          error: {
            status: 400,
            code: 'validation_failed',
            message: 'Invalid',
            fields: { buyer_reference: [takenReference] },
          },
        }),
      ),
    'slot.reserved': async (world) => {
      const first = await screen.findByRole('radio', { name: /08:00/ }, { timeout: 5_000 });
      await world.user.click(first);
      await world.user.click(button('Reserve appointment'));
      // Spec 3 §4: after reserving, the journey goes to the summary.
      await screen.findByRole('heading', { name: 'Order Summary' });
    },
    'place.ok': (world) => world.placements.answer(() => jsonResponse(201, { data: placedOrder })),
    'step.next': async (world, step) => {
      const next = button('Next');
      const refusedProducts = views.stepHere() === 'products' && stateKey(step.modelState) === world.state;
      await world.user.click(next);
      if (refusedProducts) await screen.findByText(orderMessages.productRequired);
      if (world.state === 'appointment' && !step.modelContext.slot)
        await screen.findAllByText('Please select an appointment to continue.');
    },
  },
  assertState: (world, expected) => views.assertState(assertions)(world, expected),
};

type Assertion = (world: World, expected: ModelExpectation<Ctx>) => Promise<void>;
const { at, shown } = views;

const assertions: Record<string, Assertion> = {
  ...views.assertions,
  'availability.idle': async (_, { modelContext: c }) => {
    await views.assertions['availability.idle']();
    if (c.notAvailable) screen.getByText('Sorry! We are not yet available in this area.');
  },
  'availability.choosing': async (_, { modelContext: c }) => {
    await screen.findByRole('combobox', { name: 'Property' });
    await at(funnel);
    if (c.property)
      await screen.findByRole('definition', { name: '' }).catch(() => screen.getByText(activeProperty.uprn));
  },
  'availability.noProducts': async () => {
    await screen.findByText('There are no products available for this property.');
  },
  'products.retrieving': async () => {
    await screen.findByText('Searching for available products...');
    await at(`${funnel}/options`);
  },
  'products.failed': async () => {
    await screen.findByText('The products could not be retrieved.');
  },
  'products.none': async () => {
    await screen.findByText('There are no products available for this property.');
  },
  'products.choosing': async () => {
    await screen.findByRole('combobox', { name: 'Product' });
    await at(`${funnel}/options`);
    // Next is offered either way; its messages show only once it was pressed without a choice.
    await waitFor(() => expect(button('Next')).toBeEnabled());
  },
  'customer.loading': async () => {
    await screen.findByText('Loading the order options...');
    await at(`${funnel}/customer`);
  },
  'customer.editing': async (_, { modelContext: c }) => {
    await screen.findByRole('heading', { name: 'Customer Order Information' });
    await waitFor(() => expect(screen.queryByText('Loading the order options...')).toBeNull());
    await at(`${funnel}/customer`);
    if (c.remote) screen.getByRole('textbox', { name: 'Requested Date' });
    else screen.getByText('An engineer appointment is booked at the next step.');
    if (c.serverError) screen.getByText(takenReference);
  },
  appointment: async (_, { modelContext: c }) => {
    await shown('Book An Appointment', 'appointment');
    if (c.slot) await screen.findByText(/Reserved appointment:/);
  },
  'summary.reviewing': async (_, { modelContext: c }) => {
    await shown('Order Summary', 'summary');
    await waitFor(() => expect(button(/Place Order/)).toBeEnabled());
    // The property being ordered, and the reserved appointment's hold (dd/MM/yyyy, HH:mm).
    screen.getByText(/^Ordering for/);
    if (c.remote) screen.getByText(future);
    else screen.getByText(/held until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  },
};

/** One test per walk, and the check of what the walks cover (the Testing Library walk driver). */
export function walkFttpFunnelPaths(): void {
  walkFunnelViews({
    ...adapter,
    name: 'fttpOrder',
    title: 'FTTP funnel views, model paths',
    model: fttpOrderModel,
    createWorld,
    held: (world) => [
      world.lookups,
      world.checks,
      world.retrievals,
      world.options,
      world.validations,
      world.placements,
    ],
    draftKey,
    draftWrites: fttpDrafts.writes,
    assertedStates: Object.keys(assertions),
  });
}
