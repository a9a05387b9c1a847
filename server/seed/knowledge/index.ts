import type { Db } from '../../db/client';

/** Demo data of the knowledge base (categories, articles, knowledge.hostile), written once: on a new store and on the first start of an older one. */
export async function seedKnowledgeIfMissing(_db: Db): Promise<void> {}
