import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { downloadAttachment } from '@/api/knowledge';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { DownloadButton } from '@/components/download-button';
import { FirstLoad } from '@/components/first-load';
import type { KnowledgeAttachment } from '@/contracts/knowledge';
import { formatDate } from '@/lib/dates';
import { ArticleBody } from './article-body';
import styles from './knowledge.module.css';
import { knowledgePaths } from './paths';
import { knowledgeKeys } from './queries';

const sizeOf = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function Attachment({ attachment }: { attachment: KnowledgeAttachment }) {
  return (
    <li>
      <span>
        {attachment.reference} <span className={styles.muted}>({sizeOf(attachment.size_bytes)})</span>
      </span>
      <DownloadButton
        size="small"
        download={() => downloadAttachment(attachment.sys_id)}
        fileName={attachment.reference}
        failure={{
          title: 'Download failed',
          description: `${attachment.reference} could not be downloaded. Please try again.`,
        }}
        aria-label={`Download ${attachment.reference}`}
      >
        Download
      </DownloadButton>
    </li>
  );
}

/** A knowledge article (spec 2 §2): its text, attachments (downloads) and related articles. */
export function ArticleScreen({ reference }: { reference: string }) {
  const article = useQuery(knowledgeKeys.detail(reference));
  const data = article.data;
  const trail = [
    { label: 'Help & Support' },
    { label: 'Knowledge', href: knowledgePaths.home },
    { label: 'Articles', href: knowledgePaths.articleList() },
  ];
  return (
    <article aria-labelledby="article-heading" className={styles.page}>
      <Breadcrumbs trail={trail} current={data?.short_description ?? reference} />
      {!data && (
        <>
          <h1 id="article-heading" className={styles.title}>
            {reference}
          </h1>
          <FirstLoad result={article} loading="Loading the article" failed="We could not load this article" lines={6} />
        </>
      )}
      {data && (
        <>
          <h1 id="article-heading" className={styles.title}>
            {data.short_description}
          </h1>
          <dl className={styles.facts}>
            <div>
              <dt>Reference</dt>
              <dd>{data.reference}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>
                <Link href={knowledgePaths.articleList({ category: data.kb_category.sys_id })}>
                  {data.kb_category.label}
                </Link>
              </dd>
            </div>
            <div>
              <dt>Updated</dt>
              <dd>{formatDate(data.updated_at)}</dd>
            </div>
          </dl>
          <ArticleBody article={data} />
          {data.attachments.length > 0 && (
            <section aria-labelledby="attachments-heading">
              <h2 id="attachments-heading" className={styles.sectionTitle}>
                Attachments
              </h2>
              <ul className={styles.attachments}>
                {data.attachments.map((attachment) => (
                  <Attachment key={attachment.sys_id} attachment={attachment} />
                ))}
              </ul>
            </section>
          )}
          {data.related_articles.length > 0 && (
            <section aria-labelledby="related-heading">
              <h2 id="related-heading" className={styles.sectionTitle}>
                Related articles
              </h2>
              <ul className={styles.related}>
                {data.related_articles.map((related) => (
                  <li key={related.reference}>
                    <Link href={knowledgePaths.article(related.reference)}>{related.short_description}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </article>
  );
}
