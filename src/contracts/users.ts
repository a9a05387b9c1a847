import { z } from 'zod';

export const roleNames = ['Admin', 'Billing', 'Developer', 'Export', 'Ordering', 'Support'] as const;
export const roleName = z.enum(roleNames);
export type RoleName = z.infer<typeof roleName>;

/** Permission strings carried by the access token. The first four come from the spec; the last two guard user admin and exports. */
export const permissionNames = [
  'read:ordering',
  'read:support',
  'read:billing',
  'read:developer',
  'manage:users',
  'export:data',
] as const;
export const permission = z.enum(permissionNames);
export type Permission = z.infer<typeof permission>;

/** Which permissions each role grants; the sandbox puts the union into the access token. */
export const rolePermissions: Record<RoleName, readonly Permission[]> = {
  Admin: ['manage:users'],
  Billing: ['read:billing'],
  Developer: ['read:developer'],
  Export: ['export:data'],
  Ordering: ['read:ordering'],
  Support: ['read:support'],
};

const roleIdPattern = /^rol_[A-Za-z0-9]{16}$/;
export const roleId = z.string().regex(roleIdPattern, 'Role ids must match rol_ plus 16 alphanumerics');
export const role = z.object({ id: roleId, name: roleName });
/** GET /roles: every role a user can hold. */
export const rolesResponse = z.object({ data: z.array(role) });
export type Role = z.infer<typeof role>;

/** Claims of the portal's access token (and ID token): the logged-in user of spec 1 §3. */
export const accessTokenClaims = z.object({
  sub: z.string(),
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  org_id: z.string(),
  org_name: z.string(),
  customer_id: z.number().int(),
  roles: z.array(roleName),
  permissions: z.array(permission),
  terms_accepted: z.boolean().default(false),
  /** When the token was issued (seconds); the sandbox refuses tokens issued before the user's last revocation. */
  iat: z.number().int().optional(),
  /** The provider's grant (one signed-in browser) the token belongs to: 'Sign out everywhere else' keeps only this one. */
  grant_id: z.string().optional(),
  /** Set on a developer credential's token (client-credentials grant): the machine client, not a person, is calling. */
  credential_id: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;

export const user = z.object({
  user_id: z.string(),
  email: z.email(),
  name: z.string().min(1, 'Please add a name to proceed'),
  roles: z.array(role),
  created_at: z.string(),
  created_by: z.string().nullable(),
  logins_count: z.number().int().default(0),
  last_login: z.string().optional(),
  terms_accepted: z.boolean().default(false),
});
export type User = z.infer<typeof user>;

export const userResponse = z.object({ data: user });

export const termsAcceptedBody = z.object({
  name: z.string().trim().min(1, 'Please add a name to proceed').max(200),
  terms_accepted: z.literal(true),
});
