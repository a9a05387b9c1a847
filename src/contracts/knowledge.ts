import { z } from 'zod';
import { paginated } from './pagination';

/**
 * The knowledge service (spec 2 §3 Knowledge article and category, §7 Knowledge service). The knowledge base is the
 * provider's, the same for every organisation. Article `text` is HTML written by the provider's editors: the portal
 * never shows it before `src/lib/sanitise-html.ts` has cleaned it.
 */

/** An article's reference: KB and seven digits (ServiceNow's numbering). */
const articleReference = z.string().regex(/^KB\d{7}$/, 'An article reference is KB and 7 digits');
/** A category's or attachment's sys_id: 32 lower-case hex digits. */
export const sysId = z.string().regex(/^[0-9a-f]{32}$/, 'A sys_id is 32 hexadecimal digits');

export const articleParams = z.object({ reference: articleReference }).strict();
export const attachmentParams = z.object({ sys_id: sysId }).strict();

const knowledgeCategory = z.object({
  id: z.number().int(),
  sys_id: sysId,
  label: z.string(),
  icon: z.string(),
  order: z.number().int(),
  articles_count: z.number().int().min(0),
});
export type KnowledgeCategory = z.infer<typeof knowledgeCategory>;
export const categoriesResponse = z.object({ data: z.array(knowledgeCategory) });

/**
 * An attachment: `reference` is the file name it downloads under; `download_url` is the knowledge service's path of
 * its bytes (relative to the service's base). Image sizes only for images.
 */
const knowledgeAttachment = z.object({
  sys_id: sysId,
  reference: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().min(0),
  image_width: z.number().int().nullable(),
  image_height: z.number().int().nullable(),
  download_url: z.string(),
});
export type KnowledgeAttachment = z.infer<typeof knowledgeAttachment>;

const relatedArticle = z.object({ reference: articleReference, short_description: z.string() });

/** The fields an article carries in the list (no body). */
const articleSummary = z.object({
  id: z.number().int(),
  reference: articleReference,
  short_description: z.string(),
  kb_knowledge_base: z.string(),
  kb_category: z.object({ sys_id: sysId, label: z.string() }),
  article_type: z.string(),
  workflow_state: z.string(),
  kb_version: z.string(),
  active: z.boolean(),
  valid_to: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;
export const articlesPage = paginated(articleSummary);
export type ArticlesPage = z.infer<typeof articlesPage>;

const knowledgeArticle = articleSummary.extend({
  /** kb_knowledge: the article's sys_id. */
  kb_knowledge: sysId,
  text: z.string(),
  attachments: z.array(knowledgeAttachment),
  related_articles: z.array(relatedArticle),
});
export type KnowledgeArticle = z.infer<typeof knowledgeArticle>;
export const articleResponse = z.object({ data: knowledgeArticle });

/** Spec 2 §9: categories limit 30 as the portal asks, 100 when the limit is unset. */
/** articlesMax: the global search asks for up to 999 articles in one call (spec 1 §7, §9); the list pages by 10. */
export const knowledgeLimits = { categories: 30, categoriesUnset: 100, articlesPage: 10, articlesMax: 999 } as const;

/** Content types an attachment is served as; anything else goes out as application/octet-stream. */
export const servableContentTypes = [
  'application/pdf',
  'text/csv',
  'text/plain',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;
/** Images the article page shows inline (as data: URLs); never SVG, which can carry script. */
export const inlineImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
