import { expect, type Locator, type Page } from '@playwright/test';

/** Focus is visible when the focused element draws an outline or a focus ring (box-shadow). */
export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.outline || ring.shadow, 'focused element shows a focus indicator').toBe(true);
}

/** Presses Tab until the target has focus, as a keyboard user would; fails after a bounded number of stops. */
export async function tabTo(page: Page, target: Locator, stops = 40) {
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('could not reach the element with Tab');
}
