import { expect, type Page } from '@playwright/test';

export interface MenuNode {
  label: string;
  children?: string[];
}

/** Opens every submenu of the side menu and reads it back as a person sees it: labels in order. */
export async function readSideMenu(page: Page): Promise<MenuNode[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const groups = nav.locator('[role="menuitem"][aria-expanded]');
  for (const group of await groups.all()) {
    if ((await group.getAttribute('aria-expanded')) === 'true') continue;
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  }
  return nav.evaluate((el) => {
    const root = el.querySelector('ul[role="menu"]');
    const items = root ? [...root.children].filter((li) => li.tagName === 'LI') : [];
    return items.map((li) => {
      const item = li.matches('[role="menuitem"]') ? li : li.querySelector('[role="menuitem"]');
      const title = item?.textContent?.trim() ?? '';
      const sub = li.querySelector('ul[role="menu"]');
      if (!sub) return { label: title };
      const children = [...sub.querySelectorAll(':scope > li[role="menuitem"]')].map(
        (c) => c.textContent?.trim() ?? '',
      );
      return { label: title, children };
    });
  });
}
