import { expect, test } from '@playwright/test';
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { storageStatePath } from './support/personas';

// The terms prompt by keyboard alone (spec 1 §4, §5), as the test persona who owes the terms. Continue is reached but
// never pressed: the trainee's owing must not change (the real acceptance is e2e/terms.spec.ts).
test.use({ storageState: storageStatePath('trainee') });

test('the terms prompt is filled in and Continue reached with the keyboard alone, each control showing its focus', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
  const name = dialog.getByLabel('Full name');
  const agreement = dialog.getByRole('checkbox', { name: 'I agree to the terms of service' });
  const continueButton = dialog.getByRole('button', { name: /Continue/ });
  await expect(name).toBeVisible({ timeout: 30_000 });

  await tabTo(page, name);
  await expectVisibleFocus(name);
  await page.keyboard.type('Ada Lovelace');
  await expect(continueButton).toBeDisabled();

  await tabTo(page, agreement);
  await page.keyboard.press('Space');
  await expect(agreement).toBeChecked();
  await tabTo(page, continueButton);
  await expectVisibleFocus(continueButton);
  await expect(continueButton).toBeEnabled();

  // Escape does not dismiss it, and focus stays inside the prompt.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
});
