import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { FirstLoad } from '@/components/first-load';
import { ArticleSearch } from './article-search';
import { CategoryIcon } from './category-icon';
import styles from './knowledge.module.css';
import { knowledgePaths } from './paths';
import { knowledgeKeys } from './queries';

const articlesIn = (n: number) => `${n} ${n === 1 ? 'article' : 'articles'}`;

/** The knowledge home (spec 2 §2): a search and the categories that hold articles, highest order first. */
export function KnowledgeHome() {
  const categories = useQuery(knowledgeKeys.categories());
  return (
    <section aria-labelledby="knowledge-heading" className={styles.page}>
      <Breadcrumbs trail={[{ label: 'Help & Support' }]} current="Knowledge" />
      <h1 id="knowledge-heading" className={styles.title}>
        Knowledge
      </h1>
      <ArticleSearch initial="" category="" />
      <h2 className={styles.sectionTitle}>Categories</h2>
      <FirstLoad result={categories} loading="Loading categories" failed="We could not load the knowledge categories" />
      {categories.data && (
        <>
          {categories.data.length === 0 ? (
            <p>No categories found</p>
          ) : (
            <ul className={styles.categories}>
              {categories.data.map((category) => (
                <li key={category.sys_id}>
                  <Link
                    href={knowledgePaths.articleList({ category: category.sys_id })}
                    className={styles.categoryLink}
                  >
                    <span className={styles.categoryIcon}>
                      <CategoryIcon name={category.icon} />
                    </span>
                    <span>
                      <span className={styles.categoryLabel}>{category.label}</span>{' '}
                      <span className={styles.muted}>{articlesIn(category.articles_count)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link href={knowledgePaths.articleList()}>All articles</Link>
          </p>
        </>
      )}
    </section>
  );
}
