import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const organisations = pgTable('organisations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  customerId: integer('customer_id').notNull().unique(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    loginsCount: integer('logins_count').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    /** Tokens issued before this second are refused (deletion, role removal, password reset end open sessions). */
    tokensRevokedAt: timestamp('tokens_revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_org_created_idx').on(t.orgId, t.createdAt),
    // The list's other sorts (migration 0003): a page of 10 by name or e-mail reads 10 index entries, not every row.
    index('users_org_name_idx').on(t.orgId, t.name),
    index('users_org_email_idx').on(t.orgId, t.email),
    // `q=` is ILIKE '%term%' on name and e-mail; trigrams (pg_trgm) let the planner find the matches without a scan.
    index('users_search_trgm_idx').using('gin', t.name.op('gin_trgm_ops'), t.email.op('gin_trgm_ops')),
  ],
);

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
  },
  // The role's holders, for a users list filtered on a role few hold (server/domain/user-list.ts, roleWay).
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId, t.userId)],
);

/** Feature flags per organisation; product families are flags too (family_ftth, family_ethernet, family_ftthl2b). */
export const featureFlags = pgTable(
  'feature_flags',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.name] })],
);

/** E-mail subscriptions that /unsubscribe/{id} ends; the id is the unguessable token carried in the e-mail link. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    createdAt: createdAt(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('subscriptions_org_idx').on(t.orgId)],
);

/** oidc-provider's models (sessions, grants, codes, refresh tokens, interactions) kept across restarts. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    // Revoking a user's sessions, grants and refresh tokens at once (server/identity/revocation.ts).
    index('oidc_payloads_account_idx').on(sql`(${t.payload}->>'accountId')`),
  ],
);

/** The identity provider's signing keys (private JWKs) and cookie secrets, so a restart signs nobody out. */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Failed sign-ins per account (a hash of the email as typed, known or not) and per client address: the count since
 * the last quiet spell and the time before which the next attempt is refused (server/identity/sign-in-throttle.ts).
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
});
