import { regradeOrderModel } from '@machines/regrade-order.model';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import axe from 'axe-core';
import { useLocation } from 'wouter';
import { ToastProvider } from '@/components/toasts';
import { regradePath, regradeStepHref } from '@/features/orders/regrade/regrade-address';
import { RegradePage } from '@/features/orders/regrade/regrade-page';
import { ordersListAfterSuccess, orderToasts } from '@/lib/order-rules';
import { slotsFixture } from '../../../machines/appointment-slot-list.fixtures';
import {
  noProductsLookup,
  placedOrderFixture,
  regradeLookupFixture,
  regradeToken,
  validCustomer,
} from '../../../machines/regrade-order.fixtures';
import { stateKey } from '../../../support/model-adapters/step-text';
import { type ModelAdapter, walkPath, walkTimeout } from '../../../support/model-adapters/walk';
import { selectCoveringPaths, selectCoveringWalks } from '../../../support/model-cover';
import {
  getModelPaths,
  type ModelExpectation,
  type ModelPath,
  type ModelStep,
  walkTitle,
} from '../../../support/model-paths';
import { errorResponse, jsonResponse, networkFailure, type RecordedRequests, routeFetch } from '../../support/http';

// The regrade wizard's test model (machines/regrade-order.model.ts) driving the real wizard views in Testing Library:
// a few long walks that visit every model state and take every model transition (the machine test replays the
// covering paths against the machine). Each step is what a person does (user-event), what the browser does (reload, back and forward), or
// what the sandbox answers (msw, held until the path's answer event); after each step the screen and the address are
// checked.

// jsdom has no IndexedDB: the draft is kept in memory across the walk's reloads; `failing.get` makes a read fail.
const failing = vi.hoisted(() => ({ get: false }));
vi.mock('idb-keyval', async () => {
  const memory = await import('../../support/memory-idb-keyval');
  return {
    ...memory,
    get: (key: string) => (failing.get ? Promise.reject(new Error('IndexedDB unavailable')) : memory.get(key)),
  };
});

type Ctx = ReturnType<typeof regradeOrderModel.getInitialSnapshot>['context'];
const userId = 'usr_regrade_model';
const draftKey = `portal.regrade-draft.${userId}`;
const noMotion = { token: { motion: false } };

/** The pages around the wizard: its own addresses, and stand-ins for where it sends people. */
function Pages() {
  const [location] = useLocation();
  if (location.startsWith(regradePath)) return <RegradePage userId={userId} />;
  if (location === '/error') return <h1>Error page</h1>;
  return <h1>Orders page</h1>;
}

/** Requests the msw handler keeps waiting until the path's answer event answers them. */
function heldRequests(name: string) {
  const pending: Array<{ request: Request; answer: (response: Response) => void }> = [];
  return {
    hold: (request: Request) => new Promise<Response>((answer) => pending.push({ request, answer })),
    answer: async (reply: () => Response) => {
      await waitFor(() => expect(pending.length, `a held ${name} request`).toBeGreaterThan(0));
      const next = pending.shift() as (typeof pending)[number];
      await act(async () => next.answer(reply()));
    },
    release: () => {
      for (const held of pending.splice(0)) held.answer(errorResponse(503, 'unavailable', 'test ended'));
    },
  };
}
type Held = ReturnType<typeof heldRequests>;

type World = {
  path: ModelPath<Ctx>;
  user: UserEvent;
  lookups: Held;
  /** GET /order/exists/{uprn}: the existing-order check of the service's property. */
  orderChecks: Held;
  checks: Held;
  placements: Held;
  requests: RecordedRequests;
  load: () => void;
  unmount: () => void;
};

