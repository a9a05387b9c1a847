import { describe, expect, it } from 'vitest';
import {
  type AccessContext,
  buildMenu,
  canVisit,
  type MenuEntry,
  refusedFamily,
  rules,
  type ShellFlags,
  shellFlagNames,
} from '@/app/access';
import { type RoleName, rolePermissions } from '@/contracts/users';
import { type ExportName, exportGates } from '@/lib/access-rules';

const allOn = Object.fromEntries(shellFlagNames.map((n) => [n, true])) as ShellFlags;
const northfibre = {
  flags: { ...allOn, enableSkyServiceView: false },
  families: { family_ftth: true, family_ethernet: true },
};
const skyline = {
  flags: { ...allOn, enableSkyServiceView: true },
  families: { family_ftth: true, family_ethernet: true },
};
const harbour = {
  flags: { ...allOn, enableSkyServiceView: false, enableContact: false, msoIncidentsEnabled: false },
  families: { family_ftth: true, family_ethernet: false },
};
const links = {
  apiDocs: 'https://x/docs',
  apiSimulation: 'https://x/sim',
  privacyPolicy: 'https://x/privacy',
  voip: 'https://x/voip',
  ispHub: 'https://x/isp',
};

const persona = (org: typeof northfibre, roles: RoleName[]): AccessContext => ({
  ...org,
  roles,
  permissions: [...new Set(roles.flatMap((r) => rolePermissions[r]))],
});

type Labels = (string | [string, string[]])[];
const labelsOf = (menu: MenuEntry[]): Labels =>
  menu.map((e) => (e.kind === 'group' ? [e.label, e.children.map((c) => c.label)] : e.label));
const menuOf = (ctx: AccessContext) => buildMenu({ ...ctx, links });
const find = (menu: MenuEntry[], label: string): MenuEntry | undefined =>
  menu.flatMap((e) => (e.kind === 'group' ? [e, ...e.children] : [e])).find((e) => e.label === label);

const support: [string, string[]] = [
  'Support',
  ['Incidents', 'MSO Incidents', 'Service Status', 'Services', 'Losing & Gaining', 'Ceased & Cancelled'],
];
const contact: [string, string[]] = ['Contact', ['Request Information', 'Complaints']];
const ordering: [string, string[]] = ['Ordering', ['Orders', 'Product Availability']];
const reporting: [string, string[]] = ['Data & Reporting', ['Forecasting']];
const help: [string, string[]] = ['Help & Support', ['Knowledge']];
const usersOnly: [string, string[]] = ['User Management', ['Users']];
const usersAdmin: [string, string[]] = ['User Management', ['Users', 'Invitations', 'Invite user']];
const billing: [string, string[]] = [
  'Billing',
  ['Invoices', 'Credit Notes', 'Payments', 'Bandwidth Usage', 'Bank Details', 'Orders on Hold'],
];
const developer: [string, string[]] = [
  'Developer Tools',
  ['API App Credentials', 'API Documentation', 'API Testing and Simulation', 'API Support Ticket'],
];
const important: [string, string[]] = ['Important Information', ['Terms of Service', 'Privacy Policy']];

