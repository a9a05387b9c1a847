import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import scenarios from '../server/seed/scenarios.json' with { type: 'json' };
import { scan } from './support/axe';
import { storageStatePath } from './support/personas';

// The services record (spec 2 §3) against the seeded sandbox: the services list (quick stats, search, export), the
// service page with every section (service.live-fttp, service.with-cases), the link from an incident, losing & gaining
// (service.losing) and ceased & cancelled with their stats and exports, another organisation's service (404). Every
// page is scanned with axe at 1280 and 390 px; the list and detail run in an en-US browser in New York (dates stay
// dd/MM/yyyy).

const ref = (key: string) =>
  (scenarios as Record<string, { service_reference?: string }>)[key]?.service_reference ?? '';
const firstLoad = { timeout: 30_000 };
const shots = 'test-results/screens';
const ukDate = /^\d{2}\/\d{2}\/\d{4}$/;

/** axe at the desktop width and again at 390 px, with a picture of each. */
async function expectAccessible(page: Page, name: string) {
  const wide = await scan(page);
  expect(wide, JSON.stringify(wide, null, 2)).toEqual([]);
  await page.screenshot({ path: `${shots}/services-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const narrow = await scan(page);
  expect(narrow, JSON.stringify(narrow, null, 2)).toEqual([]);
  await page.screenshot({ path: `${shots}/services-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function csvOf(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path()) ?? '', 'utf8') };
}

/** The value of a fact (dt/dd) in a detail section. */
const fact = (page: Page, section: string, label: string) =>
  page.getByRole('region', { name: section, exact: true }).locator('dt', { hasText: label }).locator('+ dd').first();