function createWorld(path: ModelPath<Ctx>): World {
  failing.get = path.steps[0]?.event.type === 'draft.unreadable';
  window.history.replaceState(null, '', regradeStepHref('products', regradeToken));
  const world: World = {
    path,
    user: userEvent.setup({ delay: null, skipHover: true, pointerEventsCheck: 0 }) as UserEvent,
    lookups: heldRequests('regrade lookup'),
    orderChecks: heldRequests('order exists'),
    checks: heldRequests('customer check'),
    placements: heldRequests('placement'),
    requests: undefined as unknown as RecordedRequests,
    unmount: () => undefined,
    load: () => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      world.unmount = render(
        <QueryClientProvider client={queryClient}>
          <ConfigProvider theme={noMotion}>
            <ToastProvider>
              <Pages />
            </ToastProvider>
          </ConfigProvider>
        </QueryClientProvider>,
      ).unmount;
    },
  };
  world.requests = routeFetch({
    '/regrade': (request) => world.lookups.hold(request),
    '/order/exists/:uprn': (request) => world.orderChecks.hold(request),
    'POST /regrade-customer': (request) => world.checks.hold(request),
    'POST /regrade-order': (request) => world.placements.hold(request),
    '/appointment-availability': jsonResponse(200, { data: slotsFixture(12) }),
    'POST /appointment-reservation': async (request) => {
      const body = (await request.json()) as { date: string; startTime: string; endTime: string };
      return jsonResponse(200, {
        data: {
          appointmentDate: body.date,
          appointmentStartTime: body.startTime,
          appointmentEndTime: body.endTime,
          appointmentReservationKey: 'R-walk',
          expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
        },
      });
    },
  });
  return world;
}

const here = () => `${window.location.pathname}${window.location.search}`;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const spinning = 'ant-btn-loading';
/** How the draft a reload stored is read back: the path's next draft event (after the lookup and the check). */
const nextDraftEvent = (world: World, step: ModelStep<Ctx>) =>
  world.path.steps
    .slice(world.path.steps.indexOf(step) + 1)
    .map((s) => s.event.type)
    .find((type) => type.startsWith('draft.') || type === 'page.reload');

/** The open antd dropdown's option with this text. */
async function pickOption(text: string) {
  return waitFor(() => {
    const options = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ];
    const found = options.find((o) => o.textContent === text);
    if (!found) throw new Error(`no option ${text} among ${options.map((o) => o.textContent).join(', ')}`);
    return found;
  });
}
async function choose(world: World, name: string, option: string) {
  await world.user.click(screen.getByRole('combobox', { name }));
  await world.user.click(await pickOption(option));
}
const selected = (name: string) =>
  screen.getByRole('combobox', { name }).closest('.ant-select')?.querySelector('.ant-select-selection-item')
    ?.textContent ?? '';
/** Picks a product afresh (another one first when it is already picked, as antd ignores picking the same option). */
async function pickProduct(world: World, product: string, profile?: string) {
  if (selected('Product') === product)
    await choose(world, 'Product', product === 'FTTP Business 900' ? 'FTTP Business 1000' : 'FTTP Business 900');
  await choose(world, 'Product', product);
  if (profile) await choose(world, 'Line Profile', profile);
}
async function replace(world: World, label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  await world.user.click(input);
  if (input.value) await world.user.clear(input);
  if (value) await world.user.paste(value);
}
async function browseTo(step: 'products' | 'customer' | 'appointment' | 'summary') {
  await act(async () => window.history.pushState(null, '', regradeStepHref(step, regradeToken)));
}

const headings: Record<string, string> = {
  'products.choosing': 'Select Products',
  'customer.editing': 'Customer Order Information',
  'customer.validating': 'Customer Order Information',
  appointment: 'Book An Appointment',
  'summary.reviewing': 'Regrade Order Summary',
  'summary.placing': 'Regrade Order Summary',
};
const addressOf: Record<string, string> = {
  'products.choosing': regradeStepHref('products', regradeToken),
  'customer.editing': regradeStepHref('customer', regradeToken),
  appointment: regradeStepHref('appointment', regradeToken),
  'summary.reviewing': regradeStepHref('summary', regradeToken),
};

