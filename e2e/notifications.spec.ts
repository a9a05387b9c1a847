import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/personas';

// Spec 1 §2, §4, §8, §9: the bell's count, its panel, reading a notification and 'Mark all read', without real time.
// Olivia Ordering: her read state is hers alone (per user), so no other spec changes what she has read.
const firstLoad = { timeout: 30_000 };
const unreadOf = async (label: string | null) => Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);

test.describe('notifications as a Northfibre ordering user', () => {
  test.use({ storageState: storageStatePath('ordering') });

  test('shows the unread count, opens the panel, opens an order from it (read), and marks all read', async ({
    page,
  }) => {
    await page.goto('/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, firstLoad);
    const before = await unreadOf(await bell.getAttribute('aria-label'));
    expect(before).toBeGreaterThan(15);

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const list = panel.getByRole('list', { name: 'All notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(15, firstLoad);
    await expect(panel.getByRole('tab', { name: 'My Notifications' })).toBeVisible();

    // An unread order notification: opening it reads it and goes to the order.
    const order = list.getByRole('button', { name: /^Order Unread\s*:/ }).first();
    await order.click();
    await expect(page).toHaveURL(/\/ordering\/orders\/[^/?]+$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible(firstLoad);
    await expect.poll(async () => unreadOf(await bell.getAttribute('aria-label'))).toBe(before - 1);

    await bell.click();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(list.getByRole('button', { name: /^\w+ Unread\s*:/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
  });
});
