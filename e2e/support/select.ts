import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The options of the open antd dropdown. antd also keeps a hidden listbox for screen readers, and a closed dropdown
 * stays in the page, hidden (or, with motion on, fading out): neither counts.
 */
export const openOptions = (page: Page) =>
  page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not(.ant-slide-up-leave) .ant-select-item-option',
  );

/** The antd select around a combobox: what it shows chosen, or its placeholder. */
export const selectOf = (page: Page, combobox: Locator) => page.locator('.ant-select', { has: combobox });

/** A text to be matched whole, not as part of a longer option ('00' among the minutes, 'FTTP' beside 'FTTP Business'). */
export const whole = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Picks the option with this text and waits until the select shows `shown` (by default the option's own text) as its
 * value. On a loaded machine a click on the option of a list still opening, or flipping above the field, now and then
 * selects nothing: the pick is then made again, as a person would, rather than the next field being filled beside an
 * empty select. A choice that moves the page on (a property, to the products) takes the select away: that is done too.
 */
export async function pick(
  page: Page,
  combobox: Locator,
  option: string | RegExp,
  shown: string | RegExp = option,
): Promise<void> {
  const value = selectOf(page, combobox).locator('.ant-select-content-has-value');
  let clicked = false;
  const taken = async () => {
    if ((await combobox.count()) === 0) return;
    await expect(value).toContainText(shown, { timeout: 0 });
  };
  await expect(async () => {
    if (clicked && (await combobox.count()) === 0) return;
    if ((await combobox.getAttribute('aria-expanded', { timeout: 5_000 })) !== 'true')
      await combobox.click({ timeout: 5_000 });
    await openOptions(page).filter({ hasText: option, visible: true }).first().click({ timeout: 5_000 });
    clicked = true;
    await expect(taken).toPass({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
