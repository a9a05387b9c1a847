import { z } from 'zod';
import {
  type ArticlesPage,
  articleParams,
  articleResponse,
  articlesPage,
  attachmentParams,
  categoriesResponse,
  type KnowledgeArticle,
  type KnowledgeCategory,
  knowledgeLimits,
  servableContentTypes,
  sysId,
} from '../../../src/contracts/knowledge';
import { areaGate } from '../../../src/lib/access-rules';
import { decodeListQuery, ListQueryError } from '../../../src/lib/list-query';
import { type ArticleQuery, articleSortFields, getArticle, listArticles } from '../../domain/knowledge/articles';
import { openAttachment } from '../../domain/knowledge/attachments';
import { categorySortFields, listCategories } from '../../domain/knowledge/categories';
import { attachmentDisposition } from '../downloads';
import { notFound } from '../errors';
import { searchText } from '../incidents/list-query';
import { listQueryShape, pageOf, sortOf } from '../list-params';
import { declareRoute, fileBody } from '../route';
import type { ServicePlugin } from '../service-plugin';

/** GET /v1/categories: sort (order or label, default -order) and limit (≤ 100; 100 when unset, spec 2 §9). */
function parseCategoryQuery(raw: Record<string, string | undefined>) {
  const decoded = decodeListQuery(raw);
  if (decoded.filters.length > 0) throw new ListQueryError('filters', 'Categories take no filters');
  return {
    sort: sortOf(decoded, categorySortFields, { field: 'order', order: 'desc' }),
    limit: pageOf(decoded, { defaultLimit: knowledgeLimits.categoriesUnset, maxLimit: 100 }).limit,
  };
}

/** GET /v1/articles: page, limit ≤ 100, q, sort, and one filter kb_category eq <category sys_id>. */
function parseArticleQuery(raw: Record<string, string | undefined>): ArticleQuery {
  const decoded = decodeListQuery(raw);
  const query: ArticleQuery = {
    ...pageOf(decoded, { defaultLimit: knowledgeLimits.articlesPage, maxLimit: knowledgeLimits.articlesMax }),
    sort: sortOf(decoded, articleSortFields, { field: 'updated_at', order: 'desc' }),
  };
  const q = searchText(decoded.params.q);
  if (q) query.q = q;
  for (const filter of decoded.filters) {
    const category = sysId.safeParse(filter.value);
    if (filter.field !== 'kb_category' || filter.operator !== 'eq' || !category.success || query.category) {
      throw new ListQueryError('filters', 'Filter by one kb_category (eq, a category sys_id) only');
    }
    query.category = category.data;
  }
  return query;
}

const categoryQueryShape = z
  .object({ sort: z.string().max(70).optional(), limit: z.string().max(10).optional() })
  .strict();

/**
 * The knowledge service (spec 2 §7). The knowledge base is the provider's and the same for every organisation (no
 * tenant column): the gate is the help flag (area `help`, kept in the sky view), a signed-in caller and the terms.
 */
export const knowledgeRoutes: ServicePlugin = async (app, { db }) => {
  declareRoute(app, {
    method: 'GET',
    url: '/v1/categories',
    response: categoriesResponse,
    ...areaGate('help'),
    summary: 'Knowledge categories that hold articles, with their counts (sort -order, limit 30 as the portal asks)',
    schema: { query: categoryQueryShape },
    handler: async ({ query }): Promise<{ data: KnowledgeCategory[] }> => ({
      data: await listCategories(db, parseCategoryQuery(query)),
    }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v1/articles',
    response: articlesPage,
    ...areaGate('help'),
    summary: 'A page of knowledge articles: q searches titles, references and text; filter kb_category',
    schema: { query: listQueryShape },
    handler: async ({ query }): Promise<ArticlesPage> => listArticles(db, parseArticleQuery(query)),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v1/articles/:reference',
    response: articleResponse,
    ...areaGate('help'),
    summary: 'One knowledge article with its HTML text, attachments and related articles',
    schema: { params: articleParams },
    handler: async ({ params }): Promise<{ data: KnowledgeArticle }> => {
      const article = await getArticle(db, params.reference);
      if (!article) throw notFound('Article not found');
      return { data: article };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v1/attachments/:sys_id',
    response: fileBody(...servableContentTypes),
    ...areaGate('help'),
    summary: "A knowledge article's attachment, always as a download that runs nothing if opened",
    schema: { params: attachmentParams },
    handler: async ({ params, reply }) => {
      const file = await openAttachment(db, params.sys_id);
      if (!file) throw notFound('Attachment not found');
      // A download, typed from an allow-list, never sniffed, and sandboxed should a browser render it anyway.
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.content.length)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store');
      return file.content;
    },
  });
};
