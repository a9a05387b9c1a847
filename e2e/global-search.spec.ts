import { expect, test } from '@playwright/test';
import { openSearchWithResults, searchedServiceReference } from './support/global-search';
import { storageStatePath } from './support/personas';

test.use({ storageState: storageStatePath('admin') });

test('global search by keyboard alone: Ctrl+K, type, arrow to a result, Enter opens it', async ({ page }) => {
  await page.goto('/');
  const box = await openSearchWithResults(page);
  const result = page.getByRole('option', { name: new RegExp(searchedServiceReference) });
  await page.keyboard.press('ArrowDown');
  await expect(result).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await result.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/support\/services\/[^/?]+$/);
  await expect(page.getByRole('main').getByText(searchedServiceReference).first()).toBeVisible();
  // The route change closed the window.
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
});
