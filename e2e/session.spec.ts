import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/personas';

test.use({ storageState: storageStatePath('billing') });

test('an expired access token is renewed silently through the refresh token', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Age every cached access token as if its lifetime had run out.
  const aged = await page.evaluate(() => {
    let n = 0;
    for (const key of Object.keys(localStorage)) {
      if (!key.includes('accesstoken')) continue;
      const entry = JSON.parse(localStorage.getItem(key) ?? '{}');
      const past = String(Math.floor(Date.now() / 1000) - 60);
      Object.assign(entry, { expiresOn: past, extendedExpiresOn: past });
      localStorage.setItem(key, JSON.stringify(entry));
      n += 1;
    }
    return n;
  });
  expect(aged).toBeGreaterThan(0);

  const refresh = page.waitForRequest(
    (r) => r.url().includes('/oidc/token') && (r.postData() ?? '').includes('grant_type=refresh_token'),
  );
  await page.reload();
  await refresh;
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/oidc\//);
  // The renewed token is in the cache and is in the future.
  const expiresOn = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.includes('accesstoken'));
    return Number(JSON.parse(localStorage.getItem(key ?? '') ?? '{}').expiresOn);
  });
  expect(expiresOn * 1000).toBeGreaterThan(Date.now());
});
