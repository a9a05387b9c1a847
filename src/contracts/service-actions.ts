import { z } from 'zod';

/**
 * The service actions of spec 2 §7 Services (cancel, cease, remote activation, contacts, location, network, line profile,
 * requested date, switch date, install options, case comments): their kinds and answers. The spec shows only the names
 * of these calls; the bodies are designed in src/lib/service-action-rules.ts (rules and messages the sandbox enforces and
 * the dialogs show before sending; README "Service actions").
 */

const confirmActionKinds = ['cancel', 'cease', 'remoteActivation'] as const;
export type ConfirmActionKind = (typeof confirmActionKinds)[number];

const formActionKinds = [
  'contacts',
  'location',
  'network',
  'lineProfile',
  'requestedDate',
  'switchDate',
  'installOptions',
  'caseComment',
] as const;
export type FormActionKind = (typeof formActionKinds)[number];

/**
 * The kinds whose dialog loads first: the choices (GET line-profiles, GET install-options) or what the detail does not
 * carry (GET services-contact: the site contact's care needs).
 */
export const formKindsWithOptions: readonly FormActionKind[] = ['contacts', 'lineProfile', 'installOptions'];

/** The install options of a service (the FTTP order's install products, spec 3): each on or off. */
export const installOptionNames = ['cpe_install', 'bbu_install', 'voip_install', 'telecare_install'] as const;
export type InstallOptionName = (typeof installOptionNames)[number];
export const installOptionLabels: Record<InstallOptionName, string> = {
  cpe_install: 'CPE install',
  bbu_install: 'Battery backup unit install',
  voip_install: 'VoIP install',
  telecare_install: 'Telecare install',
};

export type FieldErrors = Record<string, string[]>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────────────

const option = z.object({ value: z.string(), label: z.string() });
export type ActionOption = z.infer<typeof option>;

/** GET /v2/line-profiles/{id}: the profiles the service's product offers and the current one. */
export const lineProfilesResponse = z.object({
  data: z.object({ service_id: z.string(), current: z.string().nullable(), options: z.array(option) }),
});
export type LineProfiles = z.infer<typeof lineProfilesResponse>['data'];

/** GET /v2/service/{id}/install-options: the choices for the service's product and what is chosen now. */
export const installOptionsResponse = z.object({
  data: z.object({
    service_id: z.string(),
    options: z.array(option),
    current: z.object({
      cpe_install: z.boolean(),
      bbu_install: z.boolean(),
      voip_install: z.boolean(),
      telecare_install: z.boolean(),
    }),
  }),
});
export type InstallOptions = z.infer<typeof installOptionsResponse>['data'];

/** GET /v2/services-contact/{id}: the site contact's care needs (spec 2 §5), for the contacts dialog to open with. */
export const contactCareResponse = z.object({
  data: z.object({
    service_id: z.string(),
    vulnerable_customer: z.boolean(),
    vulnerability_support: z.string(),
  }),
});

/** Every action answers the service's new state: what changed, the history row it wrote, the status and flags now. */
export const serviceActionResult = z.object({
  data: z.object({
    service_id: z.string(),
    action: z.string(),
    status: z.string(),
    history_id: z.string(),
    /** True when this answer replays an identical earlier request (a double click) instead of applying it again. */
    replayed: z.boolean(),
  }),
});
export type ServiceActionResult = z.infer<typeof serviceActionResult>['data'];

/** The statuses cancel and cease lead to (src/contracts/services.ts serviceStatuses; the other actions keep it). */
export const serviceActionStatuses = {
  cancel: 'Cancelled',
  cease: 'Cease Pending',
} as const;

/** The history types the actions write (`portal_` types: a user of the portal, shown by name, spec 2 §3). */
export const serviceActionHistoryTypes = {
  cancel: 'portal_cancel',
  cease: 'portal_cease',
  remoteActivation: 'portal_remote_activation',
  contacts: 'portal_contact_update',
  location: 'portal_location_update',
  network: 'portal_network_update',
  lineProfile: 'portal_line_profile_change',
  requestedDate: 'portal_requested_date_change',
  switchDate: 'portal_switch_date_change',
  installOptions: 'portal_install_options',
  caseComment: 'portal_case_comment',
} as const satisfies Record<ConfirmActionKind | FormActionKind, string>;
