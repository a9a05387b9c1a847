import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { QuickStats } from '../../../src/contracts/incidents';
import type { MsoIncident } from '../../../src/contracts/mso';
import type { Db } from '../../db/client';
import { preparedPerShape } from '../../db/prepared';
import { businessServiceCategories, msoComments, msoIncidents, msoOutages, organisations } from '../../db/schema';
import {
  containsPattern,
  everyWordIn,
  type ListShape,
  listPlaceholders,
  listStatementOf,
  type Param,
  searchWords,
} from '../list-statement';
import { countSearchMatches, searchMatchesStatement, searchTotalCache, totalFromPage } from '../search-total';
import type { Page } from '../user-list';
import { clockOffsetColumn, sandboxNow } from './clock';
import { csvLine } from './csv';
import { keysetAfter, keysetBatches, keysetOrder } from './keyset';
import { customerIdOf } from './list';

export const msoSortFields = ['updated_at', 'raised_date', 'status'] as const;
export interface MsoListQuery {
  page: number;
  limit: number;
  q?: string;
  sort: { field: (typeof msoSortFields)[number]; order: 'asc' | 'desc' };
  statuses?: string[];
}
type MsoRow = typeof msoIncidents.$inferSelect;

const minutes = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));
const sortColumns = {
  updated_at: msoIncidents.updatedAt,
  raised_date: msoIncidents.raisedDate,
  status: msoIncidents.status,
};

function toMso(row: MsoRow, customerId: number, categoryName: string | null, now: Date): MsoIncident {
  return {
    id: row.id,
    service_now_incident_number: row.number,
    configuration_item: row.configurationItem,
    customer_reference: null,
    address_name: row.addressName,
    address_street: row.addressStreet,
    address_postcode: row.addressPostcode,
    address_city: row.addressCity,
    raised_date: row.raisedDate.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    priority: row.priority,
    user_id: null,
    incident_fault_category_id: null,
    description: row.description,
    customer_id: customerId,
    status: row.status,
    email: null,
    major_incident: true,
    internal: false,
    promoted_at: row.promotedAt?.toISOString() ?? null,
    business_service_category_id: row.categoryId,
    business_service_category_name: categoryName,
    short_description: row.shortDescription,
    buyer_fault_ref: null,
    fault_start_time: row.raisedDate.toISOString(),
    a_end_location: null,
    triage_responses: null,
    CPE_power: null,
    work_undertaken: null,
    fibre_connected: null,
    patch_lead_bent: null,
    physical_damage: null,
    equipment_rebooted: null,
    contact_type: null,
    resolution_close_code: row.resolvedAt ? 'Solved (Permanently)' : null,
    resolution_sub_category: null,
    resolution_fault_category: null,
    resolution_close_notes: null,
    msa: null,
    incident_severity: row.severity,
    new_triage: false,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: null,
    duration: minutes(row.raisedDate, row.resolvedAt ?? now),
  };
}

/**
 * The MSO list's `q=` search: every word ILIKE '%word%' in one of these columns, which mso_incidents_search_trgm_idx
 * (pg_trgm, migration 0003) serves as one bitmap scan per column for words of 3 or more characters.
 */
const searchedColumns = [
  msoIncidents.number,
  msoIncidents.shortDescription,
  msoIncidents.addressPostcode,
  msoIncidents.addressCity,
];

/** The MSO list's `q=` search as a condition: every word in one of the searched columns. */
export const msoSearch = (q: string): SQL | undefined =>
  everyWordIn(searchedColumns, searchWords(q).map(containsPattern));

/** Only MSO incidents whose details the provider gives are listed or opened (values or placeholders). */
function conditionsOf(orgId: Param, words: readonly Param[], statuses: readonly Param[]): SQL[] {
  const conditions: SQL[] = [eq(msoIncidents.orgId, orgId), eq(msoIncidents.detailsAvailable, true)];
  const search = everyWordIn(searchedColumns, words);
  if (search) conditions.push(search);
  if (statuses.length) conditions.push(inArray(msoIncidents.status, [...statuses]));
  return conditions;
}

/** Only MSO incidents whose details the provider gives are listed or opened. */
function msoConditions(orgId: string, query: Pick<MsoListQuery, 'q' | 'statuses'>): SQL[] {
  return conditionsOf(orgId, searchWords(query.q).map(containsPattern), query.statuses ?? []);
}

