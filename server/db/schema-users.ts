import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { organisations, users } from './schema-identity';

// ——— Users service: invitations, password resets, the change history (migration 0016) ———
/**
 * Invitations (spec 1 §3): pending until `expires_at` by the sandbox clock, then expired; one-time (accepted_at set by
 * the acceptance); one open invitation per organisation and address, which a second invite re-sends (new token, new
 * expiry). The token is the secret of the link; admins of the organisation see the link (spec: invitation_url).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    email: text('email').notNull(),
    roleIds: jsonb('role_ids').$type<string[]>().notNull(),
    inviterId: text('inviter_id').notNull(),
    inviterName: text('inviter_name').notNull(),
    token: text('token').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
  },
  (t) => [
    index('invitations_org_created_idx').on(t.orgId, t.createdAt.desc()),
    uniqueIndex('invitations_token_unique').on(t.token),
    uniqueIndex('invitations_open_email_unique')
      .on(t.orgId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null`),
  ],
);

/** One-time password-reset links: the SHA-256 of the token is kept, never the token. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Every change made through the users service: who (actor), when, what (action), the record's state before and after.
 * Kept after the user is deleted (no foreign key), so an Admin still reads a departed colleague's history.
 */
export const userAudit = pgTable(
  'user_audit',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    /** The user changed, or the invitation for invitation events. */
    subjectId: text('subject_id').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: at('at').notNull(),
  },
  (t) => [index('user_audit_subject_idx').on(t.orgId, t.subjectId, t.at.desc())],
);
