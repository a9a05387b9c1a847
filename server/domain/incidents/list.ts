import { and, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Incident, QuickStats } from '../../../src/contracts/incidents';
import type { Db } from '../../db/client';
import { businessServiceCategories, incidentStatusCounts, incidents, organisations } from '../../db/schema';
import { countSearchMatches } from '../search-total';
import type { Page } from '../user-list';
import { keysetOrder } from './keyset';
import { toIncident } from './rows';

export const incidentSortFields = ['updated_at', 'created_at', 'raised_date', 'status'] as const;
export type IncidentSortField = (typeof incidentSortFields)[number];

export interface IncidentListQuery {
  page: number;
  limit: number;
  q?: string;
  sort: { field: IncidentSortField; order: 'asc' | 'desc' };
  statuses?: string[];
}

export const sortColumns = {
  updated_at: incidents.updatedAt,
  created_at: incidents.createdAt,
  raised_date: incidents.raisedDate,
  status: incidents.status,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The `q=` search: the one predicate a list, its total and its export share. Kept on its own so that the way matches are
 * found (substring today) can change in one place.
 */
export function incidentSearch(q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(incidents.number, pattern),
    ilike(incidents.serviceReference, pattern),
    ilike(incidents.customerReference, pattern),
    ilike(incidents.buyerFaultRef, pattern),
    ilike(incidents.email, pattern),
    ilike(incidents.addressPostcode, pattern),
  );
}

/** Conditions of a list or export; every one starts from org_id so the (org_id, …) indexes serve it. */
export function incidentConditions(orgId: string, query: Pick<IncidentListQuery, 'q' | 'statuses'>): SQL[] {
  const conditions: SQL[] = [eq(incidents.orgId, orgId)];
  const search = query.q ? incidentSearch(query.q) : undefined;
  if (search) conditions.push(search);
  if (query.statuses?.length) conditions.push(inArray(incidents.status, query.statuses));
  return conditions;
}

export const incidentOrder = (sort: IncidentListQuery['sort']): SQL[] =>
  keysetOrder(sortColumns[sort.field], incidents.id, sort.order);

export async function customerIdOf(db: Db, orgId: string): Promise<number> {
  const [org] = await db
    .select({ customerId: organisations.customerId })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return org?.customerId ?? 0;
}

/**
 * How many of the organisation's incidents have one of the statuses (all when none given), read from the counters the
 * incidents table's triggers keep (migration 0002): a few rows, where count(*) would read every incident.
 */
export async function countedIncidents(db: Db, orgId: string, statuses?: readonly string[]): Promise<number> {
  const conditions = [eq(incidentStatusCounts.orgId, orgId)];
  if (statuses?.length) conditions.push(inArray(incidentStatusCounts.status, [...statuses]));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${incidentStatusCounts.total}), 0)::int` })
    .from(incidentStatusCounts)
    .where(and(...conditions));
  return row?.total ?? 0;
}

export async function listIncidents(db: Db, orgId: string, query: IncidentListQuery): Promise<Page<Incident>> {
  const where = and(...incidentConditions(orgId, query));
  const offset = (query.page - 1) * query.limit;
  const [rows, total] = await Promise.all([
    db
      .select({ row: incidents, category: businessServiceCategories.name, customerId: organisations.customerId })
      .from(incidents)
      .innerJoin(organisations, eq(organisations.id, incidents.orgId))
      .leftJoin(businessServiceCategories, eq(businessServiceCategories.id, incidents.categoryId))
      .where(where)
      .orderBy(...incidentOrder(query.sort))
      .limit(query.limit)
      .offset(offset),
    // Only a search has to count its matches (through the trigram index, up to the cap); every other total comes from
    // the per-status counters.
    query.q ? countSearchMatches(db, incidents, where) : countedIncidents(db, orgId, query.statuses),
  ]);
  return {
    current_page: query.page,
    from: rows.length > 0 ? offset + 1 : null,
    to: rows.length > 0 ? offset + rows.length : null,
    per_page: query.limit,
    total,
    data: rows.map((r) => toIncident(r.row, r.customerId, r.category)),
  };
}

/** Counts per status of the organisation's incidents, statuses in a fixed order, only those present. */
export async function incidentQuickStats(db: Db, orgId: string): Promise<QuickStats> {
  const rows = await db
    .select({ status: incidentStatusCounts.status, total: incidentStatusCounts.total })
    .from(incidentStatusCounts)
    .where(and(eq(incidentStatusCounts.orgId, orgId), gt(incidentStatusCounts.total, 0)))
    .orderBy(incidentStatusCounts.status);
  return {
    total_records: rows.reduce((sum, r) => sum + r.total, 0),
    status_summary: rows.map((r) => ({ status: r.status, total: r.total })),
  };
}
