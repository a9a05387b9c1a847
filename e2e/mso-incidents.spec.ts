import { expect, test } from '@playwright/test';
import { scan } from './support/axe';
import { storageStatePath } from './support/personas';

// Spec 2 §2 "Multiple service outages", against the seeded sandbox: 40 Northfibre MSO incidents, MSO0000001–6 active.
const defaultQuery = 'page=1&limit=10&sort=updated_at&order=desc';
const shots = 'test-results/screens';
// The first screen of a test waits for sign-in restore and the lazy route, which is slow on a busy machine.
const firstLoad = { timeout: 30_000 };
const duration = /^(\d+ days?|\d+ hours?|\d+ minutes?)((, | and )\d+ (days?|hours?|minutes?))*( so far)?$/;

test.describe('MSO incidents as the Northfibre admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('menu → list → filter by status → an MSO incident with its outages → a comment added there shows', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(firstLoad);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('menuitem', { name: 'Support', exact: true }).click();
    await nav.getByRole('menuitem', { name: 'MSO Incidents' }).click();

    await expect(page).toHaveURL(`/support/mso_incidents?${defaultQuery}`);
    await expect(page.getByRole('heading', { level: 1, name: 'MSO Incidents' })).toBeVisible(firstLoad);
    const table = page.getByRole('table', { name: 'MSO Incidents' });
    await expect(table.getByRole('row')).toHaveCount(11);
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status.getByRole('option').first()).toHaveText('All (40)');
    await expect(status.getByRole('option', { name: /^In Progress \(\d+\)$/ })).toHaveText('In Progress (3)');
    await page.screenshot({ path: `${shots}/mso-incidents-list.png`, fullPage: true });

    await status.selectOption('In Progress');
    await expect(page).toHaveURL(`/support/mso_incidents?${defaultQuery}&status=In+Progress`);
    await expect(table.getByRole('row')).toHaveCount(4);
    for (const text of await table.getByRole('row').locator('td:nth-child(3)').allTextContents()) {
      expect(text).toBe('In Progress');
    }

    const first = table.getByRole('row').nth(1).getByRole('link');
    const reference = (await first.textContent()) ?? '';
    expect(reference).toMatch(/^MSO\d{7}$/);
    await first.click();
    await expect(page).toHaveURL(`/support/mso_incidents/${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: `MSO Incident ${reference}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Outage', exact: true })).toContainText('In Progress');

    // Active: every affected outage is ongoing, its duration counted so far.
    const outages = page.getByRole('region', { name: 'Affected outages' });
    const rows = outages.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1).getByRole('cell').nth(0)).toHaveText(/^S\d{7}$/);
    await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('Ongoing');
    const ongoing = (await rows.nth(1).getByRole('cell').nth(3).textContent()) ?? '';
    expect(ongoing).toMatch(duration);
    expect(ongoing).toMatch(/ so far$/);

    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByRole('listitem').first()).toContainText('Engineers have been dispatched.');
    const text = `Three customers on Mill Lane report no service (${Date.now()})`;
    await comments.getByRole('textbox', { name: 'Add a comment' }).fill(text);
    await comments.getByRole('button', { name: 'Add Comment' }).click();
    await expect(comments.getByRole('listitem').filter({ hasText: text })).toContainText('Alex Admin');
    await expect(comments.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    await page.screenshot({ path: `${shots}/mso-incident.png`, fullPage: true });
  });

  test('a finished MSO incident shows its outages with an end and a duration in days, hours and minutes', async ({
    page,
  }) => {
    await page.goto('/support/mso_incidents/MSO0000010');
    await expect(page.getByRole('heading', { level: 1, name: 'MSO Incident MSO0000010' })).toBeVisible(firstLoad);
    const cells = page.getByRole('region', { name: 'Affected outages' }).getByRole('row').nth(1).getByRole('cell');
    await expect(cells.nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    const text = (await cells.nth(3).textContent()) ?? '';
    expect(text).toMatch(duration);
    expect(text).not.toMatch(/so far/);
  });

  test('the dashboard shows open incidents per status and the active outages, each linking on', async ({ page }) => {
    await page.goto('/');
    const incidents = page.getByRole('region', { name: 'Open incidents' });
    const byStatus = incidents.getByRole('list', { name: 'Open incidents by status' });
    await expect(byStatus.getByRole('link', { name: 'New' })).toBeVisible(firstLoad);
    const outages = page.getByRole('region', { name: 'Active outages' });
    await expect(outages.getByRole('list', { name: 'Active outages' }).getByRole('listitem')).toHaveCount(5);
    await page.screenshot({ path: `${shots}/dashboard-support.png`, fullPage: true });
    // The a11y table scans '/' as soon as its heading shows; the cards are scanned here once they have loaded.
    expect(await scan(page)).toEqual([]);

    await outages.getByRole('link', { name: 'MSO0000001' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'MSO Incident MSO0000001' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Affected outages' })).toContainText('S1000005');

    await page.goBack();
    await byStatus.getByRole('link', { name: 'On Hold' }).click();
    await expect(page).toHaveURL(`/support/incidents?${defaultQuery}&status=On+Hold`);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('On Hold');
  });
});

test.describe('without msoIncidentsEnabled (Harbour)', () => {
  test.use({ storageState: storageStatePath('harbourAdmin') });

  test('the MSO list address shows the unauthorised page, and the dashboard shows no active outages', async ({
    page,
  }) => {
    await page.goto('/support/mso_incidents');
    await expect(page.getByRole('heading', { level: 1, name: 'Unauthorised' })).toBeVisible(firstLoad);

    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Open incidents by status' })).toBeVisible(firstLoad);
    await expect(page.getByRole('region', { name: 'Active outages' })).toHaveCount(0);
  });
});

test.describe('without read:support (Northfibre ordering)', () => {
  test.use({ storageState: storageStatePath('ordering') });

  test('the dashboard shows neither open incidents nor active outages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Organisation' })).toBeVisible(firstLoad);
    await expect(page.getByRole('region', { name: 'Open incidents' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Active outages' })).toHaveCount(0);
  });
});
