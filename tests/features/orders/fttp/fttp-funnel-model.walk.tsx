import { fttpOrderModel } from '@machines/fttp-order.model';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { get, set } from 'idb-keyval';
import { useLocation } from 'wouter';
import { ToastProvider } from '@/components/toasts';
import { featureFlagNames } from '@/contracts/flags';
import { draftWrites } from '@/features/orders/fttp/draft-store';
import { FttpOrderPage } from '@/features/orders/fttp/fttp-order-page';
import { addDays, formatDate, todayIso } from '@/lib/dates';
import { orderMessages, ordersListAfterSuccess } from '@/lib/order-rules';
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
import { walkFunnelViews } from '../funnel-walks';

// The FTTP funnel's test model (machines/fttp-order.model.ts) driving the real FttpOrderPage in Testing Library: a
// few walks that visit every model state and refuse every guarded event (every transition is walked in Chromium,
// e2e/fttp-order-model.spec.ts; the machine test replays the covering paths against the machine). Each step is what a person does (user-event) or what the provider answers (msw, held until the path's reply
// event); after each step the screen, the address and the stored draft are checked. Failed calls are lost answers
// (the network, not an error status), so the funnel stays on its step with a toast.

type Ctx = ReturnType<typeof fttpOrderModel.getInitialSnapshot>['context'];
const userId = 'usr_fttp_model';
const draftKey = `portal.fttp-order-draft.${userId}`;
const funnel = '/ordering/products/fttp';
const paths = {
  availability: funnel,
  products: `${funnel}/options`,
  customer: `${funnel}/customer`,
  appointment: `${funnel}/appointment`,
  summary: `${funnel}/summary`,
};
const order = ['availability', 'products', 'customer', 'appointment', 'summary'] as const;
const takenReference = 'This reference is already used by another order';
const future = formatDate(addDays(todayIso(), 10));
const slotDay = addDays(todayIso(), 3);
const noMotion = { token: { motion: false } };
const placedOrder = fttpFunnelPlacedOrder('ord_model', 'Model User');

function heldRequests(name: string) {
  const pending: Array<{ request: Request; answer: (response: Response) => void }> = [];
  const seen: Request[] = [];
  return {
    seen,
    hold: (request: Request) =>
      new Promise<Response>((answer) => {
        seen.push(request);
        pending.push({ request, answer });
      }),
    answer: async (reply: (request: Request) => Response) => {
      await waitFor(() => expect(pending.length, `a held ${name} request`).toBeGreaterThan(0), { timeout: 5_000 });
      const next = pending.shift() as (typeof pending)[number];
      await act(async () => next.answer(reply(next.request)));
    },
    release: () => {
      for (const held of pending.splice(0)) held.answer(networkFailure());
    },
  };
}
type Held = ReturnType<typeof heldRequests>;

function Pages({ orgId }: { orgId: string }) {
  const [location] = useLocation();
  if (location.startsWith(funnel)) return <FttpOrderPage userId={userId} orgId={orgId} />;
  return <h1>Orders</h1>;
}

type World = {
  path: ModelPath<Ctx>;
  user: UserEvent;
  state: string;
  lookups: Held;
  checks: Held;
  retrievals: Held;
  options: Held;
  validations: Held;
  placements: Held;
  productsAvailable: boolean;
  load: () => void;
  unmount: () => void;
};

function createWorld(path: ModelPath<Ctx>): World {
  window.history.replaceState(null, '', funnel);
  const world: World = {
    path,
    user: userEvent.setup({ delay: null, skipHover: true, pointerEventsCheck: 0 }) as UserEvent,
    state: stateKey(path.initial.modelState),
    lookups: heldRequests('address lookup'),
    checks: heldRequests('order exists'),
    retrievals: heldRequests('retrieve products'),
    options: heldRequests('order types'),
    validations: heldRequests('customer validation'),
    placements: heldRequests('placement'),
    productsAvailable: true,
    unmount: () => undefined,
    load: () => {
      const queryClient = new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      });
      world.unmount = render(
        <QueryClientProvider client={queryClient}>
          <ConfigProvider theme={noMotion}>
            <ToastProvider>
              <Pages orgId="org_model" />
            </ToastProvider>
          </ConfigProvider>
        </QueryClientProvider>,
      ).unmount;
    },
  };
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

const here = () => window.location.pathname;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
// The Order Reference's label carries its tooltip's icon, so its name is matched from the start.
const textbox = (name: string) =>
  screen.getByRole('textbox', { name: name === 'Order Reference' ? /^Order Reference/ : name }) as HTMLInputElement;
const stepOfHere = () => order.find((s) => paths[s] === here()) ?? 'availability';

async function pickOption(world: World, combobox: string, text: string | RegExp) {
  await world.user.click(screen.getByRole('combobox', { name: combobox }));
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((o) => (typeof text === 'string' ? o.textContent === text : text.test(o.textContent ?? '')));
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  await world.user.click(option);
}

