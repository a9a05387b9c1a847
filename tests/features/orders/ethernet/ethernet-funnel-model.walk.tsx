import { ethernetOrderModel } from '@machines/ethernet-order.model';
import { screen, waitFor, within } from '@testing-library/react';
import { get } from 'idb-keyval';
import { featureFlagNames } from '@/contracts/flags';
import { ethernetDrafts } from '@/features/orders/ethernet/draft-store';
import { EthernetOrderPage } from '@/features/orders/ethernet/ethernet-order-page';
import { ordersListAfterSuccess } from '@/lib/order-rules';
import { ptwMessages } from '@/lib/ptw-rules';
import {
  doubleTagEnni,
  ffnProducts,
  ffnProperty,
  metroProducts,
  metroProperty,
  singleTagEnni,
} from '../../../machines/ethernet-order.fixtures';
import {
  ethernetTakenReference,
  ethernetWalkPostcode,
  ethernetWalkPtw,
  ethernetWalkReference,
  ethernetWalkSecondReference,
} from '../../../support/model-adapters/ethernet-order-steps';
import type { ModelAdapter } from '../../../support/model-adapters/walk';
import type { ModelExpectation, ModelPath } from '../../../support/model-paths';
import { jsonResponse, networkFailure, routeFetch } from '../../support/http';
import { heldRequests } from '../../support/model-walk';
import { funnelViews, walkFunnelViews } from '../funnel-walks';
import {
  customerFields,
  ethernetPlacedOrder,
  ethernetWalkRequestId,
  ffnSvlan,
  metroAnswer,
  networkMapAnswer,
  ptwPdfText,
  siteQuestions,
  surveyDay,
  validationRefusedBody,
} from './ethernet-funnel-stubs';

// The Ethernet funnel's test model (machines/ethernet-order.model.ts) driving the real EthernetOrderPage in Testing
// Library: a few walks that visit every model state and refuse every guarded event (every transition is walked in
// Chromium, e2e/ethernet-order-model.spec.ts; the machine test replays the covering paths against the machine). Each step is what a person does (user-event) or what the provider answers (msw, held until the
// path's reply event); after each step the screen, the address and the stored draft are checked. Both branches: the
// organisation's flags answer ethernetOverFFN off until the path opens the funnel with it on (`open.overFfn`). What it
// does as every funnel walk does is ../funnel-walks.tsx.

type Ctx = ReturnType<typeof ethernetOrderModel.getInitialSnapshot>['context'];
const userId = 'usr_ethernet_model';
const draftKey = `portal.ethernet-order-draft.${userId}`;
const funnel = '/ordering/products/ethernet';
const pdfBytes = new TextEncoder().encode(ptwPdfText);

const views = funnelViews<typeof ethernetOrderModel, 'availability' | 'products' | 'customer' | 'summary'>({
  heading: 'Ethernet Order',
  addresses: {
    availability: funnel,
    products: `${funnel}/options`,
    customer: `${funnel}/customer`,
    summary: `${funnel}/summary`,
  },
  page: <EthernetOrderPage userId={userId} orgId="org_model" />,
  draftKey,
  draftWrites: ethernetDrafts.writes,
  postcodes: { valid: ethernetWalkPostcode, invalid: 'LS10' },
  ordersList: `${ordersListAfterSuccess}&type=ethernet`,
});
const { button, textbox, pickOption, replace, reload } = views;
const held = { timeout: 5_000 };

