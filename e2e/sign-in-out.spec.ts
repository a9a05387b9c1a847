import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test('a user signs in through the provider page, lands on the dashboard and signs out', async ({ page }) => {
  await signIn(page, 'support');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Northfibre Networks Ltd').first()).toBeVisible();

  await page.getByRole('button', { name: /user menu for/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Signed out: the portal sends the visitor back to the provider's sign-in page, and the tokens are gone.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  const cached = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('accesstoken')));
  expect(cached).toEqual([]);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('support@northfibre.example');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
});
