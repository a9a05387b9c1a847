import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import scenarios from '../server/seed/scenarios.json' with { type: 'json' };
import { scan } from './support/axe';
import { onePagePdf } from './support/pdf';
import { storageStatePath } from './support/personas';

// Service appointments and PTW documents on a service's page, against the sandbox (spec 2 §4 "Appointments on
// service", §7, §8): the appointment of service.appointment-amend changed through the dialog (search, the slot list,
// reserve, change) and shown in the detail and the history after a reload; the slot Sam holds is refused to Alex (another
// user's storage state) by the sandbox and left out of Alex's list; a PTW uploaded and downloaded byte for byte. Axe scans
// the dialog at each step and the page.

const firstLoad = { timeout: 30_000 };
const reference = (scenarios['service.appointment-amend'] as { service_reference: string }).service_reference;

async function expectAccessible(page: Page) {
  const found = await scan(page);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

/** The SPA's bearer token, from one of its calls to the services host, and the service it loaded. */
async function openService(page: Page) {
  const detail = page.waitForResponse(
    (r) => r.url().includes(`/api/services/v2/services/${reference}`) && r.request().method() === 'GET',
  );
  await page.goto(`/support/services/${reference}`);
  const answer = await detail;
  const authorization = answer.request().headers().authorization ?? '';
  const service = ((await answer.json()) as { data: { id: string; site: { uprn: string } } }).data;
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible(firstLoad);
  return { authorization, service };
}

/** 'Tue 08/12/2026, PM 13:00–18:00' → the date and times the sandbox takes. */
function slotOf(label: string) {
  const match = /(\d\d)\/(\d\d)\/(\d{4}), (?:AM|PM) (\d\d:\d\d)–(\d\d:\d\d)/.exec(label);
  if (!match) throw new Error(`Not a slot label: ${label}`);
  const [, dd, mm, yyyy, start, end] = match;
  return { shown: `${dd}/${mm}/${yyyy}`, date: `${yyyy}-${mm}-${dd}`, start: start ?? '', end: end ?? '' };
}

test.describe('service appointments and PTW as Northfibre support', () => {
  test.use({ storageState: storageStatePath('support'), viewport: { width: 1280, height: 800 } });

  test('change the appointment of service.appointment-amend; Alex cannot take the held slot; PTW up and down', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { authorization, service } = await openService(page);
    const change = page.getByRole('region', { name: 'Change appointment' });
    await change.getByRole('button', { name: 'Change appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change appointment' });
    await expect(dialog.getByRole('textbox', { name: /Appointments from/ })).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Search' }).click();
    const radios = dialog.getByRole('radio');
    await expect(radios).toHaveCount(10);
    await dialog.getByRole('button', { name: 'Show More' }).click();
    // 10 more, less any slot taken already (the service's own booked visit is one of the 20).
    await expect.poll(() => radios.count()).toBeGreaterThan(15);
    const picked = radios.nth(13);
    const slot = slotOf((await picked.getAttribute('aria-label')) ?? '');
    await picked.check();
    await dialog.getByRole('button', { name: 'Reserve appointment' }).click();
    await expect(page.getByText('Appointment reservation Successfully')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /\(reserved\)$/ })).toBeChecked();
    await expectAccessible(page);

    // Alex (another user of Northfibre, his own sign-in) is refused the slot Sam holds, and is not offered it.
    const alex = await browser.newContext({ storageState: storageStatePath('admin') });
    try {
      const other = await alex.newPage();
      const { authorization: alexAuth } = await openService(other);
      const refused = await other.request.put('/api/services/v2/appointments/reserve', {
        headers: { authorization: alexAuth },
        data: {
          serviceId: service.id,
          appointmentDate: slot.date,
          appointmentStartTime: slot.start,
          appointmentEndTime: slot.end,
        },
      });
      expect(refused.status()).toBe(409);
      await other.getByRole('region', { name: 'Change appointment' }).getByRole('button').click();
      const theirs = other.getByRole('dialog', { name: 'Change appointment' });
      await theirs.getByRole('button', { name: 'Search' }).click();
      await expect(theirs.getByRole('radio')).toHaveCount(10);
      await theirs.getByRole('button', { name: 'Show More' }).click();
      await expect.poll(() => theirs.getByRole('radio').count()).toBeGreaterThan(15);
      const labels = await theirs.getByRole('radio').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      expect(labels.some((l) => l?.includes(`${slot.shown}, `) && l.includes(`${slot.start}–`))).toBe(false);
    } finally {
      await alex.close();
    }

    await dialog.getByRole('button', { name: 'Change appointment' }).click();
    await expect(page.getByText('Appointment changed', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^The appointment is now/)).toContainText(slot.shown);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // After a reload the sandbox's record shows the move: the appointment and the history row.
    await page.reload();
    const appointment = page.getByRole('region', { name: 'Appointment', exact: true });
    await expect(appointment.getByText(slot.shown)).toBeVisible(firstLoad);
    await expect(appointment.getByText(`${slot.start}–${slot.end}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByText('Appointment amended').first()).toBeVisible();

    // PTW: a real PDF through the page (picker, tick, Upload), then downloaded byte for byte.
    const ptw = page.getByRole('region', { name: 'Permission to work documents' });
    const pdf = onePagePdf();
    const fileName = `Landlord permit ${Date.now().toString(36)}.pdf`;
    await ptw.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await ptw
      .getByRole('checkbox', { name: 'I verify that the files I submitted are signed by the right authorities.' })
      .check();
    await ptw.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('PTW files uploaded successfully')).toBeVisible();
    const download = ptw.getByRole('button', { name: `Download ${fileName}` });
    await expect(download).toBeVisible();
    await expectAccessible(page);
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe(fileName);
    expect(Buffer.compare(await readFile((await saved.path()) as string), pdf)).toBe(0);
    // The sandbox lists it under the service.
    const listed = await page.request.get(`/api/services/v2/services/${service.id}/permission_to_work`, {
      headers: { authorization },
    });
    expect(((await listed.json()) as { data: { file_name: string }[] }).data.map((d) => d.file_name)).toContain(
      fileName,
    );
  });
});
