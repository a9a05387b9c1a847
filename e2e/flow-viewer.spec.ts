import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { scan } from './support/axe';
import { pick } from './support/select';

// The flow viewer at /sandbox/flows (src/flow-viewer/): an analyst opens the FTTP funnel's statechart, simulates its
// first steps, then plays a QA path and exports it as a test, with every request outside the sandbox refused. The
// exported file is e2e/fttp-order-qa-path-15.spec.ts, which runs as generated (tests/flow-viewer checks it is).

const exported = readFileSync('e2e/fttp-order-qa-path-15.spec.ts', 'utf8');

test.describe('the flow viewer', () => {
  const outside: string[] = [];
  test.beforeEach(async ({ context, baseURL }) => {
    outside.length = 0;
    const origin = new URL(baseURL ?? '').origin;
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      outside.push(url);
      return route.abort('blockedbyclient');
    });
  });
  test.afterEach(() => expect(outside).toEqual([]));

  test('an analyst simulates the FTTP funnel and plays and exports one of its QA paths', async ({ page }) => {
    await page.goto('/sandbox/flows');
    await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
    const row = page.getByRole('row', { name: /^fttp-order / });
    await expect(row.getByRole('link', { name: 'product-retrieval' })).toBeVisible();
    expect(await scan(page)).toEqual([]);

    await row.getByRole('link', { name: 'fttp-order', exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/flows\/fttp-order$/);
    const chart = page.getByRole('img', { name: 'Statechart of fttp-order' });
    await expect(chart).toBeVisible();
    const active = (id: string) => chart.locator(`[data-state="${id}"][data-active]`);
    await expect(active('fttpOrder.restoring')).toHaveCount(1);

    // Simulate: the draft's restore is a call, so the analyst says how it ends.
    await page.getByRole('button', { name: /^done: restoreDraft/ }).click();
    await expect(active('fttpOrder.restoring')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Taken transitions' })).toContainText('done: restoreDraft');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Fit' }).click();
    expect(await scan(page)).toEqual([]);

    // QA: path 15 step by step; the step shown and the state highlighted move together.
    await page.getByRole('tab', { name: 'QA paths' }).click();
    // 57 paths: the analyst types to find one.
    const choosePath = page.getByRole('combobox', { name: 'QA path' });
    await choosePath.fill('Path 15 of');
    await pick(page, choosePath, /^Path 15 of 57 /);
    const steps = page.getByRole('list', { name: 'Steps' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Start.');
    await expect(active('fttpOrder.restoring')).toHaveCount(1);
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(steps.locator('[aria-current="step"]')).toContainText('finds no stored draft');
    await expect(active('fttpOrder.availability.idle')).toHaveCount(1);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Go to this step', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Next step' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Exported test' })).toHaveValue(exported);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download fttp-order-qa-path-15.spec.ts' }).click();
    expect((await download).suggestedFilename()).toBe('fttp-order-qa-path-15.spec.ts');
    expect(await scan(page)).toEqual([]);
  });

  test('on a phone the list and a statechart fit the screen and pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sandbox/flows/live-chat');
    await expect(page.getByRole('img', { name: 'Statechart of live-chat' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await scan(page)).toEqual([]);
    await page.getByRole('link', { name: 'Flows' }).click();
    await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });
});
