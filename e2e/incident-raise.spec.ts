import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { scan } from './support/axe';
import {
  answerTriage,
  choose,
  fillServiceForm,
  freshLiveServices,
  lineStatus,
  nextButton,
  pickService,
  pngFile,
  toIncidentDetails,
} from './support/incident-raise-acts';
import { storageStatePath } from './support/personas';

const shots = 'test-results/screens';
const firstLoad = { timeout: 30_000 };
const confirmation = 'I confirm that I have completed all required triage and would like to raise an incident';

/** Every funnel step passes the WCAG 2.2 A/AA scan: each step is a screen of its own, so each is scanned. */
async function expectAccessible(page: Page) {
  const found = await scan(page);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

test.describe('raising an incident as Northfibre support', () => {
  test.use({ storageState: storageStatePath('support') });

  test('happy path: line test, triage, an attachment and a reserved appointment, then the list and detail', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const customerReference = `HAPPY-${Date.now()}`;
    const png = pngFile('ont-photo.png');

    await page.goto('/support/incidents');
    await page.getByRole('link', { name: /Raise/ }).click();
    await expect(page.getByRole('heading', { name: 'Raise An Incident', level: 1 })).toBeVisible(firstLoad);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'SupportIncidentsRaise An Incident',
    );
    await pickService(page, freshLiveServices.happyPath);
    await expect(lineStatus(page)).toContainText('Line Ok', { timeout: 30_000 });
    await fillServiceForm(page, { faultReference: `FR-${Date.now()}`, customerReference });
    await page.screenshot({ path: `${shots}/raise-service-details.png`, fullPage: true });
    await expectAccessible(page);
    await nextButton(page).click();

    await expect(page).toHaveURL(/\/create\/incident-details$/);
    await answerTriage(page);
    await page.locator('input[type=file]').setInputFiles(png);
    await expect(page.getByText('ont-photo.png')).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await page.getByRole('button', { name: 'Get Appointment' }).click();
    const modal = page.getByRole('dialog', { name: 'Get Appointment' });
    await choose(page, 'Available slots', /AM/);
    await page.screenshot({ path: `${shots}/raise-appointment.png`, fullPage: true });
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Reserve' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, reserve' }).click();
    await expect(page.getByText('Appointment reservation Successfully')).toBeVisible();
    await expect(page.getByText(/Appointment reserved:/)).toBeVisible();
    await page.screenshot({ path: `${shots}/incident-raise-details.png`, fullPage: true });
    await expectAccessible(page);
    await nextButton(page).click();

    await expect(page).toHaveURL(/\/create\/summary-details$/);
    await expect(page.getByRole('heading', { name: 'Submit Incident Details' })).toBeVisible();
    await expect(page.getByText(customerReference)).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByLabel(confirmation).check();
    await page.screenshot({ path: `${shots}/raise-summary.png`, fullPage: true });
    await expectAccessible(page);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/create\/complete$/);
    await page.screenshot({ path: `${shots}/raise-complete.png`, fullPage: true });
    await expectAccessible(page);

    // The new incident is in the list and its detail has the attachment and the reservation.
    await page.goto(`/support/incidents?page=1&limit=10&sort=updated_at&order=desc&q=${customerReference}`);
    const table = page.getByRole('table', { name: 'Incidents' });
    await expect(table.getByRole('row')).toHaveCount(2, firstLoad);
    await table.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: /^Incident / })).toBeVisible();
    await expect(page.getByText(customerReference)).toBeVisible();
    const reservations = page.getByRole('region', { name: /reservations/i });
    await expect(reservations).toContainText(/09:00/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /ont-photo\.png/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('ont-photo.png');
    expect(Buffer.compare(await readFile(await file.path()), png.buffer)).toBe(0);
  });

  test('a reload or the back button keeps the half-written incident, attachments too; Cancel resets it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await toIncidentDetails(page, 'incident.live', { customerReference: 'DRAFT-KEPT' });
    await page.getByRole('radiogroup', { name: 'Is the customer equipment powered on?' }).getByLabel('Yes').check();
    await page.locator('input[type=file]').setInputFiles(pngFile('kept.png'));
    await expect(page.getByText('kept.png')).toBeVisible();
    // The file is written to IndexedDB after it shows: reload once it is stored, as a person's reload a moment later would.
    await expect.poll(() => storedAttachmentNames(page), { timeout: 10_000 }).toContain('kept.png');

    await page.reload();
    await expect(page).toHaveURL(/\/create\/incident-details$/);
    await expect(
      page.getByRole('radiogroup', { name: 'Is the customer equipment powered on?' }).getByLabel('Yes'),
    ).toBeChecked(firstLoad);
    await expect(page.getByText('kept.png')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/support\/incidents\/create$/);
    await expect(page.getByLabel('Customer Reference')).toHaveValue('DRAFT-KEPT');
    await page.goForward();
    await expect(page).toHaveURL(/\/create\/incident-details$/);
    await expect(page.getByText('kept.png')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/support/incidents?page=1&limit=10&sort=updated_at&order=desc');
    await page.goto('/support/incidents/create/summary-details');
    await expect(page).toHaveURL(/\/support\/incidents\/create$/, firstLoad);
    await expect(page.getByLabel('Customer Reference')).toHaveValue('');
  });

  test('refuses a 9 MB file and an executable renamed .pdf with the spec messages, storing nothing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const customerReference = `EXE-${Date.now()}`;
    await toIncidentDetails(page, 'incident.not-appointable', { customerReference, lineStatus: /./ });
    await answerTriage(page);
    await page.locator('input[type=file]').setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(9 * 1024 * 1024, 1),
    });
    await expect(page.getByText('Unable to attach file')).toBeVisible();
    // The refusal names the file, which is not attached.
    await expect(
      page.getByText('File(s) exceeds the 8MB limit and cannot be uploaded. Not attached: big.pdf'),
    ).toBeVisible();
    await expect(page.getByText('big.pdf', { exact: true })).toHaveCount(0);

    // Windows executables start with 'MZ': the sandbox judges by content, not by the name.
    await page.locator('input[type=file]').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 0)]),
    });
    await expect(page.getByText('invoice.pdf')).toBeVisible();
    await nextButton(page).click();
    await page.getByLabel(confirmation).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Unsupported file type')).toBeVisible();
    await expect(page.getByText('Only specific file formats are allowed (.png, .jpg, .pdf, etc).')).toBeVisible();
    await expect(page).toHaveURL(/\/create\/summary-details$/);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.goto(`/support/incidents?page=1&limit=10&sort=updated_at&order=desc&q=${customerReference}`);
    await expect(page.getByRole('table', { name: 'Incidents' })).toContainText('No incidents found', firstLoad);
  });
});

/** The names of the attachments kept with drafts in IndexedDB (src/features/incidents/incident-raise/draft-store.ts). */
function storedAttachmentNames(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('portal-incident-drafts');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('attachments')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('attachments', 'readonly').objectStore('attachments').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as unknown[]).flat().map((file) => (file as File).name));
          };
          all.onerror = () => {
            db.close();
            resolve([]);
          };
        };
      }),
  );
}
