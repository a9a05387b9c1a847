import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { storageStatePath } from './support/personas';
import { seededMonth } from './support/signed-in-screens';

// Billing (docs/areas/billing.md) as Northfibre's billing user (Billing role only), against the seeded sandbox: the month
// before last's invoice is Overdue, part paid, with a credit note set against it.
const firstLoad = { timeout: 30_000 };
const overdueId = `INV-1001-${seededMonth(-2)}`;

async function download(page: Page, click: () => Promise<void>) {
  const saved = page.waitForEvent('download');
  await click();
  const file = await saved;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) ?? '') };
}

/** The value of a fact (dt/dd) in a detail section. */
const fact = (page: Page, section: string, label: string) =>
  page.getByRole('region', { name: section, exact: true }).locator('dt', { hasText: label }).locator('+ dd').first();

test.use({ storageState: storageStatePath('billing') });

test('finds the overdue invoice, downloads its PDF, follows its payment and credit note, and exports the list', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(firstLoad);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('menuitem', { name: 'Billing', exact: true }).click();
  await nav.getByRole('menuitem', { name: 'Invoices', exact: true }).click();
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table).toBeVisible(firstLoad);

  // The menu opens Open invoices; the overdue one is found by its status.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Overdue');
  await expect(page).toHaveURL(/status=Overdue/);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Overdue');
  const listedTotal = (await rows.nth(1).locator('td').nth(5).textContent())?.trim() ?? '';

  // The list's Export holds the same row.
  const csv = await download(page, () => page.getByRole('button', { name: 'Export', exact: true }).click());
  expect(csv.name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvLines = csv.bytes.toString('utf8').trim().split('\r\n');
  expect(csvLines[0]).toBe(
    'Invoice,Billing month,Invoice date,Due date,Status,Net,VAT,Total (inc. VAT),Paid,Credited,Balance',
  );
  expect(csvLines).toHaveLength(2);
  expect(csvLines[1]).toContain(`${overdueId},`);
  expect(csvLines[1]).toContain(',Overdue,');
  expect(csvLines[1]).toContain(`"${listedTotal}"`);

  await rows.nth(1).getByRole('link', { name: overdueId }).click();
  await expect(page).toHaveURL(`/billing/invoices/${overdueId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${overdueId}` })).toBeVisible();
  const total = (await fact(page, 'Totals', 'Total').textContent())?.trim() ?? '';
  expect(total).toBe(listedTotal);
  const lines = page.getByRole('table', { name: 'Invoice lines' }).getByRole('row');
  const descriptions = (await lines.locator('td:nth-child(2)').allTextContents()).map((d) => d.trim());
  expect(descriptions.length).toBeGreaterThan(0);

  // The PDF says what the page says: the number, every line and the total.
  const pdf = await download(page, () =>
    page.getByRole('region', { name: 'Summary' }).getByRole('button', { name: 'Download PDF' }).click(),
  );
  expect(pdf.name).toBe(`${overdueId}.pdf`);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
  expect(text).toContain(`Invoice ${overdueId}`);
  for (const description of descriptions) expect(text).toContain(description);
  expect(text).toMatch(new RegExp(`Total\\s*${total.replace(/[.$£]/g, '\\$&')}`));

  // The part payment set against it.
  const payments = page.getByRole('table', { name: 'Payments allocated' });
  const paymentLink = payments.getByRole('link', { name: /^PAY-1001-/ });
  await expect(paymentLink).toHaveCount(1);
  const paymentId = (await paymentLink.textContent())?.trim() ?? '';
  const paid = (await fact(page, 'Totals', 'Paid').textContent())?.trim() ?? '';
  const balance = (await fact(page, 'Totals', 'Balance due').textContent())?.trim() ?? '';
  expect(balance).not.toBe('£0.00');
  await paymentLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `Payment ${paymentId}` })).toBeVisible();
  const allocated = page.getByRole('table', { name: 'Invoices paid' });
  await expect(allocated.getByRole('link', { name: overdueId })).toBeVisible();
  await expect(allocated.getByRole('row').nth(1)).toContainText(paid);

  // Back on the invoice, its credit note.
  await allocated.getByRole('link', { name: overdueId }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${overdueId}` })).toBeVisible();
  const noteLink = page.getByRole('region', { name: 'Credit notes' }).getByRole('link', { name: /^CN-1001-/ });
  const noteId = (await noteLink.textContent())?.trim() ?? '';
  await noteLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `Credit Note ${noteId}` })).toBeVisible();
  await expect(fact(page, 'Credit note', 'Invoice')).toHaveText(overdueId);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
});
