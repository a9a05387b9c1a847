import { expect, type Page, test } from '@playwright/test';
import { scan } from './support/axe';
import { storageStatePath } from './support/personas';
import { sandboxControlHeaders } from './support/sandbox';

// The sky service view's live chat (spec 1 §6): Skyline's agent opens the chat from the launcher, sends a message,
// gets the desk's acknowledgement, then an agent's answer (the sandbox operator's control) arrives by polling.
// Without a site id or an ID token the chat is not started: tests/features/live-chat and tests/machines cover that.
const firstLoad = { timeout: 30_000 };
const started = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/v2/live-chat/conversations'));

test.describe('live chat in the sky service view', () => {
  test.use({ storageState: storageStatePath('skyAgent'), viewport: { width: 1280, height: 800 } });

  test('the agent chats with the support desk and gets an answer', async ({ page, request }) => {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Live chat' });
    await expect(launcher).toBeVisible(firstLoad);
    const start = started(page);
    await launcher.click();
    const { data } = await (await start).json();
    const panel = page.getByRole('dialog', { name: 'Live chat with support' });
    const input = panel.getByRole('textbox', { name: 'Message' });
    await expect(input).toBeFocused();
    expect(await scan(page)).toEqual([]);

    // The persona's conversation is kept across runs (a retry resumes it): this run's words are its own.
    const run = Date.now().toString(36);
    const question = `Our customer at LS1 4AP has no sync since 9am (ref ${run})`;
    const answer = `Checking the line now (ref ${run}).`;
    await input.fill(question);
    await input.press('Enter');
    const log = panel.getByRole('list', { name: 'Messages' });
    await expect(log.getByText(question)).toBeVisible();
    // The desk acknowledges a conversation's first message.
    await expect(log.getByText('a support agent has it and will reply here', { exact: false }).first()).toBeVisible();
    await expect(input).toHaveValue('');

    // An agent answers on the desk's side; the open panel picks it up on its next poll (every 5 s).
    const answered = await request.post('/sandbox/control/live-chat', {
      headers: sandboxControlHeaders,
      data: { conversation_id: data.conversation_id, agent_name: 'Priya', body: answer },
    });
    expect(answered.status()).toBe(201);
    await expect(log.getByText(answer)).toBeVisible({ timeout: 15_000 });
    await expect(log.getByRole('listitem').last()).toContainText(/^Priya, \d\d\/\d\d\/\d{4}, \d\d:\d\d/);

    // Escape closes and gives focus back; reopening resumes the same conversation.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await launcher.press('Enter');
    await expect(panel.getByText(answer)).toBeVisible();
  });

  test('on a phone the launcher and the panel fit and pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Live chat' });
    await expect(launcher).toBeVisible(firstLoad);
    expect(await scan(page)).toEqual([]);
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'Live chat with support' });
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible();
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await scan(page)).toEqual([]);
  });
});

test.describe('outside the sky service view', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('there is no live chat and its code is not fetched', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/live-chat/.test(r.url())) chunks.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible(firstLoad);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(firstLoad);
    await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(0);
    expect(chunks).toEqual([]);
  });
});
