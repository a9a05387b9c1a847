import { expect, test } from '@playwright/test';
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { storageStatePath } from './support/personas';

test.use({ storageState: storageStatePath('admin') });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the header controls are reached with Tab and show their focus', async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Hide menu' });
  await tabTo(page, toggle);
  await expectVisibleFocus(toggle);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Show menu' })).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  const search = page.getByRole('button', { name: /search/i });
  await tabTo(page, search);
  await expectVisibleFocus(search);
});

test('global search opens from its button and with Ctrl+K, and Escape closes it', async ({ page }) => {
  const search = page.getByRole('button', { name: /search/i });
  await tabTo(page, search);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the user menu opens and leads to Account Settings by keyboard alone', async ({ page }) => {
  const userMenu = page.getByRole('button', { name: /user menu for alex admin/i });
  await tabTo(page, userMenu);
  await expectVisibleFocus(userMenu);
  await page.keyboard.press('Enter');
  const settings = page.getByRole('menuitem', { name: 'Account Settings' });
  await expect(settings).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(settings).toBeFocused();
  await expectVisibleFocus(settings);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account-settings$/);
});

test('the side menu is one Tab stop; arrows move between its items, each showing its focus', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, nav.getByRole('menu').first());
  await page.keyboard.press('ArrowDown');
  const focused = nav.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expectVisibleFocus(focused);
});
