import { ethernetOrderModel } from '@machines/ethernet-order.model';
import { type EthernetStep, ethernetSteps } from '@machines/ethernet-order-draft';
import { expect, type Page, type Route } from '@playwright/test';
import { ethernetStepPaths } from '../../src/features/orders/ethernet/ethernet-address';
import { ordersListAfterSuccess } from '../../src/lib/order-rules';
import { ptwMessages } from '../../src/lib/ptw-rules';
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
} from '../../tests/features/orders/ethernet/ethernet-funnel-stubs';
import {
  doubleTagEnni,
  ffnProducts,
  ffnProperty,
  metroProducts,
  metroProperty,
  singleTagEnni,
} from '../../tests/machines/ethernet-order.fixtures';
import {
  ethernetOrderSteps,
  ethernetTakenReference,
  ethernetWalkPostcode,
  ethernetWalkPtw,
  ethernetWalkReference,
  ethernetWalkSecondReference,
} from '../../tests/support/model-adapters/ethernet-order-steps';

import type { PageFixtures } from '../../tests/support/model-adapters/playwright';
import { type HeldRequests, holdRequests } from './held-requests';
import {
  answer,
  button,
  type FunnelWorld,
  fillIfEmpty,
  funnelWalk,
  lost,
  moves,
  reloadFunnel,
  textbox,
} from './model-walk';
import { fillOrderReference, type OrderFunnelHeld, orderFunnelWalkParts } from './order-funnel-walk';
import { pick, selectOf } from './select';

// The Ethernet funnel's test model (machines/ethernet-order.model.ts), walked on the real portal in Chromium: a handful
// of long walks that together visit every model state and take every model transition (`selectCoveringWalks`). The
// machine test (tests/machines/ethernet-order.machine.test.ts) replays the covering paths against the machine; the
// Testing Library walk (tests/features/orders/ethernet/) checks every state's view once.
//
// The organisation's flags come from the sandbox, with ethernetOverFFN answered off until the path opens the funnel
// with it on (`open.overFfn`). Held until the path answers them, with the funnel's fixtures (tests/machines/
// ethernet-order.fixtures.ts and the Testing Library walk's tests/features/orders/ethernet/ethernet-funnel-stubs.ts):
// the postcode lookup, the existing-order check, the products (metro: by the request's requestId; over FFN: by uprn),
// the customer check, the placement and the PTW upload. Answered here: the metro request and the network map. The
// kit's part of the walk is e2e/support/order-funnel-walk.ts.

type Ctx = ReturnType<typeof ethernetOrderModel.getInitialSnapshot>['context'];
const heading = 'Ethernet Order';
const pdf = Buffer.from(ptwPdfText, 'latin1');

type World = FunnelWorld<Ctx> &
  OrderFunnelHeld & {
    /** What the flags answer for ethernetOverFFN. */
    ffn: boolean;
    uploads: HeldRequests;
  };

const uprnOf = (route: Route) => new URL(route.request().url()).pathname.split('/').at(-1) ?? '';

const kit = orderFunnelWalkParts<EthernetStep, Ctx, World>({
  heading,
  steps: ethernetSteps,
  addressOf: ethernetStepPaths,
  draftStepOf: { properties: 'availability', products: 'products', customer: 'customer', summary: 'summary' },
  // src/features/orders/ethernet/draft-store.ts: one key per user.
  drafts: { database: 'portal-ethernet-order-drafts', storeName: 'ethernet', keyPrefix: 'portal.ethernet-order-draft' },
  routes: {
    lookup: 'combined-postcode-lookup\\?',
    check: 'order/check-live-service-exists/',
    retrieve: '(retrieve-metro-products|retrieve-ethernet-over-ffn-products)/',
    validate: 'ethernet(-over-ffn)?/customer$',
    place: 'ethernet(-over-ffn)?$',
  },
  postcodes: { valid: ethernetWalkPostcode, invalid: 'LS10' },
  exists: (route, exists) => route.fulfill({ json: { data: { uprn: uprnOf(route), exists } } }),
  refused: validationRefusedBody,
  emptied: 'Business Name',
  orders: `${ordersListAfterSuccess}&type=ethernet`,
});

async function createWorld({ context }: PageFixtures, base: Omit<FunnelWorld<Ctx>, 'placements'>) {
  const orders = '/api/orders';
  const world: World = {
    ...base,
    ...(await kit.hold(context)),
    ffn: false,
    uploads: await holdRequests(
      context,
      new RegExp(`${orders}/permission-to-work/upload$`),
      (r) => r.method() === 'POST',
    ),
  };
  await context.route(new RegExp(`${orders}/feature-flags`), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, boolean> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ethernetOverFFN: world.ffn } } });
  });
  await context.route(new RegExp(`${orders}/request-products/$`), (route) =>
    route.fulfill({ status: 201, json: { data: { requestId: ethernetWalkRequestId } } }),
  );
  await context.route(/\/v2\/network-map\//, (route) => route.fulfill({ json: { data: networkMapAnswer } }));
  return world;
}

