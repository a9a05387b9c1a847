/**
 * Who may use what, written once and read by both sides: the sandbox's route gates (server/http) enforce these rules,
 * and the portal's menu, route table and buttons (src/app/access.ts) show only what they would let through.
 */
import type { CredentialScope } from '../contracts/developer';
import type { FeatureFlagName } from '../contracts/flags';
import type { Permission } from '../contracts/users';

/** Who may call: anyone, any signed-in user, the holder of one permission, of any of several, or of all of several. */
export type Access =
  | 'public'
  | 'authenticated'
  | Permission
  | { readonly anyOf: readonly Permission[] }
  | { readonly allOf: readonly Permission[] };

/** Whether a caller holding these permissions is let through by the access (public or not). */
export function grants(permissions: readonly Permission[], access: Access): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  const has = (p: Permission) => permissions.includes(p);
  if (typeof access === 'string') return has(access);
  return 'anyOf' in access ? access.anyOf.some(has) : access.allOf.every(has);
}

/**
 * A portal area: the feature flags that switch it on for an organisation, whether the sky service view keeps it, and
 * the access a caller needs to use it. The portal shows the area to whom it lets through; the sandbox's routes of the
 * area gate on the same access (areaGate), or on a narrower one for what only some callers may do there.
 */
export interface AreaRule {
  flags: readonly FeatureFlagName[];
  inSkyView: boolean;
  access: Exclude<Access, 'public'>;
}

/**
 * Every permission but read:developer: all the organisation's staff, and not the developer-only user (spec 1 §6), who
 * has no bell, no Contact, no User Management and no Data & Reporting.
 */
const staff = {
  anyOf: ['read:ordering', 'read:support', 'read:billing', 'manage:users', 'export:data'],
} as const satisfies Access;

export const areas = {
  // Spec 2 §6: support flag; spec 2 §2: Support › Services stays in the sky view.
  support: { flags: ['enableSupport'], inSkyView: true, access: 'read:support' },
  // Spec 2 §2: incidents, raising them, networks and the other extra support routes are omitted in the sky view.
  supportFull: { flags: ['enableSupport'], inSkyView: false, access: 'read:support' },
  // Spec 2 §2: MSO incidents need msoIncidentsEnabled and are omitted in the sky view.
  mso: { flags: ['enableSupport', 'msoIncidentsEnabled'], inSkyView: false, access: 'read:support' },
  // Spec 3 §6: ordering flag, not in the sky view.
  ordering: { flags: ['enableOrdering'], inSkyView: false, access: 'read:ordering' },
  // Spec 3 §1: the FTTP funnel and the regrade wizard order the FTTP family, which the organisation may not have.
  fttpOrdering: { flags: ['enableOrdering', 'family_ftth'], inSkyView: false, access: 'read:ordering' },
  // Spec 3 §1: the Ethernet funnels order the Ethernet family.
  ethernetOrdering: { flags: ['enableOrdering', 'family_ethernet'], inSkyView: false, access: 'read:ordering' },
  // Spec 1 §2: User Management needs the users flag; in the sky view only the help flag still adds routes. Every member
  // of staff reads the directory ("list of all users"); only Admins (manage:users) change it.
  users: { flags: ['enableUsers'], inSkyView: false, access: staff },
  // Spec 3 §2: forecasting and migrations need the reporting flag; spec 1 §2: Data & Reporting is hidden in the sky view.
  reporting: { flags: ['enableReporting'], inSkyView: false, access: staff },
  // Spec 2 §2: Contact needs enableContact and is omitted in the sky view; spec 2 gives it no permission of its own.
  contact: { flags: ['enableContact'], inSkyView: false, access: staff },
  // Spec 2 §6: the help and knowledge area needs only the help flag (spec 1 §2: the sky view still adds help routes).
  help: { flags: ['enableHelp'], inSkyView: true, access: 'authenticated' },
  // Spec 1 §2: Billing needs the billing flag and read:billing, and is hidden in the sky view.
  billing: { flags: ['enableBilling'], inSkyView: false, access: 'read:billing' },
  // Spec 1 §2, §6: the notifications flag; the sky view and the developer-only user have no bell.
  notifications: { flags: ['enableNotifications'], inSkyView: false, access: staff },
  // Spec 1 §6: 'My Notifications' needs the personal-notifications flag too.
  personalNotifications: {
    flags: ['enableNotifications', 'enablePersonalNotifications'],
    inSkyView: false,
    access: staff,
  },
  // Spec 1 §2: Developer Tools need enableDeveloper and are hidden in the sky view.
  developer: { flags: ['enableDeveloper'], inSkyView: false, access: 'read:developer' },
  // Spec 1 §6: the sky service view starts a live-chat widget; the chat exists only there.
  liveChat: { flags: ['enableSkyServiceView'], inSkyView: true, access: 'authenticated' },
} as const satisfies Record<string, AreaRule>;

