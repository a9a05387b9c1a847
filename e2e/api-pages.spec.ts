import { expect, test } from '@playwright/test';
import { scan } from './support/axe';

// The sandbox's API pages need no sign-in: they read the public description; calls from the explorer need a token.
test.use({ storageState: { cookies: [], origins: [] } });

test('API Documentation is a readable reference: services, then each operation folded, open by keyboard, accessible', async ({
  page,
}) => {
  await page.goto('/sandbox/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'developer' }).click();
  const ticket = page.locator('details', { hasText: '/api/developer/v1/support-tickets' });
  await ticket.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(ticket.getByRole('heading', { name: 'POST /api/developer/v1/support-tickets' })).toBeVisible();
  await expect(ticket.getByText('Access: read:developer.', { exact: false })).toBeVisible();
  expect(await scan(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await scan(page)).toEqual([]);
});

test('API Testing and Simulation offers the client-credentials and bearer schemes, tries a call out, and is accessible', async ({
  page,
}) => {
  await page.goto('/sandbox/api/explorer');
  await expect(page.getByRole('heading', { level: 1, name: 'API Testing and Simulation' })).toBeVisible();
  const authorize = page.getByRole('button', { name: /Authorize/ }).first();
  await expect(authorize).toBeVisible({ timeout: 30_000 });
  await authorize.click();
  const ui = page.locator('#swagger-ui');
  await expect(ui.getByText('/oidc/token')).toBeVisible();
  await expect(ui.getByText(/\(http, Bearer\)/)).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await scan(page)).toEqual([]);

  // Without a token the sandbox refuses the call, and the explorer shows its answer.
  // swagger-ui breaks paths with zero-width spaces; its operation ids are plain.
  const list = ui.locator('#operations-orders-getOrdersOrders');
  await list.locator('.opblock-summary-control').click();
  await list.getByRole('button', { name: 'Execute' }).click();
  await expect(list.locator('.responses-table.live-responses-table')).toContainText('401');
  // 'Copy path' is a 24 px target whether the pointer is over its operation or not (swagger-ui grows it from nothing).
  await page.mouse.move(0, 0);
  const copy = await list.getByRole('button', { name: 'Copy path to clipboard' }).boundingBox();
  expect(copy?.width).toBeGreaterThanOrEqual(24);
  expect(await scan(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await scan(page)).toEqual([]);
});
