import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ArticleSummary, ArticlesPage, KnowledgeArticle } from '../../../src/contracts/knowledge';
import type { Db } from '../../db/client';
import { knowledgeArticles, knowledgeAttachments, knowledgeCategories } from '../../db/schema';
import { containsPattern, searchWords } from '../list-statement';
import { searchTotalCache, searchTotalCap, totalFromPage } from '../search-total';
import { articlePageCache } from './article-pages';

export type ArticleSortField = 'updated_at' | 'created_at' | 'short_description' | 'reference';
export const articleSortFields: readonly ArticleSortField[] = [
  'updated_at',
  'created_at',
  'short_description',
  'reference',
];

export interface ArticleQuery {
  page: number;
  limit: number;
  sort: { field: ArticleSortField; order: 'asc' | 'desc' };
  q?: string;
  /** A category's sys_id. */
  category?: string;
}

const sortColumns = {
  updated_at: knowledgeArticles.updatedAt,
  created_at: knowledgeArticles.createdAt,
  short_description: knowledgeArticles.shortDescription,
  reference: knowledgeArticles.reference,
} as const;

/** Attachment bytes are served by sys_id under the knowledge service's base. */
const attachmentPath = (sysId: string) => `/v1/attachments/${sysId}`;

/**
 * `q=`: every word a part of the title or reference (the trigram index) or a word of the body (the full-text index,
 * English stems, so 'appointments' finds 'appointment'). A stop word the full text leaves out ('the', 'and') asks
 * nothing of the body, so it cannot make a search that would match without it find nothing.
 */
function articleSearch(q: string): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = containsPattern(word);
      const query = sql`plainto_tsquery('english'::regconfig, ${word})`;
      return or(
        ilike(knowledgeArticles.shortDescription, pattern),
        ilike(knowledgeArticles.reference, pattern),
        sql`to_tsvector('english'::regconfig, ${knowledgeArticles.searchText}) @@ ${query}`,
        // A word of letters the full text drops is a stop word; punctuation alone still has to be found as typed.
        /^\p{L}+$/u.test(word) ? sql`numnode(${query}) = 0` : undefined,
      );
    }),
  );
}

