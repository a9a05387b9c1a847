import { expect, type Page } from '@playwright/test';
import type { Screen } from './signed-in-screens';
import { loadTimeout } from './signed-in-screens';

/** A seeded service's reference (scenario service.ceasable): one result, in the Services category. */
export const searchedServiceReference = 'S5000003';

/** Opens global search with Ctrl+K over the dashboard and waits for its results (spec 1 §4, §9). */
export async function openSearchWithResults(page: Page, term = searchedServiceReference) {
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: loadTimeout });
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused({ timeout: loadTimeout });
  await page.keyboard.type(term);
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible({ timeout: loadTimeout });
  return box;
}

/** The search window with results, as the accessibility and narrow-screen lists open it. */
export const searchWindowScreen: Screen = {
  path: '/',
  as: 'admin',
  ready: async (page) => {
    await openSearchWithResults(page);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  },
};
