import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { scan } from './support/axe';
import { onePagePdf } from './support/pdf';
import { storageStatePath } from './support/personas';

// PTW documents on an Ethernet order's page, against the sandbox: a real PDF uploaded through the page (picker, the
// verification tick, Upload), listed, downloaded and compared byte for byte; a PNG renamed .pdf refused by the page
// and by the sandbox with nothing stored; the same name uploaded again refused with the file named and taken out. Scanned with axe and pictured at 1280 and 390 px.

const shots = 'test-results/screens';
const firstLoad = { timeout: 30_000 };

/** A real 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function expectAccessible(page: Page) {
  const found = await scan(page);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/ptw-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Polled: the layout (and a toast's entrance) settles after the resize.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: 'no sideways scrolling at 390 px',
    })
    .toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/ptw-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The SPA's own bearer token, taken from one of its calls to the orders service. */
async function tokenOf(page: Page, act: () => Promise<unknown>) {
  const request = page.waitForRequest((r) => r.url().includes('/api/orders/') && !!r.headers().authorization);
  await act();
  return (await request).headers().authorization ?? '';
}

test.describe('PTW documents as Northfibre ordering', () => {
  test.use({ storageState: storageStatePath('ordering'), viewport: { width: 1280, height: 800 } });

  test('upload a real PDF on an Ethernet order, see it listed, download it byte for byte; a renamed PNG is refused', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const authorization = await tokenOf(page, () =>
      page.goto('/ordering/orders?type=ethernet&page=1&sort=created_at&order=desc&limit=10'),
    );
    const list = await page.request.get('/api/orders/orders?type=ethernet&limit=10', { headers: { authorization } });
    expect(list.status()).toBe(200);
    const rows = ((await list.json()) as { data: { id: string; buyer_order_reference: string }[] }).data;
    const order = rows[0];
    if (!order) throw new Error('No seeded Ethernet order of Northfibre');
    const reference = order.buyer_order_reference;
    const listed = async () => {
      const res = await page.request.get(`/api/orders/permission-to-work/list-files/${reference}`, {
        headers: { authorization },
      });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { data: { file_name: string }[] }).data.map((d) => d.file_name);
    };
    const before = await listed();

    await page.goto(`/ethernet-order/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Ethernet Order ${reference}` })).toBeVisible(firstLoad);
    const ptw = page.getByRole('region', { name: 'Permission to work documents' });
    await expect(ptw.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'detail');

    // A PNG renamed .pdf: the page reads its first bytes and refuses it (10 s warning), choosing nothing.
    const input = ptw.locator('input[type="file"]');
    await input.setInputFiles({ name: 'site-photo.pdf', mimeType: 'application/pdf', buffer: png });
    await expect(page.getByText('Only PDF files are allowed, these files are not PDFs: site-photo.pdf')).toBeVisible();
    await expect(ptw.getByRole('checkbox')).toHaveCount(0);
    // The sandbox judges by content too, whatever a client claims: 415 with the field named, nothing stored.
    const refused = await page.request.post('/api/orders/permission-to-work/upload', {
      headers: { authorization },
      multipart: {
        directory: reference,
        'files[]': { name: 'site-photo.pdf', mimeType: 'application/pdf', buffer: png },
      },
    });
    expect(refused.status()).toBe(415);
    expect(((await refused.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
      'files[]': ['Only PDF files are allowed, these files are not PDFs: site-photo.pdf'],
    });
    expect(await listed()).toEqual(before);

    // A real PDF through the page: chosen, verified, uploaded after the tick.
    const pdf = onePagePdf();
    const fileName = `Permit to work ${Date.now().toString(36)}.pdf`;
    await input.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await expect(ptw.getByText(fileName)).toBeVisible();
    await ptw.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(ptw.getByRole('alert')).toHaveText('PTW documents should be approved');
    await ptw
      .getByRole('checkbox', { name: 'I verify that the files I submitted are signed by the right authorities.' })
      .check();
    await expectAccessible(page);
    await shoot(page, 'chosen');
    await ptw.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('PTW files uploaded successfully')).toBeVisible();
    await expect(page.getByText('PTW file upload request submitted.')).toBeVisible();
    const download = ptw.getByRole('button', { name: `Download ${fileName}` });
    await expect(download).toBeVisible();
    expect(await listed()).toEqual([...before, fileName]);
    await expectAccessible(page);
    await shoot(page, 'uploaded');

    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe(fileName);
    const bytes = await readFile((await saved.path()) as string);
    expect(Buffer.compare(bytes, pdf)).toBe(0);

    // The same name again: the sandbox refuses it (PTWs cannot be replaced); the page names the file and why, and takes
    // it out of the choice, so the next upload is not refused the same way.
    await input.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await ptw
      .getByRole('checkbox', { name: 'I verify that the files I submitted are signed by the right authorities.' })
      .check();
    await ptw.getByRole('button', { name: 'Upload', exact: true }).click();
    const refusal = `A PTW document named ${fileName} is already uploaded for this order`;
    await expect(ptw.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await expect(ptw.getByRole('button', { name: `Remove ${fileName}` })).toHaveCount(0);
    expect(await listed()).toEqual([...before, fileName]);

    // The orders list's address for the order opens it too, PTWs included.
    await page.goto(`/ordering/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible(firstLoad);
    await expect(
      page
        .getByRole('region', { name: 'Permission to work documents' })
        .getByRole('button', { name: `Download ${fileName}` }),
    ).toBeVisible();
  });
});