const summaryColumns = {
  id: knowledgeArticles.id,
  reference: knowledgeArticles.reference,
  shortDescription: knowledgeArticles.shortDescription,
  kbKnowledgeBase: knowledgeArticles.kbKnowledgeBase,
  categorySysId: knowledgeCategories.sysId,
  categoryLabel: knowledgeCategories.label,
  articleType: knowledgeArticles.articleType,
  workflowState: knowledgeArticles.workflowState,
  kbVersion: knowledgeArticles.kbVersion,
  active: knowledgeArticles.active,
  validTo: knowledgeArticles.validTo,
  createdAt: knowledgeArticles.createdAt,
  updatedAt: knowledgeArticles.updatedAt,
};
interface SummaryRow {
  id: number;
  reference: string;
  shortDescription: string;
  kbKnowledgeBase: string;
  categorySysId: string;
  categoryLabel: string;
  articleType: string;
  workflowState: string;
  kbVersion: string;
  active: boolean;
  validTo: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const toSummary = (r: SummaryRow): ArticleSummary => ({
  id: r.id,
  reference: r.reference,
  short_description: r.shortDescription,
  kb_knowledge_base: r.kbKnowledgeBase,
  kb_category: { sys_id: r.categorySysId, label: r.categoryLabel },
  article_type: r.articleType,
  workflow_state: r.workflowState,
  kb_version: r.kbVersion,
  active: r.active,
  valid_to: r.validTo,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The active articles a list or search reads: the category's, and every word of `q` found (articleSearch). */
export function articleConditions(query: Pick<ArticleQuery, 'q' | 'category'>): SQL | undefined {
  const conditions: SQL[] = [eq(knowledgeArticles.active, true)];
  if (query.category) conditions.push(eq(knowledgeCategories.sysId, query.category));
  const search = query.q ? articleSearch(query.q) : undefined;
  if (search) conditions.push(search);
  return and(...conditions);
}

/**
 * One page of the active articles, searched and filtered by category (spec 2 §7: GET /v1/articles, paginated). The
 * articles are the same for every organisation, so a page is kept a few seconds for whoever asks the same query next
 * (./article-pages.ts).
 */
export function listArticles(db: Db, query: ArticleQuery): Promise<ArticlesPage> {
  const key = JSON.stringify([
    query.q ?? '',
    query.category ?? '',
    query.page,
    query.limit,
    query.sort.field,
    query.sort.order,
  ]);
  return articlePageCache(db).page(key, () => readArticles(db, query));
}

async function readArticles(db: Db, query: ArticleQuery): Promise<ArticlesPage> {
  const where = articleConditions(query);
  const column = sortColumns[query.sort.field];
  const direction = query.sort.order === 'desc' ? desc : asc;
  const offset = (query.page - 1) * query.limit;
  const rows = await db
    .select(summaryColumns)
    .from(knowledgeArticles)
    .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeArticles.categoryId))
    .where(where)
    .orderBy(direction(column), direction(knowledgeArticles.id))
    .limit(query.limit)
    .offset(offset);
  // A page that is not full is its own total (a search for a reference); a search's full page counts its matches up to
  // the cap, kept 5 s per term (the global search asks 999 at a time, and a word can match a quarter of the base).
  const counted = () =>
    db
      .select({ n: count() })
      .from(
        db
          .select({ one: sql`1` })
          .from(knowledgeArticles)
          .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeArticles.categoryId))
          .where(where)
          .limit(query.q ? searchTotalCap : Number.MAX_SAFE_INTEGER)
          .as('matches'),
      )
      .then((r) => Number(r[0]?.n ?? 0));
  const total =
    totalFromPage({ offset, limit: query.limit, rows: rows.length }) ??
    (query.q
      ? await searchTotalCache(db).total(
          `knowledge:${JSON.stringify([query.category ?? '', query.q])}`,
          offset + rows.length,
          counted,
        )
      : await counted());
  const from = rows.length > 0 ? (query.page - 1) * query.limit + 1 : null;
  return {
    current_page: query.page,
    from,
    to: from === null ? null : from + rows.length - 1,
    per_page: query.limit,
    total,
    data: rows.map(toSummary),
  };
}

/** One active article with its body, attachments (metadata) and related articles; undefined when there is none. */
export async function getArticle(db: Db, reference: string): Promise<KnowledgeArticle | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      sysId: knowledgeArticles.sysId,
      text: knowledgeArticles.text,
      related: knowledgeArticles.related,
    })
    .from(knowledgeArticles)
    .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeArticles.categoryId))
    .where(and(eq(knowledgeArticles.reference, reference), eq(knowledgeArticles.active, true)));
  if (!row) return undefined;
  const [attachments, related] = await Promise.all([
    db
      .select({
        sysId: knowledgeAttachments.sysId,
        fileName: knowledgeAttachments.fileName,
        contentType: knowledgeAttachments.contentType,
        size: knowledgeAttachments.size,
        imageWidth: knowledgeAttachments.imageWidth,
        imageHeight: knowledgeAttachments.imageHeight,
      })
      .from(knowledgeAttachments)
      .where(eq(knowledgeAttachments.articleId, row.id))
      .orderBy(asc(knowledgeAttachments.position)),
    row.related.length === 0
      ? []
      : db
          .select({ reference: knowledgeArticles.reference, shortDescription: knowledgeArticles.shortDescription })
          .from(knowledgeArticles)
          .where(and(inArray(knowledgeArticles.reference, row.related), eq(knowledgeArticles.active, true))),
  ]);
  const titleOf = new Map(related.map((r) => [r.reference, r.shortDescription]));
  return {
    ...toSummary(row),
    kb_knowledge: row.sysId,
    text: row.text,
    attachments: attachments.map((a) => ({
      sys_id: a.sysId,
      reference: a.fileName,
      content_type: a.contentType,
      size_bytes: a.size,
      image_width: a.imageWidth,
      image_height: a.imageHeight,
      download_url: attachmentPath(a.sysId),
    })),
    related_articles: row.related.flatMap((reference) => {
      const title = titleOf.get(reference);
      return title === undefined ? [] : [{ reference, short_description: title }];
    }),
  };
}
