import { z } from 'zod';

/** Every feature flag the specification names, as the feature-flag service spells them. */
export const featureFlagNames = [
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
  'enableDiagnosticCheck',
  'enableTelecareAndVulnerability',
  'msoIncidentsEnabled',
  'enableMajorIncidentsPage',
  'enableComponentLibrary',
  'ethernetOverFFN',
  'enniSelectionEnabled',
  'rfs3RemoteActivations',
  'installEnhancements',
  'wltoGplAndHouseMoves',
  'oneTouchSwitch',
  'showVulnerableFields',
  'family_ftth',
  'family_ethernet',
] as const;

const featureFlagName = z.enum(featureFlagNames);
export type FeatureFlagName = z.infer<typeof featureFlagName>;
export type FeatureFlags = Record<FeatureFlagName, boolean>;

/** GET /feature-flag/{flagName}/{0 or 1}: the second segment is the default when the flag is unknown. */
export const featureFlagParams = z.object({
  flagName: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_]+$/),
  fallback: z.enum(['0', '1']),
});

export const featureFlagResponse = z.object({ data: z.object({ name: z.string(), enabled: z.boolean() }) });
export type FeatureFlagResponse = z.infer<typeof featureFlagResponse>;

/**
 * GET /feature-flags: every flag the specification names for the caller's organisation, in one answer (a flag the
 * organisation has not stored is off), so the shell makes one request instead of one per flag.
 */
export const featureFlagsResponse = z.object({ data: z.record(featureFlagName, z.boolean()) });
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponse>;

/** Product families available to an organisation (spec 1 §3). */
export const productFamilies = z.object({
  family_ftth: z.boolean(),
  family_ethernet: z.boolean(),
  family_ftthl2b: z.boolean(),
});
export type ProductFamilies = z.infer<typeof productFamilies>;
/** GET /product-families: the families the organisation may order. */
export const productFamiliesResponse = z.object({ data: productFamilies });
