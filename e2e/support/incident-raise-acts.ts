import { expect, type Locator, type Page } from '@playwright/test';
import scenarios from '../../server/seed/scenarios.json' with { type: 'json' };
import { addDays, formatDate, todayIso } from '../../src/lib/dates';
import { openOptions, pick, whole } from './select';

/** Drives the incident raise funnel as a person would; one helper per thing a person does. */
type Scenarios = typeof scenarios;
/** The support scenarios: those naming a service reference (ordering ones name a postcode and uprn). */
export type ScenarioKey = {
  [K in keyof Scenarios]: Scenarios[K] extends { service_reference: string } ? K : never;
}[keyof Scenarios];
export const serviceOf = (key: ScenarioKey) => scenarios[key].service_reference;
/** Seeded Live services without history (server/seed/incidents/services.ts): one per test that raises an incident. */
export const freshLiveServices = { happyPath: 'S1000014', modelWalk: 'S1000015' } as const;

/** An antd Select, by its accessible name: the option whose text is `option` (a string whole), as `pick` makes it. */
export async function choose(page: Page, name: string | RegExp, option: string | RegExp) {
  await pick(page, page.getByRole('combobox', { name }), typeof option === 'string' ? whole(option) : option);
}

/** Types part of the reference, waits for the suggestion and picks it: the checks start. */
export async function pickService(page: Page, reference: string) {
  const lookup = page.getByRole('combobox', { name: 'Service Reference' });
  await lookup.fill(reference);
  await openOptions(page).filter({ hasText: reference }).first().click();
}

/** A UK day from today, typed as the funnel's date fields take it (dd/MM/yyyy, whatever the browser's language). */
export const ukDay = (fromToday: number) => formatDate(addDays(todayIso(), fromToday));

export const lineStatus = (page: Page): Locator => page.getByLabel('Service').locator('dd').last();

/** Fills every required field of step one with valid values (the site address comes from the service). */
export async function fillServiceForm(
  page: Page,
  opts: { severity?: string; faultReference?: string; customerReference?: string } = {},
) {
  if (opts.faultReference) await page.getByLabel('Fault Reference').fill(opts.faultReference);
  await page.getByLabel('Customer Reference').fill(opts.customerReference ?? 'CUST-REF-1');
  await page.getByLabel('Fault start date', { exact: true }).fill(ukDay(0));
  await choose(page, 'Fault start hour', '00');
  await choose(page, 'Fault start minute', '00');
  await choose(page, 'Fault Category', /./);
  await choose(page, 'Severity', opts.severity ?? 'Service Outage');
  await page.getByLabel('On-site Contact Name').fill('Alex Morgan');
  await page.getByLabel('On-site Contact Number').fill('01234 567890');
  await page.getByLabel('Premises Name').fill('Unit 4');
  await page.getByLabel('Short Description').fill('No light on the ONT since this morning');
}

export async function answerTriage(page: Page) {
  const triage = page.getByRole('region', { name: 'Triage' });
  for (const group of await triage.getByRole('radiogroup').all()) await group.getByLabel('No').check();
  await page.getByLabel('Where is the A-end equipment located?').fill('Comms room, ground floor');
}

export const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' });

/** Picks a service, waits for its checks, fills step one and moves on to Incident Details. */
export async function toIncidentDetails(
  page: Page,
  key: ScenarioKey | { service: string },
  opts: ServiceStepOptions = {},
) {
  await page.goto('/support/incidents/create');
  await pickService(page, typeof key === 'string' ? serviceOf(key) : key.service);
  await finishServiceStep(page, opts);
}

type ServiceStepOptions = { severity?: string; customerReference?: string; lineStatus?: string | RegExp };

/** With a service picked: waits for its line test, fills the rest of step one and moves on to Incident Details. */
export async function finishServiceStep(page: Page, opts: ServiceStepOptions = {}) {
  await expect(lineStatus(page)).toContainText(opts.lineStatus ?? 'Line Ok', { timeout: 30_000 });
  await fillServiceForm(page, opts);
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/create\/incident-details$/);
}

/** A tiny real PNG. */
export const pngFile = (name = 'ont.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});

/** Types a reference in full and presses Enter: how a service that is never suggested (not Live, another tenant's) is looked up. */
export async function enterService(page: Page, reference: string) {
  const lookup = page.getByRole('combobox', { name: 'Service Reference' });
  await lookup.fill(reference);
  await expect(page.getByText('No matching live services')).toBeVisible({ timeout: 40_000 });
  await lookup.press('Enter');
}
