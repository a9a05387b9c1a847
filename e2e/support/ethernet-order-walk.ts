import { ethernetOrderModel } from '@machines/ethernet-order.model';
import { expect, type Page, type Route } from '@playwright/test';
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
import { sameAddress } from './address';
import { readEthernetDrafts, writeEthernetDraft } from './ethernet-model-world';
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
  textbox,
} from './model-walk';
import { pick, selectOf } from './select';

// The Ethernet funnel's test model (machines/ethernet-order.model.ts), walked on the real portal in Chromium: a handful
// of long walks that together visit every model state and take every model transition (`selectCoveringWalks`). The
// machine test (tests/machines/ethernet-order.machine.test.ts) replays the covering paths against the machine; the
// Testing Library walk (tests/features/orders/ethernet/) checks every state's view once.
//
// The outside world is what the model's reply events say it is. The organisation's flags come from the sandbox with
// ethernetOverFFN answered off until the path opens the funnel with it on (`open.overFfn`). The postcode lookup, the
// existing-order check, the products (metro: by the request's requestId; over FFN: by uprn), the customer check, the
// placement and the PTW upload are held until the path's reply event answers them with the funnel's fixtures
// (tests/machines/ethernet-order.fixtures.ts, and the Testing Library walk's answers in tests/features/orders/ethernet/
// ethernet-funnel-stubs.ts; a lost answer is a network failure); the metro request and the network map are answered
// here. Nothing is written to the sandbox, so paths run side by side. What the sandbox does with a real order is
// e2e/ethernet-order.spec.ts. What every funnel walk does around the acts and states is e2e/support/model-walk.ts.

type Ctx = ReturnType<typeof ethernetOrderModel.getInitialSnapshot>['context'];
type Step = (typeof steps)[number];

const funnel = '/ordering/products/ethernet';
const heading = 'Ethernet Order';
const steps = ['availability', 'products', 'customer', 'summary'] as const;
const addressOf: Record<Step, string> = {
  availability: funnel,
  products: `${funnel}/options`,
  customer: `${funnel}/customer`,
  summary: `${funnel}/summary`,
};
/** The draft step each stored point of the model keeps (machines/ethernet-order-draft.ts). */
const draftStepOf = {
  properties: 'availability',
  products: 'products',
  customer: 'customer',
  summary: 'summary',
} as const;
const pdf = Buffer.from(ptwPdfText, 'latin1');

type World = FunnelWorld<Ctx> & {
  /** What the flags answer for ethernetOverFFN. */
  ffn: boolean;
  lookups: HeldRequests;
  checks: HeldRequests;
  retrievals: HeldRequests;
  validations: HeldRequests;
  uploads: HeldRequests;
};

