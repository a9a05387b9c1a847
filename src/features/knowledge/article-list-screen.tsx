import { useQuery } from '@tanstack/react-query';
import { Pagination } from 'antd';
import { useEffect, useId } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { FirstLoad } from '@/components/first-load';
import { formatDate } from '@/lib/dates';
import { ArticleSearch } from './article-search';
import styles from './knowledge.module.css';
import { knowledgePaths, parseArticleListAddress } from './paths';
import { knowledgeKeys } from './queries';

/**
 * The article list (spec 2 §2): paginated, searchable, filtered by category; its page, search and category live in
 * the address (completed in place), so a list can be shared and reloaded. A page past the end shows the last page.
 */
export function ArticleListScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const address = parseArticleListAddress(search);
  const canonical = knowledgePaths.articleList(address);
  const categoryId = useId();
  const categories = useQuery(knowledgeKeys.categories());
  const list = useQuery(knowledgeKeys.list(address));

  useEffect(() => {
    if (`?${search}` !== canonical.slice(canonical.indexOf('?'))) navigate(canonical, { replace: true });
  }, [search, canonical, navigate]);

  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.per_page)) : 1;
  const pastTheEnd = !!list.data && !list.isPlaceholderData && address.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) navigate(knowledgePaths.articleList({ ...address, page: lastPage }), { replace: true });
  }, [pastTheEnd, address, lastPage, navigate]);

  const categoryLabel = categories.data?.find((c) => c.sys_id === address.category)?.label;
  const heading = categoryLabel ?? 'Articles';
  return (
    <section aria-labelledby="articles-heading" aria-busy={list.isFetching} className={styles.page}>
      <Breadcrumbs
        trail={[{ label: 'Help & Support' }, { label: 'Knowledge', href: knowledgePaths.home }]}
        current={heading}
      />
      <h1 id="articles-heading" className={styles.title}>
        {heading}
      </h1>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={categoryId} className={styles.muted}>
            Category
          </label>
          <select
            id={categoryId}
            value={address.category}
            onChange={(event) =>
              navigate(knowledgePaths.articleList({ ...address, category: event.target.value, page: 1 }))
            }
          >
            <option value="">All categories</option>
            {categories.data?.map((c) => (
              <option key={c.sys_id} value={c.sys_id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <ArticleSearch key={address.q} initial={address.q} category={address.category} />
      </div>
      <FirstLoad result={list} loading="Loading articles" failed="We could not load the knowledge articles" />
      {list.data &&
        (list.data.total === 0 ? (
          <p>No articles found</p>
        ) : (
          <>
            <p className={styles.muted} aria-live="polite">
              {address.q ? `${list.data.total} found for “${address.q}”` : `${list.data.total} articles`}
            </p>
            <ul className={styles.articles}>
              {list.data.data.map((article) => (
                <li key={article.reference}>
                  <Link href={knowledgePaths.article(article.reference)} className={styles.articleLink}>
                    {article.short_description}
                  </Link>
                  <div className={styles.muted}>
                    {article.reference} · {article.kb_category.label} · Updated {formatDate(article.updated_at)}
                  </div>
                </li>
              ))}
            </ul>
            <nav aria-label="Pages of articles" className={styles.pagination}>
              <Pagination
                current={address.page}
                pageSize={list.data.per_page}
                total={list.data.total}
                showSizeChanger={false}
                showTotal={(total, [from, to]) => `${from}–${to} of ${total}`}
                onChange={(page) => navigate(knowledgePaths.articleList({ ...address, page }))}
              />
            </nav>
          </>
        ))}
    </section>
  );
}
