import { expect, test } from '@playwright/test';
import { addDays, formatDate, todayIso } from '../src/lib/dates';
import { storageStatePath } from './support/personas';

// Spec 3 §2: the orders list, an order, and the export by email, as a person uses them (Northfibre's seeded history).
const shots = 'test-results/screens';
const firstLoad = { timeout: 30_000 };
const listQuery = 'page=1&limit=10&sort=created_at&order=desc';

test.describe('orders as a Northfibre admin (Ordering and Export roles)', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('opens Orders from the menu, filters by status, searches, opens an order, and exports by email', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('menuitem', { name: 'Ordering' }).click(firstLoad);
    await menu.getByRole('menuitem', { name: 'Orders' }).click();

    // The menu link carries the type; the list completes the spec's default query.
    await expect(page).toHaveURL(`/ordering/orders?${listQuery}&type=fttp`, firstLoad);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('row')).toHaveCount(11, firstLoad);
    await page.screenshot({ path: `${shots}/orders-list.png`, fullPage: true });

    // Filter by status: every row shown is Completed, and the count in the option is the list's total.
    const status = page.getByRole('combobox', { name: 'Status' });
    const completedOption = await status.getByRole('option', { name: /^completed \(\d+\)$/ }).textContent();
    const completed = Number(completedOption?.match(/\((\d+)\)/)?.[1]);
    expect(completed).toBeGreaterThan(0);
    await status.selectOption('completed');
    await expect(page).toHaveURL(`/ordering/orders?${listQuery}&status=completed&type=fttp`);
    const statuses = table.getByRole('row').locator('td:nth-child(6)');
    await expect(statuses.first()).toHaveText('Completed');
    for (const text of await statuses.allTextContents()) expect(text).toBe('Completed');
    await expect(page.getByRole('navigation', { name: 'Pages of orders' })).toContainText(`of ${completed}`);

    // Search for one order by its buyer reference (from the filtered list).
    const reference = (await table.getByRole('row').nth(1).getByRole('link').textContent()) ?? '';
    await page.getByRole('textbox', { name: 'Search' }).fill(reference);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${reference}`));
    await expect(table.getByRole('row')).toHaveCount(2);

    // Open it.
    await table.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible(firstLoad);
    await expect(page.getByRole('region', { name: 'Order', exact: true })).toContainText('Completed');
    await expect(page.getByRole('region', { name: 'Status timeline' }).getByRole('listitem').first()).toContainText(
      'Placed',
    );
    await page.screenshot({ path: `${shots}/order-detail.png`, fullPage: true });

    // Back to the list and export: a range over 365 days is refused before anything is sent.
    await page.goBack();
    await expect(table).toBeVisible();
    const exports: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/orders/export-with-email')) exports.push(request.url());
    });
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Export orders')).toBeVisible(firstLoad);
    await expect(dialog).toContainText('The date range can be at most 365 days');
    const from = dialog.getByRole('textbox', { name: 'From' });
    await from.fill(formatDate(addDays(todayIso(), -400)));
    await expect(dialog.getByRole('alert')).toHaveText('The date range can be at most 365 days');
    await page.screenshot({ path: `${shots}/orders-export-refused.png` });
    await dialog.getByRole('button', { name: 'Send export' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The date range can be at most 365 days');
    expect(exports).toEqual([]);

    // A valid range is accepted: 202, and the toast says the file comes by email, linking the sandbox outbox.
    await from.fill(formatDate(addDays(todayIso(), -365)));
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    const answer = page.waitForResponse((response) => response.url().includes('/orders/export-with-email'));
    await dialog.getByRole('button', { name: 'Send export' }).click();
    expect((await answer).status()).toBe(202);
    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Export requested' });
    await expect(toast).toContainText('The file will arrive by email');
    const outbox = toast.getByRole('link', { name: 'Open the sandbox outbox' });
    await expect(outbox).toHaveAttribute('href', /^\/sandbox\/outbox\?/);
    expect(exports).toHaveLength(1);
    const sent = new URL(exports[0] as string);
    expect(sent.searchParams.get('order_type')).toBe('fttp');
    expect(sent.searchParams.get('status')).toBe('completed');
    expect(sent.searchParams.get('search')).toBe(reference);
    await page.screenshot({ path: `${shots}/orders-export-sent.png` });

    // The mail arrives in the sandbox outbox with its CSV.
    const href = (await outbox.getAttribute('href')) ?? '';
    await expect
      .poll(
        async () => {
          await page.goto(href);
          return page.getByRole('link', { name: /^Download / }).count();
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBeGreaterThan(0);
  });

  test('the dashboard shows the orders in progress and the latest orders', async ({ page }) => {
    await page.goto('/');
    const inProgress = page.getByRole('region', { name: 'Orders in progress' });
    await expect(inProgress.getByRole('list', { name: 'Orders in progress by status' })).toBeVisible(firstLoad);
    const latest = page.getByRole('list', { name: 'Latest orders' });
    await expect(latest.getByRole('listitem')).toHaveCount(5);
    await latest.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^(Ethernet )?Order \S+$/ })).toBeVisible(firstLoad);
  });

  test('the product availability page offers both families', async ({ page }) => {
    await page.goto('/ordering/products');
    await expect(page.getByRole('link', { name: 'Order FTTP' })).toBeVisible(firstLoad);
    await expect(page.getByRole('link', { name: 'Order Ethernet' })).toBeVisible();
    await page.screenshot({ path: `${shots}/products.png`, fullPage: true });
    await page.getByRole('link', { name: 'Order FTTP' }).click();
    await expect(page).toHaveURL(/\/ordering\/products\/fttp/);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail).toContainText('Orders');
    await expect(trail).toContainText('Product Availability');
    await expect(trail).toContainText('FTTP Order');
  });
});

test.describe('ordering screens at 1280 and 390 px', () => {
  test.use({ storageState: storageStatePath('admin') });

  for (const width of [1280, 390]) {
    test(`list, detail, products and dashboard at ${width} px, without sideways scrolling`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const noSideways = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto(`/ordering/orders?${listQuery}&type=fttp`);
      const table = page.getByRole('table', { name: 'Orders' });
      await expect(table.getByRole('row')).toHaveCount(11, firstLoad);
      await noSideways();
      await page.screenshot({ path: `${shots}/orders-list-${width}.png`, fullPage: true });

      await table.getByRole('row').nth(1).getByRole('link').click();
      await expect(page.getByRole('region', { name: 'Status timeline' })).toBeVisible(firstLoad);
      await noSideways();
      await page.screenshot({ path: `${shots}/order-detail-${width}.png`, fullPage: true });

      await page.goto('/ordering/products');
      await expect(page.getByRole('link', { name: 'Order FTTP' })).toBeVisible(firstLoad);
      await noSideways();
      await page.screenshot({ path: `${shots}/products-${width}.png`, fullPage: true });

      await page.goto('/');
      await expect(page.getByRole('list', { name: 'Latest orders' })).toBeVisible(firstLoad);
      await noSideways();
      await page.screenshot({ path: `${shots}/dashboard-orders-${width}.png`, fullPage: true });
    });
  }
});

test.describe('orders of another organisation', () => {
  test.use({ storageState: storageStatePath('harbourAdmin') });

  test("Harbour's list shows only Harbour's orders", async ({ page }) => {
    await page.goto(`/ordering/orders?${listQuery}&type=fttp`);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('row').nth(1)).toBeVisible(firstLoad);
    for (const text of await table.getByRole('row').locator('td:nth-child(1)').allTextContents())
      expect(text).toMatch(/^HT-/);
  });
});
