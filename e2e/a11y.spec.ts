import { expect, type Page, test } from '@playwright/test';
import { permissionsOf } from '../server/domain/permissions';
import { orgByKey } from '../server/seed/organisations';
import { personaByEmail } from '../server/seed/personas';
import { subscriptionIdOf } from '../server/seed/seed';
import { type AccessContext, canVisit, shellFlagNames } from '../src/app/access';
import { mainRoutes } from '../src/app/main-routes';
import { type AxeFinding, scan } from './support/axe';
import { type Persona, personas, storageStatePath, type TestPersona, testPersonas } from './support/personas';

/**
 * Every screen, scanned with the WCAG 2.2 A and AA rules. The main-layout screens are not listed by hand: they come
 * from the app's own route table (mainRoutes) and access rule (canVisit), applied to each persona's seeded roles and
 * organisation flags. Each route is scanned once, by the first persona (admin first) who may visit it; each persona's
 * dashboard is scanned too, since the menu differs. A route without a page shows the under-construction page; a built
 * screen says what shows it has loaded in `built` below (one entry per new screen). Special rows follow.
 */
interface Screen {
  path: string;
  as: Persona | TestPersona | 'anonymous';
  ready: (page: Page) => Promise<void>;
  /** Sandboxed frames (a selector): left out of the page's scan, then each frame's document is opened and scanned. */
  frames?: string;
  /**
   * Screens of one persona with the same `visit` are opened one after another in a single page, as a person moving
   * through the menu would (the app navigates in the browser): the under-construction routes, dozens of them.
   */
  visit?: string;
}
type Ready = Screen['ready'];

// Each scan opens the app afresh (sign-in state, flags, lazy chunk); on a busy machine that can outlast expect's 10 s.
const loadTimeout = 30_000;
const heading =
  (name: string | RegExp): Ready =>
  async (page) => {
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: loadTimeout });
  };

/** The screens built so far, by route pattern: the address to open (ids from the seed) and what shows it loaded. */
const built: Record<string, { href?: string; ready: Ready; frames?: string }> = {
  '/': { ready: heading('Dashboard') },
  '/support/incidents': { ready: heading('Incidents') },
  '/support/incidents/:id': { href: '/support/incidents/INC0999001', ready: heading('Incident INC0999001') },
  // The raise funnel's first step; every later step is scanned on the way through in e2e/raise-incident.spec.ts.
  '/support/incidents/create': {
    ready: async (page) => {
      await heading('Raise An Incident')(page);
      await expect(page.getByRole('combobox', { name: 'Service Reference' })).toBeVisible();
    },
  },
  '/support/mso_incidents': {
    ready: async (page) => {
      await heading('MSO Incidents')(page);
      await expect(page.getByRole('table', { name: 'MSO Incidents' }).getByRole('row')).toHaveCount(11);
    },
  },
  '/support/mso_incidents/:id': {
    href: '/support/mso_incidents/MSO0000001',
    ready: async (page) => {
      await heading('MSO Incident MSO0000001')(page);
      await expect(page.getByRole('region', { name: 'Affected outages' })).toContainText('S1000005');
    },
  },
  '/networks': {
    href: '/networks?postcode=LS1+4AP',
    ready: async (page) => {
      // Titled like its menu entry: 'Service Status' when enableMajorIncidentsPage is on.
      await heading(/^(Service Status|Networks)$/)(page);
      const map = page.frameLocator('iframe[title="Network map for LS1 4AP"]');
      await expect(map.getByRole('img', { name: 'Network schematic of LS1' })).toBeVisible();
    },
    // The map's frame is sandboxed without scripts, so axe cannot run inside it: its document is scanned on its own.
    frames: 'iframe[title^="Network map"]',
  },
};