function createWorld(path: ModelPath<Ctx>) {
  const world = views.world(path, {
    ffn: false,
    lookups: heldRequests('postcode lookup', held),
    checks: heldRequests('existing order check', held),
    retrievals: heldRequests('products', held),
    validations: heldRequests('customer validation', held),
    placements: heldRequests('placement', held),
    uploads: heldRequests('PTW upload', held),
  });
  routeFetch({
    '/feature-flags': () =>
      jsonResponse(200, {
        data: Object.fromEntries(featureFlagNames.map((name) => [name, name === 'ethernetOverFFN' ? world.ffn : true])),
      }),
    '/v2/network-map/:postcode': jsonResponse(200, { data: networkMapAnswer }),
    '/combined-postcode-lookup': (request) => world.lookups.hold(request),
    '/order/check-live-service-exists/:uprn': (request) => world.checks.hold(request),
    'POST /request-products/': jsonResponse(201, { data: { requestId: ethernetWalkRequestId } }),
    '/retrieve-metro-products/:requestId': (request) => world.retrievals.hold(request),
    '/retrieve-ethernet-over-ffn-products/:uprn': (request) => world.retrievals.hold(request),
    'POST /ethernet/customer': (request) => world.validations.hold(request),
    'POST /ethernet-over-ffn/customer': (request) => world.validations.hold(request),
    'POST /ethernet': (request) => world.placements.hold(request),
    'POST /ethernet-over-ffn': (request) => world.placements.hold(request),
    'POST /permission-to-work/upload': (request) => world.uploads.hold(request),
  });
  return world;
}
type World = ReturnType<typeof createWorld>;

async function answer(world: World, question: string, value: string) {
  const group = screen.getByRole('group', { name: new RegExp(question.replace('?', '\\?')) });
  const radio = within(group).getByRole('radio', { name: value });
  if (!(radio as HTMLInputElement).checked) await world.user.click(radio);
}

const validationRefused = () => jsonResponse(400, validationRefusedBody);

