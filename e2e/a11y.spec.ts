import { expect, type Page, test } from '@playwright/test';
import { subscriptionIdOf } from '../server/seed/seed';
import { type AxeFinding, scan } from './support/axe';
import { searchWindowScreen } from './support/global-search';
import { storageStatePath, testPersonas } from './support/personas';
import {
  heading,
  loadTimeout,
  navigateInApp,
  notificationPanelScreen,
  type Screen,
  signedInScreens,
} from './support/signed-in-screens';

/**
 * Every screen, scanned with the WCAG 2.2 A and AA rules: the signed-in screens the route table and access rule give
 * (./support/signed-in-screens.ts), then the special rows below.
 */
// A seeded subscription of the test persona, so no other test's link is used up (the sandbox is fresh per run).
const unsubscribeId = subscriptionIdOf(testPersonas.trainee, 'planned-works');

const screens: Screen[] = [
  ...signedInScreens,
  // The notification bell's panel, open over the dashboard.
  notificationPanelScreen,
  // Outside the main layout.
  { path: '/no/such/page', as: 'anonymous', ready: heading('Page Not Found') },
  { path: '/error-not-found', as: 'anonymous', ready: heading('Page Not Found') },
  { path: '/error-unauthorised', as: 'anonymous', ready: heading('Unauthorised') },
  { path: '/error-server-error', as: 'anonymous', ready: heading('Server Error') },
  { path: '/error-under-construction', as: 'anonymous', ready: heading('Under Construction') },
  { path: '/error-invitation-not-found', as: 'anonymous', ready: heading('Invitation Not Found') },
  { path: '/error-device-timestamp', as: 'anonymous', ready: heading(/date and time/i) },
  { path: '/error?error_description=Access%20denied', as: 'anonymous', ready: heading('Something Went Wrong') },
  { path: '/terms-of-service', as: 'anonymous', ready: heading(/terms of service/i) },
  { path: '/debug-newrelic', as: 'anonymous', ready: heading(/monitoring/i) },
  // Without an invitation: the invitation-not-found page (the form itself is scanned in e2e/invitations.spec.ts).
  { path: '/authorize', as: 'anonymous', ready: heading('Invitation Not Found') },
  { path: '/reset-password?token=a11y-scan', as: 'anonymous', ready: heading('Choose a new password') },
  { path: '/reset-password', as: 'anonymous', ready: heading('This link is not valid') },
  { path: `/unsubscribe/${unsubscribeId}`, as: 'anonymous', ready: heading('You have been unsubscribed') },
  {
    path: '/unsubscribe',
    as: 'anonymous',
    ready: async (page) => {
      await heading('We could not unsubscribe you')(page);
      await expect(page.getByRole('alert')).toContainText('ID is required for unsubscription');
    },
  },
  // The sign-in page of the sandbox's identity provider.
  { path: '/', as: 'anonymous', ready: heading('Sign in') },
  // The terms prompt, open over the dashboard for a persona who owes the terms.
  {
    path: '/',
    as: 'trainee',
    ready: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
      await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeVisible({ timeout: loadTimeout });
      // Scanned once its opening animation has finished, not half-faded.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    },
  },
  // The global search window with its results, opened with Ctrl+K over the dashboard.
  searchWindowScreen,
  // Developer Tools' API App Credentials, for the developer-only user.
  { path: '/developer-tools/app-credentials', as: 'developer', ready: heading('API App Credentials') },
  // A route the persona may not visit.
  { path: '/billing/invoices', as: 'developer', ready: heading('Unauthorised') },
  // A funnel of a product family the organisation may not order (Harbour orders FTTP only).
  { path: '/ordering/products/ethernet', as: 'harbourAdmin', ready: heading('Ethernet ordering is not available') },
  // The networks page when the postcode has no map.
  {
    path: '/networks?postcode=EH1+1YZ',
    as: 'support',
    ready: async (page) => {
      await expect(page.getByText('Network map not available')).toBeVisible({ timeout: loadTimeout });
    },
  },
];

const findings: Record<string, AxeFinding[]> = {};

/** Scans the open page (and its sandboxed frames' documents) and records what it found under the screen's name. */
async function scanScreen(page: Page, screen: Screen): Promise<AxeFinding[]> {
  const found = await scan(page, { exclude: screen.frames ? [screen.frames] : [] });
  if (screen.frames) {
    const sources = await page
      .locator(screen.frames)
      .evaluateAll((frames) => frames.map((frame) => (frame as HTMLIFrameElement).src));
    expect(sources.length, 'frames to scan').toBeGreaterThan(0);
    for (const src of sources) {
      await page.goto(src);
      found.push(...(await scan(page)));
    }
  }
  findings[`${screen.as} ${screen.path}`] = found;
  return found;
}

// Each persona's screens go in groups of a few per test: one signed-in context opens them one after another (the app
// loaded once, its files cached), and the two workers share the groups out. Screens sharing a `visit` are reached by
// navigating in the app, as a person moving through the menu would; the others are opened by their address.
// Four a test: eight heavy screens (the raise funnel, the network map, incident details) took 27 s on a quiet machine and
// over the 90 s test timeout on one three times as loaded; with the billing screens, six took 72 s on a loaded machine,
// and four billing screens 88 s at load average 11 (each screen is scanned at 1280 and again at 390 px). Three a test,
// each given two minutes and a half, leave room for a CI machine three times slower than a quiet one.
const perTest = 3;
const groupTimeoutMs = 150_000;
const groups = new Map<Screen['as'], Screen[][]>();
for (const screen of screens) {
  const mine = groups.get(screen.as) ?? [[]];
  if ((mine.at(-1) as Screen[]).length === perTest) mine.push([]);
  (mine.at(-1) as Screen[]).push(screen);
  groups.set(screen.as, mine);
}

for (const [as, mine] of groups) {
  mine.forEach((group, index) => {
    test.describe(`${as} (${index + 1} of ${mine.length})`, () => {
      if (as !== 'anonymous') test.use({ storageState: storageStatePath(as) });
      test(`${group.map((s) => s.path).join(', ')}: no WCAG 2.2 A/AA violation`, async ({ page }) => {
        test.setTimeout(groupTimeoutMs);
        let previous: Screen | undefined;
        for (const screen of group) {
          await test.step(screen.path, async () => {
            const inApp = screen.visit !== undefined && previous?.visit === screen.visit && !previous.frames;
            if (inApp) await navigateInApp(page, screen.path);
            else await page.goto(screen.path);
            await screen.ready(page);
            const found = await scanScreen(page, screen);
            expect.soft(found, `${screen.path}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
          });
          previous = screen;
        }
      });
    });
  });
}

test.afterAll(() => {
  const scanned = Object.keys(findings).length;
  const failing = Object.entries(findings).filter(([, f]) => f.length > 0);
  console.log(`Accessibility: ${scanned} screens scanned (this worker), ${failing.length} with violations`);
  for (const [screen, f] of failing) console.log(`  ${screen}: ${f.map((v) => v.id).join(', ')}`);
});
