import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import scenarios from '../server/seed/scenarios.json' with { type: 'json' };
import { siteQuestions } from '../tests/features/orders/ethernet/ethernet-funnel-stubs';
import { scan, settled } from './support/axe';
import { readDrafts } from './support/funnel-drafts';
import { onePagePdf } from './support/pdf';
import { storageStatePath } from './support/personas';
import { pick } from './support/select';

// The Ethernet order funnel against the sandbox as Northfibre (ethernetOverFFN and enniSelectionEnabled on): one short
// journey per ethernet.* scenario of server/seed/scenarios.json, each showing its branch or message; one order of each
// branch placed through the portal with a PTW PDF, at the top of the orders list (type ethernet), opened in detail and
// its PTW downloaded byte for byte; a renamed non-PDF refused with nothing stored; axe scans of every step inside the
// journeys; screenshots at 1280 and 390 px; the over-FFN journey in an en-US browser (dates stay dd/MM/yyyy).

type EthernetScenario = keyof typeof scenarios & `ethernet.${string}`;
const scenario = (key: EthernetScenario) => scenarios[key] as { postcode: string; uprn: string };
const shots = 'test-results/screens';
const firstLoad = { timeout: 30_000 };
const funnelPath = '/ordering/products/ethernet';
const verification = 'I verify that the files I submitted are signed by the right authorities.';
const reference = (tag: string) => `E2E-ETH-${tag}-${Date.now().toString(36)}`.slice(0, 36);

/** The n-th working day (Monday to Friday) from today in London, as dd/MM/yyyy: clear of the minimum of 6. */
function workingDayAhead(n: number): string {
  const london = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    weekday: 'short',
  });
  let day = new Date();
  for (let counted = 0; counted < n; ) {
    day = new Date(day.getTime() + 86_400_000);
    if (!/Sat|Sun/.test(london.format(day))) counted += 1;
  }
  return london.format(day).replace(/^\w+,?\s*/, '');
}

async function expectAccessible(page: Page) {
  await settled(page);
  const found = await scan(page);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/ethernet-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: 'no sideways scrolling at 390 px',
    })
    .toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/ethernet-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

async function openFunnel(page: Page) {
  await page.goto(funnelPath);
  await expect(page.getByRole('heading', { name: 'Ethernet Order', level: 1 })).toBeVisible(firstLoad);
  await expect(page.getByRole('heading', { name: 'Check Availability' })).toBeVisible(firstLoad);
}

async function search(page: Page, postcode: string) {
  await page.getByRole('textbox', { name: 'Postcode' }).fill(postcode);
  await page.getByRole('region', { name: 'Find the property' }).getByRole('button', { name: 'Search' }).click();
}

async function chooseProperty(page: Page, postcode: string, uprn: string) {
  await openFunnel(page);
  await search(page, postcode);
  await pick(page, page.getByRole('combobox', { name: 'Property' }), `UPRN ${uprn}`);
  await expect(page.getByLabel('Property info').getByText(uprn)).toBeVisible();
}

async function toProducts(page: Page, postcode: string, uprn: string) {
  await chooseProperty(page, postcode, uprn);
  await next(page).click();
  await expect(page).toHaveURL(`${funnelPath}/options`, firstLoad);
  await expect(page.getByRole('heading', { name: 'Select a Product' })).toBeVisible();
}

async function answer(page: Page, question: string, value: string) {
  await page.getByRole('group', { name: question }).getByRole('radio', { name: value, exact: true }).check();
}

async function fillCommon(page: Page, buyerReference: string) {
  await page.getByLabel('Business Name').fill('Quayside Studios');
  await page.getByLabel('Order Reference').fill(buyerReference);
  await page.getByLabel('Room', { exact: true }).fill('Comms room');
  await page.getByLabel('Floor', { exact: true }).fill('2');
  await page.getByLabel('Wayleave Contact Name').fill('Pat Wayleave');
  await page.getByLabel('Wayleave Contact Email').fill('pat@example.com');
  await page.getByLabel('Wayleave Contact Number').fill('01914960001');
  await page.getByLabel('Site Contact Name').fill('Sam Site');
  await page.getByLabel('Site Contact Email').fill('sam@example.com');
  await page.getByLabel('Site Contact Number').fill('01914960000');
  await pick(page, page.getByRole('combobox', { name: 'ENNI' }), /ENNI|Tag/);
  await answer(page, 'Is an asbestos register on site?', 'No');
}

