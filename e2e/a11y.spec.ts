import { expect, type Page, test } from '@playwright/test';
import { type AxeFinding, scan } from './support/axe';
import { type Persona, storageStatePath } from './support/personas';

/**
 * Every route each persona can reach, scanned with the WCAG 2.2 A and AA rules. A new screen or funnel step is covered
 * by adding one row here: its path, who opens it, and what shows it has loaded.
 */
interface Screen {
  path: string;
  as: Persona | 'anonymous';
  ready: (page: Page) => Promise<void>;
  /** Sandboxed frames (a selector): left out of the page's scan, then each frame's document is opened and scanned. */
  frames?: string;
}
const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
};

const screens: Screen[] = [
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
  // The sign-in page of the sandbox's identity provider.
  { path: '/', as: 'anonymous', ready: heading('Sign in') },
  // Inside the main layout, per persona.
  ...(['admin', 'support', 'ordering', 'billing', 'developer', 'skyAgent', 'harbourAdmin'] as const).map(
    (as): Screen => ({ path: '/', as, ready: heading('Dashboard') }),
  ),
  { path: '/billing/invoices', as: 'admin', ready: heading('Under Construction') },
  { path: '/billing/invoices', as: 'developer', ready: heading('Unauthorised') },
  { path: '/support/incidents', as: 'support', ready: heading('Incidents') },
  { path: '/support/incidents/INC0999001', as: 'support', ready: heading('Incident INC0999001') },
  // The raise funnel's first step; every later step is scanned on the way through in e2e/raise-incident.spec.ts.
  {
    path: '/support/incidents/create',
    as: 'support',
    ready: async (page) => {
      await heading('Raise An Incident')(page);
      await expect(page.getByRole('combobox', { name: 'Service Reference' })).toBeVisible();
    },
  },
  {
    path: '/support/mso_incidents',
    as: 'admin',
    ready: async (page) => {
      await heading('MSO Incidents')(page);
      await expect(page.getByRole('table', { name: 'MSO Incidents' }).getByRole('row')).toHaveCount(11);
    },
  },
  {
    path: '/support/mso_incidents/MSO0000001',
    as: 'admin',
    ready: async (page) => {
      await heading('MSO Incident MSO0000001')(page);
      await expect(page.getByRole('region', { name: 'Affected outages' })).toContainText('S1000005');
    },
  },
  {
    path: '/networks?postcode=LS1+4AP',
    as: 'support',
    ready: async (page) => {
      await heading('Service Status')(page);
      const map = page.frameLocator('iframe[title="Network map for LS1 4AP"]');
      await expect(map.getByRole('img', { name: 'Network schematic of LS1' })).toBeVisible();
    },
    // The map's frame is sandboxed without scripts, so axe cannot run inside it: its document is scanned on its own.
    frames: 'iframe[title^="Network map"]',
  },
  {
    path: '/networks?postcode=EH1+1YZ',
    as: 'support',
    ready: async (page) => {
      await expect(page.getByText('Network map not available')).toBeVisible();
    },
  },
];

const findings: Record<string, AxeFinding[]> = {};

for (const screen of screens) {
  test.describe(`${screen.as} on ${screen.path}`, () => {
    if (screen.as !== 'anonymous') test.use({ storageState: storageStatePath(screen.as) });

    test('has no WCAG 2.2 A/AA violation', async ({ page }) => {
      await page.goto(screen.path);
      await screen.ready(page);
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
      expect(found, JSON.stringify(found, null, 2)).toEqual([]);
    });
  });
}

test.afterAll(() => {
  const scanned = Object.keys(findings).length;
  const failing = Object.entries(findings).filter(([, f]) => f.length > 0);
  console.log(`Accessibility: ${scanned} screens scanned (this worker), ${failing.length} with violations`);
  for (const [screen, f] of failing) console.log(`  ${screen}: ${f.map((v) => v.id).join(', ')}`);
});