const order = (sort: MsoListQuery['sort']) => keysetOrder(sortColumns[sort.field], msoIncidents.id, sort.order);
const fieldKey = { updated_at: 'updatedAt', raised_date: 'raisedDate', status: 'status' } as const;

async function listMso(db: Db, orgId: string, query: MsoListQuery, now: Date): Promise<Page<MsoIncident>> {
  const where = and(...msoConditions(orgId, query));
  const [rows, totals, customerId] = await Promise.all([
    msoPageStatement(db, where, { sort: query.sort, limit: query.limit, offset: (query.page - 1) * query.limit }, {}),
    query.q
      ? searchMatchesStatement(db, msoIncidents, where)
      : db.select({ total: count() }).from(msoIncidents).where(where),
    customerIdOf(db, orgId),
  ]);
  return pageOfMso(query, rows, totals[0]?.total ?? 0, customerId, now);
}

function msoPageStatement<Extra extends Record<string, SQL | SQL.Aliased>>(
  db: Db,
  where: SQL | undefined,
  page: { sort: MsoListQuery['sort']; limit: number | Placeholder; offset: number | Placeholder },
  extra: Extra,
) {
  return db
    .select({ row: msoIncidents, category: businessServiceCategories.name, ...extra })
    .from(msoIncidents)
    .leftJoin(businessServiceCategories, eq(businessServiceCategories.id, msoIncidents.categoryId))
    .where(where)
    .orderBy(...order(page.sort))
    .limit(page.limit)
    .offset(page.offset);
}

function pageOfMso(
  query: MsoListQuery,
  rows: { row: MsoRow; category: string | null }[],
  total: number,
  customerId: number,
  now: Date,
): Page<MsoIncident> {
  const offset = (query.page - 1) * query.limit;
  return {
    current_page: query.page,
    from: rows.length ? offset + 1 : null,
    to: rows.length ? offset + rows.length : null,
    per_page: query.limit,
    total,
    data: rows.map((r) => toMso(r.row, customerId, r.category, now)),
  };
}

/** The page's statement with its total, the customer id and the clock's offset as columns, prepared once per shape. */
const preparedMsoPage = preparedPerShape(
  (shape: ListShape<MsoListQuery['sort']>) =>
    `mso_page_${shape.sort.field}_${shape.sort.order}_${shape.statuses}_${shape.search}`,
  (db, shape: ListShape<MsoListQuery['sort']>, name) => {
    const { orgId, statuses, words, limit, offset } = listPlaceholders(shape);
    const where = and(...conditionsOf(orgId, words, statuses));
    return msoPageStatement(
      db,
      where,
      { sort: shape.sort, limit, offset },
      {
        // A search's total is counted apart, up to the cap and kept 5 s (listMsoAtSandboxTime): a word in a third of
        // 100,000 MSO incidents ('cabinet') cost about 100 ms of PostgreSQL per request counted here in full.
        total: shape.search
          ? sql<number>`0`.mapWith(Number)
          : sql<number>`${db.select({ total: count() }).from(msoIncidents).where(where)}`.mapWith(Number),
        customerId:
          sql<number>`coalesce(${db.select({ id: organisations.customerId }).from(organisations).where(eq(organisations.id, orgId))}, 0)`.mapWith(
            Number,
          ),
        clockOffsetMs: clockOffsetColumn(db),
      },
    ).prepare(name);
  },
);

/**
 * The MSO list at the sandbox time, in one round trip: the page's prepared statement carries its total, the
 * organisation's customer id and the clock's offset as columns. An empty page carries nothing, so it is answered the
 * plain way.
 */
export async function listMsoAtSandboxTime(db: Db, orgId: string, query: MsoListQuery): Promise<Page<MsoIncident>> {
  const realNow = Date.now();
  const { shape, values } = listStatementOf(orgId, query);
  const rows = await preparedMsoPage(db, shape).execute(values);
  const first = rows[0];
  if (!first) return listMso(db, orgId, query, await sandboxNow(db));
  const offset = (query.page - 1) * query.limit;
  const total = query.q
    ? (totalFromPage({ offset, limit: query.limit, rows: rows.length }) ??
      (await searchTotalCache(db).total(
        `${orgId}:mso:${JSON.stringify([query.statuses ?? [], query.q])}`,
        offset + rows.length,
        () => countSearchMatches(db, msoIncidents, and(...msoConditions(orgId, query))),
      )))
    : first.total;
  return pageOfMso(query, rows, total, first.customerId, new Date(realNow + first.clockOffsetMs));
}

