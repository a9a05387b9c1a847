import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { openScenarioIncidentId } from '../server/seed/incidents';
import scenarios from '../server/seed/scenarios.json' with { type: 'json' };
import { storageStatePath } from './support/personas';

// Tenant isolation: Harbour's admin can neither list, open, comment on nor export a Northfibre incident.
// The Northfibre incident: INC0999001, the open incident of scenario incident.open-incident (service S1000004).
const foreign = {
  number: 'INC0999001',
  id: openScenarioIncidentId,
  service: scenarios['incident.open-incident'].service_reference,
};
const defaultQuery = 'page=1&limit=10&sort=updated_at&order=desc';
const shots = 'test-results/screens';
// The first screen of a test waits for sign-in restore and the lazy route, which is slow on a busy machine.
const firstLoad = { timeout: 30_000 };
// Harbour's services are S2…; every Northfibre service reference starts with S1.
const northfibreService = /^S1\d{6}$/;

/** Opens the incidents list and keeps the bearer token the SPA sent for it: the browser session's own access token. */
async function openListWithToken(page: Page, search = defaultQuery): Promise<string> {
  const listRequest = page.waitForRequest((r) => r.url().includes('/api/incidents/v2/incidents?'), firstLoad);
  await page.goto(`/support/incidents?${search}`);
  const authorization = (await (await listRequest).allHeaders()).authorization ?? '';
  expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  return authorization;
}

test.describe("Harbour's admin and a Northfibre incident", () => {
  test.use({ storageState: storageStatePath('harbourAdmin') });

  test('the list holds only Harbour incidents, and searching the Northfibre reference finds nothing', async ({
    page,
  }) => {
    await openListWithToken(page);
    const table = page.getByRole('table', { name: 'Incidents' });
    await expect(table.getByRole('row')).toHaveCount(11, firstLoad);
    // Harbour's 300 incidents, not Northfibre's thousands.
    await expect(page.getByRole('combobox', { name: 'Status' }).getByRole('option').first()).toHaveText('All (300)');
    const services = await table.getByRole('row').locator('td:nth-child(3)').allTextContents();
    expect(services).toHaveLength(10);
    expect(services.filter((s) => northfibreService.test(s))).toEqual([]);

    for (const q of [foreign.number, foreign.service]) {
      await page.getByRole('textbox', { name: 'Search', exact: true }).fill(q);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(`/support/incidents?${defaultQuery}&q=${q}`);
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('cell', { name: 'No incidents found' })).toBeVisible();
      await expect(table.getByRole('link', { name: foreign.number })).toHaveCount(0);
    }
    await page.screenshot({ path: `${shots}/incidents-isolation-search.png`, fullPage: true });
  });

  test("opening the Northfibre incident's address, by number or id, lands on Page Not Found", async ({ page }) => {
    for (const key of [foreign.number, foreign.id]) {
      await page.goto(`/support/incidents/${key}`);
      await expect(page).toHaveURL('/error-not-found', firstLoad);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    }
  });

  test("the API answers Harbour's own token 404 for the incident, a comment on it and its files", async ({ page }) => {
    const authorization = await openListWithToken(page);
    const headers = { authorization, accept: 'application/json' };
    const missing = await page.request.get('/api/incidents/v2/incidents/INC0000000', { headers });
    expect(missing.status()).toBe(404);

    for (const key of [foreign.number, foreign.id]) {
      const detail = await page.request.get(`/api/incidents/v2/incidents/${key}`, { headers });
      expect(detail.status(), key).toBe(404);
      // Exactly the answer for an incident that does not exist: nothing tells Harbour it is there.
      expect(await detail.json()).toEqual(await missing.json());

      const comment = await page.request.post('/api/incidents/v2/incidents/comment/create', {
        headers,
        data: { incident_id: key, text: 'Harbour was here' },
      });
      expect(comment.status(), key).toBe(404);
      expect((await comment.json()).error.code).toBe('not_found');

      const file = await page.request.get(`/api/incidents/v2/incidents/${key}/attachments/${randomUUID()}`, {
        headers,
      });
      expect(file.status(), key).toBe(404);
    }
    // The same token does reach Harbour's own incidents: the 404s above are about the organisation, not the token.
    const own = await page.request.get('/api/incidents/v2/incidents?page=1&limit=1', { headers });
    expect(own.status()).toBe(200);
    expect((await own.json()).total).toBe(300);
  });

  test("the Export button's CSV holds Harbour's incidents and no Northfibre one", async ({ page }) => {
    await openListWithToken(page);
    await expect(page.getByRole('table', { name: 'Incidents' }).getByRole('row')).toHaveCount(11, firstLoad);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');

    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header?.split(',').slice(0, 3)).toEqual([
      'Incident Reference',
      'Customer Service Reference',
      'Service Reference',
    ]);
    expect(rows).toHaveLength(300);
    expect(rows.filter((r) => northfibreService.test(r.split(',')[2] ?? ''))).toEqual([]);
    expect(csv).not.toContain(foreign.number);
    expect(csv).not.toContain(foreign.service);
  });
});
