import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type ContactKind,
  type ContactOverview,
  type ContactPage,
  type ContactStatus,
  contactKinds,
  contactStatuses,
} from '../../../src/contracts/contact';
import type { Db } from '../../db/client';
import { contactRequests, contactStatusCounts } from '../../db/schema';
import { containsPattern, everyWordIn, searchWords } from '../list-statement';
import { toRecord } from './rows';

export interface ContactListQuery {
  page: number;
  limit: number;
  order: 'asc' | 'desc';
  q?: string;
  statuses?: string[];
  categories?: string[];
}

/** Counts per status of one kind, from the maintained counters (a few rows, whatever the number of requests). */
export async function statusCounts(db: Db, orgId: string, kind: ContactKind) {
  const rows = await db
    .select({ status: contactStatusCounts.status, total: contactStatusCounts.total })
    .from(contactStatusCounts)
    .where(and(eq(contactStatusCounts.orgId, orgId), eq(contactStatusCounts.kind, kind)));
  const byStatus = new Map(rows.map((r) => [r.status, r.total]));
  const status_summary = contactStatuses.map((status) => ({ status, total: byStatus.get(status) ?? 0 }));
  return { total_records: status_summary.reduce((sum, s) => sum + s.total, 0), status_summary };
}

/** One page of a kind, newest first (or oldest with order asc), by the index that matches the filter. */
export async function listRequests(
  db: Db,
  orgId: string,
  kind: ContactKind,
  query: ContactListQuery,
): Promise<ContactPage> {
  const where: SQL[] = [eq(contactRequests.orgId, orgId), eq(contactRequests.kind, kind)];
  if (query.statuses) where.push(inArray(contactRequests.status, query.statuses));
  if (query.categories) where.push(inArray(contactRequests.category, query.categories));
  // Every word in one of the reference, subject or related reference (contact_requests_search_trgm_idx).
  const match = everyWordIn(
    [contactRequests.reference, contactRequests.subject, contactRequests.relatedReference],
    searchWords(query.q).map(containsPattern),
  );
  if (match) where.push(match);
  const filter = and(...where);
  const order =
    query.order === 'desc'
      ? [desc(contactRequests.createdAt), desc(contactRequests.id)]
      : [contactRequests.createdAt, contactRequests.id];
  const offset = (query.page - 1) * query.limit;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(contactRequests)
      .where(filter)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offset),
    countOf(db, orgId, kind, query, filter),
  ]);
  return {
    current_page: query.page,
    per_page: query.limit,
    total,
    from: rows.length > 0 ? offset + 1 : null,
    to: rows.length > 0 ? offset + rows.length : null,
    data: rows.map(toRecord),
  };
}

/** Without a search or category the total is the counters' sum; otherwise counted over the matching index range. */
async function countOf(db: Db, orgId: string, kind: ContactKind, query: ContactListQuery, filter: SQL | undefined) {
  if (!query.q && !query.categories) {
    const counts = await statusCounts(db, orgId, kind);
    if (!query.statuses) return counts.total_records;
    return counts.status_summary.filter((s) => query.statuses?.includes(s.status)).reduce((n, s) => n + s.total, 0);
  }
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contactRequests).where(filter);
  return row?.n ?? 0;
}

/** The overview: per kind its counts per status and its five newest requests. */
export async function contactOverview(db: Db, orgId: string): Promise<ContactOverview> {
  const kinds = await Promise.all(
    contactKinds.map(async (kind) => {
      const [counts, recent] = await Promise.all([
        statusCounts(db, orgId, kind),
        db
          .select()
          .from(contactRequests)
          .where(and(eq(contactRequests.orgId, orgId), eq(contactRequests.kind, kind)))
          .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
          .limit(5),
      ]);
      return {
        kind,
        total: counts.total_records,
        status_summary: counts.status_summary as { status: ContactStatus; total: number }[],
        recent: recent.map(toRecord),
      };
    }),
  );
  return { kinds };
}