async function replace(world: World, name: string, value: string) {
  const box = textbox(name);
  await world.user.click(box);
  if (box.value) await world.user.clear(box);
  await world.user.paste(value);
}

async function moveAddress(to: string) {
  await act(async () => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
}

const previousOf = (remote: boolean) => {
  const step = stepOfHere();
  if (step === 'summary' && remote) return paths.customer;
  return paths[order[Math.max(0, order.indexOf(step) - 1)] as keyof typeof paths];
};

async function reload(world: World) {
  await draftWrites();
  world.unmount();
  world.load();
  await screen.findByRole('heading', { name: 'FTTP Order', level: 1 });
}

const ordersServiceError = () => networkFailure();
const region = () => screen.getByRole('region', { name: 'Find the property' });

const adapter: ModelAdapter<typeof fttpOrderModel, World> = {
  drivers: {
    'draft.none': () => undefined,
    'draft.restored': () => undefined,
    // An older version's draft is in the store when the page opens: it is discarded, never used.
    'draft.stale': async (world) => {
      await draftWrites();
      await set(draftKey, { version: 0, step: 'summary', customer: 7 });
      world.unmount();
      world.load();
      await screen.findByRole('heading', { name: 'FTTP Order', level: 1 });
      await waitFor(async () => expect(await get(draftKey)).not.toMatchObject({ version: 0 }));
    },
    'postcode.valid': (world) => replace(world, 'Postcode', 'LS1 4AP'),
    'postcode.invalid': (world) => replace(world, 'Postcode', 'LS1'),
    'postcode.submit': async (world, step) => {
      await world.user.click(within(region()).getByRole('button', { name: 'Search' }));
      if (!step.modelContext.postcode)
        await screen.findByText(textbox('Postcode').value ? 'Invalid postcode' : 'Please enter a postcode');
    },
    'lookup.found': (world) => world.lookups.answer(() => jsonResponse(200, { data: [activeProperty, otherProperty] })),
    'lookup.none': (world) => world.lookups.answer(() => jsonResponse(200, { data: [] })),
    'lookup.fail': (world) => world.lookups.answer(ordersServiceError),
    'property.select': (world) => pickOption(world, 'Property', new RegExp(`UPRN ${activeProperty.uprn}`)),
    'check.ok': (world) => {
      world.productsAvailable = true;
      return world.checks.answer(() => jsonResponse(200, { data: { order_exists: false } }));
    },
    'check.existingOrder': async (world) => {
      await world.checks.answer(() => jsonResponse(200, { data: { order_exists: true } }));
      await screen.findAllByText('There is already an order in progress for this property.', {}, { timeout: 3_000 });
    },
    'check.noProducts': async (world) => {
      world.productsAvailable = false;
      await world.checks.answer(() => jsonResponse(200, { data: { order_exists: false } }));
      await screen.findByText('Sorry! We are unable to provide any services to this property.');
    },
    'check.fail': (world) => world.checks.answer(ordersServiceError),
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
    'products.retry': (world) => world.user.click(button('Try again')),
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
      const refused = screen.queryByText(takenReference) !== null;
      if (refused || !textbox('Order Reference').value)
        await replace(world, 'Order Reference', refused ? 'ORD-MODEL-2' : 'ORD-MODEL-1');
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
    'validate.ok': (world) => world.validations.answer(() => jsonResponse(200, { data: { valid: true } })),
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
    'validate.fail': (world) => world.validations.answer(ordersServiceError),
    'slot.reserved': async (world) => {
      const first = await screen.findByRole('radio', { name: /08:00/ }, { timeout: 5_000 });
      await world.user.click(first);
      await world.user.click(button('Reserve appointment'));
      // Spec 3 §4: after reserving, the journey goes to the summary.
      await screen.findByRole('heading', { name: 'Order Summary' });
    },
    'place.ok': (world) => world.placements.answer(() => jsonResponse(201, { data: placedOrder })),
    'place.fail': async (world) => {
      await world.placements.answer(ordersServiceError);
      await screen.findAllByText('There was an error placing your order. Please try again.');
    },
    'modal.close': async (world) => {
      const dialog = await screen.findByRole('dialog');
      await world.user.click(within(dialog).getByRole('button', { name: 'View Orders' }));
    },
    'step.next': async (world, step) => {
      const next = button('Next');
      const refusedProducts = stepOfHere() === 'products' && stateKey(step.modelState) === world.state;
      await world.user.click(next);
      if (refusedProducts) await screen.findByText(orderMessages.productRequired);
      if (world.state === 'appointment' && !step.modelContext.slot)
        await screen.findAllByText('Please select an appointment to continue.');
    },
    'step.back': (world) => world.user.click(button('Back')),
    'step.submit': (world) => world.user.click(button(/Place Order/)),
    // The no-products box has a Cancel of its own; the step's is the last.
    'step.cancel': (world) => world.user.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1) as HTMLElement),
    'page.reload': (world) => reload(world),
    'resume.continue': (world) => world.user.click(button('Continue your order')),
    'resume.restart': (world) => world.user.click(button('Start again')),
    'address.current': () => moveAddress(here()),
    'address.previous': (_, step) => moveAddress(previousOf(step.modelContext.remote)),
    'address.next': () => moveAddress(paths[order[Math.min(4, order.indexOf(stepOfHere()) + 1)] as keyof typeof paths]),
    'address.start': () => moveAddress(funnel),
  },
  assertState: async (world, expected) => {
    const name = stateKey(expected.modelState);
    await assertions[name]?.(world, expected);
    world.state = name;
  },
};

