import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ethernetOrderModel } from '@machines/ethernet-order.model';
import { type BrowserContext, expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { formatDate, todayIso } from '../src/lib/dates';
import { ordersListAfterSuccess } from '../src/lib/order-rules';
import { ptwMessages } from '../src/lib/ptw-rules';
import { addWorkingDays } from '../src/lib/working-days';
import {
  doubleTagEnni,
  ffnProducts,
  ffnProperty,
  metroProducts,
  metroProperty,
  singleTagEnni,
} from '../tests/machines/ethernet-order.fixtures';
import {
  ethernetOrderSteps,
  ethernetTakenReference,
  ethernetWalkPostcode,
  ethernetWalkPtw,
  ethernetWalkReference,
  ethernetWalkSecondReference,
} from '../tests/support/model-adapters/ethernet-order-steps';
import { testPageWithModel } from '../tests/support/model-adapters/playwright';
import type { ModelPath, ModelStep } from '../tests/support/model-paths';
import { ethernetPlacedOrder, readEthernetDrafts, writeEthernetDraft } from './support/ethernet-model-world';
import { type HeldRequests, holdRequests } from './support/held-requests';
import { storageStatePath } from './support/personas';

// The Ethernet funnel's test model (machines/ethernet-order.model.ts), replayed on the real portal in Chromium: the
// fewest paths that cover every model state and transition, the same paths the machine test (tests/machines/
// ethernet-order.machine.test.ts) and the Testing Library walk (tests/features/orders/ethernet/) replay.
//
// The outside world is what the model's reply events say it is. The organisation's flags come from the sandbox with
// ethernetOverFFN answered off until the path opens the funnel with it on (`open.overFfn`). The postcode lookup, the
// existing-order check, the products (metro: by the request's requestId; over FFN: by uprn), the customer check, the
// placement and the PTW upload are held until the path's reply event answers them with the funnel's fixtures
// (tests/machines/ethernet-order.fixtures.ts; a lost answer is a network failure); the metro request and the network
// map are answered here. Nothing is written to the sandbox, so paths run side by side. What the sandbox does with a
// real order is e2e/ethernet-order.spec.ts.

type Ctx = ReturnType<typeof ethernetOrderModel.getInitialSnapshot>['context'];
type Step = (typeof steps)[number];

const funnel = '/ordering/products/ethernet';
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
const surveyDay = formatDate(addWorkingDays(todayIso(), 8));
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
const firstLoad = { timeout: 30_000 };
const siteQuestions = [
  'Will a route approver be on site?',
  'Are floor plans available?',
  'Is PPE required?',
  'Is it a listed building?',
  'Is there a building landlord contact?',
  'Is a site induction required?',
  'Is parking available?',
  'Is the site ready for installation?',
];

type World = {
  page: Page;
  path: ModelPath<Ctx>;
  /** The model state the page was last checked in: a driver tells a step that moves on from one that is refused. */
  state: string;
  /** What the flags answer for ethernetOverFFN. */
  ffn: boolean;
  lookups: HeldRequests;
  checks: HeldRequests;
  retrievals: HeldRequests;
  validations: HeldRequests;
  placements: HeldRequests;
  uploads: HeldRequests;
  pageErrors: string[];
};

const stateName = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => `${key}.${stateName(child)}`)
        .join(',');
const moves = (world: World, step: ModelStep<Ctx>) => stateName(step.modelState) !== world.state;

const heading = (page: Page) => page.getByRole('heading', { name: 'Ethernet Order', level: 1 });

async function createWorld({ page, context }: { page: Page; context: BrowserContext }, path: ModelPath<Ctx>) {
  const orders = '/api/orders';
  const post = (r: { method: () => string }) => r.method() === 'POST';
  const world: World = {
    page,
    path,
    state: stateName(path.initial.modelState),
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
    pageErrors: [],
  };
  await context.route(new RegExp(`${orders}/feature-flags`), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, boolean> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ethernetOverFFN: world.ffn } } });
  });
  await context.route(new RegExp(`${orders}/request-products/$`), (route) =>
    route.fulfill({ status: 201, json: { data: { requestId: 'req-model-walk' } } }),
  );
  await context.route(/\/v2\/network-map\//, (route) =>
    route.fulfill({ json: { data: { postcode: ethernetWalkPostcode, district: 'LS10', available: false } } }),
  );
  page.on('pageerror', (error) => world.pageErrors.push(error.message));
  await page.goto(funnel);
  await expect(heading(page)).toBeVisible(firstLoad);
  return world;
}

/** Answers the oldest held request of `held`. */
async function answer(held: HeldRequests, reply: (route: Route) => Promise<void>) {
  await reply(await held.next(15_000));
}
const lost = (route: Route) => route.abort('failed');
const metroAnswer = (status: 'ready' | 'failed', products: unknown[]) => ({
  requestId: 'req-model-walk',
  status,
  products,
  message: status === 'failed' ? 'Failed to retrieve Metro products.' : null,
});
const isFfn = (route: Route) => route.request().url().includes('over-ffn');
const uprnOf = (route: Route) => new URL(route.request().url()).pathname.split('/').at(-1) ?? '';

