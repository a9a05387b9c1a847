import { and, eq } from 'drizzle-orm';
import { servableContentTypes } from '../../../src/contracts/knowledge';
import type { Db } from '../../db/client';
import { knowledgeArticles, knowledgeAttachments } from '../../db/schema';

export interface AttachmentFile {
  fileName: string;
  /** The type it is served as: the stored one when it is on the allow-list, else application/octet-stream. */
  contentType: string;
  content: Buffer;
}

/**
 * The type an attachment may be served as. Only the allow-list goes out as stored: an editor's text/html or
 * image/svg+xml (both can carry script) becomes application/octet-stream, which no browser renders.
 */
function servedContentType(stored: string): string {
  const type = stored.split(';')[0]?.trim().toLowerCase() ?? '';
  return (servableContentTypes as readonly string[]).includes(type) ? type : 'application/octet-stream';
}

/** An attachment of an active article, by sys_id; undefined when there is none. */
export async function openAttachment(db: Db, sysId: string): Promise<AttachmentFile | undefined> {
  const [row] = await db
    .select({
      fileName: knowledgeAttachments.fileName,
      contentType: knowledgeAttachments.contentType,
      content: knowledgeAttachments.content,
    })
    .from(knowledgeAttachments)
    .innerJoin(knowledgeArticles, eq(knowledgeArticles.id, knowledgeAttachments.articleId))
    .where(and(eq(knowledgeAttachments.sysId, sysId), eq(knowledgeArticles.active, true)));
  if (!row) return undefined;
  return { fileName: row.fileName, contentType: servedContentType(row.contentType), content: row.content };
}
