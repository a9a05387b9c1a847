import { expect, type Locator, type Page, test } from '@playwright/test';
import scenarios from '../server/seed/scenarios.json' with { type: 'json' };
import { addDays, formatDate, todayIso } from '../src/lib/dates';
import { addWorkingDays } from '../src/lib/working-days';
import { scan, settled } from './support/axe';
import { storageStatePath } from './support/personas';

// The service actions on a service's page, against the sandbox (spec 2 §4 "Service ordering of actions", §5, §7): each
// scenario's action done through its dialog changes the service shown in the detail and its history (after a reload
// too: the sandbox stored it); a refused action (its flag off) is refused by the sandbox too, called directly with the
// page's token; axe scans every dialog.

const firstLoad = { timeout: 30_000 };
const refOf = (key: keyof typeof scenarios) => (scenarios[key] as { service_reference: string }).service_reference;
const day = (workingDaysAhead: number) => addWorkingDays(todayIso(), workingDaysAhead);

async function expectAccessible(page: Page) {
  await settled(page);
  const found = await scan(page);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

/** Opens a service by its reference: the page's bearer token (from its call) and the service's id. */
async function openService(page: Page, reference: string) {
  const detail = page.waitForResponse(
    (r) => r.url().includes(`/api/services/v2/services/${reference}`) && r.request().method() === 'GET',
  );
  await page.goto(`/support/services/${reference}`);
  const answer = await detail;
  const authorization = answer.request().headers().authorization ?? '';
  const { id } = ((await answer.json()) as { data: { id: string } }).data;
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible(firstLoad);
  return { authorization, id };
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A toast (antd notification), apart from the same words in the history. */
const toast = (page: Page, title: string) => page.locator('.ant-notification-notice').getByText(title, { exact: true });

/** Opens an action's dialog from the Actions section, scans it, fills it, sends it and waits for its toast. */
async function act(
  page: Page,
  action: { button: string; submit?: string; toast: string; fill?: (dialog: Locator) => Promise<void> },
) {
  await region(page, 'Actions').getByRole('button', { name: action.button }).click();
  const dialog = page.getByRole('dialog', { name: action.button });
  await expect(dialog).toBeVisible();
  await action.fill?.(dialog);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: action.submit ?? action.button }).click();
  await expect(toast(page, action.toast)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The history shows the action by Sam Support, and the detail the change. */
async function expectRecorded(page: Page, action: string, shown: { section: string; text: string | RegExp }) {
  const history = region(page, 'History');
  await expect(history.getByRole('row', { name: new RegExp(`Sam Support.*${action}`) })).toBeVisible();
  await expect(region(page, shown.section)).toContainText(shown.text);
}

test.describe('service actions as Northfibre support', () => {
  test.use({ storageState: storageStatePath('support'), viewport: { width: 1280, height: 800 } });

  test('cancel, cease and remote activation change the service and its history; a refused cancel is refused by the sandbox', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // service.cancellable: Pending before its point of no return.
    await openService(page, refOf('service.cancellable'));
    await act(page, {
      button: 'Cancel service',
      toast: 'Service cancelled',
      fill: (d) => d.getByLabel('Reason (optional)').fill('Customer moved out'),
    });
    await expectRecorded(page, 'Service cancelled', { section: 'Service', text: 'Cancelled' });
    await expect(region(page, 'Actions').getByRole('button', { name: 'Cancel service' })).toHaveCount(0);

    // service.ceasable: Live; cancel is not offered, and the sandbox refuses it when called anyway.
    const ceasable = await openService(page, refOf('service.ceasable'));
    await expect(region(page, 'Actions').getByRole('button', { name: 'Cancel service' })).toHaveCount(0);
    const refused = await page.request.post(`/api/services/v2/services/cancel/${ceasable.id}`, {
      headers: { authorization: ceasable.authorization },
      data: {},
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.message).toBe('This service can no longer be cancelled');
    await act(page, { button: 'Cease service', toast: 'Cease requested' });
    await expectRecorded(page, 'Cease requested', { section: 'Service', text: 'Cease Pending' });

    // service.remote-activation: a working day typed as dd/MM/yyyy; a past one is refused in the dialog first.
    await openService(page, refOf('service.remote-activation'));
    const activation = day(2);
    await act(page, {
      button: 'Schedule remote activation',
      submit: 'Schedule',
      toast: 'Remote activation scheduled',
      fill: async (d) => {
        const field = d.getByRole('textbox', { name: /Remote activation date/ });
        // A past day is refused by the shared rule, in its words, and nothing is sent.
        await field.fill(formatDate(addDays(todayIso(), -3)));
        await d.getByRole('button', { name: 'Schedule' }).click();
        await expect(d.getByText('A remote activation date cannot be in the past')).toBeVisible();
        await field.fill(formatDate(activation));
      },
    });
    await expectRecorded(page, 'Remote activation scheduled', { section: 'Dates', text: formatDate(activation) });

    // Stored by the sandbox: the same after a reload.
    await page.reload();
    await expect(region(page, 'History').getByRole('row', { name: /Remote activation scheduled/ })).toBeVisible(
      firstLoad,
    );
  });

  test('line profile, requested date and switch date change the service and its history', async ({ page }) => {
    test.setTimeout(120_000);
    await openService(page, refOf('service.line-profile'));
    let chosen = '';
    await act(page, {
      button: 'Change line profile',
      toast: 'Line profile changed',
      fill: async (d) => {
        const option = d.getByRole('radio').first();
        await expect(option).toBeVisible();
        chosen = (await option.locator('xpath=ancestor::label').textContent()) ?? '';
        await option.check();
      },
    });
    await expectRecorded(page, 'Line profile changed', { section: 'History', text: chosen.trim() });

    await openService(page, refOf('service.requested-date'));
    const requested = day(3);
    await act(page, {
      button: 'Change requested date',
      submit: 'Save requested date',
      toast: 'Requested date changed',
      fill: (d) => d.getByRole('textbox', { name: /Requested date/ }).fill(formatDate(requested)),
    });
    await expectRecorded(page, 'Requested date changed', { section: 'Dates', text: formatDate(requested) });

    await openService(page, refOf('service.switch-date'));
    const switchDay = day(4);
    await act(page, {
      button: 'Change switch date',
      submit: 'Save switch date',
      toast: 'Switch date changed',
      fill: (d) => d.getByRole('textbox', { name: /Switch date/ }).fill(formatDate(switchDay)),
    });
    await expectRecorded(page, 'Switch date changed', { section: 'ISP switch', text: formatDate(switchDay) });
  });

  test('install options, contacts and a case comment change the service and its history', async ({ page }) => {
    test.setTimeout(120_000);
    await openService(page, refOf('service.install-options'));
    await act(page, {
      button: 'Change install options',
      submit: 'Save install options',
      toast: 'Install options updated',
      fill: async (d) => {
        const cpe = d.getByRole('checkbox', { name: 'CPE install' });
        await expect(cpe).toBeChecked();
        await cpe.uncheck();
      },
    });
    await expectRecorded(page, 'Install options updated', { section: 'History', text: 'No install options' });

    await act(page, {
      button: 'Update contacts',
      submit: 'Save contacts',
      toast: 'Contacts updated',
      fill: async (d) => {
        const site = d.getByRole('group', { name: 'Site contact' });
        await site.getByLabel('Name').fill('');
        await site.getByLabel('Telephone').fill('0770');
        await d.getByRole('button', { name: 'Save contacts' }).click();
        await expect(site.getByText('Required', { exact: true })).toBeVisible();
        await expect(site.getByText('Telephone must contain at least 9 characters')).toBeVisible();
        await site.getByLabel('Name').fill('Sam Site');
        await site.getByLabel('Email').fill('sam.site@example.com');
        await site.getByLabel('Telephone').fill('07700900123');
      },
    });
    await expectRecorded(page, 'Contacts updated', { section: 'Contacts', text: 'Sam Site' });

    await openService(page, refOf('service.with-cases'));
    const cases = region(page, 'Cases');
    const box = cases.getByRole('textbox').first();
    await box.fill('Any update on the engineer visit?');
    await cases.getByRole('button', { name: 'Add comment' }).first().click();
    await expect(toast(page, 'Comment added')).toBeVisible();
    await expect(cases.getByText('Any update on the engineer visit?')).toBeVisible();
    await expect(box).toHaveValue('');
    await expectAccessible(page);
  });
});