// What a person reaches the controls by.
const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
// A required field's name starts with its '*' marker; the Order Reference's ends with its tooltip's icon.
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^(\\* )?${name}\\b`) });
const region = (page: Page) => page.getByRole('region', { name: 'Find the property' });
const stepHere = (page: Page): Step =>
  steps.find((s) => addressOf[s] === new URL(page.url()).pathname) ?? 'availability';
const selectOf = (page: Page, combobox: Locator) => page.locator('.ant-select', { has: combobox });

async function pick(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/**
 * Picks `option` and waits for the select to show `shown`. On the loaded machine a click on an option of a list still
 * opening now and then selects nothing (the list stays open, or closes on the next click elsewhere): the pick is made
 * again then, as a person would, rather than the next field being filled beside an empty select.
 */
async function choose(page: Page, combobox: Locator, option: string | RegExp, shown: string) {
  const select = selectOf(page, combobox);
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 5_000 });
    await expect(select).toContainText(shown, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The browser's address moving to `to` as its back and forward buttons move it: the page hears popstate. */
async function moveAddress(page: Page, to: string) {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}

async function fillIfEmpty(field: Locator, value: string) {
  if (!(await field.inputValue())) await field.fill(value);
}

async function answerQuestion(page: Page, question: string, value: string) {
  const radio = page.getByRole('group', { name: question }).getByRole('radio', { name: value, exact: true });
  if (!(await radio.isChecked())) await radio.check();
}

/** Waits until the stored draft stops changing (and, given `step`, holds that step). */
async function settledDraft(page: Page, step?: string) {
  let last: string | undefined;
  await expect
    .poll(async () => {
      const [draft] = await readEthernetDrafts(page);
      const now = JSON.stringify(draft ?? null);
      const settled = now === last && (step === undefined || (draft as { step?: string } | undefined)?.step === step);
      last = now;
      return settled;
    })
    .toBe(true);
}

async function reload(page: Page) {
  await page.reload();
  await expect(heading(page)).toBeVisible(firstLoad);
}

// The time the walks take, per worker (CI's budget: a few minutes on 2 cores with 2 workers), printed once the coverage
// test is done. Kept by each worker in a file of the run's model-walk folder (tests/support/model-adapters/playwright.ts):
// a file-level afterAll hook would make Playwright deal the paths out to the workers in fixed halves, leaving the long
// paths at the end of one worker's half while the other sits idle.
const runFolder = join('test-results', 'model-walk', String(process.ppid));
const workerTimes = join(runFolder, 'ethernetOrder-workers');
const walkStart = Date.now();
let walked = 0;
const readTimes = () =>
  existsSync(workerTimes)
    ? readdirSync(workerTimes).map(
        (file) =>
          JSON.parse(readFileSync(join(workerTimes, file), 'utf8')) as {
            worker: number;
            walked: number;
            seconds: number;
          },
      )
    : [];
test.afterEach(async () => {
  const info = test.info();
  if (!info.title.startsWith('the walked paths cover')) {
    walked += 1;
    mkdirSync(workerTimes, { recursive: true });
    const seconds = Math.round((Date.now() - walkStart) / 1000);
    writeFileSync(
      join(workerTimes, `${info.workerIndex}.json`),
      JSON.stringify({ worker: info.workerIndex, walked, seconds }),
    );
    return;
  }
  const reported = readdirSync(join(runFolder, 'ethernetOrder')).length;
  await expect.poll(() => readTimes().reduce((sum, t) => sum + t.walked, 0)).toBe(reported);
  for (const t of readTimes().sort((a, b) => a.worker - b.worker))
    console.log(`ethernetOrder walk: worker ${t.worker} walked ${t.walked} paths in ${t.seconds} s`);
});

testPageWithModel({
  name: 'ethernetOrder',
  model: ethernetOrderModel,
  text: ethernetOrderSteps,
  // A control that never comes fails its step in seconds, not at the test's timeout.
  use: () => ({
    storageState: storageStatePath('ordering'),
    viewport: { width: 1280, height: 800 },
    actionTimeout: 20_000,
  }),
  setup: async (fixtures, path) => {
    // A long path is twenty steps of a real funnel on a busy machine.
    test.setTimeout(180_000);
    return createWorld(fixtures, path);
  },
  acts: {
    // The page reads the draft back on its own as it loads.
    'draft.none': async () => undefined,
    'draft.restored': async () => undefined,
    'open.overFfn': async (world) => {
      world.ffn = true;
      await reload(world.page);
    },
    // An older version's draft is in the store when the page opens: it is discarded, never used.
    'draft.stale': async ({ page }) => {
      // The page still restoring the draft it stored would store it again over the stale one: its step shows first.
      await expect(button(page, 'Cancel').last()).toBeVisible();
      await settledDraft(page);
      await writeEthernetDraft(page, { version: 0, step: 'summary', customer: 7 });
      await reload(page);
      await expect
        .poll(async () => (await readEthernetDrafts(page)).some((d) => (d as { version?: number }).version === 0))
        .toBe(false);
    },
    'postcode.valid': ({ page }) => textbox(page, 'Postcode').fill(ethernetWalkPostcode),
    'postcode.invalid': ({ page }) => textbox(page, 'Postcode').fill('LS10'),
    'postcode.submit': async ({ page }, step) => {
      await region(page).getByRole('button', { name: 'Search' }).click();
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
      await choose(page, term, `${other} months`, `${other} months`);
      await expect(page.getByRole('table').getByRole('radio', { checked: true })).toHaveCount(0);
    },
    'form.valid': async ({ page }, step) => {
      const reference = textbox(page, 'Order Reference');
      if (await page.getByText(ethernetTakenReference).count()) await reference.fill(ethernetWalkSecondReference);
      else await fillIfEmpty(reference, ethernetWalkReference);
      const ffn = step.modelContext.ffn;
      for (const [name, value] of [
        ['Business Name', 'Dock Street Studios'],
        ['Room', 'Comms room'],
        ['Floor', '2'],
        ['Wayleave Contact Name', 'Pat Wayleave'],
        ['Wayleave Contact Email', 'pat@example.com'],
        ['Site Contact Name', 'Sam Site'],
        ['Site Contact Email', 'sam@example.com'],
        ...(ffn
          ? [
              ['Wayleave Contact Number', '01134960001'],
              ['Site Contact Number', '01134960000'],
              ['CVLAN', '400'],
            ]
          : [['VLAN', '200']]),
      ] as const)
        await fillIfEmpty(textbox(page, name), value);
      const enni = ffn ? doubleTagEnni : singleTagEnni;
      const combobox = page.getByRole('combobox', { name: 'ENNI' });
      if (!(await selectOf(page, combobox).textContent())?.includes(enni.name))
        await choose(page, combobox, new RegExp(enni.identifier), enni.name);
      if (ffn) {
        await fillIfEmpty(textbox(page, 'SVLAN'), '300');
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
          json: {
            error: {
              status: 400,
              code: 'validation_failed',
              message: 'Invalid',
              fields: { buyer_reference: [ethernetTakenReference], interconnect_service: ['Not placed on a field'] },
            },
          },
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
      if (world.state === 'summary.placing') {
        // A second press while placing: the button is busy, and nothing more is sent.
        if (await control.isDisabled()) await control.click({ force: true });
        else await control.click();
      } else await control.click();
      if (world.state === 'summary.reviewing' && !moves(world, step))
        await expect.poll(() => world.page.getByText(ptwMessages.notApproved).count()).toBeGreaterThan(1);
    },
    // The no-products box has a Cancel of its own; the step's is the last.
    'step.cancel': ({ page }) => button(page, 'Cancel').last().click(),
    // Once the stored draft holds the step the model says it stored, the page reloads.
    'page.reload': async ({ page }, step) => {
      const stored = step.modelContext.stored;
      if (stored !== 'none') await settledDraft(page, draftStepOf[stored]);
      await reload(page);
    },
    'address.current': ({ page }) => moveAddress(page, new URL(page.url()).pathname),
    'address.previous': ({ page }) =>
      moveAddress(page, addressOf[steps[Math.max(0, steps.indexOf(stepHere(page)) - 1)] as Step]),
    'address.next': ({ page }) =>
      moveAddress(page, addressOf[steps[Math.min(3, steps.indexOf(stepHere(page)) + 1)] as Step]),
    'address.start': ({ page }) => moveAddress(page, funnel),
  },
  states: {
    restoring: async ({ page }) => {
      await expect(heading(page)).toBeVisible();
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
      await expect(page).toHaveURL(
        (url) => `${url.pathname}${url.search}` === `${ordersListAfterSuccess}&type=ethernet`,
      );
    },
  },
  always: async (world, expected) => {
    world.state = stateName(expected.modelState);
    expect(world.pageErrors).toEqual([]);
    // One placement per time the path entered placing so far: a second press while placing sends nothing.
    const walked = world.path.steps.slice(0, world.path.steps.indexOf(expected as ModelStep<Ctx>) + 1);
    const placings = walked.filter(
      (s, i) =>
        stateName(s.modelState) === 'summary.placing' &&
        stateName((i === 0 ? world.path.initial : walked[i - 1])?.modelState) !== 'summary.placing',
    ).length;
    expect(world.placements.seen.length).toBe(placings);
  },
});
