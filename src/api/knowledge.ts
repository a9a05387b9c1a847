import { articleResponse, articlesPage, categoriesResponse, knowledgeLimits } from '@/contracts/knowledge';
import { escapeSearch } from '@/lib/list-address';
import { request, requestFile } from './http';

const segment = encodeURIComponent;

/** GET {knowledge}/v1/categories with sort=-order and limit=30 (spec 2 §7); the portal keeps those with articles. */
export async function listCategories(signal?: AbortSignal) {
  const { data } = await request('knowledge', '/v1/categories', {
    schema: categoriesResponse,
    query: { sort: 'order', order: 'desc', limit: knowledgeLimits.categories },
    signal,
  });
  return data.filter((category) => category.articles_count >= 1);
}

export interface ArticleListQuery {
  page: number;
  q: string;
  /** A category's sys_id, or '' for all. */
  category: string;
}

/** GET {knowledge}/v1/articles (paginated): q as typed, the category as a kb_category filter. */
export function listArticles(query: ArticleListQuery, signal?: AbortSignal) {
  return request('knowledge', '/v1/articles', {
    schema: articlesPage,
    query: {
      page: query.page,
      limit: knowledgeLimits.articlesPage,
      q: query.q ? escapeSearch(query.q) : undefined,
      kb_category: query.category || undefined,
    },
    signal,
  });
}

/** GET {knowledge}/v1/articles/{reference}: the article with its HTML text (sanitise before showing), attachments, related. */
export async function getArticle(reference: string, signal?: AbortSignal) {
  const { data } = await request('knowledge', `/v1/articles/${segment(reference)}`, {
    schema: articleResponse,
    signal,
  });
  return data;
}

/** GET {knowledge}/v1/attachments/{sys_id}: an attachment's bytes with the bearer token (DownloadButton, inline images). */
export function downloadAttachment(sysId: string, signal?: AbortSignal) {
  return requestFile('knowledge', `/v1/attachments/${segment(sysId)}`, { signal });
}
