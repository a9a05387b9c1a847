/** The knowledge area's addresses (spec 2 §2: /help-and-support/knowledge/..., articles at /articles/{reference}). */
const knowledgeBase = '/help-and-support/knowledge';

export interface ArticleListAddress {
  page: number;
  q: string;
  /** A category's sys_id, '' for every category. */
  category: string;
}

export const knowledgePaths = {
  home: knowledgeBase,
  articles: `${knowledgeBase}/articles`,
  article: (reference: string) => `${knowledgeBase}/articles/${encodeURIComponent(reference)}`,
  /** The article list's address: its page, search and category, so a list can be shared and reloaded. */
  articleList: (address: Partial<ArticleListAddress> = {}) =>
    `${knowledgeBase}/articles?${articleListSearch({ page: 1, q: '', category: '', ...address })}`,
};

/** The list's address form: the page always, the category and the search only when set. */
function articleListSearch({ page, q, category }: ArticleListAddress): string {
  const params = new URLSearchParams({ page: String(page) });
  if (category) params.set('category', category);
  if (q) params.set('q', q);
  return params.toString();
}

/** Reads the list's address; anything missing or malformed takes the default. */
function parseArticleListAddress(search: string): ArticleListAddress {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const category = params.get('category') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: /^[0-9a-f]{32}$/.test(category) ? category : '',
  };
}

/** The article list's address as the shared list hook reads and completes it (`useListAddress`). */
export const articleListAddress = { parse: parseArticleListAddress, toSearch: articleListSearch };

/** Which knowledge screen an address shows. */
export type KnowledgeScreen =
  | { screen: 'home' }
  | { screen: 'articles' }
  | { screen: 'article'; reference: string }
  | { screen: 'unknown' };

export function knowledgeScreenOf(location: string): KnowledgeScreen {
  const rest = location.replace(/\/+$/, '').slice(knowledgeBase.length);
  if (rest === '') return { screen: 'home' };
  if (rest === '/articles') return { screen: 'articles' };
  const reference = /^\/articles\/([^/]+)$/.exec(rest)?.[1];
  if (reference) {
    try {
      return { screen: 'article', reference: decodeURIComponent(reference) };
    } catch {
      return { screen: 'unknown' };
    }
  }
  return { screen: 'unknown' };
}