const personas: [string, AccessContext, Labels][] = [
  [
    'admin@northfibre',
    persona(northfibre, ['Admin', 'Ordering', 'Support', 'Billing', 'Export', 'Developer']),
    [
      'Dashboard',
      support,
      contact,
      ordering,
      'VOIP',
      'ISP Hub',
      reporting,
      help,
      usersAdmin,
      billing,
      developer,
      important,
    ],
  ],
  [
    'support@northfibre',
    persona(northfibre, ['Support']),
    ['Dashboard', support, contact, 'VOIP', 'ISP Hub', reporting, help, usersOnly, important],
  ],
  [
    'ordering@northfibre',
    persona(northfibre, ['Ordering']),
    ['Dashboard', contact, ordering, 'VOIP', 'ISP Hub', reporting, help, usersOnly, important],
  ],
  [
    'billing@northfibre',
    persona(northfibre, ['Billing']),
    ['Dashboard', contact, 'VOIP', 'ISP Hub', reporting, help, usersOnly, billing, important],
  ],
  // Spec 1 §2: a reduced menu, but 'Help & Support with Knowledge (flag only)' (spec 2 §6: the help flag only).
  [
    'developer@northfibre (developer-only)',
    persona(northfibre, ['Developer']),
    ['Dashboard', help, developer, important],
  ],
  [
    'newstarter@northfibre',
    persona(northfibre, ['Support']),
    ['Dashboard', support, contact, 'VOIP', 'ISP Hub', reporting, help, usersOnly, important],
  ],
  ['agent@skyline (sky view)', persona(skyline, ['Admin', 'Support']), ['Dashboard', ['Support', ['Services']], help]],
  [
    'admin@harbour',
    persona(harbour, ['Admin', 'Ordering', 'Support']),
    [
      'Dashboard',
      ['Support', ['Incidents', 'Service Status', 'Services', 'Losing & Gaining', 'Ceased & Cancelled']],
      ordering,
      'VOIP',
      'ISP Hub',
      reporting,
      help,
      usersAdmin,
      important,
    ],
  ],
];

describe('side menu per persona', () => {
  it.each(personas)('%s sees exactly the spec menu', (_name, ctx, expected) => {
    expect(labelsOf(menuOf(ctx))).toEqual(expected);
  });

  it('hides the notification bell for the developer-only user and in the sky view only', () => {
    const bell = personas.map(([name, ctx]) => [name, rules.notifications(ctx)]);
    expect(bell.filter(([, shown]) => !shown).map(([name]) => name)).toEqual([
      'developer@northfibre (developer-only)',
      'agent@skyline (sky view)',
    ]);
  });

  it('hides global search in the sky view', () => {
    expect(rules.globalSearch(persona(skyline, ['Admin', 'Support']))).toBe(false);
    expect(rules.globalSearch(persona(northfibre, ['Support']))).toBe(true);
  });
});

describe('menu links', () => {
  const admin = persona(northfibre, ['Admin', 'Ordering', 'Support', 'Billing', 'Export', 'Developer']);
  const hrefOf = (ctx: AccessContext, label: string) => {
    const entry = find(menuOf(ctx), label);
    return entry && 'href' in entry ? entry.href : undefined;
  };

  it.each([
    ['Incidents', '/support/incidents?page=1&limit=10&sort=updated_at&order=desc'],
    ['Services', '/support/services?page=1&limit=10&sort=created_at&order=desc'],
    ['Request Information', '/contact/request-information?sort=created_at&order=desc&page=1&limit=10'],
    ['Orders', '/ordering/orders?type=fttp&page=1&limit=10&sort=created_at&order=desc'],
    ['Invoices', '/billing/invoices?page=1&limit=10&sort=invoice_due_date&order=desc&status=Open'],
    ['Credit Notes', '/billing/credit-notes?page=1&limit=10&sort=created_at&order=desc&status=Open'],
    ['Payments', '/billing/payments?page=1&limit=10&sort=created_at&order=desc&status=Deposited'],
    ['Service Status', '/networks'],
    ['VOIP', 'https://x/voip'],
    ['Privacy Policy', 'https://x/privacy'],
  ])('%s links to %s', (label, href) => {
    expect(hrefOf(admin, label)).toBe(href);
  });

  it('defaults the Orders link to ethernet when the organisation has no FTTP family', () => {
    const ethernetOnly = { ...admin, families: { family_ftth: false, family_ethernet: true } };
    expect(hrefOf(ethernetOnly, 'Orders')).toContain('type=ethernet');
  });
});

