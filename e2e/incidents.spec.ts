import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/personas';

// Spec 2 §2: the incidents list and detail, against the seeded sandbox (Northfibre's history and INC0999001).
const defaultQuery = 'page=1&limit=10&sort=updated_at&order=desc';
const shots = 'test-results/screens';
// The first screen of a test waits for sign-in restore and the lazy route, which is slow on a busy machine.
const firstLoad = { timeout: 30_000 };

test.describe('incidents as Northfibre support', () => {
  test.use({ storageState: storageStatePath('support') });

  test('the list loads with the default query in the address and the spec columns', async ({ page }) => {
    await page.goto('/support/incidents');
    await expect(page).toHaveURL(`/support/incidents?${defaultQuery}`, firstLoad);
    const table = page.getByRole('table', { name: 'Incidents' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('columnheader').first()).toHaveText('Incident Reference');
    await expect(page.getByRole('combobox', { name: 'Status' }).getByRole('option').first()).toHaveText(
      /^All \(\d+\)$/,
    );
    await page.screenshot({ path: `${shots}/incidents-list.png`, fullPage: true });
  });

  test('filtering by a status changes the address and the rows', async ({ page }) => {
    await page.goto(`/support/incidents?${defaultQuery}`);
    const table = page.getByRole('table', { name: 'Incidents' });
    await expect(table.getByRole('row')).toHaveCount(11, firstLoad);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('On Hold');

    await expect(page).toHaveURL(`/support/incidents?${defaultQuery}&status=On+Hold`);
    const statuses = table.getByRole('row').locator('td:nth-child(4)');
    await expect(statuses.first()).toHaveText('On Hold');
    for (const text of await statuses.allTextContents()) expect(text).toBe('On Hold');
  });

  test('a search with a space finds the incidents at that postcode', async ({ page }) => {
    await page.goto(`/support/incidents?${defaultQuery}`);
    await expect(page.getByRole('table', { name: 'Incidents' })).toBeVisible(firstLoad);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('INC0999001');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(`/support/incidents?${defaultQuery}&q=INC0999001`);
    const rows = page.getByRole('table', { name: 'Incidents' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByRole('link', { name: 'INC0999001' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('NE1 3PQ');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/support/incidents?${defaultQuery}&q=NE1+3PQ`);
    await expect(rows.nth(1)).toBeVisible();
    await expect(page.getByText('No incidents found')).toHaveCount(0);
  });

  test('opening an incident shows its detail, and a comment added there then shows', async ({ page }) => {
    await page.goto(`/support/incidents?${defaultQuery}&q=INC0999001`);
    await page.getByRole('link', { name: 'INC0999001' }).click(firstLoad);
    await expect(page).toHaveURL('/support/incidents/INC0999001');
    await expect(page.getByRole('heading', { level: 1, name: 'Incident INC0999001' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fault' })).toContainText('No service at customer premises');
    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByRole('listitem').first()).toContainText('Internal');

    await comments.getByRole('button', { name: 'Add Comment' }).click();
    await expect(comments.getByRole('alert')).toHaveText('This field is required');

    const text = `Access via the side door (${Date.now()})`;
    await comments.getByRole('textbox', { name: 'Add a comment' }).fill(text);
    await comments.getByRole('button', { name: 'Add Comment' }).click();
    await expect(comments.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    await expect(comments.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    await page.screenshot({ path: `${shots}/incident-detail.png`, fullPage: true });
  });
});

test.describe("another organisation's incident", () => {
  test.use({ storageState: storageStatePath('harbourAdmin') });

  test("Harbour's admin opening a Northfibre incident's address sees Page Not Found", async ({ page }) => {
    await page.goto('/support/incidents/INC0999001');
    await expect(page).toHaveURL('/error-not-found', firstLoad);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});
