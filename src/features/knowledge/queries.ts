import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { downloadAttachment, getArticle, listArticles, listCategories } from '@/api/knowledge';
import type { ArticleListAddress } from './paths';

/** Reads an image attachment into a data: URL (the portal's CSP allows data: images, and the token stays in headers). */
async function imageDataUrl(sysId: string, type: string, signal: AbortSignal): Promise<string> {
  const { blob } = await downloadAttachment(sysId, signal);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    // Typed by the article's metadata (PNG, JPEG, GIF or WebP only), not by what the answer claims.
    reader.readAsDataURL(new Blob([blob], { type }));
  });
}

/** The knowledge area's one query-key factory: all → categories, lists → list(address), details → detail, images. */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  categories: () =>
    queryOptions({
      queryKey: [...knowledgeKeys.all, 'categories'] as const,
      queryFn: ({ signal }) => listCategories(signal),
    }),
  lists: () => [...knowledgeKeys.all, 'list'] as const,
  list: (address: ArticleListAddress) =>
    queryOptions({
      queryKey: [...knowledgeKeys.lists(), address] as const,
      queryFn: ({ signal }) => listArticles(address, signal),
      placeholderData: keepPreviousData,
    }),
  details: () => [...knowledgeKeys.all, 'detail'] as const,
  detail: (reference: string) =>
    queryOptions({
      queryKey: [...knowledgeKeys.details(), reference] as const,
      queryFn: ({ signal }) => getArticle(reference, signal),
    }),
  image: (sysId: string, type: string) =>
    queryOptions({
      queryKey: [...knowledgeKeys.all, 'image', sysId, type] as const,
      queryFn: ({ signal }) => imageDataUrl(sysId, type, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