describe('flag flips', () => {
  const admin = persona(northfibre, ['Admin', 'Ordering', 'Support', 'Billing', 'Export', 'Developer']);
  const topLabels = (flags: Partial<ShellFlags>) =>
    labelsOf(menuOf({ ...admin, flags: { ...admin.flags, ...flags } })).map((e) => (Array.isArray(e) ? e[0] : e));

  it("labels the networks entry 'Networks' when enableMajorIncidentsPage is off", () => {
    const menu = menuOf({ ...admin, flags: { ...admin.flags, enableMajorIncidentsPage: false } });
    expect(find(menu, 'Networks')).toBeDefined();
    expect(find(menu, 'Service Status')).toBeUndefined();
  });

  it.each([
    ['enableSupport', 'Support'],
    ['enableContact', 'Contact'],
    ['enableOrdering', 'Ordering'],
    ['enableVoip', 'VOIP'],
    ['enableIspHub', 'ISP Hub'],
    ['enableReporting', 'Data & Reporting'],
    ['enableHelp', 'Help & Support'],
    ['enableUsers', 'User Management'],
    ['enableBilling', 'Billing'],
    ['enableDeveloper', 'Developer Tools'],
  ] as const)('%s off removes %s', (flag, label) => {
    expect(topLabels({})).toContain(label);
    expect(topLabels({ [flag]: false })).not.toContain(label);
  });

  it('msoIncidentsEnabled off removes MSO Incidents only', () => {
    const menu = menuOf({ ...admin, flags: { ...admin.flags, msoIncidentsEnabled: false } });
    expect(find(menu, 'MSO Incidents')).toBeUndefined();
    expect(find(menu, 'Incidents')).toBeDefined();
  });
});

describe('exports: offered by the gates the sandbox enforces (src/lib/access-rules.ts)', () => {
  const exportsOf = (ctx: AccessContext) =>
    Object.keys(exportGates).filter((name) => rules.export(ctx, name as ExportName));

  it('offers every export to Support and Ordering with the Export role, none without it', () => {
    expect(exportsOf(persona(northfibre, ['Admin', 'Ordering', 'Support', 'Export']))).toEqual(
      Object.keys(exportGates).filter((name) => name !== 'billing'),
    );
    expect(exportsOf(persona(northfibre, ['Support']))).toEqual([]);
    expect(exportsOf(persona(northfibre, ['Ordering']))).toEqual([]);
    // The users directory is every member's to read: the Export role alone exports it, and nothing else.
    expect(exportsOf(persona(northfibre, ['Export']))).toEqual(['users']);
  });

  it("offers the billing lists' CSVs to the Billing role alone, while billing is open (not in the sky view)", () => {
    expect(exportsOf(persona(northfibre, ['Billing']))).toEqual(['billing']);
    expect(exportsOf(persona(northfibre, ['Admin', 'Ordering', 'Support', 'Billing', 'Export']))).toEqual(
      Object.keys(exportGates),
    );
    expect(exportsOf(persona(skyline, ['Billing']))).toEqual([]);
  });

  it("offers the area's exports only while the area is open: no MSO export at Harbour, only Services in the sky view", () => {
    expect(exportsOf(persona(harbour, ['Support', 'Export']))).toEqual([
      'incidents',
      'services',
      'losingGaining',
      'ceasedCancelled',
      'users',
    ]);
    expect(exportsOf(persona(skyline, ['Support', 'Export']))).toEqual(['services']);
  });
});

