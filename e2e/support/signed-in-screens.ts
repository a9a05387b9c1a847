import { expect, type Page } from '@playwright/test';
import { permissionsOf } from '../../server/domain/permissions';
import { orgByKey } from '../../server/seed/organisations';
import { personaByEmail } from '../../server/seed/personas';
import { type AccessContext, canVisit, shellFlagNames } from '../../src/app/access';
import { mainRoutes } from '../../src/app/main-routes';
import { type Persona, personas, type TestPersona } from './personas';

/**
 * The signed-in screens of the main layout, not listed by hand: they come from the app's own route table (mainRoutes)
 * and access rule (canVisit), applied to each persona's seeded roles and organisation flags. Each route is opened by the
 * first persona (admin first) who may visit it; each persona's dashboard too, since the menu differs. A route without
 * says what shows it has loaded in `built` below (one entry per screen; a route without one fails the suite). Used by the accessibility scans and the narrow-screen checks alike.
 */
export interface Screen {
  path: string;
  as: Persona | TestPersona | 'anonymous';
  ready: (page: Page) => Promise<void>;
  /** Sandboxed frames (a selector): left out of the page's scan, then each frame's document is opened and scanned. */
  frames?: string;
  /**
   * Screens of one persona with the same `visit` are opened one after another in a single page, as a person moving
   * through the menu would (the app navigates in the browser): the billing screens, a dozen of them.
   */
  visit?: string;
}
type Ready = Screen['ready'];

// Each screen opens the app afresh (sign-in state, flags, lazy chunk); on a busy machine that can outlast expect's 10 s.
export const loadTimeout = 30_000;
export const heading =
  (name: string | RegExp): Ready =>
  async (page) => {
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: loadTimeout });
  };

const ordersList = (type: 'fttp' | 'ethernet') =>
  `/ordering/orders?page=1&limit=10&sort=created_at&order=desc&type=${type}`;

/** Opens the newest order of the list on screen at the order address its hash names (that prefix + the order's id). */
const openOrderAt: Ready = async (page) => {
  const prefix = new URL(page.url()).hash.slice(1);
  const first = page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).getByRole('link').first();
  const href = await first.getAttribute('href', { timeout: loadTimeout });
  await page.goto(`${prefix}${href?.split('/').at(-1)}`);
  await heading(/^(Ethernet )?Order \S+$/)(page);
};

/** yyyyMM of the month `offset` months from this one in London, as the billing seed names its invoices. */
export function seededMonth(offset: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const index = (year ?? 0) * 12 + (month ?? 1) - 1 + offset;
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}

const billingList = (list: string, query: string) => `/billing/${list}?${query}&order=desc&page=1&limit=10`;

/** A list page with its table on screen. */
const rowsOf =
  (name: string): Ready =>
  async (page) => {
    await heading(name)(page);
    await expect(page.getByRole('table', { name })).toBeVisible({ timeout: loadTimeout });
  };

