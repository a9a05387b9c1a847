import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The knowledge base (migration 0011): the provider's, shared by every organisation, so no tenant column.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const knowledgeCategories = pgTable(
  'knowledge_categories',
  {
    id: integer('id').primaryKey(),
    sysId: text('sys_id').notNull(),
    label: text('label').notNull(),
    icon: text('icon').notNull(),
    order: integer('order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('knowledge_categories_sys_id_unique').on(t.sysId)],
);

export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: integer('id').primaryKey(),
    sysId: text('sys_id').notNull(),
    reference: text('reference').notNull(),
    categoryId: integer('category_id').notNull(),
    kbKnowledgeBase: text('kb_knowledge_base').notNull(),
    shortDescription: text('short_description').notNull(),
    /** The body as the editors wrote it (HTML); the portal sanitises it before showing it. */
    text: text('text').notNull(),
    /** The body's words without markup, for the full-text index. */
    searchText: text('search_text').notNull(),
    articleType: text('article_type').notNull(),
    workflowState: text('workflow_state').notNull(),
    kbVersion: text('kb_version').notNull(),
    active: boolean('active').notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    /** References of related articles, in the order shown. */
    related: jsonb('related').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // Named as migration 0011 created it, so drizzle-kit's snapshot matches the database.
    foreignKey({
      name: 'knowledge_articles_category_id_fk',
      columns: [t.categoryId],
      foreignColumns: [knowledgeCategories.id],
    }),
    uniqueIndex('knowledge_articles_reference_unique').on(t.reference),
    index('knowledge_articles_category_idx').on(t.categoryId, t.updatedAt, t.id),
    index('knowledge_articles_updated_idx').on(t.updatedAt, t.id),
    index('knowledge_articles_title_trgm_idx').using(
      'gin',
      sql`${t.shortDescription} gin_trgm_ops`,
      sql`${t.reference} gin_trgm_ops`,
    ),
    index('knowledge_articles_text_fts_idx').using('gin', sql`to_tsvector('english'::regconfig, ${t.searchText})`),
  ],
);

export const knowledgeAttachments = pgTable(
  'knowledge_attachments',
  {
    sysId: text('sys_id').primaryKey(),
    articleId: integer('article_id').notNull(),
    fileName: text('file_name').notNull(),
    /** The type the editor gave it; downloads serve it only when it is on the allow-list (src/contracts/knowledge.ts). */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    content: bytea('content').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'knowledge_attachments_article_id_fk',
      columns: [t.articleId],
      foreignColumns: [knowledgeArticles.id],
    }),
    index('knowledge_attachments_article_idx').on(t.articleId, t.position),
  ],
);