/** What the app works out for a signed-in persona (src/app/flags.ts), from the seed instead of the sandbox. */
function accessOf(persona: Persona): AccessContext {
  const { roles, org } = personaByEmail(personas[persona]);
  const { flags } = orgByKey(org);
  const permissions = permissionsOf(roles);
  // Families are only loaded with read:ordering (spec 1 §6).
  const ordering = permissions.includes('read:ordering');
  return {
    flags: Object.fromEntries(shellFlagNames.map((name) => [name, flags[name]])) as AccessContext['flags'],
    families: { family_ftth: ordering && flags.family_ftth, family_ethernet: ordering && flags.family_ethernet },
    permissions,
    roles,
  };
}

// Those auth.setup.ts saves a signed-in state for (newstarter signs in live), in the order of `personas`: admin first.
const signedIn = (Object.keys(personas) as Persona[])
  .filter((p) => p !== 'newstarter')
  .map((as) => ({ as, access: accessOf(as) }));

const mainLayout = mainRoutes.flatMap((route): Screen[] => {
  // A funnel's later steps share its first step's mount and are walked by their own spec, not opened directly.
  if (route.mountKey && mainRoutes.find((r) => r.mountKey === route.mountKey) !== route) return [];
  const screen = built[route.path];
  const href = screen?.href ?? route.path.replace(/:[^/]+|\*/g, '1');
  const ready = screen?.ready ?? heading('Under Construction');
  const frames = screen?.frames ? { frames: screen.frames } : screen ? {} : { visit: 'under construction' };
  const pathname = new URL(href, 'https://x').pathname;
  if (route.path === '/') return signedIn.map(({ as }) => ({ path: href, as, ready, ...frames }));
  const first = signedIn.find(({ access }) => canVisit(pathname, access));
  return first ? [{ path: href, as: first.as, ready, ...frames }] : [];
});

// A seeded subscription of the test persona, so no other test's link is used up (the sandbox is fresh per run).
const unsubscribeId = subscriptionIdOf(testPersonas.trainee, 'planned-works');

const screens: Screen[] = [
  ...mainLayout,
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
  { path: '/authorize', as: 'anonymous', ready: heading('Under Construction') },
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
  // A route the persona may not visit.
  { path: '/billing/invoices', as: 'developer', ready: heading('Unauthorised') },
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

/** Moves the app to `href` as its own links do (wouter follows history.pushState), without reloading the page. */
async function navigateInApp(page: Page, href: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), href);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
}

// Screens sharing a visit go in groups of a few per test, so the two workers share them out.
const perVisit = 8;
const visits = new Map<string, Screen[][]>();
for (const screen of screens.filter((s) => s.visit)) {
  const key = `${screen.as}: ${screen.visit}`;
  const groups = visits.get(key) ?? [[]];
  if ((groups.at(-1) as Screen[]).length === perVisit) groups.push([]);
  (groups.at(-1) as Screen[]).push(screen);
  visits.set(key, groups);
}

const signInAs = (as: Screen['as']) => {
  if (as !== 'anonymous') test.use({ storageState: storageStatePath(as) });
};

for (const screen of screens.filter((s) => !s.visit)) {
  test.describe(`${screen.as} on ${screen.path}`, () => {
    signInAs(screen.as);
    test('has no WCAG 2.2 A/AA violation', async ({ page }) => {
      await page.goto(screen.path);
      await screen.ready(page);
      const found = await scanScreen(page, screen);
      expect(found, JSON.stringify(found, null, 2)).toEqual([]);
    });
  });
}

for (const [key, groups] of visits) {
  groups.forEach((group, index) => {
    test.describe(`${key} (${index + 1} of ${groups.length})`, () => {
      signInAs((group[0] as Screen).as);
      test(`${group.map((s) => s.path).join(', ')}: no WCAG 2.2 A/AA violation`, async ({ page }) => {
        for (const [i, screen] of group.entries()) {
          await test.step(screen.path, async () => {
            if (i === 0) await page.goto(screen.path);
            else await navigateInApp(page, screen.path);
            await screen.ready(page);
            const found = await scanScreen(page, screen);
            expect.soft(found, `${screen.path}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
          });
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
