import { expect, type Page, test } from '@playwright/test';
import { storageStatePath } from './support/personas';
import { loadTimeout } from './support/signed-in-screens';

// A system asking for less motion (WCAG 2.3.3) gets none. antd's own CSS stops a button's transitions then, but its
// opening and closing motions (a dropdown sliding, a loading spinner folding away) are driven by script and wait for a
// transition's end; the portal switches them off (src/app/providers.tsx). The other journeys run with reduced motion
// (playwright.config.ts), so no step races an animation; this file shows both settings on the page-size dropdown.

/** The classes antd gives the page-size dropdown while a motion runs (and waits for the transition's end). */
async function motionClassesOfDropdown(page: Page): Promise<string[]> {
  await page.goto('/support/incidents');
  await expect(page.getByRole('heading', { name: 'Incidents', level: 1 })).toBeVisible({ timeout: loadTimeout });
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { motionSeen: Set<string> }).motionSeen = seen;
    new MutationObserver((changes) => {
      for (const change of changes) {
        const element = change.target as Element;
        for (const name of element.classList ?? []) if (/-(appear|enter|leave)-active$/.test(name)) seen.add(name);
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
  });
  const pageSize = page.getByRole('combobox', { name: /page size/i });
  await pageSize.click();
  await expect(page.getByRole('option', { name: '20 / page' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option', { name: '20 / page' })).toBeHidden();
  return page.evaluate(() => [...(window as unknown as { motionSeen: Set<string> }).motionSeen]);
}

test.describe('motion', () => {
  test.use({ storageState: storageStatePath('support') });

  test.describe('with no preference', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('a dropdown slides open and closed', async ({ page }) => {
      expect(await motionClassesOfDropdown(page)).toEqual(expect.arrayContaining(['ant-slide-up-leave-active']));
    });
  });

  test.describe('when the system asks for reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('a dropdown opens and closes at once', async ({ page }) => {
      expect(await motionClassesOfDropdown(page)).toEqual([]);
    });
  });
});