const adapter: ModelAdapter<typeof ethernetOrderModel, World> = {
  drivers: {
    ...views.drivers,
    'open.overFfn': async (world) => {
      world.ffn = true;
      await reload(world);
    },
    'lookup.found': (world) => world.lookups.answer(() => jsonResponse(200, { data: [metroProperty, ffnProperty] })),
    'lookup.none': async (world) => {
      await world.lookups.answer(() => jsonResponse(200, { data: [] }));
      await screen.findByText('Sorry! We are not yet available in this area.');
    },
    'property.select': (world, step) =>
      pickOption(world, 'Property', new RegExp(`UPRN ${(step.modelContext.ffn ? ffnProperty : metroProperty).uprn}`)),
    'check.ok': (world) => world.checks.answer((r) => jsonResponse(200, { data: { uprn: uprnOf(r), exists: false } })),
    'check.existingOrder': (world) =>
      views.existingOrder(world, (r) => jsonResponse(200, { data: { uprn: uprnOf(r), exists: true } })),
    'products.found': (world) =>
      world.retrievals.answer((r) =>
        r.url.includes('over-ffn')
          ? jsonResponse(200, { data: ffnProducts })
          : jsonResponse(200, { data: metroAnswer('ready', metroProducts) }),
      ),
    'products.empty': async (world) => {
      await world.retrievals.answer((r) =>
        jsonResponse(200, { data: r.url.includes('over-ffn') ? [] : metroAnswer('ready', []) }),
      );
      await screen.findByText('There are no products available for this property.');
    },
    'products.fail': (world, step) =>
      world.retrievals.answer(() =>
        step.modelContext.ffn ? networkFailure() : jsonResponse(200, { data: metroAnswer('failed', []) }),
      ),
    'product.choose': async (world) => {
      const table = screen.getByRole('table');
      await world.user.click(within(table).getAllByRole('radio')[0] as HTMLElement);
    },
    'term.change': async (world, step) => {
      const products = step.modelContext.ffn ? ffnProducts : metroProducts;
      const current = screen.getByRole('combobox', { name: 'Contract Term' }).closest('.ant-select')?.textContent;
      const other = products.find((p) => !current?.includes(`${p.contractTerm} months`))?.contractTerm ?? 12;
      await pickOption(world, 'Contract Term', `${other} months`);
    },
    'form.valid': async (world, step) => {
      await views.fillReference(world, {
        taken: ethernetTakenReference,
        first: ethernetWalkReference,
        second: ethernetWalkSecondReference,
      });
      const ffn = step.modelContext.ffn;
      for (const [name, value] of customerFields(ffn)) if (!textbox(name).value) await replace(world, name, value);
      const enni = ffn ? doubleTagEnni : singleTagEnni;
      if (!screen.getByRole('combobox', { name: 'ENNI' }).closest('.ant-select')?.textContent?.includes(enni.name))
        await pickOption(world, 'ENNI', new RegExp(enni.identifier));
      if (ffn) {
        if (!textbox('SVLAN').value) await replace(world, 'SVLAN', ffnSvlan);
        for (const question of siteQuestions) await answer(world, question, 'Yes');
        if (!textbox('Requested Survey Date 1').value) await replace(world, 'Requested Survey Date 1', surveyDay);
      }
      await answer(world, 'Is an asbestos register on site?', 'No');
    },
    'form.invalid': (world) => world.user.clear(textbox('Business Name')),
    'ptw.choose': async (world) => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
      const existing = screen.queryByRole('checkbox', { name: ptwMessages.verification });
      // A second choice replaces the first: remove it, so the one file is chosen again without the tick.
      if (existing) {
        const remove = screen.queryByRole('button', { name: /remove|delete/i });
        if (remove) await world.user.click(remove);
        await waitFor(() => expect(screen.queryByRole('checkbox', { name: ptwMessages.verification })).toBeNull());
      }
      await world.user.upload(input, new File([pdfBytes as BlobPart], ethernetWalkPtw, { type: 'application/pdf' }));
      await screen.findByRole('checkbox', { name: ptwMessages.verification });
    },
    'ptw.verify': async (world) => {
      const tick = screen.queryByRole('checkbox', { name: ptwMessages.verification }) as HTMLInputElement | null;
      if (tick && !tick.checked) await world.user.click(tick);
    },
    'validate.ok': (world) => world.validations.answer(() => jsonResponse(200, { data: { valid: true } })),
    'validate.fieldErrors': (world) => world.validations.answer(validationRefused),
    'validate.fail': (world) => world.validations.answer(networkFailure),
    'place.ok': (world) =>
      world.placements.answer(async (r) => {
        const body = (await r.clone().json()) as { buyer_reference: string };
        return jsonResponse(201, { data: ethernetPlacedOrder(body.buyer_reference) });
      }),
    'place.fail': async (world) => {
      await world.placements.answer(networkFailure);
      await screen.findAllByText('There was an error placing your order. Please try again.');
    },
    'upload.ok': (world) =>
      world.uploads.answer(() =>
        jsonResponse(201, {
          data: { directory: 'x', files: [{ file_name: ethernetWalkPtw, created_at: '2026-01-05' }] },
        }),
      ),
    'upload.fail': async (world) => {
      await world.uploads.answer(networkFailure);
      await screen.findAllByText('Sorry, PTW file upload failed. Please proceed to the Service Portal and try again.');
    },
    'step.next': async (world, step) => {
      await world.user.click(button('Next'));
      if (world.state === 'products.choosing' && !step.modelContext.product)
        await screen.findAllByText('Please select a product to proceed.');
    },
    'step.submit': async (world, step) => {
      await world.user.click(button(/Place Order/));
      if (world.state === 'summary.reviewing' && step.modelContext.ptw === 'chosen')
        await waitFor(() => expect(screen.getAllByText(ptwMessages.notApproved).length).toBeGreaterThan(1));
    },
  },
  assertState: (world, expected) => views.assertState(assertions)(world, expected),
};

const uprnOf = (request: Request) => new URL(request.url).pathname.split('/').at(-1) ?? '';

type Assertion = (world: World, expected: ModelExpectation<Ctx>) => Promise<void>;
const { at, shown } = views;
const storedStep = async (step: string) =>
  waitFor(async () => expect(((await get(draftKey)) as { step?: string } | undefined)?.step).toBe(step));