type Assertion = (world: World, expected: ModelExpectation<Ctx>) => Promise<void>;
const at = (path: string) => waitFor(() => expect(here()).toBe(path));

const assertions: Record<string, Assertion> = {
  // A saved draft is offered before the funnel goes on: continue the order for its property, or start again.
  offering: async () => {
    await screen.findByRole('heading', { name: /^Continue your order for .+\?$/ });
  },
  restoring: async () => {
    await screen.findByRole('heading', { name: 'FTTP Order', level: 1 });
  },
  'availability.idle': async (_, { modelContext: c }) => {
    await screen.findByRole('textbox', { name: 'Postcode' });
    await at(funnel);
    if (c.notAvailable) screen.getByText('Sorry! We are not yet available in this area.');
  },
  'availability.searching': async () => {
    await screen.findByText('Searching for properties...');
  },
  'availability.choosing': async (_, { modelContext: c }) => {
    await screen.findByRole('combobox', { name: 'Property' });
    await at(funnel);
    if (c.property)
      await screen.findByRole('definition', { name: '' }).catch(() => screen.getByText(activeProperty.uprn));
  },
  'availability.checking': async () => {
    await screen.findByText('Checking the property...');
  },
  'availability.noProducts': async () => {
    await screen.findByText('There are no products available for this property.');
  },
  'products.retrieving': async () => {
    await screen.findByText('Searching for available products...');
    await at(paths.products);
  },
  'products.failed': async () => {
    await screen.findByText('The products could not be retrieved.');
  },
  'products.none': async () => {
    await screen.findByText('There are no products available for this property.');
  },
  'products.choosing': async () => {
    await screen.findByRole('combobox', { name: 'Product' });
    await at(paths.products);
    // Next is offered either way; its messages show only once it was pressed without a choice.
    await waitFor(() => expect(button('Next')).toBeEnabled());
  },
  'customer.loading': async () => {
    await screen.findByText('Loading the order options...');
    await at(paths.customer);
  },
  'customer.editing': async (_, { modelContext: c }) => {
    await screen.findByRole('heading', { name: 'Customer Order Information' });
    await waitFor(() => expect(screen.queryByText('Loading the order options...')).toBeNull());
    await at(paths.customer);
    if (c.remote) screen.getByRole('textbox', { name: 'Requested Date' });
    else screen.getByText('An engineer appointment is booked at the next step.');
    if (c.serverError) screen.getByText(takenReference);
  },
  'customer.validating': async (world) => {
    await waitFor(() => expect(world.validations.seen.length).toBeGreaterThan(0));
  },
  appointment: async (_, { modelContext: c }) => {
    await screen.findByRole('heading', { name: 'Book An Appointment' });
    await at(paths.appointment);
    if (c.slot) await screen.findByText(/Reserved appointment:/);
  },
  'summary.reviewing': async (_, { modelContext: c }) => {
    await screen.findByRole('heading', { name: 'Order Summary' });
    await at(paths.summary);
    await waitFor(() => expect(button(/Place Order/)).toBeEnabled());
    // The property being ordered, and the reserved appointment's hold (dd/MM/yyyy, HH:mm).
    screen.getByText(/^Ordering for/);
    if (c.remote) screen.getByText(future);
    else screen.getByText(/held until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  },
  'summary.placing': async (world) => {
    await waitFor(() => expect(world.placements.seen.length).toBeGreaterThan(0));
    for (const cancel of screen.getAllByRole('button', { name: 'Cancel' })) expect(cancel).toBeDisabled();
  },
  placed: async () => {
    await screen.findByRole('dialog');
    await screen.findByText('Order Successful');
    await waitFor(async () => expect(await get(draftKey)).toBeUndefined());
  },
  done: async () => {
    await screen.findByRole('heading', { name: 'Orders' });
    expect(`${window.location.pathname}${window.location.search}`).toBe(ordersListAfterSuccess);
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
    draftWrites: draftWrites,
    assertedStates: Object.keys(assertions),
  });
}