test.describe('services as the Northfibre admin in an en-US browser', () => {
  test.use({
    storageState: storageStatePath('admin'),
    locale: 'en-US',
    timezoneId: 'America/New_York',
    viewport: { width: 1280, height: 800 },
  });

  test('menu → list → search → a service with every section; the incident page links to its service', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(firstLoad);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('menuitem', { name: 'Support', exact: true }).click();
    await nav.getByRole('menuitem', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL('/support/services?page=1&limit=10&sort=created_at&order=desc');
    const table = page.getByRole('table', { name: 'Services' });
    await expect(table.getByRole('row')).toHaveCount(11, firstLoad);
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status.getByRole('option').first()).toHaveText(/^All \(\d+\)$/);
    await expect(status.getByRole('option', { name: /^Live \(\d+\)$/ })).toBeAttached();
    await expectAccessible(page, 'list');

    // Export with the list's filters: the Ceased services only.
    await status.selectOption('Ceased');
    await expect(page).toHaveURL(/status=Ceased/);
    await expect(table.locator('tbody tr td:nth-child(4)').first()).toHaveText('Ceased');
    const csv = await csvOf(page, () => page.getByRole('button', { name: 'Export' }).click());
    expect(csv.name).toMatch(/^services-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toContain('Service Reference,Customer Reference,Status');
    expect(lines.slice(1).every((line) => line.split(',')[2] === 'Ceased')).toBe(true);
    await status.selectOption('All');

    // Search by reference, open the service with cases.
    const withCases = ref('service.with-cases');
    await page.getByRole('textbox', { name: 'Search' }).fill(withCases);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('link', { name: withCases }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Service ${withCases}` })).toBeVisible();
    const cases = page.getByRole('region', { name: 'Cases' });
    await expect(cases.getByRole('heading', { name: /CS0041201/ })).toBeVisible();
    await expect(cases.getByText('Customer confirms drops continue at around 20:00.')).toBeVisible();
    await expect(cases.getByText('Internal').first()).toBeVisible();

    // service.live-fttp: every section of the Service entity.
    const live = ref('service.live-fttp');
    await page.goto(`/support/services/${live}`);
    await expect(page.getByRole('heading', { level: 1, name: `Service ${live}` })).toBeVisible(firstLoad);
    for (const section of [
      'Service',
      'Dates',
      'Site',
      'Contacts',
      'Network',
      'Install options',
      'Appointment',
      'Delays',
      'Order',
      'Cases',
      'Contact messages',
      'History',
    ]) {
      await expect(page.getByRole('region', { name: section, exact: true })).toBeVisible();
    }
    await expect(fact(page, 'Site', 'Business name')).toHaveText('Solent Print Works');
    await expect(fact(page, 'Contacts', 'Wayleave contact')).toHaveText('Harriet Doyle');
    await expect(fact(page, 'Network', 'ENNI')).toHaveText('ENNI-LDN-04 (London Docklands 4)');
    await expect(fact(page, 'Appointment', 'Engineer')).toHaveText('Dan Fletcher');
    await expect(fact(page, 'Dates', 'Contract start')).toHaveText(ukDate);
    await expect(fact(page, 'Appointment', 'Date')).toHaveText(ukDate);
    const history = page.getByRole('table', { name: 'History' });
    await expect(history.getByRole('cell', { name: 'API', exact: true })).toBeVisible();
    await expect(history.getByRole('cell', { name: 'Fibre Wholesale', exact: true }).first()).toBeVisible();
    await expect(history.getByRole('cell', { name: 'Sam Support', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Regrade this service' })).toHaveAttribute(
      'href',
      /^\/ordering\/products\/regrade\?token=/,
    );
    await expectAccessible(page, 'detail');

    // The incident page links to its service, and the service links back to the open incident.
    await page.goto('/support/incidents/INC0999001');
    const serviceLink = page.getByRole('region', { name: 'Service and site' }).getByRole('link', { name: 'S1000004' });
    await expect(serviceLink).toBeVisible(firstLoad);
    await serviceLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Service S1000004' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open incident INC0999001' })).toHaveAttribute(
      'href',
      '/support/incidents/INC0999001',
    );
  });
});

test.describe('losing & gaining and ceased & cancelled as the Northfibre admin', () => {
  test.use({ storageState: storageStatePath('admin'), viewport: { width: 1280, height: 800 } });

  test('stats, lists and exports of both; another organisation’s service is not found', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/support/services/wlto_and_switch');
    await expect(page.getByRole('heading', { level: 1, name: 'Losing & Gaining' })).toBeVisible(firstLoad);
    const losing = ref('service.losing');
    const table = page.getByRole('table', { name: 'Losing & Gaining' });
    await expect(table.getByRole('row').nth(1)).toBeVisible(firstLoad);
    const stats = page.getByRole('region', { name: 'Switching stats' });
    await expect(stats.locator('dt', { hasText: 'Losing' }).locator('+ dd')).toHaveText(/^\d+$/);
    await page.getByRole('textbox', { name: 'Search' }).fill(losing);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = table.getByRole('row', { name: new RegExp(losing) });
    await expect(row).toContainText('Losing');
    await expect(row.getByRole('cell').nth(5)).toHaveText(ukDate);
    await expectAccessible(page, 'losing-gaining');
    const exported = await csvOf(page, () => stats.getByRole('button', { name: 'Export losing' }).click());
    expect(exported.text).toContain(losing);
    expect(exported.text).not.toContain(ref('service.gaining'));

    await page.goto('/support/services/ceased_and_cancelled');
    await expect(page.getByRole('heading', { level: 1, name: 'Ceased & Cancelled' })).toBeVisible(firstLoad);
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status.getByRole('option')).toHaveText([/^All \(\d+\)$/, /^Ceased/, /^Replaced/, /^Cancelled/]);
    await status.selectOption('Cancelled');
    const ended = page.getByRole('table', { name: 'Ceased & Cancelled' });
    await expect(ended.getByRole('link', { name: 'S5000016' })).toBeVisible();
    await expectAccessible(page, 'ceased');
    const ceased = await csvOf(page, () => page.getByRole('button', { name: 'Export' }).click());
    expect(ceased.name).toMatch(/^ceased-services-/);
    expect(ceased.text).toContain('S5000016');
    expect(ceased.text).not.toContain('S5000015');

    await page.goto(`/support/services/${ref('service.other-tenant')}`);
    await expect(page).toHaveURL('/error-not-found', firstLoad);
  });
});
