import { index, jsonb, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

// Developer Tools: app credentials (OAuth clients of the sandbox's identity provider, client-credentials grant) and the
// API support tickets developers send. A credential's secret is stored only as an scrypt hash; the provider reads the
// client from this table at every token request (server/identity/developer-clients.ts), so a revoked or rotated-out
// secret is refused at once.

export const developerCredentials = pgTable(
  'developer_credentials',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    /** The OAuth client_id: public, unique across organisations. */
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    /** Permission strings the client's tokens carry (src/contracts/developer.ts credentialScopes). */
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    /** `scrypt$N$r$p$salt$hash` of the current secret (server/domain/passwords.ts). */
    secretHash: text('secret_hash').notNull(),
    secretHint: text('secret_hint').notNull(),
    secretCreatedAt: at('secret_created_at').notNull(),
    /** active or revoked. */
    status: text('status').notNull(),
    createdBy: text('created_by').notNull(),
    createdByUserId: text('created_by_user_id'),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('developer_credentials_client_id_unique').on(t.clientId),
    index('developer_credentials_org_created_idx').on(t.orgId, t.createdAt.desc(), t.id.desc()),
  ],
);
export type DeveloperCredentialRow = typeof developerCredentials.$inferSelect;

/** The numbers of API-000123. */
export const apiTicketNumberSeq = pgSequence('api_ticket_number_seq', { startWith: 1 });

export const apiSupportTickets = pgTable(
  'api_support_tickets',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    reference: text('reference').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    clientId: text('client_id'),
    status: text('status').notNull(),
    createdBy: text('created_by').notNull(),
    createdByUserId: text('created_by_user_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('api_support_tickets_reference_unique').on(t.reference),
    index('api_support_tickets_org_created_idx').on(t.orgId, t.createdAt.desc()),
  ],
);
