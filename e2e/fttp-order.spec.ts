import { expect, type Page, test } from '@playwright/test';
import scenarios from '../server/seed/scenarios.json' with { type: 'json' };
import { scan, settled } from './support/axe';
import { readDrafts } from './support/funnel-drafts';
import { storageStatePath } from './support/personas';
import { openOptions, pick } from './support/select';

// The FTTP order funnel against the sandbox, one short journey per order.* scenario of server/seed/scenarios.json (each
// shows its branch or message), the placed order at the top of the orders list and in detail, placement that never
// makes two orders (a double click, a dropped answer retried), an axe scan and screenshots at 1280 and 390 px of every
// step, an axe scan of every notice and branch screen inside its scenario's journey (existing order, no products, slow
// products, not available, no slots, reservation failed, amber/red indicators, RFS_4 order types, remote activation,
// requested date, vulnerable customer, order failed), and dd/MM/yyyy in an en-US browser.

type OrderScenario = keyof typeof scenarios & `order.${string}`;
const scenario = (key: OrderScenario) => scenarios[key] as { postcode: string; uprn: string };
const shots = 'test-results/screens';
const firstLoad = { timeout: 30_000 };
const funnelPath = '/ordering/products/fttp';

const ukDay = (fromToday: number) => {
  const day = new Date(Date.now() + fromToday * 86_400_000);
  const london = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return london.format(day);
};
const reference = (tag: string) => `E2E-${tag}-${Date.now().toString(36)}`.slice(0, 36);

