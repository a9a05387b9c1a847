import { expect, test } from '@playwright/test';

// The sandbox's API pages need no sign-in: they read the public description; calls from the explorer need a token.
test.use({ storageState: { cookies: [], origins: [] } });

test('API Documentation renders the description in the docs layout', async ({ page }) => {
  await page.goto('/sandbox/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^orders/ })).toBeVisible({ timeout: 30_000 });
});

test('API Testing and Simulation offers the client-credentials and bearer schemes and Try it out', async ({ page }) => {
  await page.goto('/sandbox/api/explorer');
  await expect(page.getByRole('heading', { level: 1, name: 'API Testing and Simulation' })).toBeVisible();
  const authorize = page.getByRole('button', { name: /Authorize/ }).first();
  await expect(authorize).toBeVisible({ timeout: 30_000 });
  await authorize.click();
  const ui = page.locator('#swagger-ui');
  await expect(ui.getByText('/oidc/token')).toBeVisible();
  await expect(ui.getByText(/\(http, Bearer\)/)).toBeVisible();
  await page.keyboard.press('Escape');
});