export type AreaName = keyof typeof areas;

/** Whether the area is open for an organisation with these flags (a flag it has no value for is off). */
export function areaOpen(area: AreaName, flagOn: (name: FeatureFlagName) => boolean): boolean {
  const rule: AreaRule = areas[area];
  if (!rule.inSkyView && flagOn('enableSkyServiceView')) return false;
  return rule.flags.every(flagOn);
}

/** Spec 1 §6: a user whose only permission is read:developer is developer-only (no notification bell). */
export const isDeveloperOnly = (permissions: readonly Permission[]): boolean =>
  permissions.length === 1 && permissions[0] === 'read:developer';

/** One way through a gate: the area that must be open for the organisation and the access the caller needs in it. */
export interface Gate {
  access: Exclude<Access, 'public'>;
  area: AreaName;
}

/** The gate of an area as its table entry writes it: the area and the access it needs, for the sandbox and the portal. */
export const areaGate = <N extends AreaName>(area: N): { access: (typeof areas)[N]['access']; area: N } => ({
  access: areas[area].access,
  area,
});

/** Whether a caller with these permissions, in an organisation with these flags, passes the gate. */
export const passesGate = (
  gate: Gate,
  permissions: readonly Permission[],
  flagOn: (name: FeatureFlagName) => boolean,
): boolean => areaOpen(gate.area, flagOn) && grants(permissions, gate.access);

/**
 * The network map of a postcode (spec 2 §2 Networks; spec 3 §2: the FTTP and Ethernet funnels show one per postcode):
 * for whoever supports services or orders them, each through their own area.
 */
export const networkMapGates = [
  { access: 'read:support', area: 'supportFull' },
  { access: 'read:ordering', area: 'ordering' },
] as const satisfies readonly Gate[];

/**
 * The list exports (spec 2 §2, spec 3 §2): the Export role's export:data beside the area's own permission, so the
 * Export role alone opens nothing and the Ordering or Support role alone exports nothing. The sandbox's export routes
 * and the lists' Export buttons both read these.
 */
export const exportGates = {
  incidents: { access: { allOf: ['read:support', 'export:data'] }, area: 'supportFull' },
  msoIncidents: { access: { allOf: ['read:support', 'export:data'] }, area: 'mso' },
  services: { access: { allOf: ['read:support', 'export:data'] }, area: 'support' },
  losingGaining: { access: { allOf: ['read:support', 'export:data'] }, area: 'supportFull' },
  ceasedCancelled: { access: { allOf: ['read:support', 'export:data'] }, area: 'supportFull' },
  orders: { access: { allOf: ['read:ordering', 'export:data'] }, area: 'ordering' },
  // Spec 1 §7 GET /export/users: the directory is every member's to read, so the Export role alone exports it.
  users: { access: 'export:data', area: 'users' },
  // The billing lists' CSVs: the statement finance staff already read page by page, so read:billing alone exports
  // them (the Billing role has no Export role beside it); the billing flag and the sky view close them with the area.
  billing: { access: 'read:billing', area: 'billing' },
} as const satisfies Record<string, Gate>;

export type ExportName = keyof typeof exportGates;

/**
 * The area each scope of a developer credential reads: a credential is granted a scope only while its organisation has
 * that area switched on, so a machine client never holds more than its organisation allows.
 */
export const credentialScopeAreas = {
  'read:support': 'support',
  'read:ordering': 'ordering',
  'read:billing': 'billing',
} as const satisfies Record<CredentialScope, AreaName>;