const isFfn = (route: Route) => route.request().url().includes('over-ffn');

async function answerQuestion(page: Page, question: string, value: string) {
  const radio = page.getByRole('group', { name: question }).getByRole('radio', { name: value, exact: true });
  if (!(await radio.isChecked())) await radio.check();
}

/** The ethernet-order browser walk: e2e/ethernet-order-model.spec.ts walks it; a QA path exported by the flow viewer replays one path of it. */
export const ethernetOrderWalk = funnelWalk({
  name: 'ethernetOrder',
  model: ethernetOrderModel,
  text: ethernetOrderSteps,
  address: kit.funnel,
  heading,
  world: createWorld,
  acts: {
    ...kit.acts,
    'open.overFfn': async (world) => {
      world.ffn = true;
      await reloadFunnel(world.page, heading);
    },
    'lookup.found': (world) =>
      answer(world.lookups, (route) => route.fulfill({ json: { data: [metroProperty, ffnProperty] } })),
    'lookup.none': async (world) => {
      await answer(world.lookups, (route) => route.fulfill({ json: { data: [] } }));
      await expect(world.page.getByText('Sorry! We are not yet available in this area.')).toBeVisible();
    },
    'property.select': ({ page }, step) =>
      pick(
        page,
        page.getByRole('combobox', { name: 'Property' }),
        new RegExp(`UPRN ${(step.modelContext.ffn ? ffnProperty : metroProperty).uprn}`),
      ),
    'products.found': (world) =>
      answer(world.retrievals, (route) =>
        route.fulfill({ json: { data: isFfn(route) ? ffnProducts : metroAnswer('ready', metroProducts) } }),
      ),
    'products.empty': async (world) => {
      await answer(world.retrievals, (route) =>
        route.fulfill({ json: { data: isFfn(route) ? [] : metroAnswer('ready', []) } }),
      );
      await expect(world.page.getByText('There are no products available for this property.')).toBeVisible();
    },
    'products.fail': (world) =>
      answer(world.retrievals, (route) =>
        isFfn(route) ? lost(route) : route.fulfill({ json: { data: metroAnswer('failed', []) } }),
      ),
    'product.choose': ({ page }) => page.getByRole('table').getByRole('radio').first().check(),
    'term.change': async ({ page }, step) => {
      const products = step.modelContext.ffn ? ffnProducts : metroProducts;
      const term = page.getByRole('combobox', { name: 'Contract Term' });
      const current = await selectOf(page, term).textContent();
      const other = products.find((p) => !current?.includes(`${p.contractTerm} months`))?.contractTerm ?? 12;
      await pick(page, term, `${other} months`, `${other} months`);
      await expect(page.getByRole('table').getByRole('radio', { checked: true })).toHaveCount(0);
    },
    'form.valid': async ({ page }, step) => {
      await fillOrderReference(page, {
        taken: ethernetTakenReference,
        first: ethernetWalkReference,
        second: ethernetWalkSecondReference,
      });
      const ffn = step.modelContext.ffn;
      for (const [name, value] of customerFields(ffn)) await fillIfEmpty(textbox(page, name), value);
      const enni = ffn ? doubleTagEnni : singleTagEnni;
      const combobox = page.getByRole('combobox', { name: 'ENNI' });
      if (!(await selectOf(page, combobox).textContent())?.includes(enni.name))
        await pick(page, combobox, new RegExp(enni.identifier), enni.name);
      if (ffn) {
        await fillIfEmpty(textbox(page, 'SVLAN'), ffnSvlan);
        for (const question of siteQuestions) await answerQuestion(page, question, 'Yes');
        await fillIfEmpty(textbox(page, 'Requested Survey Date 1'), surveyDay);
      }
      await answerQuestion(page, 'Is an asbestos register on site?', 'No');
    },
    'ptw.choose': async ({ page }) => {
      const tick = page.getByRole('checkbox', { name: ptwMessages.verification });
      // A second choice replaces the first: remove it, so the one file is chosen again without the tick.
      if (await tick.count()) {
        await page.getByRole('button', { name: `Remove ${ethernetWalkPtw}` }).click();
        await expect(tick).toHaveCount(0);
      }
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: ethernetWalkPtw, mimeType: 'application/pdf', buffer: pdf });
      await expect(tick).toBeVisible();
    },
    'ptw.verify': async ({ page }) => {
      const tick = page.getByRole('checkbox', { name: ptwMessages.verification });
      if ((await tick.count()) && !(await tick.isChecked())) await tick.check();
    },
    'place.ok': (world) =>
      answer(world.placements, (route) => {
        const body = (route.request().postDataJSON() ?? {}) as { buyer_reference?: string };
        return route.fulfill({ status: 201, json: { data: ethernetPlacedOrder(body.buyer_reference ?? '') } });
      }),
    'upload.ok': (world) =>
      answer(world.uploads, (route) =>
        route.fulfill({
          status: 201,
          json: { data: { directory: 'x', files: [{ file_name: ethernetWalkPtw, created_at: '2026-01-05' }] } },
        }),
      ),
    'upload.fail': async (world) => {
      await answer(world.uploads, lost);
      await expect(
        world.page
          .getByText('Sorry, PTW file upload failed. Please proceed to the Service Portal and try again.')
          .first(),
      ).toBeVisible();
    },
    'step.next': async (world, step) => {
      await button(world.page, 'Next').click();
      if (world.state === 'products.choosing' && !step.modelContext.product)
        await expect(world.page.getByText('Please select a product to proceed.').first()).toBeVisible();
    },
    'step.submit': async (world, step) => {
      await kit.placeOrder(world, world.state === 'summary.placing');
      if (world.state === 'summary.reviewing' && !moves(world, step))
        await expect.poll(() => world.page.getByText(ptwMessages.notApproved).count()).toBeGreaterThan(1);
    },
  },
  states: {
    ...kit.states,
    'availability.choosing': async (world, step) => {
      await kit.states['availability.choosing'](world);
      const c = step.modelContext;
      if (c.property) {
        const info = world.page.getByLabel('Property info');
        await expect(info.getByText((c.ffn ? ffnProperty : metroProperty).uprn)).toBeVisible();
        await expect(info.getByText(c.ffn ? 'Ethernet over FFN' : 'Metro', { exact: true }).last()).toBeVisible();
      }
    },
    'products.metro': async ({ page }) => {
      await expect(page.getByText('Searching for available products...')).toBeVisible();
      await kit.onStep(page, 'products');
    },
    'products.ffn': async ({ page }) => {
      await expect(page.getByText('Searching for available products...')).toBeVisible();
      await kit.onStep(page, 'products');
    },
    'products.failed': async ({ page }, { modelContext: c }) => {
      await expect(button(page, 'Try again')).toBeVisible();
      if (!c.ffn) await expect(page.getByText('Failed to retrieve Metro products.').first()).toBeVisible();
    },
    'products.none': async (world) => {
      await kit.states['products.none'](world);
      await expect(world.page.getByRole('link', { name: 'View Orders' })).toBeVisible();
    },
    'products.choosing': async ({ page }, { modelContext: c }) => {
      await expect(page.getByRole('combobox', { name: 'Contract Term' })).toBeVisible();
      await kit.onStep(page, 'products');
      const table = page.getByRole('table');
      await expect(table.getByText(/£/).first()).toBeVisible();
      await expect(table.getByRole('radio', { checked: true })).toHaveCount(c.product ? 1 : 0);
    },
    'customer.editing': async ({ page }, { modelContext: c }) => {
      await kit.customerEditing(page);
      await expect(textbox(page, c.ffn ? 'CVLAN' : 'VLAN')).toBeVisible();
      await expect(textbox(page, c.ffn ? 'VLAN' : 'CVLAN')).toHaveCount(0);
      if (c.serverError) {
        await expect(page.getByText(ethernetTakenReference)).toBeVisible();
        await expect(page.getByText('Not placed on a field')).toHaveCount(0);
      }
      if (c.ptw === 'none') await expect(page.getByText(ptwMessages.noPtwNotice)).toBeVisible();
      else await expect(page.getByText(ethernetWalkPtw)).toBeVisible();
    },
    'summary.reviewing': async ({ page }, { modelContext: c }) => {
      await kit.summaryReviewing(page);
      if (c.ffn) await expect(page.getByText(surveyDay)).toBeVisible();
      if (c.ptw === 'none') await expect(page.getByText(ptwMessages.noPtwNotice)).toBeVisible();
      else await expect(page.getByText(ethernetWalkPtw)).toBeVisible();
    },
    'summary.uploading': async (world) => {
      await expect.poll(() => world.uploads.seen.length).toBeGreaterThan(0);
      const body = (world.uploads.seen.at(-1)?.postDataBuffer() ?? Buffer.alloc(0)).toString('latin1');
      expect(body).toMatch(/name="directory"\r\n\r\nETH-MODEL-/);
      expect(body).toContain(`filename="${ethernetWalkPtw}"`);
    },
  },
});