async function choosePtw(page: Page, fileName: string, pdf: Buffer) {
  const input = page.locator('input[type="file"]');
  // A renamed non-PDF: the picker reads its first bytes and refuses it; nothing is chosen.
  await input.setInputFiles({ name: 'renamed-photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Only PDF files are allowed, these files are not PDFs: renamed-photo.pdf')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: verification })).toHaveCount(0);
  await input.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(fileName).first()).toBeVisible();
  await expect(page.getByText('PTW documents should be approved').first()).toBeVisible();
  await page.getByRole('checkbox', { name: verification }).check();
}

/** The SPA's own bearer token, taken from one of its calls to the orders service. */
async function tokenOf(page: Page, act: () => Promise<unknown>) {
  const request = page.waitForRequest((r) => r.url().includes('/api/orders/') && !!r.headers().authorization);
  await act();
  return (await request).headers().authorization ?? '';
}

/** Summary → Place Order → modal → the orders list (type ethernet) topped by the order → its detail → PTW download. */
async function placeAndFollow(page: Page, buyerReference: string, fileName: string, pdf: Buffer, tag: string) {
  await expect(page).toHaveURL(`${funnelPath}/summary`, firstLoad);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText(buyerReference)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, `${tag}-summary`);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully')).toBeVisible(firstLoad);
  await expect(page.getByText('PTW files uploaded successfully')).toBeVisible(firstLoad);
  const modal = page.getByRole('dialog', { name: 'Order Successful' });
  await expect(modal).toBeVisible();
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'View Orders' }).click();
  await expect(page).toHaveURL(/\/ordering\/orders\?page=1.*sort=created_at.*type=ethernet/);
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toContainText(buyerReference, firstLoad);
  await firstRow.getByRole('link', { name: buyerReference }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(buyerReference) })).toBeVisible(firstLoad);
  const ptw = page.getByRole('region', { name: 'Permission to work documents' });
  const download = ptw.getByRole('button', { name: `Download ${fileName}` });
  await expect(download).toBeVisible(firstLoad);
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const bytes = await readFile((await saved.path()) as string);
  expect(Buffer.compare(bytes, pdf)).toBe(0);
  // Only the real PDF is stored for the order: the renamed one never left the browser.
  await expect(ptw.getByRole('button', { name: /^Download / })).toHaveCount(1);
}

