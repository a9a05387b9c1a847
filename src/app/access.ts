import { paths } from '@/app/paths';
import type { FeatureFlagName, ProductFamilies } from '@/contracts/flags';
import type { Permission, RoleName } from '@/contracts/users';
import {
  type AreaName,
  areaGate,
  areaOpen,
  isDeveloperOnly as developerOnly,
  type ExportName,
  exportGates,
  type Gate,
  passesGate,
} from '@/lib/access-rules';

/** The flags the shell decides on; areas read their own. */
export const shellFlagNames = [
  'enableSupport',
  'enableOrdering',
  'enableHelp',
  'enableReporting',
  'enableVoip',
  'enableIspHub',
  'enableNotifications',
  'enablePersonalNotifications',
  'enableGlobalSearch',
  'enableUsers',
  'enableBilling',
  'enableDeveloper',
  'enableContact',
  'enableSkyServiceView',
  'msoIncidentsEnabled',
  'enableMajorIncidentsPage',
] as const satisfies readonly FeatureFlagName[];
export type ShellFlags = Record<(typeof shellFlagNames)[number], boolean>;
type Families = Pick<ProductFamilies, 'family_ftth' | 'family_ethernet'>;

export interface AccessContext {
  flags: ShellFlags;
  families: Families;
  permissions: readonly Permission[];
  roles: readonly RoleName[];
}

export interface ExternalLinks {
  apiDocs: string;
  apiSimulation: string;
  privacyPolicy: string;
  voip: string;
  ispHub: string;
}

/** A menu entry that opens a dialog over the page rather than a page. */
export type MenuAction = 'apiSupportTicket';

export type MenuEntry =
  | { kind: 'link'; key: string; label: string; href: string }
  | { kind: 'external'; key: string; label: string; href: string }
  | { kind: 'action'; key: string; label: string; action: MenuAction }
  | { kind: 'group'; key: string; label: string; children: MenuEntry[] };

const sky = (ctx: AccessContext) => ctx.flags.enableSkyServiceView;
/** A flag as the shared access rules read it: the shell's flags, and the product families (which are flags too). */
const flagOf =
  (ctx: AccessContext) =>
  (name: FeatureFlagName): boolean =>
    name === 'family_ftth' || name === 'family_ethernet'
      ? ctx.families[name]
      : (ctx.flags as Record<string, boolean>)[name] === true;
/** Whether the area is open for the user's organisation, by the rule the sandbox enforces (src/lib/access-rules.ts). */
const open = (ctx: AccessContext, area: AreaName) => areaOpen(area, flagOf(ctx));
/** Whether the user passes a gate the sandbox declares (src/lib/access-rules.ts), e.g. an export's. */
const passes = (ctx: AccessContext, gate: Gate) => passesGate(gate, ctx.permissions, flagOf(ctx));
/**
 * Whether the user may use the area: open for the organisation and its access granted, by the area's one entry in
 * src/lib/access-rules.ts that the sandbox's routes of the area gate on too.
 */
const uses = (ctx: AccessContext, area: AreaName) => passes(ctx, areaGate(area));
/** Spec 1 §6: a user whose only permission is read:developer is developer-only. */
const isDeveloperOnly = (ctx: AccessContext) => developerOnly(ctx.permissions);

