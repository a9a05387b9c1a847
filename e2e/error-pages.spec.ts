import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/personas';

test.describe('routes outside the main layout', () => {
  test('an unknown path shows Page Not Found without signing in', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for does not seem to exist.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();
  });

  test('/error shows the description carried in the query and the administrator hint', async ({ page }) => {
    await page.goto('/error?error_description=Your%20invitation%20has%20expired');
    await expect(page.getByText('Your invitation has expired')).toBeVisible();
    await expect(page.getByText('Please speak to your account administrator.')).toBeVisible();
  });

  test('an identity error in the query string is sent to /error with the original query', async ({ page }) => {
    await page.goto('/?error=access_denied&error_description=Access%20was%20denied');
    await expect(page).toHaveURL(/\/error\?error=access_denied&error_description=Access%20was%20denied/);
    await expect(page.getByText('Access was denied')).toBeVisible();
  });

  test('unsubscribe without an id fails with the spec message', async ({ page }) => {
    await page.goto('/unsubscribe/');
    await expect(page.getByText('ID is required for unsubscription')).toBeVisible();
  });
});

test.describe('routes the user may not visit', () => {
  test.use({ storageState: storageStatePath('developer') });

  test('a developer-only user opening billing sees the unauthorised page inside the portal', async ({ page }) => {
    await page.goto('/billing/invoices');
    await expect(page.getByRole('heading', { name: 'Unauthorised' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});