const assertions: Record<string, Assertion> = {
  ...views.assertions,
  'availability.choosing': async (_, { modelContext: c }) => {
    await screen.findByRole('combobox', { name: 'Property' });
    await at(funnel);
    if (c.property) {
      const info = screen.getByLabelText('Property info');
      within(info).getByText(c.ffn ? ffnProperty.uprn : metroProperty.uprn);
      within(info).getAllByText(c.ffn ? 'Ethernet over FFN' : 'Metro');
    }
    await storedStep('availability');
  },
  'products.metro': async () => {
    await screen.findByText('Searching for available products...');
    await at(`${funnel}/options`);
  },
  'products.ffn': async () => {
    await screen.findByText('Searching for available products...');
    await at(`${funnel}/options`);
  },
  'products.failed': async (_, { modelContext: c }) => {
    await screen.findByRole('button', { name: 'Try again' });
    if (!c.ffn) await screen.findAllByText('Failed to retrieve Metro products.');
  },
  'products.none': async () => {
    await screen.findByText('There are no products available for this property.');
    screen.getByRole('link', { name: 'View Orders' });
  },
  'products.choosing': async (_, { modelContext: c }) => {
    await screen.findByRole('combobox', { name: 'Contract Term' });
    await at(`${funnel}/options`);
    const table = screen.getByRole('table');
    const checked = within(table)
      .getAllByRole('radio')
      .some((r) => (r as HTMLInputElement).checked);
    expect(checked).toBe(c.product);
    within(table).getAllByText(/£/);
    await storedStep('products');
  },
  'customer.editing': async (_, { modelContext: c }) => {
    await shown('Customer Order Information', 'customer');
    if (c.ffn) {
      screen.getByRole('textbox', { name: /^CVLAN/ });
      expect(screen.queryByRole('textbox', { name: /^VLAN/ })).toBeNull();
    } else {
      screen.getByRole('textbox', { name: /^VLAN/ });
      expect(screen.queryByRole('textbox', { name: /^CVLAN/ })).toBeNull();
    }
    if (c.serverError) {
      screen.getByText(ethernetTakenReference);
      expect(screen.queryByText('Not placed on a field')).toBeNull();
    }
    if (c.ptw === 'none') screen.getByText(ptwMessages.noPtwNotice);
    else screen.getByText(ethernetWalkPtw);
    await storedStep('customer');
  },
  'summary.reviewing': async (_, { modelContext: c }) => {
    await shown('Order Summary', 'summary');
    await waitFor(() => expect(button(/Place Order/)).toBeEnabled());
    if (c.ffn) screen.getByText(surveyDay);
    if (c.ptw === 'none') screen.getByText(ptwMessages.noPtwNotice);
    else screen.getByText(ethernetWalkPtw);
    await storedStep('summary');
  },
  'summary.uploading': async (world) => {
    await waitFor(() => expect(world.uploads.seen.length).toBeGreaterThan(0));
    // The multipart body as sent (jsdom's File is not the one undici's formData() parser accepts back).
    const body = await (world.uploads.seen.at(-1) as Request).clone().text();
    expect(body).toMatch(/name="directory"\r\n\r\nETH-MODEL-/);
    // jsdom's File reaches undici as an unnamed blob: the part is there, the name is checked on the draft's file list.
    expect(body).toMatch(/name="files\[\]"; filename="[^"]*"\r\nContent-Type: application\/pdf/);
    screen.getByText(ethernetWalkPtw);
  },
};

/** One test per walk, and the check of what the walks cover (the Testing Library walk driver). */
export function walkEthernetFunnelPaths(): void {
  walkFunnelViews({
    ...adapter,
    name: 'ethernetOrder',
    title: 'Ethernet funnel views, model paths',
    model: ethernetOrderModel,
    createWorld,
    held: (world) => [
      world.lookups,
      world.checks,
      world.retrievals,
      world.validations,
      world.placements,
      world.uploads,
    ],
    draftKey,
    draftWrites: ethernetDrafts.writes,
    assertedStates: Object.keys(assertions),
  });
}
