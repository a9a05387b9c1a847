import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { scan } from './support/axe';
import { storageStatePath } from './support/personas';

// The knowledge base against the sandbox: home → category → article (its image shows, an article link stays in the
// portal, an attachment downloads), search, 390 px; and knowledge.hostile (KB0010666) opened with dialog, console and
// page-error listeners and a flag every payload would set: nothing runs through the page, its links or its attachments.

const firstLoad = { timeout: 30_000 };
const shots = 'test-results/screens';
const hostileReference = 'KB0010666';

async function expectAccessible(page: Page) {
  const found = await scan(page);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scrolling' })
    .toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test.describe('Knowledge as Northfibre support', () => {
  test.use({ storageState: storageStatePath('support'), viewport: { width: 1280, height: 800 } });

  test('browse home → category → article with its image, follow an article link, download an attachment, search', async ({
    page,
  }) => {
    await page.goto('/help-and-support/knowledge');
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge' })).toBeVisible(firstLoad);
    const categories = page.getByRole('link', { name: /\d+ articles?$/ });
    await expect(categories).toHaveCount(8);
    await expect(page.getByText('Archived guidance')).toHaveCount(0);
    await expectAccessible(page);

    // By keyboard: the category card is a link that Enter follows.
    await page.getByRole('link', { name: 'Ordering 6 articles' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Ordering' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'How to place an FTTP order' })).toBeVisible();
    await expect(page.getByText('6 articles')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('category')).toMatch(/^[0-9a-f]{32}$/);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'How to place an FTTP order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How to place an FTTP order' })).toBeVisible();
    const image = page.getByRole('img', { name: /The order journey/ });
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expect(page.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/knowledge-article-1280.png`, fullPage: true });

    // An attachment downloads with the name it was stored under, byte for byte a PDF.
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download fttp-ordering-guide.pdf' }).click(),
    ]);
    expect(saved.suggestedFilename()).toBe('fttp-ordering-guide.pdf');
    expect((await readFile((await saved.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');

    // A link to another article in the text stays in the portal (no page load: the marker survives).
    await page.evaluate(() => {
      (window as unknown as { __spa: boolean }).__spa = true;
    });
    await page.getByRole('link', { name: 'Order statuses explained' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order statuses explained' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/help-and-support/knowledge/articles/KB0010002');
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);

    // The table scrolls inside its own region at 390 px; the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    const region = page.getByRole('region', { name: 'Table' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/knowledge-article-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Search by a word of an article's text; the address keeps it.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Knowledge', exact: true })
      .click();
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('power-cycle');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Raising a fault on an FTTP service' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('q')).toBe('power-cycle');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Raising a fault on an FTTP service' })).toBeVisible(firstLoad);
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('power-cycle');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test('knowledge.hostile runs nothing: not the page, not its links, not its attachments', async ({
    page,
    context,
  }) => {
    const dialogs: string[] = [];
    const errors: string[] = [];
    const consoleText: string[] = [];
    const watch = (p: Page) => {
      p.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      p.on('pageerror', (error) => errors.push(error.message));
      p.on('console', (message) => consoleText.push(message.text()));
    };
    watch(page);
    context.on('page', watch);
    const xss = (p: Page = page) => p.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

    const token = page.waitForRequest((r) => r.url().includes('/api/knowledge/') && !!r.headers().authorization);
    await page.goto(`/help-and-support/knowledge/articles/${hostileReference}`);
    const authorization = (await token).headers().authorization ?? '';
    await expect(page.getByRole('heading', { level: 1, name: /Router compatibility notes/ })).toBeVisible(firstLoad);
    await expect(page.getByText('End of hostile markup.')).toBeVisible();

    const body = page.locator('article div:has(> h2)').first();
    expect(
      await body.evaluate((el) => ({
        active: el.querySelectorAll('script,style,iframe,object,embed,form,input,button,svg,math,meta,base,link')
          .length,
        handlers: Array.from(el.querySelectorAll('*')).flatMap((n) =>
          Array.from(n.attributes)
            .filter(
              (a) => a.name.startsWith('on') || a.name === 'style' || /^\s*(javascript|data|vbscript):/i.test(a.value),
            )
            .map((a) => `${n.localName}[${a.name}]`),
        ),
      })),
    ).toEqual({ active: 0, handlers: [] });
    // The SVG attachment written into the text as an image is not shown (only PNG, JPEG, GIF and WebP are).
    await expect(page.getByRole('img', { name: 'Router diagram' })).not.toHaveAttribute('src', /.+/);

    // Hover, click and focus what carried handlers, then every link of the text.
    await page.getByText('Hover over this paragraph.').hover();
    await page.getByText('Click or focus here.').click();
    for (const name of [
      'Download the router list',
      'Mixed-case link',
      'Entity-encoded link',
      'Data link',
      'VBScript link',
      'Anchor with a click handler',
      'svg link',
    ]) {
      const link = page.getByText(name, { exact: true });
      if ((await link.count()) > 0) await link.first().click();
      expect(new URL(page.url()).pathname).toBe(`/help-and-support/knowledge/articles/${hostileReference}`);
    }
    expect(await xss()).toBeUndefined();
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/knowledge-hostile-1280.png`, fullPage: true });

    // Its hostile attachments download; they never open as pages.
    for (const name of ['router-list.html', 'router-diagram.svg']) {
      const [saved] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Download ${name}` }).click(),
      ]);
      expect(saved.suggestedFilename()).toBe(name);
    }
    // Opened in the browser by their address (with the token), they are a download too, never a document.
    const article = await page.request.get(`/api/knowledge/v1/articles/${hostileReference}`, {
      headers: { authorization },
    });
    const attachments = ((await article.json()) as { data: { attachments: { download_url: string }[] } }).data
      .attachments;
    const opened = await context.newPage();
    await opened.setExtraHTTPHeaders({ authorization });
    for (const { download_url } of attachments) {
      const url = `/api/knowledge${download_url}`;
      const answer = await page.request.get(url, { headers: { authorization } });
      expect(answer.headers()['content-type']).toBe('application/octet-stream');
      expect(answer.headers()['content-disposition']).toMatch(/^attachment;/);
      expect(answer.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
      const [download] = await Promise.all([opened.waitForEvent('download'), opened.goto(url).catch(() => undefined)]);
      expect(download.suggestedFilename()).toMatch(/^router-/);
    }
    await opened.close();

    expect(await xss()).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    expect(consoleText.filter((text) => /xss/i.test(text))).toEqual([]);
  });
});
