import { expect, type Page, test } from '@playwright/test';
import scenarios from '../server/seed/scenarios.json' with { type: 'json' };
import { scan } from './support/axe';
import { storageStatePath } from './support/personas';
import { pick } from './support/select';

// The regrade wizard against the sandbox: the regrade.service scenario's signed link (server/seed/scenarios.json: the
// service lookup answers it) through Products, Customer, Appointment when the product requires one, Summary and
// placement, landing on the orders list with the new order at the top; a tampered link shows the clear page. Every
// step is scanned with axe and pictured at 1280 and 390 px.

const service = scenarios['regrade.service'] as { service_reference: string; uprn: string };
const shots = 'test-results/screens';
const firstLoad = { timeout: 30_000 };
const regradePath = '/ordering/products/regrade';
const reference = `E2E-RG-${Date.now().toString(36)}`.slice(0, 36);

type Lookup = {
  data: {
    service: { product: string };
    options: { value: string; label: string }[];
    lineProfiles: Record<string, { value: string; label: string }[]>;
    products: Record<string, { displayName: string; appointmentRequired: boolean }>;
  };
};

async function expectAccessible(page: Page) {
  const found = await scan(page);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/regrade-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/regrade-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The SPA's own bearer token, taken from one of its calls to the orders service. */
async function tokenOf(page: Page, act: () => Promise<unknown>) {
  const request = page.waitForRequest((r) => r.url().includes('/api/orders/') && !!r.headers().authorization);
  await act();
  return (await request).headers().authorization ?? '';
}

/** The service's regrade link, as the services area gets it (GET /service-lookup/{id}). */
async function regradeLink(page: Page, authorization: string, serviceReference = service.service_reference) {
  const response = await page.request.get(`/api/orders/service-lookup/${serviceReference}`, {
    headers: { authorization },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { regrade_url: string } };
  expect(data.regrade_url).toMatch(/^\/ordering\/products\/regrade\?token=/);
  return data.regrade_url;
}

test.describe('the regrade wizard as Northfibre ordering', () => {
  test.use({ storageState: storageStatePath('ordering'), viewport: { width: 1280, height: 800 } });

  test('regrade.service: products, customer, appointment, summary, placement; the order is on the first page of the orders list', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const authorization = await tokenOf(page, () =>
      page.goto('/ordering/orders?page=1&sort=created_at&order=desc&limit=10'),
    );
    // A retry cannot regrade the same service again (its order is in progress): it takes a spare one.
    const serviceReference = test.info().retry ? 'SF1000004' : service.service_reference;
    const link = await regradeLink(page, authorization, serviceReference);
    const token = new URL(link, 'https://portal.test').searchParams.get('token') ?? '';
    const lookup = (await (
      await page.request.get(`/api/orders/regrade?token=${encodeURIComponent(token)}`, { headers: { authorization } })
    ).json()) as Lookup;
    const offered = lookup.data.options.filter((o) => o.value !== lookup.data.service.product);
    // The journey takes the appointment step when some product needs one.
    const choice = offered.find((o) => lookup.data.products[o.value]?.appointmentRequired) ?? offered[0];
    if (!choice) throw new Error('regrade.service offers no product');
    const needsAppointment = lookup.data.products[choice.value]?.appointmentRequired ?? false;

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Regrade Order', level: 1 })).toBeVisible(firstLoad);
    await expect(page.getByRole('heading', { name: 'Select Products' })).toBeVisible(firstLoad);
    // The link looked up and its property checked: the products to choose from.
    await expect(page.getByRole('combobox', { name: 'Product', exact: true })).toBeVisible(firstLoad);
    await expect(page.getByText(/^Ordering for /)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Service to regrade' })).toContainText(serviceReference);
    const lineProfile = page.getByRole('combobox', { name: 'Line Profile' });
    await expect(page.locator('.ant-select-disabled').filter({ has: lineProfile })).toHaveCount(1);
    await expectAccessible(page);
    await shoot(page, 'products');

    await pick(page, page.getByRole('combobox', { name: 'Product', exact: true }), choice.label);
    const profile = lookup.data.lineProfiles[choice.value]?.[0]?.label ?? '';
    await pick(page, lineProfile, profile);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(`${regradePath}/customer?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: 'Customer Order Information' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Order Information' })).toBeVisible();
    await expect(page.getByLabel('Authentication Agent')).not.toHaveValue('');
    if (needsAppointment)
      await expect(page.getByText('Note: An appointment will be mandatory for this order.')).toBeVisible();
    else await expect(page.getByLabel('Requested Date')).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Please enter a valid reference')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Order Reference').fill(reference);
    await page.getByLabel('Name', { exact: true }).fill('Regrade Customer');
    await page.getByLabel('Email').fill('regrade@example.com');
    await page.getByLabel('Phone Number').fill('01234567890');
    await shoot(page, 'customer');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    if (needsAppointment) {
      await expect(page).toHaveURL(`${regradePath}/appointment?token=${encodeURIComponent(token)}`, firstLoad);
      await expect(page.getByRole('heading', { name: 'Book An Appointment' })).toBeVisible();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByText('Please select an appointment to continue.')).toBeVisible();
      await page.getByRole('radio').first().check();
      await expectAccessible(page);
      await shoot(page, 'appointment');
      // Spec 3 §4: after reserving an appointment the journey goes to the summary (no Next to press).
      await page.getByRole('button', { name: 'Reserve appointment' }).click();
    }

    await expect(page).toHaveURL(`${regradePath}/summary?token=${encodeURIComponent(token)}`, firstLoad);
    await expect(page.getByRole('heading', { name: 'Regrade Order Summary' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: reference })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'summary');

    if (needsAppointment) await expect(page.getByText(/held until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/)).toBeVisible();

    // A reload keeps the draft, and offers it first: continue the order for the service's address, or start again.
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Continue your order for .+\?$/ })).toBeVisible(firstLoad);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue your order' }).click();
    await expect(page.getByRole('heading', { name: 'Regrade Order Summary' })).toBeVisible(firstLoad);

    await page.getByRole('button', { name: 'Place Order' }).click();
    const success = page.getByRole('dialog', { name: 'Order Successful' });
    await expect(success).toBeVisible(firstLoad);
    await expectAccessible(page);
    await shoot(page, 'placed');
    // Closing the modal (here with Escape) refreshes the orders and goes to the orders list (spec 3 §2).
    await page.keyboard.press('Escape');
    // ordersListAfterSuccess; the list then writes its own address (its default type added, its parameter order).
    await expect(page).toHaveURL((url) => {
      const q = url.searchParams;
      return (
        url.pathname === '/ordering/orders' &&
        q.get('page') === '1' &&
        q.get('sort') === 'created_at' &&
        q.get('order') === 'desc' &&
        q.get('limit') === '10'
      );
    });
    // Near the top, not necessarily first: the file's other journey places its own regrade order at the same time.
    await expect(page.getByRole('row').filter({ hasText: reference })).toBeVisible(firstLoad);
  });

  test("the 'Order Successful' modal closes with its close button; the used link is then refused at its first step", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const authorization = await tokenOf(page, () =>
      page.goto('/ordering/orders?page=1&sort=created_at&order=desc&limit=10'),
    );
    // A spare live service of the same kind (scenario regrade.service: SF1000002–SF1000007), another on a retry.
    const spare = test.info().retry ? 'SF1000003' : 'SF1000002';
    const link = await regradeLink(page, authorization, spare);
    const token = new URL(link, 'https://portal.test').searchParams.get('token') ?? '';
    const lookup = (await (
      await page.request.get(`/api/orders/regrade?token=${encodeURIComponent(token)}`, { headers: { authorization } })
    ).json()) as Lookup;
    const offered = lookup.data.options.filter((o) => o.value !== lookup.data.service.product);
    const choice = offered.find((o) => !lookup.data.products[o.value]?.appointmentRequired) ?? offered[0];
    if (!choice) throw new Error(`${spare} offers no product`);
    const mine = `E2E-RGX-${Date.now().toString(36)}`;
    await page.goto(link);
    await pick(page, page.getByRole('combobox', { name: 'Product', exact: true }), choice.label);
    await pick(
      page,
      page.getByRole('combobox', { name: 'Line Profile' }),
      lookup.data.lineProfiles[choice.value]?.[0]?.label ?? '',
    );
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Order Reference').fill(mine);
    await page.getByLabel('Name', { exact: true }).fill('Regrade Customer');
    await page.getByLabel('Email').fill('regrade@example.com');
    await page.getByLabel('Phone Number').fill('01234567890');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    if (lookup.data.products[choice.value]?.appointmentRequired) {
      await page.getByRole('radio').first().check(firstLoad);
      await page.getByRole('button', { name: 'Reserve appointment' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Regrade Order Summary' })).toBeVisible(firstLoad);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const success = page.getByRole('dialog', { name: 'Order Successful' });
    await expect(success).toBeVisible(firstLoad);
    await success.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/ordering/orders', firstLoad);
    // On the first page, near the top: the file's other journey may place its own regrade order at the same moment.
    await expect(page.getByRole('row').filter({ hasText: mine })).toBeVisible(firstLoad);

    // The used link walked again: the order in progress is refused at the first step, as in the other funnels.
    await page.goto(link);
    await expect(page.getByText('There is already an order in progress for this property.').first()).toBeVisible(
      firstLoad,
    );
    await expect(page.getByRole('combobox', { name: 'Product', exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a tampered link shows the clear page, not a crash', async ({ page }) => {
    const authorization = await tokenOf(page, () =>
      page.goto('/ordering/orders?page=1&sort=created_at&order=desc&limit=10'),
    );
    const link = await regradeLink(page, authorization);
    const tampered = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    await page.goto(tampered);
    await expect(page.getByRole('heading', { name: 'Regrade Order', level: 1 })).toBeVisible(firstLoad);
    await expect(page.getByText(/This regrade link is not valid or has expired\./)).toBeVisible(firstLoad);
    await expect(page.getByRole('link', { name: 'Go to your orders' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'invalid-link');
    await page.getByRole('link', { name: 'Go to your orders' }).click();
    await expect(page).toHaveURL(/\/ordering\/orders\?/);
  });
});
