import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';

/**
 * `npm run bench -- --only lcp`: each list page and the dashboard loaded in Chromium on Lighthouse's mobile profile,
 * driven through the DevTools protocol: 4× CPU slowdown, 1.6 Mbps down, 750 Kbps up, 150 ms round trip, cache off,
 * a 412 × 823 phone screen. Largest contentful paint is read from the page's own PerformanceObserver, and for a list
 * the moment its first row appears. Every page is loaded signed in (a saved MSAL cache), as a returning user opens it.
 */

/** Lighthouse's mobile throttling (its "simulated" figures, applied here for real rather than simulated). */
const mobileProfile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 412, height: 823 },
} as const;

/** A list's first row (src/components/list-table.tsx renders a plain table at every width). */
const listRow = 'main table tbody tr';

/** What is measured: the dashboard, and every list of the main menu with the rows it shows first. */
const lcpPages = [
  { name: 'dashboard', path: '/', ready: 'h1' },
  { name: 'incidents', path: '/support/incidents', ready: listRow },
  { name: 'services', path: '/support/services', ready: listRow },
  { name: 'MSO incidents', path: '/support/mso_incidents', ready: listRow },
  { name: 'orders', path: '/ordering/orders', ready: listRow },
  { name: 'users', path: '/user-management/users', ready: listRow },
  { name: 'invitations', path: '/user-management/invitations', ready: listRow },
  { name: 'knowledge', path: '/help-and-support/knowledge', ready: 'h1' },
  { name: 'invoices', path: '/billing/invoices', ready: listRow },
] as const;

interface LcpResult {
  name: string;
  path: string;
  /** Median of the runs, in ms from navigation start. */
  lcpMs: number;
  /** When the page's content (a list's first row, or its heading) was first in the document. */
  readyMs: number;
  runs: number;
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Runs in the page before any of its scripts: keeps the latest LCP entry and the first moment the content is there.
const observeScript = (readySelector: string) => `
  window.__bench = { lcp: 0, ready: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const seen = () => {
    if (!window.__bench.ready && document.querySelector(${JSON.stringify(readySelector)})) {
      window.__bench.ready = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: mobileProfile.latencyMs,
    downloadThroughput: mobileProfile.downloadBytesPerSecond,
    uploadThroughput: mobileProfile.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileProfile.cpuSlowdown });
}

/** Signs in once through the sandbox's sign-in page and keeps the browser state (MSAL's cache is in localStorage). */
async function signedInState(browser: Browser, baseUrl: string, email: string, password: string) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: /main menu/i }).waitFor({ timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measureOnce(
  browser: Browser,
  state: Awaited<ReturnType<typeof signedInState>>,
  url: string,
  readySelector: string,
): Promise<{ lcp: number; ready: number }> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    storageState: state,
    viewport: mobileProfile.viewport,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  try {
    const page = await context.newPage();
    page.on('crash', () => console.error('Bench: the page crashed'));
    page.on('pageerror', (e) => console.error(`Bench: page error ${e.message}`));
    await page.addInitScript(observeScript(readySelector));
    await throttle(page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.locator(readySelector).first().waitFor({ timeout: 120_000 });
    // LCP candidates keep coming while the page settles; the last one before idle is the figure.
    await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
    // Awaited here: a bare return would run `finally` (closing the context) before the page answers.
    return await page.evaluate(() => {
      const bench = (window as unknown as { __bench: { lcp: number; ready: number } }).__bench;
      return { lcp: bench.lcp, ready: bench.ready };
    });
  } finally {
    await context.close();
  }
}

export async function runLcpBench(opts: {
  baseUrl: string;
  email: string;
  password: string;
  runs: number;
  only?: readonly string[];
  log: (line: string) => void;
}): Promise<LcpResult[]> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium is needed at ${chromiumPath} (bash .ci/ensure-chromium.sh)`);
  if (!existsSync(path.resolve('dist', 'index.html'))) throw new Error('Build the portal first: npx vite build');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    const state = await signedInState(browser, opts.baseUrl, opts.email, opts.password);
    const results: LcpResult[] = [];
    for (const page of lcpPages) {
      if (opts.only && !opts.only.includes(page.name)) continue;
      const lcps: number[] = [];
      const readies: number[] = [];
      try {
        for (let i = 0; i < opts.runs; i++) {
          const run = await measureOnce(browser, state, `${opts.baseUrl}${page.path}`, page.ready);
          lcps.push(run.lcp);
          readies.push(run.ready);
        }
      } catch (error) {
        // One page that never shows its content is reported, and the others are still measured.
        opts.log(`Bench: ${page.name} failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        results.push({ name: page.name, path: page.path, lcpMs: Number.NaN, readyMs: Number.NaN, runs: 0 });
        continue;
      }
      const result = {
        name: page.name,
        path: page.path,
        lcpMs: Math.round(median(lcps)),
        readyMs: Math.round(median(readies)),
        runs: opts.runs,
      };
      opts.log(
        `Bench: ${page.name} LCP ${result.lcpMs} ms, content at ${result.readyMs} ms (runs: ${lcps.map(Math.round).join(', ')})`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function formatLcpResults(results: readonly LcpResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | \`${r.path}\` | ${(r.lcpMs / 1000).toFixed(2)} | ${(r.readyMs / 1000).toFixed(2)} | ${r.runs} |`,
  );
  return ['| page | route | LCP (s, median) | content shown (s) | runs |', '|---|---|---:|---:|---:|', ...rows].join(
    '\n',
  );
}
