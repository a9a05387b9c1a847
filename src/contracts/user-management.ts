import { z } from 'zod';
import { roleId } from './users';

/** Spec 1 §5's messages, shown by the portal's forms and answered by the sandbox alike. */
export const userMessages = {
  name: 'Please add a name to proceed',
  required: 'Required',
  passwordRules:
    'Use at least 8 characters with an upper case letter, a lower case letter, a digit and a special character',
  passwordsDiffer: 'Passwords do not match',
  nameTooShort: 'Please enter at least 3 characters',
  terms: 'Please agree to the terms of service to be able to use the system.',
  email: 'Please enter a valid email address',
  /** The sandbox's answer for a password on its breached list (not checked in the browser: the list is large). */
  breached: 'This password has appeared in a data breach. Please choose another one.',
} as const;

/** Spec 1 §5's password rules one by one, as the forms show them while the user types (and the zod rule below checks). */
export const passwordRules = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { id: 'upper', label: 'An upper case letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lower case letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'A digit', test: (p: string) => /[0-9]/.test(p) },
  { id: 'special', label: 'A special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

/** Spec 1 §5: minimum 8 characters with upper case, lower case, digit and special character. */
export const password = z
  .string()
  .max(128, 'Use at most 128 characters')
  .refine((p) => passwordRules.every((rule) => rule.test(p)), userMessages.passwordRules);

/** The confirmation must match (spec 1 §5: 'Passwords do not match'), the error on the confirmation field. */
const confirmed = <T extends { password: string; confirm_password: string }>(v: T, ctx: z.core.$RefinementCtx) => {
  if (v.password !== v.confirm_password)
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: userMessages.passwordsDiffer });
};

const displayName = z.string().trim().min(1, userMessages.name).max(200);
const roleIds = z.array(roleId, { error: userMessages.required }).min(1, userMessages.required).max(6);

/** PATCH /users/{id}: the user fields one may change (the name). */
export const updateUserBody = z.strictObject({ name: displayName });

/** POST and DELETE /users/{id}/roles. */
export const userRolesBody = z.strictObject({ roles: roleIds });

/** POST /organizations/invite (spec 1 §3: email, roles, at least one, optional connection_id). */
export const inviteBody = z.strictObject({
  email: z
    .string({ error: userMessages.required })
    .trim()
    .min(1, userMessages.required)
    .max(320)
    .pipe(z.email(userMessages.email)),
  roles: roleIds,
  connection_id: z.string().max(64).optional(),
});

/** Spec 1 §3 Invitation. */
export const invitation = z.object({
  invitation_id: z.string(),
  roles: z.array(z.object({ id: roleId, name: z.string() })),
  inviter: z.object({ name: z.string() }),
  invitee: z.object({ email: z.string() }),
  status: z.enum(['pending', 'expired']),
  created_at: z.string(),
  expires_at: z.string(),
  invitation_url: z.string(),
});
export type Invitation = z.infer<typeof invitation>;
export const invitationsResponse = z.object({ data: z.array(invitation) });
/** POST /organizations/invite: the new invitation, or the open one sent again. */
export const invitationResponse = z.object({ data: invitation });

/** What the /authorize page shows before the form: the invitation the link names. */
export const invitationLookup = z.object({
  email: z.string(),
  organization: z.string(),
  organization_name: z.string(),
  roles: z.array(z.string()),
  expires_at: z.string(),
});
/** GET /authorize/{invitation}: what the acceptance page shows. */
export const invitationLookupResponse = z.object({ data: invitationLookup });

/** POST /authorize (users service): the invitee's name (min 3), password twice and the terms (spec 1 §5). */
export const acceptInvitationBody = z
  .strictObject({
    invitation: z.string().min(1).max(128),
    name: z.string().trim().min(3, userMessages.nameTooShort).max(200),
    password,
    confirm_password: z.string().max(128),
    terms_accepted: z.literal(true, { error: userMessages.terms }),
  })
  .superRefine(confirmed);
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

/** POST /users/password-reset: whose password to reset (oneself, or a colleague by an Admin). */
export const passwordResetBody = z.strictObject({ user_id: z.string().min(1).max(64) });
/** POST /users/password-reset (202): when the mailed link stops working. */
export const passwordResetResponse = z.object({ data: z.object({ expires_at: z.string() }) });

/** POST /users/password-reset/complete: the one-time token of the mailed link and the new password twice. */
export const completePasswordResetBody = z
  .strictObject({ token: z.string().min(1).max(128), password, confirm_password: z.string().max(128) })
  .superRefine(confirmed);

/** POST /users/{id}/authentication-methods: a password change, proved by the current password. */
export const authenticationMethodBody = z
  .strictObject({
    type: z.literal('password'),
    current_password: z.string().min(1, userMessages.required).max(128),
    password,
    confirm_password: z.string().max(128),
  })
  .superRefine(confirmed);

/** GET /users/{id}/history: one recorded change. */
const userHistoryEntry = z.object({
  id: z.string(),
  action: z.string(),
  actor: z.object({ user_id: z.string().nullable(), name: z.string().nullable() }),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const userHistoryResponse = z.object({ data: z.array(userHistoryEntry) });
export type UserHistoryEntry = z.infer<typeof userHistoryEntry>;