const adapter: ModelAdapter<typeof regradeOrderModel, World> = {
  drivers: {
    'link.missing': async (world) => {
      world.unmount();
      window.history.replaceState(null, '', regradePath);
      world.load();
    },
    'draft.none': () => undefined,
    'draft.restored': () => undefined,
    'draft.unreadable': () => {
      failing.get = false;
    },
    'lookup.products': (world) => world.lookups.answer(() => jsonResponse(200, { data: regradeLookupFixture })),
    'lookup.noProducts': (world) => world.lookups.answer(() => jsonResponse(200, { data: noProductsLookup })),
    'lookup.refused': (world) =>
      world.lookups.answer(() =>
        jsonResponse(400, {
          error: {
            status: 400,
            code: 'validation_failed',
            message: 'This regrade link has expired. Please open the regrade from the service again.',
            fields: { token: ['This regrade link has expired. Please open the regrade from the service again.'] },
          },
        }),
      ),
    'lookup.fail': (world) => world.lookups.answer(() => errorResponse(503, 'unavailable', 'down')),
    'products.retry': (world) => world.user.click(button('Retry')),
    'check.ok': (world) => world.orderChecks.answer(() => jsonResponse(200, { data: { order_exists: false } })),
    'check.orderInProgress': (world) =>
      world.orderChecks.answer(() => jsonResponse(200, { data: { order_exists: true } })),
    'check.fail': (world) => world.orderChecks.answer(() => errorResponse(503, 'unavailable', 'down')),
    'resume.continue': (world) => world.user.click(button('Continue your order')),
    'resume.restart': (world) => world.user.click(button('Start again')),
    'product.pickAppointment': (world) => pickProduct(world, 'FTTP Business 900', '900/900 Standard'),
    'product.pickDirect': (world) => pickProduct(world, 'FTTP Business 1000', '1000/1000 Standard'),
    'product.only': (world) => pickProduct(world, 'FTTP Business 900'),
    'customer.fill': async (world) => {
      await replace(world, /^Order Reference/, validCustomer.buyer_reference);
      await replace(world, 'Name', validCustomer.name);
      await replace(world, 'Email', validCustomer.email);
      await replace(world, 'Phone Number', validCustomer.phone);
    },
    'customer.invalid': async (world) => {
      await replace(world, 'Email', 'ada@');
    },
    'validate.ok': (world) => world.checks.answer(() => jsonResponse(200, { data: { valid: true } })),
    'validate.fields': async (world) => {
      await world.checks.answer(() =>
        jsonResponse(400, {
          error: {
            status: 400,
            code: 'validation_failed',
            message: 'Validation failed',
            fields: { buyer_reference: ['This reference is already used by another order', 'second'] },
          },
        }),
      );
      expect(await screen.findByText('This reference is already used by another order')).toBeInTheDocument();
      expect(screen.queryByText('second')).not.toBeInTheDocument();
    },
    // The error page (spec 3 §8 status redirects), and back: the wizard opens again at its draft's step.
    'validate.fail': async (world) => {
      await world.checks.answer(() => errorResponse(500, 'internal', 'boom'));
      await screen.findByRole('heading', { name: 'Error page' });
      await act(async () => window.history.back());
      await world.lookups.answer(() => jsonResponse(200, { data: regradeLookupFixture }));
      await world.orderChecks.answer(() => jsonResponse(200, { data: { order_exists: false } }));
      // The wizard opens again on its draft: the order under way is offered, and continued.
      await world.user.click(await screen.findByRole('button', { name: 'Continue your order' }));
    },
    // As in the FTTP and Ethernet funnels: the service could not be reached, the answers are kept.
    'validate.network': async (world) => {
      await world.checks.answer(() => networkFailure());
      expect(await screen.findByText(orderToasts.unreachable.title)).toBeInTheDocument();
    },
    'slot.reserved': async (world) => {
      const group = await screen.findByRole('group', { name: 'Available appointments' });
      await world.user.click(within(group).getAllByRole('radio').at(-1) as HTMLElement);
      await world.user.click(button('Reserve appointment'));
      // Spec 3 §4: after reserving, the journey goes to the summary.
      await screen.findByRole('heading', { name: 'Regrade Order Summary' });
    },
    'address.products': () => browseTo('products'),
    'address.customer': () => browseTo('customer'),
    'address.appointment': () => browseTo('appointment'),
    'address.summary': () => browseTo('summary'),
    'step.next': async (world, step) => {
      const next = screen.getByRole('button', { name: 'Next' });
      if (next.hasAttribute('disabled')) return;
      await world.user.click(next);
      if (stateKey(step.modelState) === 'appointment' && !step.modelContext.appt)
        expect(await screen.findByText('Appointment required')).toBeInTheDocument();
    },
    'step.back': (world) => world.user.click(button('Back')),
    'step.cancel': (world) => world.user.click(button('Cancel')),
    'step.submit': (world) => world.user.click(button(/Place Order/)),
    'place.ok': (world) => world.placements.answer(() => jsonResponse(201, { data: placedOrderFixture() })),
    'place.fail': async (world) => {
      await world.placements.answer(() => errorResponse(503, 'unavailable', 'down'));
      expect(await screen.findByText('Order failed')).toBeInTheDocument();
    },
    'modal.close': (world) => world.user.click(button('View Orders')),
    'page.reload': async (world, step) => {
      world.unmount();
      world.lookups.release();
      world.orderChecks.release();
      const next = nextDraftEvent(world, step);
      const { del } = await import('idb-keyval');
      if (next === 'draft.none') await del(draftKey);
      if (next === 'draft.unreadable') failing.get = true;
      world.load();
    },
  },
  assertState: async (_world, expected: ModelExpectation<Ctx>) => {
    const state = stateKey(expected.modelState);
    if (state === 'products.retrieving' || state === 'products.checking') {
      expect((await screen.findAllByText('Searching for available products...')).length).toBeGreaterThan(0);
    } else if (state === 'restoring') {
      // The link looked up and checked; the draft is read back at once.
      await waitFor(() => expect(screen.queryByText('Searching for available products...')).toBeNull());
    } else if (state === 'invalidLink') {
      expect(await screen.findByText(/This regrade link is not valid or has expired\./)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your orders' })).toBeInTheDocument();
    } else if (state === 'products.orderInProgress') {
      // Spec 3 §8, as in the FTTP and Ethernet funnels: a used link stops at the first step.
      expect(
        (await screen.findAllByText('There is already an order in progress for this property.')).length,
      ).toBeGreaterThan(0);
      expect(screen.queryByRole('combobox', { name: 'Product' })).not.toBeInTheDocument();
    } else if (state === 'offering') {
      await screen.findByRole('heading', {
        name: `Continue your order for ${regradeLookupFixture.service.address}?`,
      });
    } else if (state === 'products.none') {
      expect(await screen.findByText('There are no products available for this property.')).toBeInTheDocument();
    } else if (state === 'products.failed') {
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    } else if (state === 'placed') {
      await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe('Order Successful'));
    } else if (state === 'done') {
      await screen.findByRole('heading', { name: 'Orders page' });
      expect(here()).toBe(ordersListAfterSuccess);
    } else if (state === 'cancelled') {
      await screen.findByRole('heading', { name: 'Orders page' });
      expect(window.location.pathname).toBe('/ordering/orders');
    } else {
      await screen.findByRole('heading', { name: headings[state] });
      // The heading shows while the link is looked up too: the choice is there once it is done.
      if (state === 'products.choosing') await screen.findByRole('combobox', { name: 'Product' });
      // Busy, the step's button spins as in the FTTP and Ethernet funnels.
      if (state === 'customer.validating') await waitFor(() => expect(button(/Next/)).toHaveClass(spinning));
      if (state === 'summary.placing') await waitFor(() => expect(button(/Place Order/)).toHaveClass(spinning));
      if (state === 'customer.editing') await waitFor(() => expect(button('Next')).toBeEnabled());
      if (state === 'summary.reviewing') await waitFor(() => expect(button('Place Order')).toBeEnabled());
      const address = addressOf[state];
      if (address) await waitFor(() => expect(here()).toBe(address));
      // The step bar: Appointment only when the chosen product requires one; the current step is marked.
      const c = expected.modelContext;
      if (c.chosen) {
        const bar = within(screen.getByRole('list', { name: 'Steps' }));
        const titles = ['Products', 'Customer', ...(c.apptReq ? ['Appointment'] : []), 'Summary'];
        const items = bar.getAllByRole('listitem');
        expect(items).toHaveLength(titles.length);
        for (const [i, title] of titles.entries()) expect(items[i]).toHaveTextContent(title);
        const current = { products: 'Products', customer: 'Customer', appointment: 'Appointment', summary: 'Summary' }[
          state.split('.')[0] as string
        ];
        expect(items.find((item) => item.getAttribute('aria-current') === 'step')).toHaveTextContent(current ?? '');
      }
    }
  },
};