describe('canVisit', () => {
  const admin = persona(northfibre, ['Admin', 'Ordering', 'Support', 'Billing', 'Export', 'Developer']);
  const supportUser = persona(northfibre, ['Support']);
  const developerOnly = persona(northfibre, ['Developer']);
  const sky = persona(skyline, ['Admin', 'Support']);

  it.each([
    ['/', supportUser, true],
    ['/user-management/users', supportUser, true],
    ['/user-management/invite', supportUser, false],
    ['/user-management/invitations', admin, true],
    ['/billing/invoices/12', supportUser, false],
    ['/billing/invoices/12', admin, true],
    ['/developer-tools/app-credentials', developerOnly, true],
    ['/support/incidents', developerOnly, false],
    ['/help-and-support/knowledge', developerOnly, true],
    ['/help-and-support/knowledge/articles/KB1', developerOnly, true],
    ['/ordering/products/fttp', admin, true],
    ['/order/5', supportUser, false],
    ['/support/services/42', sky, true],
    ['/support/services/wlto_and_switch', sky, false],
    ['/support/incidents/INC1', sky, false],
    ['/help-and-support/knowledge/articles/KB1', sky, true],
    ['/account-settings', sky, false],
    ['/account-settings', supportUser, true],
    ['/billing/invoices', sky, false],
  ] as const)('%s for %# is %s', (path, ctx, allowed) => {
    expect(canVisit(path, ctx)).toBe(allowed);
  });

  it('refuses a funnel of a product family the organisation may not order, saying which (spec 3 §1)', () => {
    const harbourAdmin = persona(harbour, ['Admin', 'Ordering', 'Support', 'Export']);
    const ethernetOnly = { ...admin, families: { family_ftth: false, family_ethernet: true } };
    expect(canVisit('/ordering/products/ethernet', harbourAdmin)).toBe(false);
    expect(refusedFamily('/ordering/products/ethernet', harbourAdmin)).toBe('Ethernet');
    expect(refusedFamily('/ordering/products/ethernet/customer', harbourAdmin)).toBe('Ethernet');
    expect(refusedFamily('/ordering/products/fttp', harbourAdmin)).toBeUndefined();
    expect(canVisit('/ordering/products/fttp', harbourAdmin)).toBe(true);
    expect(refusedFamily('/ordering/products/fttp', ethernetOnly)).toBe('FTTP');
    expect(refusedFamily('/ordering/products/regrade', ethernetOnly)).toBe('FTTP');
    expect(refusedFamily('/ordering/products/ethernet', ethernetOnly)).toBeUndefined();
    // Someone who may not order at all gets the unauthorised page, not a word about families.
    expect(refusedFamily('/ordering/products/ethernet', persona(harbour, ['Support']))).toBeUndefined();
  });

  it('refuses support routes when the support flag is off, even with read:support', () => {
    expect(
      canVisit('/support/services', { ...supportUser, flags: { ...supportUser.flags, enableSupport: false } }),
    ).toBe(false);
  });
});

describe('every menu entry leads to a built page', () => {
  // Issue 22: no menu entry of any persona may show 'under construction'. Each internal link must match a main-layout
  // route, and every such route has its page (MainRoute.page is required, so the type holds the rest).
  const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}$`);
  const links = (menu: MenuEntry[]): string[] =>
    menu.flatMap((e) => (e.kind === 'group' ? links(e.children) : e.kind === 'link' ? [e.href] : []));
  const everyRole: RoleName[] = ['Admin', 'Billing', 'Developer', 'Export', 'Ordering', 'Support'];
  const contexts = {
    'Northfibre, every role': persona(northfibre, everyRole),
    'Northfibre, developer only': persona(northfibre, ['Developer']),
    'Skyline, every role': persona(skyline, everyRole),
    'Harbour, every role': persona(harbour, everyRole),
  };

  it.each(Object.entries(contexts))('%s', async (_name, ctx) => {
    const { mainRoutes } = await import('@/app/main-routes');
    const hrefs = links(menuOf(ctx));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const pathname = new URL(href, 'https://portal.test').pathname;
      // Spec 1 §2: the terms of service are a page outside the main layout (src/app/routes.tsx).
      if (pathname === '/terms-of-service') continue;
      const route = mainRoutes.find((r) => patternOf(r.path).test(pathname));
      expect(route, href).toBeDefined();
      expect(route?.page, href).toBeDefined();
    }
  });
});

describe('preloading the page the app opens on', () => {
  it('fetches the chunk of the route the router would match, and nothing for an address outside the layout', async () => {
    const { mainRoutes, preloadPageOf } = await import('@/app/main-routes');
    const spies = mainRoutes.map((r) => vi.spyOn(r.page, 'preload').mockResolvedValue(() => null));
    const invoice = mainRoutes.findIndex((r) => r.path === '/billing/invoices/:id');
    preloadPageOf('/billing/invoices/INV-1001-202609');
    expect(spies.filter((s) => s.mock.calls.length > 0)).toEqual([spies[invoice]]);
    for (const s of spies) s.mockClear();
    // Outside the layout: no chunk, and nothing to warm, so no token is asked for (src/main.tsx).
    for (const outside of ['/terms-of-service', '/reset-password', '/authorize']) {
      expect(preloadPageOf(outside)).toBeUndefined();
    }
    expect(spies.every((s) => s.mock.calls.length === 0)).toBe(true);
    for (const s of spies) s.mockRestore();
  });
});
