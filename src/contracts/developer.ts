import { z } from 'zod';

/**
 * Developer app credentials (spec 1 §2 Developer Tools; spec 1 §3 does not show their fields, so these are the sandbox's
 * design, after Stripe's and Auth0's machine-to-machine apps): each is an OAuth client of the sandbox's identity
 * provider that obtains access tokens with the client-credentials grant, for its organisation only.
 */

/** What a machine client may be granted: the API's read permissions. Users, exports and these credentials stay human. */
export const credentialScopes = ['read:support', 'read:ordering', 'read:billing'] as const;
const credentialScope = z.enum(credentialScopes);
export type CredentialScope = z.infer<typeof credentialScope>;

export const credentialScopeLabels: Record<CredentialScope, string> = {
  'read:support': 'Support: services and incidents',
  'read:ordering': 'Ordering: orders and products',
  'read:billing': 'Billing: invoices and payments',
};

const credentialStatuses = ['active', 'revoked'] as const;
const credentialStatus = z.enum(credentialStatuses);

/** The most active credentials an organisation may hold at once. */
export const maxActiveCredentials = 25;
export const credentialNameMax = 80;

const credentialIdPattern = /^crd_[A-Za-z0-9]{16}$/;
export const credentialIdParams = z.object({
  credentialId: z.string().regex(credentialIdPattern, 'Credential ids are crd_ plus 16 letters or digits'),
});

const appCredential = z.object({
  id: z.string(),
  name: z.string(),
  client_id: z.string(),
  /** The secret's last four characters, so a developer can tell which secret a system holds. */
  secret_hint: z.string(),
  scopes: z.array(credentialScope),
  status: credentialStatus,
  created_at: z.string(),
  created_by: z.string(),
  /** When the current secret was issued (created or last rotated). */
  secret_created_at: z.string(),
  /** When a token was last issued to it; null when never. */
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type AppCredential = z.infer<typeof appCredential>;

export const appCredentialList = z.object({
  data: z.array(appCredential),
  /** The scopes the organisation's switched-on areas allow a new credential. */
  available_scopes: z.array(credentialScope),
  /** Where a client obtains tokens (client_credentials grant, client_secret_basic or client_secret_post). */
  token_endpoint: z.string(),
});
export type AppCredentialList = z.infer<typeof appCredentialList>;

export const appCredentialResponse = z.object({ data: appCredential });

/** Create and rotate answer the secret once; the sandbox keeps only its hash. */
export const appCredentialSecretResponse = z.object({
  data: appCredential,
  client_secret: z.string(),
});
export type AppCredentialSecretResponse = z.infer<typeof appCredentialSecretResponse>;

export const createAppCredentialBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please add a name to proceed')
    .max(credentialNameMax, `Names are at most ${credentialNameMax} characters`),
  scopes: z
    .array(credentialScope)
    .min(1, 'Please choose at least one scope')
    .max(credentialScopes.length)
    .refine((s) => new Set(s).size === s.length, 'Each scope once'),
});
export type CreateAppCredentialBody = z.infer<typeof createAppCredentialBody>;

/** The API Support Ticket (spec 1 §2, §6): a question about the API from a developer. */
export const apiTicketCategories = ['Authentication', 'Rate limits', 'Errors', 'Documentation', 'Other'] as const;
export type ApiTicketCategory = (typeof apiTicketCategories)[number];
export const apiTicketSubjectMax = 120;
export const apiTicketDescriptionMax = 4000;
export const apiTicketMessages = {
  category: 'Please choose what the question is about',
  unknownCredential: 'No active credential of your organisation has this client ID',
} as const;
export const apiSupportTicketBody = z.object({
  category: z.enum(apiTicketCategories, { error: apiTicketMessages.category }),
  subject: z
    .string()
    .trim()
    .min(1, 'Please add a subject to proceed')
    .max(apiTicketSubjectMax, 'Subjects are at most 120 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'Please describe the problem to proceed')
    .max(apiTicketDescriptionMax, 'Descriptions are at most 4000 characters'),
  /** The credential the question is about, if any. */
  client_id: z.string().trim().max(64).optional(),
});
export type ApiSupportTicketBody = z.infer<typeof apiSupportTicketBody>;

const apiSupportTicket = z.object({
  id: z.string(),
  reference: z.string(),
  category: z.enum(apiTicketCategories),
  subject: z.string(),
  status: z.literal('Open'),
  created_at: z.string(),
});
export const apiSupportTicketResponse = z.object({ data: apiSupportTicket });
export type ApiSupportTicket = z.infer<typeof apiSupportTicket>;