// The regrade wizard has no model walk in Chromium (e2e/regrade.spec.ts walks its journeys), so its views are walked
// here through every model state and transition: a few long walks rather than a fresh render per covering path.
const selection = selectCoveringWalks('regradeOrder (views)', regradeOrderModel, {
  over: selectCoveringPaths('regradeOrder', regradeOrderModel, getModelPaths(regradeOrderModel)).paths,
});

describe('regrade wizard views, model walks', () => {
  let passed = 0;
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  for (const [index, path] of selection.paths.entries()) {
    it(walkTitle(path, index, selection.paths.length), { timeout: walkTimeout(path.steps.length) }, async () => {
      const { del } = await import('idb-keyval');
      await del(draftKey);
      const world = createWorld(path);
      world.load();
      try {
        await walkPath(path, world, adapter);
      } finally {
        for (const held of [world.lookups, world.orderChecks, world.checks, world.placements]) held.release();
        failing.get = false;
      }
      passed += 1;
    });
  }
  afterAll(() => {
    console.info(`${selection.summary}; walked ${passed} of ${selection.paths.length}`);
  });

  it('the walks reach every model state and transition', () => {
    expect(selection.states.missed).toEqual([]);
    expect(selection.transitions.missed).toEqual([]);
  });
});

describe('regrade wizard views', () => {
  it('every step has no axe violations, at the side the service box', async () => {
    await (await import('idb-keyval')).del(draftKey);
    const world = createWorld({ description: 'axe', initial: undefined as never, steps: [] });
    world.load();
    const scan = async () =>
      (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);
    try {
      await adapter.drivers['lookup.products'](world, undefined as never);
      await adapter.drivers['check.ok'](world, undefined as never);
      await screen.findByRole('combobox', { name: 'Product' });
      expect(screen.getByRole('complementary', { name: 'Service to regrade' })).toHaveTextContent('SF1000001');
      expect(await scan()).toEqual([]);
      await pickProduct(world, 'FTTP Business 900', '900/900 Standard');
      await world.user.click(button('Next'));
      await screen.findByRole('heading', { name: 'Customer Order Information' });
      expect(screen.getByText('Note: An appointment will be mandatory for this order.')).toBeInTheDocument();
      expect(screen.getByLabelText('Authentication Agent')).toHaveValue('DHCP Option 82');
      expect(screen.getByLabelText('Remote Agent ID')).toHaveAttribute('readonly');
      await world.user.click(button('Next'));
      expect(await screen.findByText('Please enter a valid reference')).toBeInTheDocument();
      expect(await scan()).toEqual([]);
      await adapter.drivers['customer.fill'](world, undefined as never);
      await world.user.click(button('Next'));
      await adapter.drivers['validate.ok'](world, undefined as never);
      await screen.findByRole('heading', { name: 'Book An Appointment' });
      expect(await scan()).toEqual([]);
      await adapter.drivers['slot.reserved'](world, undefined as never);
      expect(screen.getByText('FTTP Business 900')).toBeInTheDocument();
      // The reserved appointment with the end of its hold (dd/MM/yyyy, HH:mm).
      expect(screen.getByText(/held until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\)$/)).toBeInTheDocument();
      expect(await scan()).toEqual([]);
      await world.user.click(button('Place Order'));
      const key = await waitFor(() => {
        const request = world.requests.mock.calls.map(([r]) => r).find((r) => r.url.endsWith('/regrade-order'));
        if (!request) throw new Error('no placement yet');
        return request.headers.get('Idempotency-Key');
      });
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      await world.placements.answer(() => jsonResponse(201, { data: placedOrderFixture() }));
      await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe('Order Successful'));
      expect(await scan()).toEqual([]);
    } finally {
      for (const held of [world.lookups, world.orderChecks, world.checks, world.placements]) held.release();
    }
  });

  it('without an appointment: an optional Requested Date, typed dd/MM/yyyy', async () => {
    await (await import('idb-keyval')).del(draftKey);
    const world = createWorld({ description: 'date', initial: undefined as never, steps: [] });
    world.load();
    try {
      await adapter.drivers['lookup.products'](world, undefined as never);
      await adapter.drivers['check.ok'](world, undefined as never);
      await screen.findByRole('combobox', { name: 'Product' });
      expect(screen.getByRole('combobox', { name: 'Line Profile' }).closest('.ant-select')).toHaveClass(
        'ant-select-disabled',
      );
      await world.user.click(screen.getByRole('combobox', { name: 'Product' }));
      await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
      expect(
        [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map((o) => o.textContent),
      ).toEqual(['FTTP Business 900', 'FTTP Business 1000']);
      await world.user.click(await pickOption('FTTP Business 1000'));
      await choose(world, 'Line Profile', '1000/1000 Standard');
      await world.user.click(button('Next'));
      await screen.findByRole('heading', { name: 'Customer Order Information' });
      expect(screen.queryByText('Note: An appointment will be mandatory for this order.')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Requested Date')).toBeInTheDocument();
    } finally {
      for (const held of [world.lookups, world.orderChecks, world.checks, world.placements]) held.release();
    }
  });
});