async function createWorld({ context }: PageFixtures, base: Omit<FunnelWorld<Ctx>, 'placements'>) {
  const orders = '/api/orders';
  const post = (r: { method: () => string }) => r.method() === 'POST';
  const world: World = {
    ...base,
    ffn: false,
    lookups: await holdRequests(context, new RegExp(`${orders}/combined-postcode-lookup\\?`)),
    checks: await holdRequests(context, new RegExp(`${orders}/order/check-live-service-exists/`)),
    retrievals: await holdRequests(
      context,
      new RegExp(`${orders}/(retrieve-metro-products|retrieve-ethernet-over-ffn-products)/`),
    ),
    validations: await holdRequests(context, new RegExp(`${orders}/ethernet(-over-ffn)?/customer$`), post),
    placements: await holdRequests(context, new RegExp(`${orders}/ethernet(-over-ffn)?$`), post),
    uploads: await holdRequests(context, new RegExp(`${orders}/permission-to-work/upload$`), post),
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
const uprnOf = (route: Route) => new URL(route.request().url()).pathname.split('/').at(-1) ?? '';

async function answerQuestion(page: Page, question: string, value: string) {
  const radio = page.getByRole('group', { name: question }).getByRole('radio', { name: value, exact: true });
  if (!(await radio.isChecked())) await radio.check();
}

/** The ethernet-order browser walk: e2e/ethernet-order-model.spec.ts walks it; a QA path exported by the flow viewer replays one path of it. */
export const ethernetOrderWalk = funnelWalk({
  name: 'ethernetOrder',
  model: ethernetOrderModel,
  text: ethernetOrderSteps,
  address: funnel,
  heading,
  world: createWorld,
  acts: {
    // The page reads the draft back on its own as it loads.
    'draft.none': async () => undefined,
    'draft.restored': async () => undefined,
    'open.overFfn': async (world) => {
      world.ffn = true;
      await reloadFunnel(world.page, heading);
    },
    // An older version's draft is in the store when the page opens: it is discarded, never used.
    'draft.stale': async ({ page }) => {
      // The page still restoring the draft it stored would store it again over the stale one: its step shows first.
      await expect(button(page, 'Cancel').last()).toBeVisible();
      await settledDraft(page, readEthernetDrafts);
      await writeEthernetDraft(page, { version: 0, step: 'summary', customer: 7 });
      await reloadFunnel(page, heading);
      await expect
        .poll(async () => (await readEthernetDrafts(page)).some((d) => (d as { version?: number }).version === 0))
        .toBe(false);
    },
    'postcode.valid': ({ page }) => textbox(page, 'Postcode').fill(ethernetWalkPostcode),
    'postcode.invalid': ({ page }) => textbox(page, 'Postcode').fill('LS10'),
    'postcode.submit': async ({ page }, step) => {
      await findTheProperty(page).getByRole('button', { name: 'Search' }).click();
      if (!step.modelContext.postcode)
        await expect(
          page.getByText(
            (await textbox(page, 'Postcode').inputValue()) ? 'Invalid postcode' : 'Please enter a postcode',
          ),
        ).toBeVisible();
    },
    'lookup.found': (world) =>
      answer(world.lookups, (route) => route.fulfill({ json: { data: [metroProperty, ffnProperty] } })),
    'lookup.none': async (world) => {
      await answer(world.lookups, (route) => route.fulfill({ json: { data: [] } }));
      await expect(world.page.getByText('Sorry! We are not yet available in this area.')).toBeVisible();
    },
    'lookup.fail': (world) => answer(world.lookups, lost),
    'property.select': ({ page }, step) =>
      pick(
        page,
        page.getByRole('combobox', { name: 'Property' }),
        new RegExp(`UPRN ${(step.modelContext.ffn ? ffnProperty : metroProperty).uprn}`),
      ),
    'check.ok': (world) =>
      answer(world.checks, (route) => route.fulfill({ json: { data: { uprn: uprnOf(route), exists: false } } })),
    'check.existingOrder': async (world) => {
      await answer(world.checks, (route) => route.fulfill({ json: { data: { uprn: uprnOf(route), exists: true } } }));
      await expect(
        world.page.getByText('There is already an order in progress for this property.').first(),
      ).toBeVisible();
    },
    'check.fail': (world) => answer(world.checks, lost),
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
    'products.retry': ({ page }) => button(page, 'Try again').click(),
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
      const reference = textbox(page, 'Order Reference');
      if (await page.getByText(ethernetTakenReference).count()) await reference.fill(ethernetWalkSecondReference);
      else await fillIfEmpty(reference, ethernetWalkReference);
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
    'form.invalid': ({ page }) => textbox(page, 'Business Name').fill(''),
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
    'validate.ok': (world) => answer(world.validations, (route) => route.fulfill({ json: { data: { valid: true } } })),
    'validate.fieldErrors': (world) =>
      answer(world.validations, (route) =>
        route.fulfill({
          status: 400,
          json: validationRefusedBody,
        }),
      ),
    'validate.fail': (world) => answer(world.validations, lost),
    'place.ok': (world) =>
      answer(world.placements, (route) => {
        const body = (route.request().postDataJSON() ?? {}) as { buyer_reference?: string };
        return route.fulfill({ status: 201, json: { data: ethernetPlacedOrder(body.buyer_reference ?? '') } });
      }),
    'place.fail': async (world) => {
      await answer(world.placements, lost);
      await expect(
        world.page.getByText('There was an error placing your order. Please try again.').first(),
      ).toBeVisible();
    },
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
    'modal.close': ({ page }) =>
      page.getByRole('dialog', { name: 'Order Successful' }).getByRole('button', { name: 'View Orders' }).click(),
    'step.next': async (world, step) => {
      await button(world.page, 'Next').click();
      if (world.state === 'products.choosing' && !step.modelContext.product)
        await expect(world.page.getByText('Please select a product to proceed.').first()).toBeVisible();
    },
    'step.back': ({ page }) => button(page, 'Back').click(),
    'step.submit': async (world, step) => {
      const control = button(world.page, /Place Order/);
      // A second press while placing: the button is busy, and nothing more is sent.
      if (world.state === 'summary.placing') await press(control);
      else await control.click();
      if (world.state === 'summary.reviewing' && !moves(world, step))
        await expect.poll(() => world.page.getByText(ptwMessages.notApproved).count()).toBeGreaterThan(1);
    },
    // The no-products box has a Cancel of its own; the step's is the last.
    'step.cancel': ({ page }) => button(page, 'Cancel').last().click(),
    'resume.continue': ({ page }) => button(page, 'Continue your order').click(),
    'resume.restart': ({ page }) => button(page, 'Start again').click(),
    // Once the stored draft holds the step the model says it stored, the page reloads.
    'page.reload': async ({ page }, step) => {
      const stored = step.modelContext.stored;
      if (stored !== 'none') await settledDraft(page, readEthernetDrafts, draftStepOf[stored]);
      await reloadFunnel(page, heading);
    },
    'address.current': ({ page }) => moveAddress(page, new URL(page.url()).pathname),
    'address.previous': ({ page }) => moveAddress(page, stepAddress(page, steps, addressOf, -1)),
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
    'availability.idle': async ({ page }) => {
      await expect(textbox(page, 'Postcode')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === funnel);
    },
    'availability.searching': async ({ page }) => {
      await expect(page.getByText('Searching for properties...')).toBeVisible();
    },
    'availability.choosing': async ({ page }, { modelContext: c }) => {
      await expect(page.getByRole('combobox', { name: 'Property' })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === funnel);
      if (c.property) {
        const info = page.getByLabel('Property info');
        await expect(info.getByText((c.ffn ? ffnProperty : metroProperty).uprn)).toBeVisible();
        await expect(info.getByText(c.ffn ? 'Ethernet over FFN' : 'Metro', { exact: true }).last()).toBeVisible();
      }
    },
    'availability.checking': async ({ page }) => {
      await expect(page.getByText('Checking the property...')).toBeVisible();
    },
    'products.metro': async ({ page }) => {
      await expect(page.getByText('Searching for available products...')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === addressOf.products);
    },
    'products.ffn': async ({ page }) => {
      await expect(page.getByText('Searching for available products...')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === addressOf.products);
    },
    'products.failed': async ({ page }, { modelContext: c }) => {
      await expect(button(page, 'Try again')).toBeVisible();
      if (!c.ffn) await expect(page.getByText('Failed to retrieve Metro products.').first()).toBeVisible();
    },
    'products.none': async ({ page }) => {
      await expect(page.getByText('There are no products available for this property.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'View Orders' })).toBeVisible();
    },
    'products.choosing': async ({ page }, { modelContext: c }) => {
      await expect(page.getByRole('combobox', { name: 'Contract Term' })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === addressOf.products);
      const table = page.getByRole('table');
      await expect(table.getByText(/£/).first()).toBeVisible();
      await expect(table.getByRole('radio', { checked: true })).toHaveCount(c.product ? 1 : 0);
    },
    'customer.editing': async ({ page }, { modelContext: c }) => {
      await expect(page.getByRole('heading', { name: 'Customer Order Information' })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === addressOf.customer);
      await expect(textbox(page, c.ffn ? 'CVLAN' : 'VLAN')).toBeVisible();
      await expect(textbox(page, c.ffn ? 'VLAN' : 'CVLAN')).toHaveCount(0);
      if (c.serverError) {
        await expect(page.getByText(ethernetTakenReference)).toBeVisible();
        await expect(page.getByText('Not placed on a field')).toHaveCount(0);
      }
      if (c.ptw === 'none') await expect(page.getByText(ptwMessages.noPtwNotice)).toBeVisible();
      else await expect(page.getByText(ethernetWalkPtw)).toBeVisible();
    },
    'customer.validating': async (world) => {
      await expect.poll(() => world.validations.seen.length).toBeGreaterThan(0);
    },
    'summary.reviewing': async ({ page }, { modelContext: c }) => {
      await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === addressOf.summary);
      await expect(button(page, /Place Order/)).toBeEnabled();
      if (c.ffn) await expect(page.getByText(surveyDay)).toBeVisible();
      if (c.ptw === 'none') await expect(page.getByText(ptwMessages.noPtwNotice)).toBeVisible();
      else await expect(page.getByText(ethernetWalkPtw)).toBeVisible();
    },
    'summary.placing': async (world) => {
      await expect.poll(() => world.placements.seen.length).toBeGreaterThan(0);
      for (const cancel of await button(world.page, 'Cancel').all()) await expect(cancel).toBeDisabled();
    },
    'summary.uploading': async (world) => {
      await expect.poll(() => world.uploads.seen.length).toBeGreaterThan(0);
      const body = (world.uploads.seen.at(-1)?.postDataBuffer() ?? Buffer.alloc(0)).toString('latin1');
      expect(body).toMatch(/name="directory"\r\n\r\nETH-MODEL-/);
      expect(body).toContain(`filename="${ethernetWalkPtw}"`);
    },
    placed: async ({ page }) => {
      await expect(page.getByRole('dialog', { name: 'Order Successful' })).toBeVisible();
      await expect.poll(async () => (await readEthernetDrafts(page)).length).toBe(0);
    },
    done: async ({ page }) => {
      await expect(page).toHaveURL((url) => sameAddress(url, `${ordersListAfterSuccess}&type=ethernet`));
    },
  },
});
