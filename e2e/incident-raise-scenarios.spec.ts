import { expect, test } from '@playwright/test';
import { holdRequests } from './support/held-requests';
import {
  answerTriage,
  choose,
  enterService,
  finishServiceStep,
  lineStatus,
  nextButton,
  pickService,
  type ScenarioKey,
  serviceOf,
  toIncidentDetails,
  ukDay,
} from './support/incident-raise-acts';
import { storageStatePath } from './support/personas';

// Every scenario of server/seed/scenarios.json driven through the funnel: each shows exactly its banner or branch.
const shots = 'test-results/screens';
const slow = { timeout: 40_000 };

test.describe('raise funnel scenarios as Northfibre support', () => {
  test.use({ storageState: storageStatePath('support') });

  const blocked: [ScenarioKey, string | RegExp][] = [
    ['incident.not-live', 'Service is not live. Not possible to raise an incident.'],
    ['incident.provisioning', 'Service is Provisioning'],
    ['incident.open-incident', 'An open incident already exists for this service'],
    ['incident.other-tenant', 'We could not find this service reference in your organisation.'],
  ];
  for (const [key, banner] of blocked) {
    test(`${key} shows its banner and blocks Next`, async ({ page }) => {
      await page.goto('/support/incidents/create');
      // Only Live services of the organisation are suggested (not the Provisioning one); the others are typed in full.
      if (key === 'incident.open-incident') await pickService(page, serviceOf(key));
      else await enterService(page, serviceOf(key));
      await expect(page.getByRole('alert').filter({ hasText: banner })).toBeVisible(slow);
      await expect(nextButton(page)).toBeDisabled();
      if (key === 'incident.open-incident') {
        await page.getByRole('link', { name: 'View the open incident' }).click();
        await expect(page.getByRole('heading', { name: 'Incident INC0999001', level: 1 })).toBeVisible();
      }
    });
  }

  const lineTests: [ScenarioKey, string][] = [
    ['incident.dying-gasp', 'Unable to run test'],
    ['incident.line-down', 'Test Fail'],
    ['incident.diagnostics-unknown', 'Test unable to complete'],
    ['incident.diagnostics-error', 'Unable to run test'],
  ];
  for (const [key, result] of lineTests) {
    test(`${key} shows the line test result '${result}' and still allows raising`, async ({ page }) => {
      test.setTimeout(90_000);
      await toIncidentDetails(page, key, { lineStatus: result });
      await expect(page.getByRole('heading', { name: 'Triage' })).toBeVisible();
    });
  }

  test('incident.active-mso: outage banner, no appointment, availability today at 13:00', async ({ page }) => {
    await page.goto('/support/incidents/create');
    await pickService(page, serviceOf('incident.active-mso'));
    await expect(
      page.getByRole('alert').filter({ hasText: /multi-service outage \(MSO\d+\) is affecting/ }),
    ).toBeVisible(slow);
    await finishServiceStep(page);
    await expect(page.getByRole('button', { name: 'Get Appointment' })).toHaveCount(0);
    await expect(page.getByText(/Customer availability: today \(.+\) from 13:00 \(PM\)/)).toBeVisible();
    await answerTriage(page);
    await expect(nextButton(page)).toBeEnabled();
  });

  test('incident.mso-unavailable: the outage details are unavailable', async ({ page }) => {
    await page.goto('/support/incidents/create');
    await pickService(page, serviceOf('incident.mso-unavailable'));
    await expect(
      page.getByRole('alert').filter({
        hasText: 'An MSO incident may be affecting this service, but details are unavailable.',
      }),
    ).toBeVisible(slow);
  });

  test('incident.no-slots: No Appointments Found, then customer availability', async ({ page }) => {
    await toIncidentDetails(page, 'incident.no-slots');
    await answerTriage(page);
    await page.getByRole('button', { name: 'Get Appointment' }).click();
    const modal = page.getByRole('dialog', { name: 'Get Appointment' });
    await expect(
      modal.getByText(
        'No Appointments Found: There are currently no appointments available, please try again later or contact our support team',
      ),
    ).toBeVisible();
    // The footer's Close (the title bar's × is named Close too, but has no text).
    await modal.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await expect(page.getByRole('group', { name: 'Customer availability' })).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await page.getByLabel('Date', { exact: true }).fill(ukDay(1));
    await page.getByLabel('PM (13:00)').check();
    await expect(nextButton(page)).toBeEnabled();
  });

  test('incident.reservation-fails: the failure toast, then customer availability', async ({ page, context }) => {
    // The slots are held until the waiting text has been seen, then answered by the sandbox.
    const slots = await holdRequests(context, /\/retrieveSlots\//);
    await toIncidentDetails(page, 'incident.reservation-fails');
    await page.getByRole('button', { name: 'Get Appointment' }).click();
    const modal = page.getByRole('dialog', { name: 'Get Appointment' });
    await expect(modal.getByText('We are checking for available slots. Please wait...')).toBeVisible();
    await (await slots.next()).continue();
    await choose(page, 'Available slots', /AM/);
    await modal.getByRole('button', { name: 'Reserve' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, reserve' }).click();
    await expect(page.getByText('Appointment reservation was unsuccessfull')).toBeVisible();
    await expect(
      page.getByText('Sorry your appointment reservation failed, please try again or contact support'),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Customer availability' })).toBeVisible();
    await page.screenshot({ path: `${shots}/raise-availability-fallback.png`, fullPage: true });
  });

  test('closing Get Appointment asks first, and cancelling keeps the choice open', async ({ page }) => {
    await toIncidentDetails(page, 'incident.live');
    await page.getByRole('button', { name: 'Get Appointment' }).click();
    const modal = page.getByRole('dialog', { name: 'Get Appointment' });
    await choose(page, 'Available slots', /PM/);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close without an appointment?' });
    await expect(confirm.getByText('The appointment will not be reserved if you close this window.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Get Appointment' })).toBeVisible();
    await expect(page.getByText(/Appointment reserved/)).toHaveCount(0);
  });

  test('incident.not-appointable: no appointment and no vulnerability section', async ({ page }) => {
    await page.goto('/support/incidents/create');
    await pickService(page, serviceOf('incident.not-appointable'));
    await expect(lineStatus(page)).toBeVisible(slow);
    await choose(page, 'Severity', 'Service Outage');
    await expect(page.getByRole('heading', { name: 'Vulnerability' })).toHaveCount(0);
    await finishServiceStep(page, { lineStatus: /./ });
    await expect(page.getByRole('button', { name: 'Get Appointment' })).toHaveCount(0);
    await expect(page.getByText('No engineer appointment is needed for this service and severity.')).toBeVisible();
  });

  test('incident.live with Service Outage shows the vulnerability section; support text is required', async ({
    page,
  }) => {
    await page.goto('/support/incidents/create');
    await pickService(page, serviceOf('incident.live'));
    await choose(page, 'Severity', 'Service Outage');
    await expect(page.getByRole('heading', { name: 'Vulnerability' })).toBeVisible(slow);
    await page.getByLabel('The customer is vulnerable').check();
    await expect(page.getByLabel('Vulnerability support needed')).toBeVisible();
    await choose(page, 'Severity', 'Service Degraded');
    await expect(page.getByRole('heading', { name: 'Vulnerability' })).toHaveCount(0);
  });
});