/** Every screen of the main layout, by route pattern: the address to open (ids from the seed) and what shows it loaded. */
const built: Record<string, { href?: string; ready: Ready; frames?: string; visit?: string }> = {
  '/': { ready: heading('Dashboard') },
  '/support/incidents': { ready: heading('Incidents') },
  '/support/incidents/:id': { href: '/support/incidents/INC0999001', ready: heading('Incident INC0999001') },
  // The raise funnel's first step; every later step is scanned on the way through in e2e/incident-raise.spec.ts.
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
  // The ordering area (spec 3 §2). Seeded order ids follow the sandbox clock, so an order is opened from its list.
  '/ordering/orders': {
    href: ordersList('fttp'),
    ready: async (page) => {
      await heading('Orders')(page);
      await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(11);
    },
  },
  // The hash names the address the order is then opened at (and keeps each screen's name apart).
  '/ordering/orders/:id': { href: `${ordersList('fttp')}#/ordering/orders/`, ready: openOrderAt },
  '/ordering/order/:id': { href: `${ordersList('fttp')}#/ordering/order/`, ready: openOrderAt },
  '/order/:id': { href: `${ordersList('fttp')}#/order/`, ready: openOrderAt },
  '/ethernet-order/:id': { href: `${ordersList('ethernet')}#/ethernet-order/`, ready: openOrderAt },
  '/ordering/products': {
    ready: async (page) => {
      await heading('Product Availability')(page);
      await expect(page.getByRole('link', { name: 'Order FTTP' })).toBeVisible();
    },
  },
  '/ordering/products/fttp': { ready: heading('FTTP Order') },
  '/ordering/products/ethernet': { ready: heading('Ethernet Order') },
  '/forecasting/migrations': {
    ready: async (page) => {
      await heading('Forecasting and migrations')(page);
      await expect(page.getByRole('table', { name: /forecast and orders per month$/ })).toBeVisible();
    },
  },
  // Without a regrade link's token the wizard says the link cannot be used; the wizard's steps are walked in its spec.
  '/ordering/products/regrade': { ready: heading('Regrade Order') },
  // Support › Services (spec 2 §2); the service is service.live-fttp, every section filled. Actions, appointment and
  // PTW dialogs are scanned in their own specs (e2e/service-actions.spec.ts, e2e/service-appointments.spec.ts).
  '/support/services': {
    ready: async (page) => {
      await heading('Services')(page);
      await expect(page.getByRole('table', { name: 'Services' }).getByRole('row')).toHaveCount(11);
    },
  },
  // Their tables, not only the headings: a page is measured at 390 px once its widest part has rendered.
  '/support/services/wlto_and_switch': {
    ready: async (page) => {
      await heading('Losing & Gaining')(page);
      await expect(page.getByRole('table', { name: 'Losing & Gaining' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  '/support/services/ceased_and_cancelled': {
    ready: async (page) => {
      await heading('Ceased & Cancelled')(page);
      await expect(page.getByRole('table', { name: 'Ceased & Cancelled' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  '/support/services/:id': {
    href: '/support/services/SF1000001',
    ready: async (page) => {
      await heading('Service SF1000001')(page);
      await expect(page.getByRole('region', { name: 'Change appointment' })).toBeVisible();
    },
  },
  // Contact (spec 2 §2): the create forms and items are scanned in e2e/contact.spec.ts.
  '/contact/overview': { ready: heading('Contact') },
  '/contact/request-information': {
    href: '/contact/request-information?sort=created_at&order=desc&page=1&limit=10',
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Request Information' })).toBeVisible({ timeout: loadTimeout });
    },
  },
  '/contact/complaints': {
    href: '/contact/complaints?sort=created_at&order=desc&page=1&limit=10',
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Complaints' })).toBeVisible({ timeout: loadTimeout });
    },
  },
  // Knowledge (spec 2 §2): the list and article pages are scanned in e2e/knowledge.spec.ts.
  '/help-and-support/knowledge': { ready: heading('Knowledge') },
  // Issue 20: the users list (a user's panel and dialogs are walked in e2e/user-management.spec.ts) and account settings.
  '/user-management/users': {
    href: '/user-management/users?page=1&limit=10&sort=created_at&order=desc',
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Users' })).toBeVisible({ timeout: loadTimeout });
    },
  },
  // Billing (issue 22), Northfibre's seed (server/seed/billing.ts): ids follow the month the sandbox was seeded in.
  '/billing/invoices': {
    href: billingList('invoices', 'status=Open&sort=invoice_due_date'),
    ready: rowsOf('Invoices'),
  },
  '/billing/invoices/:id': {
    href: `/billing/invoices/INV-1001-${seededMonth(-2)}`,
    ready: heading(`Invoice INV-1001-${seededMonth(-2)}`),
  },
  '/billing/credit-notes': {
    href: billingList('credit-notes', 'status=Open&sort=created_at'),
    ready: rowsOf('Credit Notes'),
  },
  '/billing/credit-notes/:id': {
    href: '/billing/credit-notes/CN-1001-00001',
    ready: heading(/^Credit Note \S+$/),
    visit: 'billing',
  },
  '/billing/payments': {
    href: billingList('payments', 'status=Deposited&sort=created_at'),
    ready: rowsOf('Payments'),
    visit: 'billing',
  },
  '/billing/payments/:id': {
    href: '/billing/payments/PAY-1001-00001',
    ready: heading('Payment PAY-1001-00001'),
    visit: 'billing',
  },
  '/billing/orders-on-hold': {
    href: billingList('orders-on-hold', 'sort=created_at'),
    ready: rowsOf('Orders On Hold'),
  },
  '/billing/orders-on-hold/:id': {
    href: `/billing/orders-on-hold/HOLD-1001-${seededMonth(-2)}-1`,
    ready: heading(/^Order On Hold \S+$/),
  },
  '/billing/bank-details': { ready: heading('Bank Details'), visit: 'billing' },
  '/billing/bandwidth-usage': { ready: heading('Bandwidth Usage'), visit: 'billing' },
  '/developer-tools/app-credentials': { ready: heading('API App Credentials') },
  '/account-settings': {
    ready: async (page) => {
      await heading('Account Settings')(page);
      await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible({ timeout: loadTimeout });
    },
  },
  // Issue 20 (Admins): the invite form with its roles, and the invitations list (the seed's pending invitation).
  '/user-management/invite': {
    ready: async (page) => {
      await heading('Invite user')(page);
      await expect(page.getByRole('checkbox', { name: /Support/ })).toBeVisible({ timeout: loadTimeout });
    },
  },
  '/user-management/invitations': {
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Invitations' }).getByRole('row').nth(1)).toBeVisible({
        timeout: loadTimeout,
      });
    },
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

export const signedInScreens: Screen[] = mainRoutes.flatMap((route): Screen[] => {
  // A funnel's later steps share its first step's mount and are walked by their own spec, not opened directly.
  if (route.mountKey && mainRoutes.find((r) => r.mountKey === route.mountKey) !== route) return [];
  const screen = built[route.path];
  const href = screen?.href ?? route.path.replace(/:[^/]+|\*/g, '1');
  // Every route of the main layout has its page (issue 22): one missing here is a mistake, not a page to skip.
  if (!screen) throw new Error(`No screen for ${route.path} in e2e/support/signed-in-screens.ts`);
  const ready = screen.ready;
  const frames = screen.frames ? { frames: screen.frames } : screen.visit ? { visit: screen.visit } : {};
  const pathname = new URL(href, 'https://x').pathname;
  if (route.path === '/') return signedIn.map(({ as }) => ({ path: href, as, ready, ...frames }));
  const first = signedIn.find(({ access }) => canVisit(pathname, access));
  return first ? [{ path: href, as: first.as, ready, ...frames }] : [];
});

/** Moves the app to `href` as its own links do (wouter follows history.pushState), without reloading the page. */
export async function navigateInApp(page: Page, href: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), href);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
}

/** The notification bell's panel, open over the dashboard (the a11y and responsive scans add it to their lists). */
export const notificationPanelScreen: Screen = {
  path: '/',
  as: 'support',
  ready: async (page) => {
    await page.getByRole('button', { name: /^Notifications/ }).click({ timeout: loadTimeout });
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('list', { name: 'All notifications' }).getByRole('listitem').first()).toBeVisible({
      timeout: loadTimeout,
    });
    // Whole within the screen, at a laptop's width and a phone's.
    const box = await panel.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  },
};

/** Issue 20: a user's panel from the users list, with its Reset password dialog open over it, as an Admin opens them. */
export const userPanelScreen: Screen = {
  path: '/user-management/users?page=1&limit=10&sort=name&order=asc',
  as: 'admin',
  ready: async (page) => {
    await page
      .getByRole('button', { name: /^Manage / })
      .first()
      .click({ timeout: loadTimeout });
    const panel = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Reset password' }) });
    await panel.getByRole('button', { name: 'Reset password' }).click({ timeout: loadTimeout });
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await expect(reset.getByRole('button', { name: 'Send reset link' })).toBeVisible({ timeout: loadTimeout });
    const width = page.viewportSize()?.width ?? 0;
    for (const dialog of [panel, reset]) {
      const box = await dialog.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
  },
};
