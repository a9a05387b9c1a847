import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { KnowledgeCategory } from '../../../src/contracts/knowledge';
import type { Db } from '../../db/client';
import { knowledgeArticles, knowledgeCategories } from '../../db/schema';

export type CategorySortField = 'order' | 'label';
export const categorySortFields: readonly CategorySortField[] = ['order', 'label'];

export interface CategoryQuery {
  sort: { field: CategorySortField; order: 'asc' | 'desc' };
  limit: number;
}

/**
 * The categories that hold at least one active article (spec 2 §7: the portal keeps only articles_count ≥ 1; the
 * sandbox answers only those, so a limit of 30 gives 30 shown categories), with their counts, in the asked order.
 */
export async function listCategories(db: Db, query: CategoryQuery): Promise<KnowledgeCategory[]> {
  const articlesCount = count(knowledgeArticles.id);
  const column = query.sort.field === 'order' ? knowledgeCategories.order : knowledgeCategories.label;
  const rows = await db
    .select({
      id: knowledgeCategories.id,
      sysId: knowledgeCategories.sysId,
      label: knowledgeCategories.label,
      icon: knowledgeCategories.icon,
      order: knowledgeCategories.order,
      articlesCount,
    })
    .from(knowledgeCategories)
    .innerJoin(knowledgeArticles, eq(knowledgeArticles.categoryId, knowledgeCategories.id))
    .where(eq(knowledgeArticles.active, true))
    .groupBy(knowledgeCategories.id)
    .having(sql`${articlesCount} >= 1`)
    .orderBy(query.sort.order === 'desc' ? desc(column) : asc(column), asc(knowledgeCategories.id))
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    sys_id: r.sysId,
    label: r.label,
    icon: r.icon,
    order: r.order,
    articles_count: Number(r.articlesCount),
  }));
}
