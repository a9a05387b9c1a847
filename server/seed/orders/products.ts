import type { fttpProducts } from '../../db/schema';

type ProductRow = typeof fttpProducts.$inferInsert;
type LineProfile = { value: string; label: string };

const profiles = (speed: number, ups: number[]): LineProfile[] =>
  ups.map((up) => ({ value: `LP-${speed}-${up}`, label: `${speed} Mbps down / ${up} Mbps up` }));

/**
 * The FTTP product catalogue: the residential codes of spec 3 §9 and business ones. Appointment required is yes, no or
 * maybe as spec 3 §3 allows; install products, line profiles and NNI vary so every branch of the funnel has a product.
 */
export const seedFttpProducts: readonly ProductRow[] = [
  // Residential (spec 3 §9): the vulnerable-customer fields apply to these when showVulnerableFields is on.
  {
    code: 'ftthl2r',
    displayName: 'FTTH Residential 1000',
    appointmentRequired: 'yes',
    installProducts: ['cpe', 'bbu', 'voip', 'telecare'],
    lineProfiles: profiles(1000, [115, 220]),
  },
  {
    code: 'ftthl2rn',
    displayName: 'FTTH Residential 1000 (no CPE)',
    appointmentRequired: 'maybe',
    installProducts: ['bbu', 'voip', 'telecare'],
    lineProfiles: profiles(1000, [115]),
  },
  {
    code: 'fttpl2rlite',
    displayName: 'FTTP Residential Lite 150',
    appointmentRequired: 'maybe',
    installProducts: ['cpe', 'voip'],
    lineProfiles: profiles(150, [30]),
  },
  {
    code: 'fttpl2rnlite',
    displayName: 'FTTP Residential Lite 150 (no CPE)',
    appointmentRequired: 'no',
    installProducts: ['voip'],
    lineProfiles: profiles(150, [30]),
  },
  {
    code: 'fttpl2r-2500l',
    displayName: 'FTTP Residential 2500 Lite',
    appointmentRequired: 'yes',
    installProducts: ['cpe', 'bbu'],
    lineProfiles: profiles(2500, [500, 1000]),
  },
  {
    code: 'fttpl2r-2500n',
    displayName: 'FTTP Residential 2500',
    appointmentRequired: 'yes',
    installProducts: ['cpe', 'bbu', 'telecare'],
    lineProfiles: profiles(2500, [1000]),
  },
  {
    code: 'fttpl2r-2000l',
    displayName: 'FTTP Residential 2000 Lite',
    appointmentRequired: 'maybe',
    installProducts: ['cpe'],
    lineProfiles: profiles(2000, [200]),
  },
  {
    code: 'fttpl2r-2000n',
    displayName: 'FTTP Residential 2000',
    appointmentRequired: 'maybe',
    installProducts: ['cpe', 'voip'],
    lineProfiles: profiles(2000, [200, 500]),
  },
  {
    code: 'fttpl2r-1200l',
    displayName: 'FTTP Residential 1200 Lite',
    appointmentRequired: 'no',
    installProducts: ['cpe', 'telecare'],
    lineProfiles: profiles(1200, [120]),
  },
  {
    code: 'fttpl2r-1200n',
    displayName: 'FTTP Residential 1200',
    appointmentRequired: 'no',
    installProducts: ['cpe', 'voip', 'telecare'],
    lineProfiles: profiles(1200, [120, 240]),
  },
  {
    code: 'fttpl2r-1200al',
    displayName: 'FTTP Residential 1200 Anytime Lite',
    appointmentRequired: 'yes',
    installProducts: ['cpe'],
    lineProfiles: profiles(1200, [120]),
  },
  {
    code: 'fttpl2r-1200an',
    displayName: 'FTTP Residential 1200 Anytime',
    appointmentRequired: 'yes',
    installProducts: ['cpe', 'bbu', 'voip'],
    lineProfiles: profiles(1200, [240]),
  },
  // Business.
  {
    code: 'fttpl2b-1000',
    displayName: 'FTTP Business 1000',
    appointmentRequired: 'yes',
    installProducts: ['cpe', 'bbu', 'voip'],
    lineProfiles: profiles(1000, [1000, 500]),
    nni: {
      identifier: 'NNI-LDN-01',
      access: 'National',
      opportunityName: 'National handoff London',
      tagging: 'Single and Double Tag',
    },
  },
  {
    code: 'fttpl2b-500',
    displayName: 'FTTP Business 500',
    appointmentRequired: 'yes',
    installProducts: ['cpe', 'bbu'],
    lineProfiles: profiles(500, [500, 100]),
    nni: {
      identifier: 'NNI-MAN-02',
      access: 'Local',
      opportunityName: 'Local handoff Manchester',
      tagging: 'Single Tag',
    },
  },
  {
    code: 'fttpl2b-300',
    displayName: 'FTTP Business 300',
    appointmentRequired: 'maybe',
    installProducts: ['cpe', 'voip'],
    lineProfiles: profiles(300, [50, 300]),
  },
  {
    code: 'fttpl2b-160',
    displayName: 'FTTP Business 160',
    appointmentRequired: 'no',
    installProducts: ['voip'],
    lineProfiles: profiles(160, [30]),
  },
  {
    code: 'ftthl2b-10g',
    displayName: 'FTTH Business 10G (complex)',
    appointmentRequired: 'yes',
    installProducts: ['cpe', 'bbu'],
    lineProfiles: profiles(10000, [10000]),
    nni: {
      identifier: 'NNI-BHM-03',
      access: 'National',
      opportunityName: 'National handoff Birmingham',
      tagging: 'Double Tag',
    },
    isComplex: true,
  },
].map(
  (p, i) => ({ nni: null, isComplex: false, ...p, residential: !p.code.includes('l2b'), sortOrder: i }) as ProductRow,
);

/** Sets of product codes the gazetteer's properties carry. */
export const productSets = {
  /** Appointment always required: the happy path books a slot. */
  business: ['fttpl2b-1000', 'fttpl2b-500', 'ftthl2b-10g'],
  /** Residential codes only (vulnerable fields apply). */
  residential: ['ftthl2r', 'fttpl2r-2500n', 'fttpl2r-2000n', 'fttpl2r-1200an'],
  /** Appointment maybe: RFS_3 with remote activations (or RFS_4) and no CPE takes a requested date. */
  maybe: ['fttpl2b-300', 'ftthl2rn', 'fttpl2r-2000l'],
  /** Appointment never required. */
  none: ['fttpl2b-160', 'fttpl2r-1200n', 'fttpl2rnlite'],
  /** Everything an active (RFS_4) property may be regraded to. */
  regrade: ['fttpl2b-1000', 'fttpl2b-500', 'fttpl2b-300', 'fttpl2b-160'],
  mixed: ['fttpl2b-1000', 'fttpl2b-300', 'fttpl2b-160', 'ftthl2r', 'fttpl2r-1200n'],
} as const;