// One rule per area, shared by the menu and the route table so a visible link always opens.
export const rules = {
  support: (c: AccessContext) => uses(c, 'support'), // spec 2 §6: support flag and read:support
  supportFull: (c: AccessContext) => uses(c, 'supportFull'), // spec 2 §2: extra support routes omitted in sky view
  mso: (c: AccessContext) => uses(c, 'mso'), // spec 2 §2: msoIncidentsEnabled and not sky
  contact: (c: AccessContext) => uses(c, 'contact'), // spec 2 §2: enableContact, not sky
  ordering: (c: AccessContext) => uses(c, 'ordering'), // spec 3 §6: flag, read:ordering, not sky
  // Spec 3 §1: a funnel orders one product family; an organisation without it is refused before anything is typed.
  fttpOrdering: (c: AccessContext) => uses(c, 'fttpOrdering'),
  ethernetOrdering: (c: AccessContext) => uses(c, 'ethernetOrdering'),
  voip: (c: AccessContext) => c.flags.enableVoip && !sky(c) && !isDeveloperOnly(c), // spec 1 §2: flag-controlled, hidden in sky
  ispHub: (c: AccessContext) => c.flags.enableIspHub && !sky(c) && !isDeveloperOnly(c), // spec 1 §2: flag-controlled, hidden in sky
  reporting: (c: AccessContext) => uses(c, 'reporting'), // spec 3 §2: reporting flag
  // Spec 2 §6 and spec 1 §2 ('Help & Support with Knowledge (flag only)'): the developer-only user too, and the sky view.
  help: (c: AccessContext) => uses(c, 'help'),
  users: (c: AccessContext) => uses(c, 'users'), // spec 1 §2: users flag
  usersAdmin: (c: AccessContext) => rules.users(c) && c.roles.includes('Admin'), // spec 1 §6: only Admins invite
  accountSettings: (c: AccessContext) => open(c, 'users'), // spec 1 §2: users flag (sky view adds only help routes)
  billing: (c: AccessContext) => uses(c, 'billing'), // spec 1 §2: flag, read:billing, sky off
  developer: (c: AccessContext) => uses(c, 'developer'), // spec 1 §2: flag, read:developer, sky off
  importantInformation: (c: AccessContext) => !sky(c), // spec 1 §2: sky view off
  // Spec 1 §2, §6: no bell for developer-only users or in the sky view (the sandbox's gates, src/lib/access-rules.ts).
  notifications: (c: AccessContext) => uses(c, 'notifications'),
  personalNotifications: (c: AccessContext) => uses(c, 'personalNotifications'),
  liveChat: (c: AccessContext) => uses(c, 'liveChat'), // spec 1 §6: the sky service view starts a live-chat widget
  globalSearch: (c: AccessContext) => c.flags.enableGlobalSearch && !sky(c), // spec 1 §6: sky view hides global search
  // A list's Export is offered only to whom the sandbox's export answers (the gates of src/lib/access-rules.ts).
  export: (c: AccessContext, name: ExportName) => passes(c, exportGates[name]),
} as const;

const link = (key: string, label: string, href: string): MenuEntry => ({ kind: 'link', key, label, href });
const external = (key: string, label: string, href: string): MenuEntry => ({ kind: 'external', key, label, href });
const group = (key: string, label: string, children: (MenuEntry | false)[]): MenuEntry | false => {
  const shown = children.filter((c): c is MenuEntry => c !== false);
  return shown.length > 0 && { kind: 'group', key, label, children: shown };
};

/** The side menu of spec 1 §2, spec 2 §2 and spec 3 §2, for one user. */
export function buildMenu(ctx: AccessContext & { links: ExternalLinks }): MenuEntry[] {
  const c = ctx;
  const entries: (MenuEntry | false)[] = [
    link('dashboard', 'Dashboard', paths.dashboard.getHref()),
    rules.support(c) &&
      group('support', 'Support', [
        rules.supportFull(c) && link('incidents', 'Incidents', paths.incidents.getHref()), // hidden in sky view
        rules.mso(c) && link('mso-incidents', 'MSO Incidents', paths.msoIncidents.getHref()),
        rules.supportFull(c) &&
          link('networks', c.flags.enableMajorIncidentsPage ? 'Service Status' : 'Networks', paths.networks.getHref()), // label per enableMajorIncidentsPage
        link('services', 'Services', paths.services.getHref()),
        rules.supportFull(c) && link('losing-gaining', 'Losing & Gaining', paths.losingAndGaining.getHref()),
        rules.supportFull(c) && link('ceased-cancelled', 'Ceased & Cancelled', paths.ceasedAndCancelled.getHref()),
      ]),
    rules.contact(c) &&
      group('contact', 'Contact', [
        link('request-information', 'Request Information', paths.requestInformation.getHref()),
        link('complaints', 'Complaints', paths.complaints.getHref()),
      ]),
    rules.ordering(c) &&
      group('ordering', 'Ordering', [
        link('orders', 'Orders', paths.orders.getHref(c.families.family_ftth ? 'fttp' : 'ethernet')), // default type from families
        link('products', 'Product Availability', paths.products.getHref()),
      ]),
    rules.voip(c) && external('voip', 'VOIP', c.links.voip),
    rules.ispHub(c) && external('isp-hub', 'ISP Hub', c.links.ispHub),
    rules.reporting(c) &&
      group('reporting', 'Data & Reporting', [link('forecasting', 'Forecasting', paths.forecasting.getHref())]),
    rules.help(c) && group('help', 'Help & Support', [link('knowledge', 'Knowledge', paths.knowledge.getHref())]),
    rules.users(c) &&
      group('user-management', 'User Management', [
        link('users', 'Users', paths.users.getHref()),
        rules.usersAdmin(c) && link('invitations', 'Invitations', paths.invitations.getHref()),
        rules.usersAdmin(c) && link('invite', 'Invite user', paths.invite.getHref()),
      ]),
    rules.billing(c) &&
      group('billing', 'Billing', [
        link('invoices', 'Invoices', paths.invoices.getHref()),
        link('credit-notes', 'Credit Notes', paths.creditNotes.getHref()),
        link('payments', 'Payments', paths.payments.getHref()),
        link('bandwidth-usage', 'Bandwidth Usage', paths.bandwidthUsage.getHref()),
        link('bank-details', 'Bank Details', paths.bankDetails.getHref()),
        link('orders-on-hold', 'Orders on Hold', paths.ordersOnHold.getHref()),
      ]),
    rules.developer(c) &&
      group('developer', 'Developer Tools', [
        link('app-credentials', 'API App Credentials', paths.appCredentials.getHref()),
        external('api-docs', 'API Documentation', c.links.apiDocs),
        external('api-simulation', 'API Testing and Simulation', c.links.apiSimulation),
        { kind: 'action', key: 'api-support-ticket', label: 'API Support Ticket', action: 'apiSupportTicket' },
      ]),
    rules.importantInformation(c) &&
      group('important-information', 'Important Information', [
        link('terms-of-service', 'Terms of Service', paths.termsOfService.getHref()),
        external('privacy-policy', 'Privacy Policy', c.links.privacyPolicy),
      ]),
  ];
  return entries.filter((e): e is MenuEntry => e !== false);
}

