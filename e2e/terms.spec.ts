import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test('a new starter must accept the terms: the modal cannot be dismissed and does not come back', async ({ page }) => {
  await signIn(page, 'newstarter');
  const dialog = page.getByRole('dialog', { name: /terms of service/i });
  await expect(dialog).toBeVisible();

  // It cannot be dismissed by Escape or by clicking outside (spec 1 §4).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(8, 400);
  await expect(dialog).toBeVisible();

  // Continue stays disabled until the full name and the box are both given (spec 1 §5).
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await dialog.getByLabel('Full name').fill('Nia Newstarter');
  await expect(continueButton).toBeDisabled();
  await dialog.getByLabel('Full name').fill('');
  await dialog.getByRole('checkbox').check();
  await expect(continueButton).toBeDisabled();
  await dialog.getByLabel('Full name').fill('Nia Newstarter');
  await expect(continueButton).toBeEnabled();

  const accepted = page.waitForResponse((r) => r.url().endsWith('/terms_accepted') && r.request().method() === 'POST');
  await continueButton.click();
  expect((await accepted).status()).toBe(200);
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /terms of service/i })).toHaveCount(0);

  // The acceptance is the provider's record too: without the local flag and tokens, the next sign-in (silent, the
  // provider's session is still open) carries terms_accepted and the modal stays away.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /terms of service/i })).toHaveCount(0);
});
