import { expect, type Page, test } from '@playwright/test';
import { sameAddress } from './support/address';
import { scan, settled } from './support/axe';
import { readDrafts } from './support/funnel-drafts';
import { storageStatePath } from './support/personas';
import { pick, whole } from './support/select';

// Contact (README "Contact") as Northfibre support, in an en-US browser in New York (dates must still read dd/MM/yyyy,
// London's day): the overview's counts, a request for information raised with an attachment (the draft survives a
// reload), first in its list, its page with the file; a reply; a complaint raised and closed; the overview's counts
// moved. Each page scanned with axe, and checked at 390 px for sideways scrolling.

const firstLoad = { timeout: 30_000 };
const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const drafts = { database: 'portal-contact-drafts', storeName: 'drafts', keyPrefix: 'portal.contact-draft' };

async function expectAccessible(page: Page) {
  await settled(page);
  const found = await scan(page);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

async function expectNarrow(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  // The shell switches to its narrow layout on the breakpoint's change event (a render later): poll until it has.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The number of requests of a kind, from its card's 'All …: N' link (progress on the sandbox clock leaves it alone). */
async function overviewTotal(page: Page, title: string): Promise<number> {
  const link = page.getByRole('region', { name: title }).getByRole('link', { name: /^All .*: \d+$/ });
  return Number((await link.innerText()).split(': ')[1]);
}

/** The count of a status in a kind's card of the overview. */
async function overviewCount(page: Page, title: string, status: string): Promise<number> {
  const card = page.getByRole('region', { name: title });
  const link = card
    .getByRole('list', { name: `${title} by status` })
    .getByRole('link', { name: new RegExp(`^\\d+ ${status}$`) });
  return Number.parseInt(await link.innerText(), 10);
}

/** London's today as the portal writes it. */
const londonToday = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

const pickCategory = (page: Page, category: string) =>
  pick(page, page.getByRole('combobox', { name: 'Category' }), whole(category));

test.describe('contact as Northfibre support', () => {
  test.use({
    storageState: storageStatePath('support'),
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });

  test('raise a request with a file, reply, raise and close a complaint; the overview counts move', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const subject = `Wholesale price list ${Date.now()}`;

    // The menu's Contact › Request Information opens the list with spec 2's default query.
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('menuitem', { name: 'Contact' }).click(firstLoad);
    await menu.getByRole('menuitem', { name: 'Request Information' }).click();
    await expect(page).toHaveURL((url) =>
      sameAddress(url, '/contact/request-information?sort=created_at&order=desc&page=1&limit=10'),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Request Information' })).toBeVisible(firstLoad);

    await page.goto('/contact/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible(firstLoad);
    await expect(page.getByRole('region', { name: 'Complaints' })).toBeVisible(firstLoad);
    const requests = await overviewTotal(page, 'Request Information');
    const closedComplaints = await overviewCount(page, 'Complaints', 'Closed');
    await expectAccessible(page);
    await expectNarrow(page);

    // Raise a request: empty Submit shows the errors; the draft (a file included) survives a reload.
    await page
      .getByRole('region', { name: 'Request Information' })
      .getByRole('link', { name: 'Raise A Request' })
      .click();
    await expect(page).toHaveURL(/\/contact\/request-information\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Request Information' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(3);
    await expectAccessible(page);
    await pickCategory(page, 'Billing');
    await page.getByLabel('Related service or order reference (optional)').fill('S1000001');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Description').fill('Please send the current wholesale price list for FTTP and Ethernet.');
    await page
      .getByLabel('Attachments (optional)')
      .setInputFiles({ name: 'letter.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('letter.png');
    await expect.poll(async () => JSON.stringify(await readDrafts(page, drafts))).toContain(subject);
    await expect
      .poll(async () => ((await readDrafts(page, drafts))[0] as { files?: unknown[] })?.files?.length)
      .toBe(1);
    await page.reload();
    await expect(page.getByLabel('Subject')).toHaveValue(subject, firstLoad);
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('letter.png');
    await expectNarrow(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    const raised = page.getByText(/^Information request RI-\d{6} has been raised$/);
    await expect(raised).toBeVisible(firstLoad);
    const reference = /RI-\d{6}/.exec(await raised.innerText())?.[0] ?? '';
    await expectAccessible(page);

    // At the top of its list, raised today (London's day, dd/MM/yyyy, whatever the browser's language and zone).
    await menu.getByRole('link', { name: 'Request Information', exact: true }).click();
    const firstRow = page.getByRole('table', { name: 'Request Information' }).locator('tbody tr').first();
    await expect(firstRow.getByRole('link', { name: reference })).toBeVisible(firstLoad);
    await expect(firstRow).toContainText(subject);
    await expect(firstRow).toContainText(londonToday());
    await expectAccessible(page);
    await expectNarrow(page);
    // The category filter: another category's list leaves it out; its own (Billing) has it first.
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.selectOption('Network');
    await expect(page).toHaveURL(/[?&]category=Network(&|$)/);
    await expect(page.getByRole('link', { name: reference })).toHaveCount(0, firstLoad);
    await category.selectOption('Billing');
    await expect(page).toHaveURL(/[?&]category=Billing(&|$)/);
    await expect(firstRow.getByRole('link', { name: reference })).toBeVisible(firstLoad);

    // Its page: the fields, the file, no replies yet; a reply joins the conversation.
    await firstRow.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Information request ${reference}` })).toBeVisible(
      firstLoad,
    );
    await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download letter.png' })).toBeVisible();
    await expect(page.getByText('No replies yet. We will reply here.')).toBeVisible();
    await expectAccessible(page);
    await expectNarrow(page);
    await page.getByLabel('Reply').fill('Ethernet pricing too, please.');
    await page.getByRole('button', { name: 'Send Reply' }).click();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByText('Ethernet pricing too, please.')).toBeVisible(firstLoad);
    await expect(conversation.getByText('Sam Support')).toBeVisible();

    // A complaint, then closed from its page.
    await page.goto('/contact/complaints/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Raise A Complaint' })).toBeVisible(firstLoad);
    await pickCategory(page, 'Engineer visit');
    await page.getByRole('radio', { name: 'High' }).check();
    await page.getByLabel('Subject').fill(`Missed appointment ${Date.now()}`);
    await page.getByLabel('Description').fill('The engineer did not arrive for the PM slot.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    const complaint = page.getByText(/^Complaint CMP-\d{6} has been raised$/);
    await expect(complaint).toBeVisible(firstLoad);
    const complaintRef = /CMP-\d{6}/.exec(await complaint.innerText())?.[0] ?? '';
    await page.getByRole('link', { name: `View ${complaintRef}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Complaint ${complaintRef}` })).toBeVisible(firstLoad);
    await page.getByRole('button', { name: 'Close Complaint' }).click();
    await page.getByRole('button', { name: 'Close it' }).click();
    await expect(page.getByText('This request is closed.')).toBeVisible(firstLoad);
    await expect(page.getByRole('region', { name: 'Details' }).getByText('Closed', { exact: true })).toBeVisible();

    // The overview counts the new request and the complaint as Closed.
    await page.goto('/contact/overview');
    await expect(page.getByRole('region', { name: 'Complaints' })).toBeVisible(firstLoad);
    expect(await overviewTotal(page, 'Request Information')).toBe(requests + 1);
    expect(await overviewCount(page, 'Complaints', 'Closed')).toBe(closedComplaints + 1);
    await expect(
      page.getByRole('region', { name: 'Request Information' }).getByRole('link', { name: reference }),
    ).toBeVisible();
  });
});