type Rule = (c: AccessContext) => boolean;
const always: Rule = () => true;

/** Route prefixes, most specific first; the first match decides. */
const routeRules: [prefix: string, rule: Rule][] = [
  ['/user-management/invite', rules.usersAdmin],
  ['/user-management/invitations', rules.usersAdmin],
  ['/user-management', rules.users],
  ['/account-settings', rules.accountSettings],
  ['/billing', rules.billing],
  ['/developer-tools', rules.developer],
  ['/support/services/wlto_and_switch', rules.supportFull],
  ['/support/services/ceased_and_cancelled', rules.supportFull],
  ['/support/services', rules.support],
  ['/support/mso_incidents', rules.mso],
  ['/support', rules.supportFull],
  ['/networks', rules.supportFull],
  ['/contact', rules.contact],
  ['/ordering/products/fttp', rules.fttpOrdering],
  ['/ordering/products/regrade', rules.fttpOrdering],
  ['/ordering/products/ethernet', rules.ethernetOrdering],
  ['/ordering', rules.ordering],
  ['/order/', rules.ordering],
  ['/ethernet-order/', rules.ordering],
  ['/forecasting', rules.reporting],
  ['/help-and-support', rules.help],
];

const matches = (path: string, prefix: string) =>
  prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);

/** The product family each funnel orders (spec 3 §2), by the funnel's address. */
const familyRoutes: [prefix: string, family: ProductFamily][] = [
  ['/ordering/products/fttp', 'FTTP'],
  ['/ordering/products/regrade', 'FTTP'],
  ['/ordering/products/ethernet', 'Ethernet'],
];
export type ProductFamily = 'FTTP' | 'Ethernet';

/**
 * The product family a funnel orders when the user may order but the organisation may not order that family (Harbour
 * and Ethernet): the route table shows a page that says so instead of the funnel or the generic unauthorised page.
 */
export function refusedFamily(path: string, ctx: AccessContext): ProductFamily | undefined {
  if (!rules.ordering(ctx)) return undefined;
  const found = familyRoutes.find(([prefix]) => matches(path, prefix));
  return found && !canVisit(path, ctx) ? found[1] : undefined;
}

/** Whether a main-layout route may be visited; the route table shows the unauthorised page otherwise. */
export function canVisit(path: string, ctx: AccessContext): boolean {
  const found = routeRules.find(([prefix]) => matches(path, prefix));
  return (found?.[1] ?? always)(ctx);
}
