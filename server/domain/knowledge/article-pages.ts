import type { ArticlesPage } from '../../../src/contracts/knowledge';
import type { Db } from '../../db/client';

/**
 * Knowledge articles are the provider's, the same for every organisation (no tenant column, no per-user field on a page),
 * so one organisation's search page is exactly another's: the global search asks the same `q=…&limit=999` for everyone
 * who types a common word, and a word found in a quarter of 100,000 articles costs tens of milliseconds of database and
 * sandbox time per ask. A page is kept for a short time (the portal keeps its own search results 60 s, spec 1 §9),
 * keyed by the whole query; a failed read is not kept. Nothing in the sandbox changes articles while it serves (the seeds
 * write them before), and a seed that does calls {@link forgetArticlePages}.
 */
export interface ArticlePageCache {
  /** The page under `key`, read by `read` unless one younger than the lifetime is kept; concurrent callers share a read. */
  page(key: string, read: () => Promise<ArticlesPage>): Promise<ArticlesPage>;
  forget(): void;
}

/** How long a page is kept. */
const articlePageTtlMs = 10_000;
/** Pages kept at most, and their approximate size in bytes at most; the oldest goes first. */
const articlePageEntries = 200;
const articlePageBytes = 32 * 1024 * 1024;

/** A page's approximate size: its strings' lengths (two bytes a character) plus a fixed cost per row. */
function articlePageSize(page: ArticlesPage): number {
  let size = 256;
  for (const a of page.data) {
    size += 256 + 2 * (a.reference.length + a.short_description.length + a.kb_knowledge_base.length);
    size += 2 * (a.kb_category.sys_id.length + a.kb_category.label.length + a.article_type.length);
    size += 2 * (a.workflow_state.length + a.kb_version.length + a.created_at.length + a.updated_at.length);
  }
  return size;
}

// One cache per store, as the search-total cache (server/domain/search-total.ts).
const caches = new WeakMap<Db, ArticlePageCache>();

export function articlePageCache(
  db: Db,
  options: { ttlMs?: number; maxEntries?: number; maxBytes?: number; now?: () => number } = {},
): ArticlePageCache {
  const existing = caches.get(db);
  if (existing) return existing;
  const {
    ttlMs = articlePageTtlMs,
    maxEntries = articlePageEntries,
    maxBytes = articlePageBytes,
    now = Date.now,
  } = options;
  // Insertion order is age order (an entry read again after its lifetime is read and inserted anew), so the first is the oldest.
  const entries = new Map<string, { at: number; page: Promise<ArticlesPage>; bytes: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const evict = () => {
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) return;
      drop(oldest);
    }
  };
  const cache: ArticlePageCache = {
    page(key, read) {
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlMs) return entry.page;
      drop(key);
      const page = read();
      const kept = { at: now(), page, bytes: 0 };
      entries.set(key, kept);
      evict();
      page.then(
        (answer) => {
          if (entries.get(key) !== kept) return;
          kept.bytes = articlePageSize(answer);
          bytes += kept.bytes;
          // A page larger than the whole budget is answered but not kept.
          evict();
        },
        // A failed read is not kept: the next request reads again.
        () => {
          if (entries.get(key) === kept) drop(key);
        },
      );
      return page;
    },
    forget() {
      entries.clear();
      bytes = 0;
    },
  };
  caches.set(db, cache);
  return cache;
}

/** Drops every kept page of this store: for whatever writes articles (the seeds). */
export function forgetArticlePages(db: Db): void {
  caches.get(db)?.forget();
}