/** Scans once the screen has settled (spinners aside): a message fading in is scanned at its final colour, not half-way. */
async function expectAccessible(page: Page) {
  await settled(page);
  const found = await scan(page);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

async function openFunnel(page: Page) {
  await page.goto(funnelPath);
  await expect(page.getByRole('heading', { name: 'FTTP Order', level: 1 })).toBeVisible(firstLoad);
  await expect(page.getByRole('heading', { name: 'Check Availability' })).toBeVisible(firstLoad);
}

async function search(page: Page, postcode: string) {
  await page.getByRole('textbox', { name: 'Postcode' }).fill(postcode);
  await page.getByRole('region', { name: 'Find the property' }).getByRole('button', { name: 'Search' }).click();
}

/** Availability: the scenario's postcode and property, then Next (the property's checks run). */
async function chooseProperty(page: Page, key: OrderScenario, uprn = scenario(key).uprn) {
  const { postcode } = scenario(key);
  await openFunnel(page);
  await search(page, postcode);
  await pick(page, page.getByRole('combobox', { name: 'Property' }), `UPRN ${uprn}`);
  await expect(page.getByRole('definition').filter({ hasText: uprn }).first()).toBeVisible();
}

async function toProducts(page: Page, key: OrderScenario, uprn?: string) {
  await chooseProperty(page, key, uprn);
  await next(page).click();
  await expect(page).toHaveURL(`${funnelPath}/options`);
  await expect(page.getByRole('heading', { name: 'Select Products' })).toBeVisible();
}

async function chooseProduct(page: Page, product: string | RegExp) {
  await pick(page, page.getByRole('combobox', { name: 'Product', exact: true }), product);
  await pick(page, page.getByRole('combobox', { name: 'Line Profile' }), /Mbps/);
  await next(page).click();
  await expect(page).toHaveURL(`${funnelPath}/customer`);
  await expect(page.getByRole('heading', { name: 'Customer Order Information' })).toBeVisible();
}

async function fillCustomer(page: Page, buyerReference: string) {
  await page.getByRole('textbox', { name: /Order Reference/ }).fill(buyerReference);
  await pick(page, page.getByRole('combobox', { name: 'Authentication Agent' }), 'DHCP Option 82');
  await page.getByLabel('Agent ID').fill('agent@isp');
  await page.getByLabel('Name', { exact: true }).fill('Alex Morgan');
  await page.getByLabel('Email').fill('alex@example.com');
  await page.getByLabel('Phone Number').fill('01234567890');
}

/** A happy order up to the summary: business product, a reserved slot. */
async function toSummary(page: Page, key: OrderScenario, buyerReference: string, uprn?: string) {
  await toProducts(page, key, uprn);
  await chooseProduct(page, 'FTTP Business 1000');
  await fillCustomer(page, buyerReference);
  await next(page).click();
  await expect(page).toHaveURL(`${funnelPath}/appointment`, firstLoad);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Reserve appointment' }).click();
  // Spec 3 §4: after reserving an appointment the journey goes to the summary.
  await expect(page).toHaveURL(`${funnelPath}/summary`);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
}

/** The SPA's own bearer token, taken from one of its calls to the orders service. */
async function tokenOf(page: Page, act: () => Promise<unknown>) {
  const request = page.waitForRequest((r) => r.url().includes('/api/orders/') && !!r.headers().authorization);
  await act();
  return (await request).headers().authorization ?? '';
}

async function ordersWithReference(page: Page, authorization: string, buyerReference: string) {
  const response = await page.request.get(`/api/orders/orders?q=${encodeURIComponent(buyerReference)}&type=fttp`, {
    headers: { authorization },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meta: { records: number } }).meta.records;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/fttp-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/fttp-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('the FTTP order funnel as Northfibre ordering', () => {
  test.use({ storageState: storageStatePath('ordering'), viewport: { width: 1280, height: 800 } });

  test('order.happy: every step scanned and pictured; the order tops the orders list and opens in detail', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const buyerReference = reference('HAPPY');
    await chooseProperty(page, 'order.happy');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'OrdersProduct AvailabilityFTTP Order',
    );
    await expect(page.getByText('RFS_2')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'availability');
    await next(page).click();
    await expect(page).toHaveURL(`${funnelPath}/options`);
    await pick(page, page.getByRole('combobox', { name: 'Product', exact: true }), 'FTTP Business 1000');
    await expectAccessible(page);
    await shoot(page, 'products');
    await pick(page, page.getByRole('combobox', { name: 'Line Profile' }), /Mbps/);
    await next(page).click();
    await expect(page).toHaveURL(`${funnelPath}/customer`);
    // Next with nothing filled shows the rules' messages on their fields.
    await next(page).click();
    await expect(page.getByText('Please enter a valid reference')).toBeVisible();
    await expect(page.getByText('Please select an agent')).toBeVisible();
    await fillCustomer(page, buyerReference);
    await expect(page.getByText('An engineer appointment is booked at the next step.')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'customer');
    await next(page).click();
    await expect(page).toHaveURL(`${funnelPath}/appointment`, firstLoad);
    await expect(page.getByRole('heading', { name: 'Book An Appointment' })).toBeVisible();
    await page.getByRole('radio').first().check();
    await expectAccessible(page);
    await shoot(page, 'appointment');
    await page.getByRole('button', { name: 'Reserve appointment' }).click();
    // Spec 3 §4: after reserving an appointment the journey goes to the summary (no Next to press).
    await expect(page).toHaveURL(`${funnelPath}/summary`);
    await expect(page.getByText(buyerReference)).toBeVisible();
    // The reserved appointment with the end of the sandbox's hold on it.
    await expect(page.getByText(/held until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'summary');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order placed successfully')).toBeVisible(firstLoad);
    const modal = page.getByRole('dialog', { name: 'Order Successful' });
    await expect(modal).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'placed');
    await modal.getByRole('button', { name: 'View Orders' }).click();
    await expect(page).toHaveURL(/\/ordering\/orders\?page=1.*sort=created_at/);
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstRow).toContainText(buyerReference, firstLoad);
    await firstRow.getByRole('link', { name: buyerReference }).click();
    await expect(page.getByRole('heading', { name: buyerReference })).toBeVisible(firstLoad);
    // The funnel starts afresh once the order is placed.
    await openFunnel(page);
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('');
  });

  test('order.rfs4-regrade: Regrade is among the order types', async ({ page }) => {
    await toProducts(page, 'order.rfs4-regrade');
    await chooseProduct(page, /FTTP Business 1000/);
    await page.getByRole('combobox', { name: 'Order Type' }).click();
    await expect(page.locator('.ant-select-item-option').filter({ hasText: 'Regrade' })).toBeVisible();
    await expectAccessible(page);
  });

  test('order.rfs4-gpl-wlto: the RFS_4 order types are offered, without Regrade', async ({ page }) => {
    await toProducts(page, 'order.rfs4-gpl-wlto');
    await chooseProduct(page, /Business/);
    await page.getByRole('combobox', { name: 'Order Type' }).click();
    const options = openOptions(page);
    await expect(options.filter({ hasText: /WLTO/ }).first()).toBeVisible();
    await expect(options.filter({ hasText: 'Regrade' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('order.rfs3-remote-activation: no CPE asks a requested date; ticking CPE brings the appointment back', async ({
    page,
  }) => {
    await toProducts(page, 'order.rfs3-remote-activation');
    await chooseProduct(page, 'FTTP Business 300');
    await expect(page.getByRole('textbox', { name: 'Requested Date' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: 'CPE install' }).check();
    await expect(page.getByRole('textbox', { name: 'Requested Date' })).toHaveCount(0);
    await expect(page.getByText('An engineer appointment is booked at the next step.')).toBeVisible();
  });

  test('order.requested-date: the date refuses the past, replaces the appointment, and Back returns to the customer', async ({
    page,
  }) => {
    await toProducts(page, 'order.requested-date');
    await chooseProduct(page, /Business 160/);
    await fillCustomer(page, reference('DATE'));
    const date = page.getByRole('textbox', { name: 'Requested Date' });
    await date.fill(ukDay(-1));
    await next(page).click();
    await expect(page.getByText('A requested date cannot be in the past')).toBeVisible();
    await expectAccessible(page);
    await date.fill(ukDay(7));
    await next(page).click();
    await expect(page).toHaveURL(`${funnelPath}/summary`, firstLoad);
    await expect(page.getByText(ukDay(7))).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(`${funnelPath}/customer`);
  });

  test('order.existing-order: the 5 s existing-order notice, and the funnel stays on the property', async ({
    page,
  }) => {
    await chooseProperty(page, 'order.existing-order');
    await next(page).click();
    await expect(page.getByText('There is already an order in progress for this property.').first()).toBeVisible();
    await expect(page).toHaveURL(funnelPath);
    await expect(page.getByRole('link', { name: 'View Orders' })).toBeVisible();
    await expectAccessible(page);
  });

  test('order.no-products: the no-products toast and box', async ({ page }) => {
    await chooseProperty(page, 'order.no-products');
    await next(page).click();
    await expect(page.getByText('No available products')).toBeVisible();
    await expect(page.getByText('There are no products available for this property.')).toBeVisible();
    await expect(page).toHaveURL(funnelPath);
    await expectAccessible(page);
  });

  test('order.products-slow: searching while the provider answers empty, then the products', async ({ page }) => {
    test.setTimeout(120_000);
    await toProducts(page, 'order.products-slow');
    await expect(page.getByText('Searching for available products...')).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole('combobox', { name: 'Product', exact: true })).toBeVisible({ timeout: 60_000 });
  });

  test('order.not-available: a postcode with no match', async ({ page }) => {
    await openFunnel(page);
    await search(page, 'LS1');
    await expect(page.getByText('Invalid postcode')).toBeVisible();
    await expectAccessible(page);
    await search(page, scenario('order.not-available').postcode);
    await expect(page.getByText('Sorry! We are not yet available in this area.')).toBeVisible();
    await expectAccessible(page);
    await next(page).click();
    await expect(page.getByText(/Postcode is required to proceed/)).toBeVisible();
    await expectAccessible(page);
  });

  test("order.no-slots: 'No Appointments Found', and Next says an appointment is required", async ({ page }) => {
    await toProducts(page, 'order.no-slots');
    await chooseProduct(page, 'FTTP Business 1000');
    await fillCustomer(page, reference('NOSLOT'));
    await next(page).click();
    await expect(page).toHaveURL(`${funnelPath}/appointment`, firstLoad);
    await expect(page.getByText(/There are currently no appointments available/)).toBeVisible();
    await expectAccessible(page);
    await next(page).click();
    await expect(page.getByText('Please select an appointment to continue.')).toBeVisible();
    await expectAccessible(page);
  });

  test("order.reservation-fails: 'Appointment reservation failed'", async ({ page }) => {
    await toProducts(page, 'order.reservation-fails');
    await chooseProduct(page, 'FTTP Business 1000');
    await fillCustomer(page, reference('RESFAIL'));
    await next(page).click();
    await expect(page).toHaveURL(`${funnelPath}/appointment`, firstLoad);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Reserve appointment' }).click();
    await expect(page.getByText('Appointment reservation failed').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('order.residential: the vulnerable fields apply, support required when vulnerable', async ({ page }) => {
    await toProducts(page, 'order.residential');
    await chooseProduct(page, 'FTTH Residential 1000');
    await fillCustomer(page, reference('VULN'));
    await page.getByRole('checkbox', { name: 'Vulnerable customer' }).check();
    await next(page).click();
    await expect(page.getByText('Vulnerable customer support is required for this order')).toBeVisible();
    await expectAccessible(page);
  });

  for (const [key, colour] of [
    ['order.amber', 'Amber'],
    ['order.red', 'Red'],
  ] as const) {
    test(`${key}: possible extra install charges`, async ({ page }) => {
      await chooseProperty(page, key);
      await expect(page.getByText(`${colour} property: possible extra install charges`)).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('a double-clicked Place Order leaves exactly one order', async ({ page }) => {
    test.setTimeout(150_000);
    const buyerReference = reference('DBL');
    // A neighbour of the happy property: an order placed at a property blocks the next (existing-order check).
    await toSummary(page, 'order.happy', buyerReference, '100010000002');
    const authorization = await tokenOf(page, () => page.getByRole('button', { name: 'Place Order' }).dblclick());
    await expect(page.getByRole('dialog', { name: 'Order Successful' })).toBeVisible(firstLoad);
    expect(await ordersWithReference(page, authorization, buyerReference)).toBe(1);
  });

  test('a dropped answer retried leaves exactly one order (same Idempotency-Key)', async ({ page }) => {
    test.setTimeout(150_000);
    const buyerReference = reference('DROP');
    await toSummary(page, 'order.happy', buyerReference, '100010000003');
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/api/orders/order', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.fallback();
      dropped = true;
      // The order is made, but its answer never reaches the browser.
      await route.fetch();
      await route.abort('connectionreset');
    });
    const authorization = await tokenOf(page, () => page.getByRole('button', { name: 'Place Order' }).click());
    await expect(page.getByText('There was an error placing your order. Please try again.')).toBeVisible(firstLoad);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order Successful' })).toBeVisible(firstLoad);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await ordersWithReference(page, authorization, buyerReference)).toBe(1);
  });

  test('a reload offers to continue the order for its property or start again; the back button keeps the draft', async ({
    page,
  }) => {
    await toProducts(page, 'order.amber');
    await chooseProduct(page, 'FTTP Business 1000');
    await page.getByRole('textbox', { name: /Order Reference/ }).fill('DRAFT-KEPT');
    // As a person reloads: after the draft's write (IndexedDB, asynchronous) has landed, not in the same millisecond.
    const fttpDrafts = { database: 'portal-order-drafts', storeName: 'fttp', keyPrefix: 'portal.fttp-order-draft' };
    await expect.poll(async () => JSON.stringify(await readDrafts(page, fttpDrafts))).toContain('DRAFT-KEPT');
    await page.reload();
    // The saved draft is offered, naming the property, before the funnel goes on.
    const offer = page.getByRole('heading', { name: /^Continue your order for .+\?$/ });
    await expect(offer).toBeVisible(firstLoad);
    await expect(page.getByRole('textbox', { name: /Order Reference/ })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue your order' }).click();
    await expect(page).toHaveURL(`${funnelPath}/customer`, firstLoad);
    await expect(page.getByRole('textbox', { name: /Order Reference/ })).toHaveValue('DRAFT-KEPT', firstLoad);
    // The property being ordered shows on every step past the first.
    await expect(page.getByText(/^Ordering for /)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${funnelPath}/options`);
    await expect(page.getByRole('combobox', { name: 'Product', exact: true })).toBeVisible();
    await page.reload();
    await expect(offer).toBeVisible(firstLoad);
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page).toHaveURL(funnelPath);
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('', firstLoad);
    await expect(offer).toHaveCount(0);
  });
});

test.describe('dates in an en-US browser', () => {
  test.use({ storageState: storageStatePath('ordering'), locale: 'en-US', timezoneId: 'America/New_York' });

  test('the requested date is typed and shown dd/MM/yyyy', async ({ page }) => {
    await toProducts(page, 'order.requested-date');
    await chooseProduct(page, /Business 160/);
    await fillCustomer(page, reference('US'));
    await expect(page.getByText('Format dd/mm/yyyy')).toBeVisible();
    await page.getByRole('textbox', { name: 'Requested Date' }).fill(ukDay(7));
    await next(page).click();
    await expect(page).toHaveURL(`${funnelPath}/summary`, firstLoad);
    await expect(page.getByText(ukDay(7))).toBeVisible();
  });
});
