import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, type Response, test } from '@playwright/test';
import { storageStatePath } from './support/personas';

// JavaScript budgets, in transferred bytes (brotli body + headers) as Chromium fetched them. KB = 1024 bytes.
const dashboardBudget = 300 * 1024;
// An area's own code on top of the dashboard. 135 KB since antd's form engine and its validator (about 12 KB) left the
// first load for the routes with antd forms (vite.config.ts, rcFormProviderOnly): those routes now carry it.
const routeBudget = 135 * 1024;
// The real-time client (pusher-js and the connection's own chunk): imported by the layout once the signed-in user is
// known, never needed to draw a page, so counted on a line of its own rather than in the dashboard's first load.
const realtimeBudget = 25 * 1024;
const isRealtimeFile = (file: string) => /\/assets\/(pusher|realtime-notifications)-[\w-]+\.js$/.test(file);

// One route per area of the main layout; each is measured on its own, on top of a fresh dashboard load.
const areaRoutes = [
  '/support/incidents',
  '/support/incidents/create',
  '/support/mso_incidents',
  '/support/services',
  '/ordering/orders',
  '/ordering/products',
  '/ordering/products/fttp',
  '/ordering/products/ethernet',
  '/ordering/products/regrade',
  '/billing/invoices',
  '/user-management/users',
  '/developer-tools/app-credentials',
  '/help-and-support/knowledge',
  '/forecasting/migrations',
  '/account-settings',
  '/contact/overview',
  '/networks',
] as const;

interface ScriptEntry {
  file: string;
  bytes: number;
  encoding: string;
}

interface ScriptMeter {
  /** Bytes of every script response finished so far. */
  bytes(): Promise<number>;
  entries(): Promise<ScriptEntry[]>;
  count(): number;
  /** Resolves once no request has been in flight for `quietMs`. */
  settled(quietMs?: number): Promise<void>;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

/** Counts the encoded size of every script the page fetches, and tracks in-flight requests to tell when it is idle. */
function meterScripts(page: Page): ScriptMeter {
  const sizes: Promise<ScriptEntry>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    touch();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    touch();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    if (!isScript(response)) return;
    const entry = async (): Promise<ScriptEntry> => {
      const s = await response.request().sizes();
      return {
        file: new URL(response.url()).pathname,
        bytes: s.responseBodySize + s.responseHeadersSize,
        encoding: response.headers()['content-encoding'] ?? 'identity',
      };
    };
    sizes.push(entry());
  });
  return {
    bytes: async () => (await Promise.all(sizes)).reduce((sum, e) => sum + e.bytes, 0),
    entries: () => Promise.all(sizes),
    count: () => sizes.length,
    settled: async (quietMs = 500) => {
      await expect
        .poll(() => inFlight === 0 && Date.now() - lastActivity >= quietMs, { timeout: 15_000, intervals: [100] })
        .toBe(true);
    },
  };
}

/** A fresh context (empty HTTP cache) signed in as admin, on the dashboard with the network idle. */
async function openDashboard(browser: Browser) {
  const context = await browser.newContext({ storageState: storageStatePath('admin') });
  const page = await context.newPage();
  const meter = meterScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await meter.settled();
  return { context, page, meter };
}

/** Client-side navigation as the router sees it: wouter patches pushState and also listens to popstate. */
async function navigateInApp(page: Page, route: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, route);
  await expect(page).toHaveURL((url) => url.pathname === route);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await expect(main.getByRole('heading').first()).toBeVisible();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

test('JavaScript stays within budget: dashboard 300 KB, real time 25 KB, each area 135 KB more', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const first = await openDashboard(browser);
  const files = await first.meter.entries();
  const sum = (entries: ScriptEntry[]) => entries.reduce((total, e) => total + e.bytes, 0);
  const pageFiles = files.filter((f) => !isRealtimeFile(f.file));
  const realtimeFiles = files.filter((f) => isRealtimeFile(f.file));
  const dashboard = { bytes: sum(pageFiles), scripts: pageFiles.length, files: pageFiles };
  const realtime = { bytes: sum(realtimeFiles), scripts: realtimeFiles.length, files: realtimeFiles };
  // The split means something only while real time is on: pusher-js and the connection's chunk both loaded.
  expect(realtime.scripts, 'the real-time client loads on the dashboard').toBe(2);
  await first.context.close();

  const routes: { route: string; bytes: number; scripts: number }[] = [];
  for (const route of areaRoutes) {
    const { context, page, meter } = await openDashboard(browser);
    const before = { bytes: await meter.bytes(), scripts: meter.count() };
    await navigateInApp(page, route);
    await meter.settled();
    routes.push({ route, bytes: (await meter.bytes()) - before.bytes, scripts: meter.count() - before.scripts });
    await context.close();
  }

  const rows = [
    `${'page'.padEnd(42)} ${'scripts'.padStart(7)} ${'KB'.padStart(7)} ${'budget'.padStart(7)}`,
    `${'/ (dashboard, first load)'.padEnd(42)} ${String(dashboard.scripts).padStart(7)} ${kb(dashboard.bytes).padStart(7)} ${'300'.padStart(7)}`,
    `${'real-time client (after sign-in)'.padEnd(42)} ${String(realtime.scripts).padStart(7)} ${kb(realtime.bytes).padStart(7)} ${'25'.padStart(7)}`,
    ...routes.map(
      (r) =>
        `${`${r.route} (extra)`.padEnd(42)} ${String(r.scripts).padStart(7)} ${kb(r.bytes).padStart(7)} ${'135'.padStart(7)}`,
    ),
  ];
  console.log(`Budgets:\n${rows.join('\n')}`);
  // Written before the assertions, so a failing run still leaves its figures behind.
  const report = path.join('test-results', 'budgets.json');
  mkdirSync(path.dirname(report), { recursive: true });
  writeFileSync(
    report,
    `${JSON.stringify({ unit: 'bytes transferred (encoded body + headers)', budgets: { dashboard: dashboardBudget, realtime: realtimeBudget, route: routeBudget }, dashboard, realtime, routes }, null, 2)}\n`,
  );

  const over = [
    ...(dashboard.bytes > dashboardBudget ? [`dashboard ${kb(dashboard.bytes)} KB > 300 KB`] : []),
    ...(realtime.bytes > realtimeBudget ? [`real-time client ${kb(realtime.bytes)} KB > 25 KB`] : []),
    ...routes.filter((r) => r.bytes > routeBudget).map((r) => `${r.route} +${kb(r.bytes)} KB > 135 KB`),
  ];
  expect(over, 'over budget').toEqual([]);
});
