import { useQueries } from '@tanstack/react-query';
import { type MouseEvent, useMemo } from 'react';
import { useLocation } from 'wouter';
import { inlineImageTypes, type KnowledgeArticle } from '@/contracts/knowledge';
import { sanitiseHtml } from '@/lib/sanitise-html';
import styles from './knowledge.module.css';
import { knowledgePaths } from './paths';
import { knowledgeKeys } from './queries';

const isInlineImage = (type: string) => (inlineImageTypes as readonly string[]).includes(type);

/**
 * The article's text: the provider's HTML through the one sanitiser, never straight into the page. Its images are
 * the article's own attachments, fetched with the bearer token and shown as data: URLs (PNG, JPEG, GIF, WebP only);
 * links to other articles stay in the portal.
 */
export function ArticleBody({ article }: { article: KnowledgeArticle }) {
  const [, navigate] = useLocation();
  const images = article.attachments.filter((a) => isInlineImage(a.content_type));
  const loaded = useQueries({
    queries: images.map((image) => knowledgeKeys.image(image.sys_id, image.content_type)),
    combine: (results) => results.map((r) => r.data),
  });
  const sources = new Map(images.map((image, i) => [image.sys_id, loaded[i]]));
  const key = images.map((image) => sources.get(image.sys_id) ?? '').join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names every loaded image; the map is rebuilt each render.
  const html = useMemo(
    () =>
      sanitiseHtml(article.text, {
        articleHref: knowledgePaths.article,
        imageSrc: (sysId) => sources.get(sysId),
      }),
    [article.text, key],
  );
  const followArticleLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[data-article]');
    const href = link?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the clicks are the links' own (Enter on a link clicks it); this only keeps article links in the SPA.
    <div
      className={styles.body}
      onClick={followArticleLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by src/lib/sanitise-html.ts just above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
