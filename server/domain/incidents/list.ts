import { and, eq, gt, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { IncidentListRow, QuickStats } from '../../../src/contracts/incidents';
import type { Db } from '../../db/client';
import { preparedOnce, preparedPerShape } from '../../db/prepared';
import { businessServiceCategories, incidentStatusCounts, incidents, organisations } from '../../db/schema';
import {
  containsPattern,
  everyWordIn,
  type ListShape,
  listPlaceholders,
  listStatementOf,
  type Param,
  searchWords,
} from '../list-statement';
import { countSearchMatches, totalFromPage } from '../search-total';
import type { Page } from '../user-list';
import { keysetOrder } from './keyset';
import { fusedReadIsCurrent, progressFactColumns } from './progress';
import { type IncidentListColumns, incidentListColumns, toIncidentListRow } from './rows';

export const incidentSortFields = ['updated_at', 'created_at', 'raised_date', 'status'] as const;
type IncidentSortField = (typeof incidentSortFields)[number];

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

/**
 * What the `q=` search looks in: the references, the e-mail and the site (name, street, city, postcode), each served by
 * incidents_search_trgm_idx (migration 0015). The one list a list, its total and its export share.
 */
const searchedColumns = [
  incidents.number,
  incidents.serviceReference,
  incidents.customerReference,
  incidents.buyerFaultRef,
  incidents.email,
  incidents.addressName,
  incidents.addressStreet,
  incidents.addressCity,
  incidents.addressPostcode,
];

/** The conditions over values or placeholders; every one starts from org_id so the (org_id, …) indexes serve it. */
function conditionsOf(orgId: Param, words: readonly Param[], statuses: readonly Param[]): SQL[] {
  const conditions: SQL[] = [eq(incidents.orgId, orgId)];
  const search = everyWordIn(searchedColumns, words);
  if (search) conditions.push(search);
  if (statuses.length) conditions.push(inArray(incidents.status, [...statuses]));
  return conditions;
}

/** Conditions of a list or export; every one starts from org_id so the (org_id, …) indexes serve it. */
export function incidentConditions(orgId: string, query: Pick<IncidentListQuery, 'q' | 'statuses'>): SQL[] {
  return conditionsOf(orgId, searchWords(query.q).map(containsPattern), query.statuses ?? []);
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
/** The counters' statement behind {@link countedIncidents}, also embedded as a column of a page's statement. */
function countedStatement(db: Db, orgId: Param, statuses?: readonly Param[]) {
  const conditions = [eq(incidentStatusCounts.orgId, orgId)];
  if (statuses?.length) conditions.push(inArray(incidentStatusCounts.status, [...statuses]));
  return db
    .select({ total: sql<number>`coalesce(sum(${incidentStatusCounts.total}), 0)::int` })
    .from(incidentStatusCounts)
    .where(and(...conditions));
}

/**
 * How many of the organisation's incidents have one of the statuses (all when none given), read from the counters the
 * incidents table's triggers keep (migration 0002): a few rows, where count(*) would read every incident.
 */
export async function countedIncidents(db: Db, orgId: string, statuses?: readonly string[]): Promise<number> {
  const [row] = await countedStatement(db, orgId, statuses);
  return row?.total ?? 0;
}

/** The statement of one page, its rows joined to what an incident shows (category, customer id). */
function incidentPageStatement<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  where: SQL | undefined,
  page: { sort: IncidentListQuery['sort']; limit: number | Placeholder; offset: number | Placeholder },
  extra: Extra,
) {
  return db
    .select({
      row: incidentListColumns,
      category: businessServiceCategories.name,
      customerId: organisations.customerId,
      ...extra,
    })
    .from(incidents)
    .innerJoin(organisations, eq(organisations.id, incidents.orgId))
    .leftJoin(businessServiceCategories, eq(businessServiceCategories.id, incidents.categoryId))
    .where(where)
    .orderBy(...incidentOrder(page.sort))
    .limit(page.limit)
    .offset(page.offset);
}

const offsetOf = (query: IncidentListQuery) => (query.page - 1) * query.limit;

function pageOfIncidents(
  query: IncidentListQuery,
  rows: { row: IncidentListColumns; category: string | null; customerId: number }[],
  total: number,
): Page<IncidentListRow> {
  const offset = offsetOf(query);
  return {
    current_page: query.page,
    from: rows.length > 0 ? offset + 1 : null,
    to: rows.length > 0 ? offset + rows.length : null,
    per_page: query.limit,
    total,
    data: rows.map((r) => toIncidentListRow(r.row, r.customerId, r.category)),
  };
}

async function listIncidents(db: Db, orgId: string, query: IncidentListQuery): Promise<Page<IncidentListRow>> {
  const where = and(...incidentConditions(orgId, query));
  const [rows, total] = await Promise.all([
    incidentPageStatement(db, where, { sort: query.sort, limit: query.limit, offset: offsetOf(query) }, {}),
    // Only a search has to count its matches (through the trigram index, up to the cap); every other total comes from
    // the per-status counters.
    query.q ? countSearchMatches(db, incidents, where) : countedIncidents(db, orgId, query.statuses),
  ]);
  return pageOfIncidents(query, rows, total);
}

/**
 * A route's page statement, prepared once per shape: it carries the clock facts as columns, and without a search its
 * total (the per-status counters) too.
 */
const preparedPage = preparedPerShape(
  (shape: ListShape<IncidentListQuery['sort']>) =>
    `incidents_page_${shape.sort.field}_${shape.sort.order}_${shape.statuses}_${shape.search ? `search${shape.search}` : 'all'}`,
  (db, shape: ListShape<IncidentListQuery['sort']>, name) => {
    const { orgId, statuses, words, limit, offset } = listPlaceholders(shape);
    const where = and(...conditionsOf(orgId, words, statuses));
    const total = shape.search
      ? sql<number>`0`.mapWith(Number)
      : sql<number>`${countedStatement(db, orgId, statuses)}`.mapWith(Number);
    return incidentPageStatement(
      db,
      where,
      { sort: shape.sort, limit, offset },
      {
        total,
        ...progressFactColumns(db, orgId, sql.placeholder('now')),
      },
    ).prepare(name);
  },
);

/**
 * The list as the route answers it: its incidents moved on to the sandbox time first (lazy progression), in one round
 * trip when nothing is due. The page's prepared statement carries the clock facts as columns, and without a search its
 * total (the per-status counters) too; only when a step is due, or the page is empty and so carried nothing, does it
 * progress and read again the plain way. A search's total is known from a short page (a reference matches one incident)
 * or counted through the trigram index, up to the cap, in a second statement.
 */
export async function listProgressedIncidents(
  db: Db,
  orgId: string,
  query: IncidentListQuery,
): Promise<Page<IncidentListRow>> {
  const realNow = new Date();
  const offset = offsetOf(query);
  const { shape, values } = listStatementOf(orgId, query);
  const rows = await preparedPage(db, shape).execute({ ...values, now: realNow.toISOString() });
  if (!(await fusedReadIsCurrent(db, orgId, realNow, rows[0]))) return listIncidents(db, orgId, query);
  if (!query.q) return pageOfIncidents(query, rows, rows[0]?.total ?? 0);
  const known = totalFromPage({ offset, limit: query.limit, rows: rows.length });
  const where = and(...incidentConditions(orgId, query));
  return pageOfIncidents(query, rows, known ?? (await countSearchMatches(db, incidents, where)));
}

/** Counts per status of the organisation's incidents, statuses in a fixed order, only those present. */
async function incidentQuickStats(db: Db, orgId: string): Promise<QuickStats> {
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

/** The quick stats' statement with the clock facts, prepared once (orgId, now as an ISO string). */
const preparedQuickStats = preparedOnce('incident_quick_stats', (db, name) => {
  const orgId = sql.placeholder('orgId');
  return db
    .select({
      status: incidentStatusCounts.status,
      total: incidentStatusCounts.total,
      ...progressFactColumns(db, orgId, sql.placeholder('now')),
    })
    .from(incidentStatusCounts)
    .where(and(eq(incidentStatusCounts.orgId, orgId), gt(incidentStatusCounts.total, 0)))
    .orderBy(incidentStatusCounts.status)
    .prepare(name);
});

/** The quick stats as the route answers them, moved on to the sandbox time first, in one round trip when nothing is due. */
export async function progressedQuickStats(db: Db, orgId: string): Promise<QuickStats> {
  const realNow = new Date();
  const rows = await preparedQuickStats(db).execute({ orgId, now: realNow.toISOString() });
  if (!(await fusedReadIsCurrent(db, orgId, realNow, rows[0]))) return incidentQuickStats(db, orgId);
  return {
    total_records: rows.reduce((sum, r) => sum + r.total, 0),
    status_summary: rows.map((r) => ({ status: r.status, total: r.total })),
  };
}