export async function findMso(db: Db, orgId: string, key: string): Promise<MsoRow | undefined> {
  const [row] = await db
    .select()
    .from(msoIncidents)
    .where(and(...msoConditions(orgId, {}), or(eq(msoIncidents.id, key), eq(msoIncidents.number, key))))
    .limit(1);
  return row;
}

type MsoCommentRow = typeof msoComments.$inferSelect;
const toMsoComment = (c: MsoCommentRow) => ({
  id: c.id,
  created_at: c.createdAt.toISOString(),
  name: c.name,
  text: c.text,
  type: c.type,
});

export async function msoDetail(db: Db, orgId: string, row: MsoRow, now: Date) {
  const [comments, outages, customerId, [category]] = await Promise.all([
    db.select().from(msoComments).where(eq(msoComments.msoIncidentId, row.id)).orderBy(asc(msoComments.createdAt)),
    db.select().from(msoOutages).where(eq(msoOutages.msoIncidentId, row.id)).orderBy(asc(msoOutages.beginsAt)),
    customerIdOf(db, orgId),
    row.categoryId
      ? db.select().from(businessServiceCategories).where(eq(businessServiceCategories.id, row.categoryId))
      : Promise.resolve([]),
  ]);
  return {
    ...toMso(row, customerId, category?.name ?? null, now),
    comments: comments.map(toMsoComment),
    outages: outages.map((o) => ({
      id: o.id,
      service_reference: o.serviceReference,
      begin: o.beginsAt.toISOString(),
      end: o.endsAt?.toISOString() ?? null,
      duration: minutes(o.beginsAt, o.endsAt ?? now),
    })),
  };
}

export async function msoQuickStats(db: Db, orgId: string): Promise<QuickStats> {
  const rows = await db
    .select({ status: msoIncidents.status, total: count() })
    .from(msoIncidents)
    .where(and(...msoConditions(orgId, {})))
    .groupBy(msoIncidents.status)
    .orderBy(msoIncidents.status);
  return { total_records: rows.reduce((s, r) => s + r.total, 0), status_summary: rows };
}

export async function addMsoComment(db: Db, row: MsoRow, name: string, text: string, now: Date) {
  const [comment] = await db
    .insert(msoComments)
    .values({ id: randomUUID(), msoIncidentId: row.id, orgId: row.orgId, name, text, type: 'PORTAL', createdAt: now })
    .returning();
  if (!comment) throw new Error('Comment was not stored');
  return toMsoComment(comment);
}

const msoCsvHeader = [
  'MSO Reference',
  'Short Description',
  'Status',
  'City',
  'Postcode',
  'Raised (UK time)',
  'Resolved (UK time)',
];

/** The filtered MSO list as CSV in the user's sort, paged by key like the incident export (./export.ts). */
export async function* msoCsv(
  db: Db,
  orgId: string,
  query: Pick<MsoListQuery, 'q' | 'statuses' | 'sort'>,
  batchSize = 1000,
): AsyncGenerator<string> {
  yield csvLine(msoCsvHeader);
  const base = msoConditions(orgId, query);
  const { field, order: direction } = query.sort;
  const batches = keysetBatches<MsoRow>(
    (last, limit) =>
      db
        .select()
        .from(msoIncidents)
        .where(
          and(
            ...base,
            ...(last
              ? [
                  keysetAfter(sortColumns[field], msoIncidents.id, direction, {
                    value: last[fieldKey[field]],
                    id: last.id,
                  }),
                ]
              : []),
          ),
        )
        .orderBy(...order(query.sort))
        .limit(limit),
    batchSize,
  );
  for await (const rows of batches) {
    yield rows
      .map((r) =>
        csvLine([r.number, r.shortDescription, r.status, r.addressCity, r.addressPostcode, r.raisedDate, r.resolvedAt]),
      )
      .join('');
  }
}
