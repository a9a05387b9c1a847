import { expect, type Page, test } from '@playwright/test';
import { scan, settled } from './support/axe';
import { storageStatePath } from './support/personas';

// The layout's feedback call-to-action and review widget (docs/areas/shell.md "Feedback and reviews"): feedback sent
// with the keyboard alone shows on the sandbox's feedback page; a review prompt made due by the browser's counter takes
// 4 stars and thanks the user. The open form and the prompt are scanned with axe at 1280 and 390 px.

const firstLoad = { timeout: 30_000 };

async function expectAccessible(page: Page) {
  await settled(page);
  const found = await scan(page);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

/** The review counter the layout keeps for the signed-in user, once the page is used (a key press) and today counted. */
async function reviewCounterKey(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible(firstLoad);
  await page.keyboard.press('Shift');
  let key: string | undefined;
  await expect
    .poll(async () => {
      key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('review-prompt:')));
      return key;
    }, firstLoad)
    .toBeTruthy();
  return key as string;
}

test.describe('feedback from the layout', () => {
  test.use({ storageState: storageStatePath('support') });

  test('is sent with the keyboard and shows on /sandbox/feedback', async ({ page }) => {
    await page.goto('/support/services');
    const trigger = page.getByRole('button', { name: 'Give feedback' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Give feedback' });
    await expect(dialog).toBeVisible(firstLoad);
    await expectAccessible(page);

    // Send with nothing filled: both messages, nothing sent.
    await dialog.getByRole('button', { name: 'Send feedback' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Choose what your feedback is about')).toBeVisible();

    const area = dialog.getByRole('combobox', { name: 'What is it about?' });
    await area.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog.getByTitle('Ordering')).toBeVisible();
    // The list must have closed: while it is open, the select takes Tab as a choice and keeps the focus (rc-select).
    await expect(area).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'Your feedback' })).toBeFocused();
    const comment = `Keyboard feedback ${Date.now()}`;
    await page.keyboard.type(comment);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox', { name: 'You may contact me about this feedback' })).toBeFocused();
    await page.keyboard.press('Space');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('button', { name: 'Send feedback' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Thank you for your feedback')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.goto('/sandbox/feedback');
    const entry = page.getByRole('article').filter({ hasText: comment });
    await expect(entry).toBeVisible();
    await expect(entry.getByRole('heading', { name: 'Feedback: Ordering' })).toBeVisible();
    await expect(entry.getByText('/support/services', { exact: true })).toBeVisible();
  });
});

test.describe('the review widget', () => {
  test.use({ storageState: storageStatePath('billing') });

  test('asks on the fifth day, takes 4 stars and thanks the user', async ({ page }) => {
    const remark = `Easy to find my invoices ${Date.now()}`;
    await page.goto('/');
    const key = await reviewCounterKey(page);
    await expect(page.getByRole('region', { name: 'How would you rate the portal?' })).toHaveCount(0);
    // Four earlier days: today is the fifth.
    await page.evaluate((k) => {
      localStorage.setItem(k, JSON.stringify({ days: 4, lastDay: '2000-01-01', snoozedUntil: null, stopped: false }));
    }, key);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible(firstLoad);
    const prompt = page.getByRole('region', { name: 'How would you rate the portal?' });
    // Not before the page is used: opening a tab alone asks nothing.
    await expect(prompt).toHaveCount(0);
    await page.keyboard.press('Shift');
    await expect(prompt).toBeVisible(firstLoad);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(prompt).toBeInViewport();
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The stars are a radio group: Space picks the first, arrow keys move along it.
    await prompt.getByRole('radio', { name: '1 star: poor' }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(prompt.getByRole('radio', { name: '4 stars: very good' })).toBeChecked();
    await prompt.getByRole('textbox', { name: 'Anything to add? (optional)' }).fill(remark);
    await expectAccessible(page);
    await prompt.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thank you for your rating')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('region', { name: /rate the portal|Thank you/ })).toHaveCount(0);

    // Never asked again in this browser.
    await page.reload();
    await reviewCounterKey(page);
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key)) ?? '{}').stopped).toBe(true);

    await page.goto('/sandbox/feedback');
    const entry = page.getByRole('article').filter({ hasText: remark });
    await expect(entry.getByRole('heading', { name: 'Review: 4 of 5 stars' })).toBeVisible();
  });
});
