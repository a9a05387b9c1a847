import { useQuery } from '@tanstack/react-query';
import { Pagination } from 'antd';
import { useId } from 'react';
import { Link } from 'wouter';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { FirstLoad } from '@/components/first-load';
import { useLastPageInPlace, useListAddress } from '@/components/use-list-address';
import { formatDate } from '@/lib/dates';
import { ArticleSearch } from './article-search';
import styles from './knowledge.module.css';
import { articleListAddress, knowledgePaths } from './paths';
import { knowledgeKeys } from './queries';

/**
 * The article list (spec 2 §2): paginated, searchable, filtered by category; its page, search and category live in
 * the address (completed in place by the shared list hook, as every list's), so a list can be shared and reloaded. A
 * page past the end shows the last page.
 */
export function ArticleListScreen() {
  const [address, update] = useListAddress(articleListAddress);
  const categoryId = useId();
  const categories = useQuery(knowledgeKeys.categories());
  const list = useQuery(knowledgeKeys.list(address));
  const answered =
    list.data && !list.isPlaceholderData ? { total: list.data.total, perPage: list.data.per_page } : undefined;
  const pastTheEnd = useLastPageInPlace(address, answered, update);

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
            onChange={(event) => update({ category: event.target.value, page: 1 })}
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
        !pastTheEnd &&
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
                onChange={(page) => update({ page })}
              />
            </nav>
          </>
        ))}
    </section>
  );
}
