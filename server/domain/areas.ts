import type { FeatureFlagName } from '../../src/contracts/flags';

/**
 * A portal area as the sandbox sees it: the feature flags that switch it on for an organisation, and whether the sky
 * service view keeps it. The SPA's src/app/access.ts decides the same for its menu and routes; hiding there is only
 * convenience, this is the control. When an area is closed its routes answer 404, as if they did not exist.
 */
export interface AreaRule {
  flags: readonly FeatureFlagName[];
  inSkyView: boolean;
}

export const areas = {
  // Spec 2 §6: support flag; spec 2 §2: Support › Services stays in the sky view.
  support: { flags: ['enableSupport'], inSkyView: true },
  // Spec 2 §2: incidents, raising them, networks and the other extra support routes are omitted in the sky view.
  supportFull: { flags: ['enableSupport'], inSkyView: false },
  // Spec 2 §2: MSO incidents need msoIncidentsEnabled and are omitted in the sky view.
  mso: { flags: ['enableSupport', 'msoIncidentsEnabled'], inSkyView: false },
  // Spec 3 §6: ordering flag, not in the sky view.
  ordering: { flags: ['enableOrdering'], inSkyView: false },
  // Spec 1 §2: User Management needs the users flag; in the sky view only the help flag still adds routes.
  users: { flags: ['enableUsers'], inSkyView: false },
  // Spec 3 §2: forecasting and migrations need the reporting flag; spec 1 §2: Data & Reporting is hidden in the sky view.
  reporting: { flags: ['enableReporting'], inSkyView: false },
  // Spec 2 §2: Contact needs enableContact and is omitted in the sky view.
  contact: { flags: ['enableContact'], inSkyView: false },
  // Spec 2 §6: the help and knowledge area needs only the help flag (spec 1 §2: the sky view still adds help routes).
  help: { flags: ['enableHelp'], inSkyView: true },
} as const satisfies Record<string, AreaRule>;

export type AreaName = keyof typeof areas;
export const areaNames = Object.keys(areas) as AreaName[];

/** Whether the area is open for an organisation with these flags (a flag it has no value for is off). */
export function areaOpen(area: AreaName, flagOn: (name: FeatureFlagName) => boolean): boolean {
  const rule: AreaRule = areas[area];
  if (!rule.inSkyView && flagOn('enableSkyServiceView')) return false;
  return rule.flags.every(flagOn);
}
