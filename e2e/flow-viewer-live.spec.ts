import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { scan } from './support/axe';
import { finishServiceStep, pickService, serviceOf } from './support/incident-raise-acts';
import { personas, storageStatePath } from './support/personas';

// Live watching in the flow viewer (issue 24): Sam Support opens the raise funnel with ?inspect=local in one page and
// the viewer in another; as Sam walks the funnel's first step, the viewer's highlighted state follows within a second,
// and nothing Sam typed, nor who Sam is, nor a token, reaches the viewer. Another organisation's Admin cannot watch.
// Every request outside the sandbox's origin is refused.

const typedOrPersonal = [
  personas.support,
  'Sam Support',
  // What fillServiceForm types: the on-site contact, their number and the description.
  'Alex Morgan',
  '01234 567890',
  'No light on the ONT',
  'eyJ',
  'Bearer',
];

/** Refuses every request that leaves the sandbox's origin and keeps what was tried. */
async function sandboxOnly(context: BrowserContext, origin: string, outside: string[]) {
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    outside.push(url);
    return route.abort('blockedbyclient');
  });
}

/** Every WebSocket frame a page sends and receives on the live socket. */
function liveFrames(page: Page) {
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/api/flows/live/socket')) return;
    ws.on('framesent', (f) => frames.push(String(f.payload)));
    ws.on('framereceived', (f) => frames.push(String(f.payload)));
  });
  return frames;
}

test.describe('watching a live session in the flow viewer', () => {
  test.use({ storageState: storageStatePath('support') });

  test('Sam’s raise funnel, followed step by step; another organisation’s Admin is refused', async ({
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? '').origin;
    const outside: string[] = [];
    await sandboxOnly(context, origin, outside);

    // The portal, streaming.
    const portal = await context.newPage();
    const sent = liveFrames(portal);
    await portal.goto('/support/incidents/create?inspect=local');
    await expect(portal.getByRole('heading', { name: 'Raise An Incident', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => portal.evaluate(() => sessionStorage.getItem('portal.inspect.session'))).not.toBeNull();
    const sessionId = (await portal.evaluate(() => sessionStorage.getItem('portal.inspect.session'))) ?? '';

    // The viewer: the list of Sam's live sessions, then this one.
    const viewer = await context.newPage();
    const received = liveFrames(viewer);
    await viewer.goto('/sandbox/flows/live');
    await expect(viewer.getByRole('heading', { name: 'Live sessions', level: 1 })).toBeVisible();
    const watch = viewer.locator(`a[href$="/live/${sessionId}"]`);
    await expect(watch).toHaveText('Watch');
    expect(await scan(viewer)).toEqual([]);
    await watch.click();
    await expect(viewer.getByRole('status', { name: 'Live connection' })).toHaveText('Watching');
    const machines = viewer.getByRole('list', { name: 'Running machines' });
    await machines.getByRole('button', { name: /^incident-raise / }).click();
    const chart = viewer.getByRole('img', { name: 'Statechart of incident-raise' });
    const active = (id: string) => chart.locator(`[data-state="${id}"][data-active]`);
    await expect(active('incidentRaise.serviceDetails')).toHaveCount(1);

    // Sam walks the first step; the viewer follows within a second of the funnel moving on.
    await pickService(portal, serviceOf('incident.live'));
    await finishServiceStep(portal);
    await expect(active('incidentRaise.incidentDetails')).toHaveCount(1, { timeout: 1_000 });
    await expect(active('incidentRaise.serviceDetails')).toHaveCount(0);
    const events = viewer.getByRole('table', { name: 'Events' });
    await expect(events).toContainText('step.next');
    expect(await scan(viewer)).toEqual([]);
    await viewer.screenshot({ path: 'test-results/screens/flow-viewer-live-1280.png', fullPage: true });
    await viewer.setViewportSize({ width: 390, height: 844 });
    expect(await scan(viewer)).toEqual([]);
    await viewer.screenshot({ path: 'test-results/screens/flow-viewer-live-390.png', fullPage: true });

    // What the viewer shows and every frame either page exchanged: no email, name, typed value or token.
    const shown = await viewer.locator('main').innerText();
    for (const text of typedOrPersonal) {
      expect(shown, text).not.toContain(text);
      expect(
        [...sent, ...received].filter((f) => f.includes(text)),
        text,
      ).toEqual([]);
    }
    expect(received.length).toBeGreaterThan(0);

    // Hugo, Harbour's Admin: the session is not in his list and watching it is refused.
    const harbour = await browser.newContext({ storageState: storageStatePath('harbourAdmin') });
    await sandboxOnly(harbour, origin, outside);
    const hugo = await harbour.newPage();
    await hugo.goto('/sandbox/flows/live');
    await expect(hugo.getByRole('heading', { name: 'Live sessions', level: 1 })).toBeVisible();
    await expect(hugo.getByRole('table', { name: 'Live sessions you may watch' })).toBeVisible();
    await expect(hugo.locator(`a[href$="/live/${sessionId}"]`)).toHaveCount(0);
    await hugo.goto(`/sandbox/flows/live/${sessionId}`);
    await expect(hugo.getByText('This session has ended')).toBeVisible();
    await expect(hugo.getByRole('list', { name: 'Running machines' }).getByRole('button')).toHaveCount(0);
    await harbour.close();

    // Sam closes the portal: the viewer is told the session has ended.
    await portal.close();
    await expect(viewer.getByText('This session has ended')).toBeVisible({ timeout: 30_000 });
    expect(outside).toEqual([]);
  });
});
