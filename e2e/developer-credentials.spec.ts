import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { scan } from './support/axe';
import { storageStatePath } from './support/personas';
import { pick, whole } from './support/select';

// The developer's journey of Developer Tools › API App Credentials: a credential made in the browser is used from the
// command line (curl) as an API client would: a token by the client-credentials grant, its own organisation's data
// (200), another organisation's record (404); a rotation ends the old secret, a revocation ends the credential.
const firstLoad = { timeout: 30_000 };
// Harbour's first service; every Northfibre service reference starts with S1.
const harbourService = 'S2000001';

test.use({ storageState: storageStatePath('developer'), permissions: ['clipboard-read', 'clipboard-write'] });

function curl(args: string[]): { status: number; body: string } {
  // -k: the sandbox's certificate is its own local authority's; -w appends the status on its own line.
  const out = execFileSync('curl', ['-sk', '-w', '\n%{http_code}', ...args], { encoding: 'utf8' });
  const at = out.lastIndexOf('\n');
  return { status: Number(out.slice(at + 1)), body: out.slice(0, at) };
}

function tokenFor(origin: string, clientId: string, secret: string) {
  return curl(['-u', `${clientId}:${secret}`, '-d', 'grant_type=client_credentials', `${origin}/oidc/token`]);
}

const api = (origin: string, token: string, path: string) =>
  curl(['-H', `Authorization: Bearer ${token}`, `${origin}/api/incidents${path}`]);

/** The client id and secret the open dialog shows once; the secret as Copy secret put it on the clipboard. */
async function copySecret(page: Page, title: string): Promise<{ clientId: string; secret: string }> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('It will not be shown again', { exact: false })).toBeVisible();
  const clientId = (await dialog.locator('dd code').first().textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Copy secret' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  await expect(dialog.getByTestId('client-secret')).toHaveText(secret);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return { clientId, secret };
}

test('a credential made in the browser calls the API from curl, for its own organisation only, until rotated and revoked', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const name = `E2E sync ${Date.now()}`;
  await page.goto('/developer-tools/app-credentials');
  await expect(page.getByRole('heading', { name: 'API App Credentials' })).toBeVisible(firstLoad);
  await page.getByRole('button', { name: 'Create credential' }).click();
  const form = page.getByRole('dialog', { name: 'Create credential' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('checkbox', { name: /read:support/ }).check();
  await form.getByRole('button', { name: 'Create' }).click();
  const first = await copySecret(page, 'Credential created');
  expect(first.clientId).toMatch(/^fwc_/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Active');

  const issued = tokenFor(origin, first.clientId, first.secret);
  expect(issued.status, issued.body).toBe(200);
  const token = (JSON.parse(issued.body) as { access_token: string }).access_token;
  expect(api(origin, token, '/v2/incidents?page=1&limit=10').status).toBe(200);
  expect(api(origin, token, `/v2/incident/${harbourService}`).status).toBe(404);

  await page.getByRole('button', { name: `Rotate secret of ${name}` }).click();
  await page.getByRole('dialog', { name: 'Rotate secret' }).getByRole('button', { name: 'Rotate secret' }).click();
  const second = await copySecret(page, 'New secret');
  expect(second.secret).not.toBe(first.secret);
  expect(tokenFor(origin, first.clientId, first.secret).status).toBe(401);
  const renewed = tokenFor(origin, second.clientId, second.secret);
  expect(renewed.status, renewed.body).toBe(200);
  const renewedToken = (JSON.parse(renewed.body) as { access_token: string }).access_token;

  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Revoke credential' })
    .getByRole('button', { name: 'Revoke credential' })
    .click();
  await expect(page.getByText(`${name} has been revoked`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Revoked');
  expect(tokenFor(origin, second.clientId, second.secret).status).toBe(401);
  expect(api(origin, renewedToken, '/v2/incidents?page=1&limit=10').status).toBe(401);
});

test('a developer asks the API support desk about one of their credentials, from the Developer Tools menu', async ({
  page,
}) => {
  await page.goto('/developer-tools/app-credentials');
  await expect(page.getByRole('heading', { name: 'API App Credentials' })).toBeVisible(firstLoad);
  // Only active credentials are offered (a revoked one can raise no question).
  const active = page.getByRole('row').filter({ hasText: 'Active' }).first();
  const credential = (await active.locator('td code').first().textContent()) ?? '';
  expect(credential).toMatch(/^fwc_/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('menuitem', { name: 'API Support Ticket' }).click();
  const form = page.getByRole('dialog', { name: 'API Support Ticket' });
  await expect(form.getByLabel('What is it about?')).toBeVisible(firstLoad);
  // Nothing is sent while a field is missing: each names what to fix.
  await form.getByRole('button', { name: 'Send ticket' }).click();
  await expect(form.getByText('Please choose what the question is about')).toBeVisible();
  await expect(form.getByText('Please add a subject to proceed')).toBeVisible();
  await expect(form.getByText('Please describe the problem to proceed')).toBeVisible();
  expect(await scan(page)).toEqual([]);

  // Page-rooted comboboxes: pick() finds the select around them.
  await pick(page, page.getByRole('combobox', { name: 'What is it about?' }), whole('Authentication'));
  await form.getByLabel('Subject').fill('Token refused after rotation');
  await form.getByLabel('Describe the problem').fill('POST /oidc/token answers 401 since we rotated the secret.');
  await pick(page, page.getByRole('combobox', { name: 'Credential (optional)' }), new RegExp(credential));
  // Closed and opened again: what was typed is still there.
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await menu.getByRole('menuitem', { name: 'API Support Ticket' }).press('Enter');
  await expect(form.getByLabel('Subject')).toHaveValue('Token refused after rotation');
  await form.getByRole('button', { name: 'Send ticket' }).click();
  await expect(form.getByText(/^Ticket API-\d{6} sent$/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await scan(page)).toEqual([]);
  await form.getByRole('button', { name: 'Close' }).first().click();
  await expect(form).toBeHidden();
});