test.describe('the Ethernet order funnel as Northfibre ordering', () => {
  test.use({ storageState: storageStatePath('ordering'), viewport: { width: 1280, height: 800 } });

  test('ethernet.metro-green: a metro order with a PTW, every step scanned and pictured, listed and downloaded', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const buyerReference = reference('METRO');
    const fileName = `Metro permit ${Date.now().toString(36)}.pdf`;
    const pdf = onePagePdf();
    // The scenario's twelve spare properties at NE2 7EG take the placing journeys. Enter in the postcode searches; focus
    // goes to the step's heading, never to the page's body while the search is busy.
    await openFunnel(page);
    await page.getByRole('textbox', { name: 'Postcode' }).fill('NE2 7EG');
    await page.getByRole('textbox', { name: 'Postcode' }).press('Enter');
    await expect(page.getByRole('combobox', { name: 'Property' })).toBeVisible(firstLoad);
    await expect(page.getByRole('heading', { name: 'Check Availability' })).toBeFocused();
    await pick(page, page.getByRole('combobox', { name: 'Property' }), 'UPRN 100020009001');
    await expect(page.getByLabel('Property info').getByText('100020009001')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'OrdersProduct AvailabilityEthernet Order',
    );
    await expect(page.getByLabel('Property info').getByText('Metro', { exact: true }).last()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'metro-availability');
    await next(page).click();
    await expect(page.getByText('Searching for available products...')).toBeVisible();
    // Each new step takes focus to its heading (GOV.UK's multi-page forms).
    await expect(page.getByRole('heading', { name: 'Select a Product' })).toBeFocused();
    const term = page.getByRole('combobox', { name: 'Contract Term' });
    await expect(term).toBeVisible(firstLoad);
    const table = page.getByRole('table');
    await expect(table.getByText('Green').first()).toBeVisible();
    await expect(table.getByText(/£/).first()).toBeVisible();
    // Next without a product: the 6 s toast, and the step stays.
    await next(page).click();
    await expect(page.getByText('Please select a product to proceed.')).toBeVisible();
    await table.getByRole('radio').first().check();
    await expectAccessible(page);
    await shoot(page, 'metro-products');
    // Another term clears the product.
    await pick(page, term, /months/);
    const terms = await page.locator('.ant-select-item-option').allTextContents();
    if (terms.length > 1) {
      await pick(page, term, terms[terms.length - 1] ?? '');
      await expect(table.getByRole('radio', { checked: true })).toHaveCount(0);
      await pick(page, term, terms[0] ?? '');
      await table.getByRole('radio').first().check();
    } else await page.keyboard.press('Escape');
    await next(page).click();
    await expect(page).toHaveURL(`${funnelPath}/customer`);
    await expect(page.getByRole('heading', { name: 'Customer Order Information' })).toBeFocused();
    // Next with nothing filled: the rules' messages on their fields; the shown presentation (RJ45) is the order's.
    await next(page).click();
    await expect(page.getByText('Please enter the business name')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ethernet Presentation' }).locator('..')).toContainText('RJ45');
    await expect(page.getByText('Please select an ethernet presentation')).toHaveCount(0);
    // The Order Reference help is reached with Tab and named.
    await page.getByLabel('Business Name').focus();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: 'Allows a custom reference to sync with external systems' }),
    ).toBeFocused();
    await fillCommon(page, buyerReference);
    await page.getByLabel('VLAN').fill('99');
    await next(page).click();
    await expect(page.getByText('VLAN must be between 100 and 4094')).toBeVisible();
    await page.getByLabel('VLAN').fill('200');
    await choosePtw(page, fileName, pdf);
    // The chosen PTW file and its tick are kept with the draft: a reload (once the draft's write has landed, as a
    // person's reload a moment later would) brings them back.
    const ethernetDrafts = {
      database: 'portal-ethernet-order-drafts',
      storeName: 'ethernet',
      keyPrefix: 'portal.ethernet-order-draft',
    };
    // (A File reads as {} once out of the page: the tick, ticked after the file was chosen, tells that both are stored.)
    await expect.poll(async () => JSON.stringify(await readDrafts(page, ethernetDrafts))).toContain('"verified":true');
    await page.reload();
    const resume = page.getByRole('button', { name: 'Continue your order' });
    await expect(page.getByRole('heading', { name: 'Customer Order Information' }).or(resume)).toBeVisible(firstLoad);
    if (await resume.isVisible()) await resume.click();
    await expect(page.getByRole('list', { name: 'Chosen PTW documents' })).toContainText(fileName);
    await expect(page.getByRole('checkbox', { name: verification })).toBeChecked();
    await expectAccessible(page);
    await shoot(page, 'metro-customer');
    await next(page).click();
    await placeAndFollow(page, buyerReference, fileName, pdf, 'metro');
  });

  test('ethernet.metro-amber: amber charge guidance', async ({ page }) => {
    await toProducts(page, scenario('ethernet.metro-amber').postcode, scenario('ethernet.metro-amber').uprn);
    await expect(page.getByText('Amber: up to £5,000 extra install charges may apply.').first()).toBeVisible(firstLoad);
  });

  test('ethernet.metro-red: red charge guidance', async ({ page }) => {
    await toProducts(page, scenario('ethernet.metro-red').postcode, scenario('ethernet.metro-red').uprn);
    await expect(page.getByText('Red: up to £10,000 extra install charges may apply.').first()).toBeVisible(firstLoad);
  });

  test('ethernet.black: black charge guidance', async ({ page }) => {
    await toProducts(page, scenario('ethernet.black').postcode, scenario('ethernet.black').uprn);
    await expect(page.getByText('Black: long distance, extra charges likely over £10,000.').first()).toBeVisible(
      firstLoad,
    );
  });

  test('ethernet.ffn-double-tag: SVLAN required for a Double Tag ENNI', async ({ page }) => {
    const { postcode, uprn } = scenario('ethernet.ffn-double-tag');
    await toProducts(page, postcode, uprn);
    await page.getByRole('table').getByRole('radio').first().check();
    await next(page).click();
    await expect(page).toHaveURL(`${funnelPath}/customer`);
    await pick(page, page.getByRole('combobox', { name: 'ENNI' }), /Double Tag/);
    await expect(page.getByLabel('SVLAN')).toBeEnabled();
    await next(page).click();
    await expect(page.getByText('An SVlan is required for a Double Tag ENNI')).toBeVisible();
  });

  test("ethernet.existing-order: 'Existing order in progress', and the funnel stays on the property", async ({
    page,
  }) => {
    const { postcode, uprn } = scenario('ethernet.existing-order');
    await chooseProperty(page, postcode, uprn);
    await next(page).click();
    await expect(page.getByText('Existing order in progress').first()).toBeVisible(firstLoad);
    await expect(page.getByText('There is already an order in progress for this property.').first()).toBeVisible();
    await expect(page).toHaveURL(funnelPath);
    await expectAccessible(page);
  });

  test("ethernet.no-products: the 'No products found' box", async ({ page }) => {
    const { postcode, uprn } = scenario('ethernet.no-products');
    await toProducts(page, postcode, uprn);
    await expect(page.getByText('There are no products available for this property.')).toBeVisible(firstLoad);
    await expect(page.getByRole('link', { name: 'View Orders' })).toBeVisible();
    await expectAccessible(page);
  });

  test("ethernet.metro-request-fails: 'Failed to retrieve Metro products.'", async ({ page }) => {
    const { postcode, uprn } = scenario('ethernet.metro-request-fails');
    await toProducts(page, postcode, uprn);
    await expect(page.getByText('Failed to retrieve Metro products.').first()).toBeVisible(firstLoad);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('ethernet.not-available: a postcode with no Ethernet property', async ({ page }) => {
    await openFunnel(page);
    await search(page, scenario('ethernet.not-available').postcode);
    await expect(page.getByText('Sorry! We are not yet available in this area.')).toBeVisible(firstLoad);
  });

  test('ethernet.invalid-postcode: refused before any call', async ({ page }) => {
    await openFunnel(page);
    await page.getByRole('region', { name: 'Find the property' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please enter a postcode')).toBeVisible();
    await search(page, scenario('ethernet.invalid-postcode').postcode);
    await expect(page.getByText('Invalid postcode')).toBeVisible();
  });
});

test.describe('the over-FFN branch in an en-US browser', () => {
  test.use({
    storageState: storageStatePath('ordering'),
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });

  test('ethernet.ffn: an over-FFN order with survey dates typed dd/MM/yyyy and a PTW, listed and downloaded', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const buyerReference = reference('FFN');
    const fileName = `FFN permit ${Date.now().toString(36)}.pdf`;
    const pdf = onePagePdf();
    const authorization = await tokenOf(page, () => chooseProperty(page, 'M2 4FF', '100020009101'));
    expect(authorization).not.toBe('');
    await expect(page.getByLabel('Property info').getByText('Ethernet over FFN').last()).toBeVisible();
    await next(page).click();
    await expect(page).toHaveURL(`${funnelPath}/options`, firstLoad);
    await page.getByRole('table').getByRole('radio').first().check();
    await next(page).click();
    await expect(page).toHaveURL(`${funnelPath}/customer`);
    await expect(page.getByLabel('VLAN', { exact: true })).toHaveCount(0);
    await fillCommon(page, buyerReference);
    // Single Tag ENNIs only here: the SVLAN is disabled.
    await expect(page.getByLabel('SVLAN')).toBeDisabled();
    await page.getByLabel('CVLAN').fill('400');
    for (const question of siteQuestions) await answer(page, question, 'Yes');
    // Two survey days typed dd/MM/yyyy, 4 working days apart and well past the minimum of 6 ahead.
    await page.getByRole('textbox', { name: 'Requested Survey Date 1' }).fill(workingDayAhead(10));
    await page.getByRole('textbox', { name: 'Requested Survey Date 2' }).fill(workingDayAhead(14));
    await expect(page.getByRole('textbox', { name: 'Requested Survey Date 1' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    // The calendar greys out the days the rule refuses (today is never offered).
    await page.getByRole('button', { name: 'Choose Requested Survey Date 3 from a calendar' }).click();
    await expect(page.locator('.ant-picker-cell-disabled').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await choosePtw(page, fileName, pdf);
    await expectAccessible(page);
    await shoot(page, 'ffn-customer');
    await next(page).click();
    await expect(page).toHaveURL(`${funnelPath}/summary`, firstLoad);
    await expect(page.getByText(workingDayAhead(10))).toBeVisible();
    await placeAndFollow(page, buyerReference, fileName, pdf, 'ffn');
  });
});
