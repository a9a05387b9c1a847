import { featureFlagNames } from '../../src/contracts/flags';
import type { StoredFlagName } from '../domain/flags';
import { fixedId } from './ids';

export type OrgKey = 'northfibre' | 'skyline' | 'harbour';

export interface SeedOrganisation {
  key: OrgKey;
  id: string;
  name: string;
  customerId: number;
  domain: string;
  flags: Record<StoredFlagName, boolean>;
}

const allFlags = (value: boolean) =>
  Object.fromEntries([...featureFlagNames, 'family_ftthl2b'].map((n) => [n, value])) as Record<StoredFlagName, boolean>;

/**
 * Skyline is the sky-service-view organisation. The sky view hides most menus and, per spec 1 §2, only the help flag
 * still adds routes there, so Skyline keeps on what such an ISP uses behind the reduced menu: help, support (with
 * diagnostics and major incidents), users, and FTTP as its product family. Billing, developer, ordering, reporting,
 * VOIP, ISP hub, contact, notifications and global search are off because the sky view hides them anyway.
 */
const skylineOn: StoredFlagName[] = [
  'enableSkyServiceView',
  'enableHelp',
  'enableSupport',
  'enableUsers',
  'enableDiagnosticCheck',
  'enableMajorIncidentsPage',
  'family_ftth',
];

export const seedOrganisations: readonly SeedOrganisation[] = [
  {
    key: 'northfibre',
    id: fixedId('org_', 'northfibre'),
    name: 'Northfibre Networks Ltd',
    customerId: 1001,
    domain: 'northfibre.example',
    flags: { ...allFlags(true), enableSkyServiceView: false, family_ftthl2b: false },
  },
  {
    key: 'skyline',
    id: fixedId('org_', 'skyline'),
    name: 'Skyline Broadband plc',
    customerId: 1002,
    domain: 'skyline.example',
    flags: { ...allFlags(false), ...Object.fromEntries(skylineOn.map((n) => [n, true])) },
  },
  {
    key: 'harbour',
    id: fixedId('org_', 'harbour'),
    name: 'Harbour Telecom Ltd',
    customerId: 1003,
    domain: 'harbour.example',
    flags: {
      ...allFlags(true),
      enableSkyServiceView: false,
      enableContact: false,
      msoIncidentsEnabled: false,
      family_ethernet: false,
      // Ethernet is metro only, with the products' default ENNI, when Harbour's family_ethernet is switched on.
      ethernetOverFFN: false,
      enniSelectionEnabled: false,
      family_ftthl2b: false,
    },
  },
];

export const orgByKey = (key: OrgKey): SeedOrganisation => {
  const org = seedOrganisations.find((o) => o.key === key);
  if (!org) throw new Error(`No seed organisation ${key}`);
  return org;
};
