import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/personas';
import { e2eAccessTokenTtlSeconds } from './support/sandbox';

test.use({ storageState: storageStatePath('billing') });

// MSAL encrypts its local-storage cache, so the token's lifetime is run out on the browser's clock instead.
test('an expired access token is renewed silently through the refresh token when the tab is hidden', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const refresh = page.waitForRequest(
    (r) => r.url().includes('/oidc/token') && (r.postData() ?? '').includes('grant_type=refresh_token'),
  );
  // A minute past the sandbox's access-token lifetime.
  await page.clock.fastForward((e2eAccessTokenTtlSeconds + 60) * 1000);
  // Spec 1 §4: when the tab becomes hidden the session is checked.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const request = await refresh;
  expect((await request.response())?.status()).toBe(200);

  // Still signed in: no trip to the sign-in page, and the data keeps loading with the renewed token.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page).not.toHaveURL(/\/oidc\//);
  const home = page.waitForResponse((r) => r.url().includes('/api/orders/home'));
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('menuitem', { name: 'Billing' }).click();
  await nav.getByRole('menuitem', { name: 'Bank Details' }).click();
  await nav.getByRole('menuitem', { name: 'Dashboard' }).click();
  expect((await home).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
