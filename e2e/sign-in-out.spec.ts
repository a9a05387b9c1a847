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

test('repeated wrong passwords meet a growing wait, told on the sign-in page', async ({ page }) => {
  await page.goto('/');
  // An address no one has: the answer is the same as for a real account, and no real user is slowed by this test.
  const email = 'e2e-guesser@northfibre.example';
  const tooMany = /^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/;
  let attempts = 0;
  for (; attempts < 12; attempts += 1) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(`Wrong-password-${attempts}!`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    if (tooMany.test((await alert.textContent()) ?? '')) break;
    await expect(alert).toHaveText('Email or password is incorrect');
  }
  // Five ordinary failures, then the wait (a slow machine may get one more through as the first 1 s wait ends).
  expect(attempts).toBeGreaterThanOrEqual(5);
  expect(attempts).toBeLessThanOrEqual(7);
  await expect(page.getByRole('alert')).toHaveText(tooMany);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});
