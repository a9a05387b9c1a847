import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type CeasedTotals,
  endedServiceStatuses,
  type LosingGainingStats,
  type ServiceRow as ServiceListRow,
  type ServiceQuickStats,
  type ServiceSortField,
  type ServiceStatus,
  type SwitchDirection,
  serviceStatuses,
} from '../../../src/contracts/services';
import type { Db } from '../../db/client';
import { preparedOnce, preparedPerShape } from '../../db/prepared';
import { organisations } from '../../db/schema';
import { type ServiceRow, serviceCounts, services } from '../../db/schema-services';
import { clockOffsetColumn } from '../incidents/clock';
import { keysetOrder } from '../incidents/keyset';
import {
  containsPattern,
  everyWordIn,
  type ListShape,
  listPlaceholders,
  listStatementOf,
  type Param,
  searchWords,
} from '../list-statement';
import { orderProgressFacts, progressDueOrders } from '../orders/progress';
import { countSearchMatches, searchTotalCache, totalFromPage } from '../search-total';
import type { Page } from '../user-list';
import { ceaseDueColumn, ceaseDueServices } from './cease';

/** Which list: every service, those in an ISP switch (losing & gaining), or the ended ones (ceased, replaced, cancelled). */
export type ServiceListKind = 'all' | 'losing-gaining' | 'ceased';

export interface ServiceListQuery {
  kind: ServiceListKind;
  page: number;
  limit: number;
  q?: string;
  sort: { field: ServiceSortField; order: 'asc' | 'desc' };
  statuses?: ServiceStatus[];
  /** Losing & gaining only: one direction. */
  switchType?: SwitchDirection;
}

const serviceSortColumns = {
  created_at: services.createdAt,
  updated_at: services.updatedAt,
  service_reference: services.serviceReference,
  customer_reference: services.customerReference,
  status: services.status,
  appointment_date: services.appointmentDate,
} as const;

/**
 * `q=`: every word in one of the service or customer reference, the UPRN or the site (street, city, postcode), each
 * served by services_search_trgm_idx (migration 0015).
 */
const searchedColumns = [
  services.serviceReference,
  services.customerReference,
  services.uprn,
  services.siteStreet,
  services.siteCity,
  services.sitePostcode,
];

// The two sub-lists' predicates, written as literals so the planner matches them to the partial indexes of migration
// 0010 (a bound parameter would not prove the index's WHERE).
const inSwitch = sql`(${services.ispSwitchLosing} or ${services.ispSwitchGaining})`;
const ended = sql`${services.status} in ('Ceased', 'Replaced', 'Cancelled')`;

type ConditionsQuery = Pick<ServiceListQuery, 'kind' | 'switchType'>;

/** The conditions over values or placeholders, org_id first so the (org_id, …) indexes serve them. */
function conditionsOf(
  orgId: Param,
  query: ConditionsQuery,
  words: readonly Param[],
  statuses: readonly Param[],
): SQL[] {
  const conditions: SQL[] = [eq(services.orgId, orgId)];
  if (query.kind === 'losing-gaining') conditions.push(inSwitch);
  if (query.kind === 'ceased') conditions.push(ended);
  if (query.switchType === 'losing') conditions.push(eq(services.ispSwitchLosing, true));
  if (query.switchType === 'gaining') conditions.push(eq(services.ispSwitchGaining, true));
  const search = everyWordIn(searchedColumns, words);
  if (search) conditions.push(search);
  if (statuses.length) conditions.push(inArray(services.status, [...statuses]));
  return conditions;
}

/** The conditions of a list, its total and its export, org_id first so the (org_id, …) indexes serve them. */
export function serviceConditions(orgId: string, query: Omit<ServiceListQuery, 'page' | 'limit' | 'sort'>): SQL[] {
  return conditionsOf(orgId, query, searchWords(query.q).map(containsPattern), query.statuses ?? []);
}

const serviceOrder = (sort: ServiceListQuery['sort']): SQL[] =>
  keysetOrder(serviceSortColumns[sort.field], services.id, sort.order);

const isoDay = (value: string | null) => value;

const siteStringOf = (s: Pick<ServiceRow, 'siteStreet' | 'siteCity' | 'sitePostcode'>) =>
  [s.siteStreet, s.siteCity, s.sitePostcode].filter(Boolean).join(', ');

/** The columns a list row is made of: a page reads only these (the detail and the exports read what they need). */
const serviceListColumns = {
  id: services.id,
  customerReference: services.customerReference,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
  lineProfile: services.lineProfile,
  preOrder: services.preOrder,
  productName: services.productName,
  serviceReference: services.serviceReference,
  status: services.status,
  siteStreet: services.siteStreet,
  siteCity: services.siteCity,
  sitePostcode: services.sitePostcode,
  uprn: services.uprn,
  projectReference: services.projectReference,
  appointmentDate: services.appointmentDate,
  contractStart: services.contractStart,
  contractEnd: services.contractEnd,
  switchType: services.switchType,
  newOrderType: services.newOrderType,
  switchDate: services.switchDate,
} as const;
export type ServiceListColumns = Pick<ServiceRow, keyof typeof serviceListColumns>;

export function toServiceListRow(s: ServiceListColumns): ServiceListRow {
  return {
    id: s.id,
    customer_reference: s.customerReference,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    line_profile: s.lineProfile,
    pre_order: s.preOrder,
    product_name: s.productName,
    service_reference: s.serviceReference,
    status: s.status as ServiceStatus,
    site_string: siteStringOf(s),
    uprn: s.uprn,
    project_reference: s.projectReference,
    appointment_date: isoDay(s.appointmentDate),
    contract_start: isoDay(s.contractStart),
    contract_end: isoDay(s.contractEnd),
    switch_type: (s.switchType as SwitchDirection | null) ?? null,
    new_order_type: s.newOrderType,
    switch_date: isoDay(s.switchDate),
  };
}

/** The counters of one kind (migration 0010's triggers), keyed by status. */
async function countsOf(db: Db, orgId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: serviceCounts.kind, key: serviceCounts.key, total: serviceCounts.total })
    .from(serviceCounts)
    .where(eq(serviceCounts.orgId, orgId));
  return new Map(rows.map((r) => [`${r.kind}:${r.key}`, r.total]));
}

const summaryOf = (counts: Map<string, number>, kind: string): ServiceQuickStats => {
  const status_summary = serviceStatuses.map((status) => ({ status, total: counts.get(`${kind}:${status}`) ?? 0 }));
  return { total_records: status_summary.reduce((sum, s) => sum + s.total, 0), status_summary };
};

/** The organisation's counter rows as one JSON column, [kind, key, total] each. */
const countersColumn = (orgId: Param) =>
  sql<
    [string, string, number][]
  >`(select coalesce(json_agg(json_build_array(${serviceCounts.kind}, ${serviceCounts.key}, ${serviceCounts.total})), '[]'::json) from ${serviceCounts} where ${serviceCounts.orgId} = ${orgId})`;

const countsFrom = (counters: [string, string, number][]) =>
  new Map(counters.map(([kind, key, total]) => [`${kind}:${key}`, Number(total)]));

/**
 * The counters as the stats answer them, already current: the same statement asks whether a cease is due on the
 * sandbox clock (server/domain/services/cease.ts); nothing due (nearly always) costs nothing more, something due is
 * applied and the counters read again.
 */
async function currentCountsOf(db: Db, orgId: string): Promise<Map<string, number>> {
  const realNow = Date.now();
  const [facts] = await preparedCounters(db).execute({ orgId, now: new Date(realNow).toISOString() });
  if (!facts) return new Map();
  if (!facts.ceaseDue) return countsFrom(facts.counters);
  await ceaseDueServices(db, orgId, new Date(realNow + facts.offsetMs));
  return countsOf(db, orgId);
}

/** The counters with the cease due check and the clock, prepared once (orgId, now as an ISO string). */
const preparedCounters = preparedOnce('services_counters', (db, name) => {
  const orgId = sql.placeholder('orgId');
  return db
    .select({
      counters: countersColumn(orgId),
      ceaseDue: ceaseDueColumn(db, orgId, sql.placeholder('now')),
      offsetMs: clockOffsetColumn(db),
    })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .prepare(name);
});

/**
 * The counters with both due checks (orders that may complete into services, ceases), prepared once (orgId, now as an
 * ISO string): the list's second statement, beside its page.
 */
const preparedListFacts = preparedOnce('services_list_facts', (db, name) => {
  const orgId = sql.placeholder('orgId');
  const now = sql.placeholder('now');
  return db
    .select({
      ...orderProgressFacts(db, orgId, now),
      ceaseDue: ceaseDueColumn(db, orgId, now),
      counters: countersColumn(orgId),
    })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .prepare(name);
});

/** GET /v2/services/quick-stats: read from the counters, never counted over the organisation. */
export async function serviceQuickStats(db: Db, orgId: string): Promise<ServiceQuickStats> {
  return summaryOf(await currentCountsOf(db, orgId), 'status');
}

/** GET /v2/services/status/lng_stats. A service both losing and gaining (not seeded) counts in each. */
export async function losingGainingStats(db: Db, orgId: string): Promise<LosingGainingStats> {
  const counts = await currentCountsOf(db, orgId);
  const losing = summaryOf(counts, 'losing');
  const gaining = summaryOf(counts, 'gaining');
  return { total_records: losing.total_records + gaining.total_records, losing, gaining };
}

export async function ceasedTotals(db: Db, orgId: string): Promise<CeasedTotals> {
  const counts = await currentCountsOf(db, orgId);
  const [ceased, replaced, cancelled] = endedServiceStatuses.map((s) => counts.get(`status:${s}`) ?? 0) as [
    number,
    number,
    number,
  ];
  return { total_records: ceased + replaced + cancelled, ceased, replaced, cancelled };
}

/** The total of a list without a search, from the counters: losing & gaining by direction, the rest by status. */
function countedTotal(counts: Map<string, number>, query: ServiceListQuery): number {
  const kinds = query.switchType
    ? [query.switchType]
    : query.kind === 'losing-gaining'
      ? ['losing', 'gaining']
      : ['status'];
  // A status named twice counts once.
  const statuses: readonly string[] = query.statuses
    ? [...new Set(query.statuses)]
    : query.kind === 'ceased'
      ? endedServiceStatuses
      : serviceStatuses;
  let total = 0;
  for (const k of kinds) for (const s of statuses) total += counts.get(`${k}:${s}`) ?? 0;
  return total;
}

/**
 * The key a search's counted total is kept under (5 s, server/domain/search-total.ts): the organisation first, then the
 * query and the counters, which every service added or moved to another status changes, so such a write makes a new key.
 */
function searchTotalKey(orgId: string, query: ServiceListQuery, counts: Map<string, number>) {
  const counters = [...counts].map(([key, total]) => `${key}=${total}`).sort();
  return `${orgId}:services:${JSON.stringify([query.kind, query.switchType, query.statuses ?? [], query.q, counters])}`;
}

function readPage(db: Db, query: ServiceListQuery, where: SQL | undefined) {
  return db
    .select(serviceListColumns)
    .from(services)
    .where(where)
    .orderBy(...serviceOrder(query.sort))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

/** The shape of a page's statement: everything about it but its values (orgId, pattern, statuses, paging). */
interface PageShape extends ConditionsQuery, ListShape<ServiceListQuery['sort']> {}

/** A page's statement, prepared once per shape. */
const preparedPage = preparedPerShape(
  (shape: PageShape) =>
    `services_page_${shape.kind}_${shape.switchType ?? 'both'}_${shape.sort.field}_${shape.sort.order}_${shape.statuses}_${shape.search}`,
  (db, shape: PageShape, name) => {
    const { orgId, statuses, words, limit, offset } = listPlaceholders(shape);
    return db
      .select(serviceListColumns)
      .from(services)
      .where(and(...conditionsOf(orgId, shape, words, statuses)))
      .orderBy(...serviceOrder(shape.sort))
      .limit(limit)
      .offset(offset)
      .prepare(name);
  },
);

/** The page of the query through its prepared statement. */
function readPreparedPage(db: Db, orgId: string, query: ServiceListQuery) {
  const { shape, values } = listStatementOf(orgId, query);
  return preparedPage(db, { ...shape, kind: query.kind, switchType: query.switchType }).execute(values);
}

/**
 * The page with its total: a list's from the counters; a search's is its page when that is not full (a reference),
 * else its capped count through the trigram index, kept 5 s so the next page and the same search again read only rows.
 */
async function pageOf(
  db: Db,
  orgId: string,
  query: ServiceListQuery,
  where: SQL | undefined,
  rows: ServiceListColumns[],
  counts: Map<string, number>,
): Promise<Page<ServiceListRow>> {
  const offset = (query.page - 1) * query.limit;
  const total = query.q
    ? (totalFromPage({ offset, limit: query.limit, rows: rows.length }) ??
      (await searchTotalCache(db).total(searchTotalKey(orgId, query, counts), offset + rows.length, () =>
        countSearchMatches(db, services, where),
      )))
    : countedTotal(counts, query);
  return {
    current_page: query.page,
    from: rows.length > 0 ? offset + 1 : null,
    to: rows.length > 0 ? offset + rows.length : null,
    per_page: query.limit,
    total,
    data: rows.map(toServiceListRow),
  };
}

async function listServices(db: Db, orgId: string, query: ServiceListQuery): Promise<Page<ServiceListRow>> {
  const where = and(...serviceConditions(orgId, query));
  const [rows, counts] = await Promise.all([readPage(db, query, where), countsOf(db, orgId)]);
  return pageOf(db, orgId, query, where, rows, counts);
}

/**
 * The list as the route answers it, already current: an order that completed on the sandbox clock is a service
 * (server/domain/services/from-order.ts) and a Cease Pending service whose cease date has come is Ceased
 * (server/domain/services/cease.ts), so the counters' statement also asks whether any order is due to move on and
 * whether any cease is due, beside the page. Nothing due (nearly always): two statements side by side, no round trip
 * before them. Something due: it is applied and the list is read again.
 */
export async function listProgressedServices(
  db: Db,
  orgId: string,
  query: ServiceListQuery,
): Promise<Page<ServiceListRow>> {
  const realNow = Date.now();
  const [rows, [facts]] = await Promise.all([
    readPreparedPage(db, orgId, query),
    preparedListFacts(db).execute({ orgId, now: new Date(realNow).toISOString() }),
  ]);
  if (!facts || facts.due || facts.ceaseDue) {
    const now = facts && new Date(realNow + facts.offsetMs);
    if (now && facts.due) await progressDueOrders(db, orgId, now);
    if (now && facts.ceaseDue) await ceaseDueServices(db, orgId, now);
    return listServices(db, orgId, query);
  }
  const where = and(...serviceConditions(orgId, query));
  return pageOf(db, orgId, query, where, rows, countsFrom(facts.counters));
}

/**
 * A service of the caller's organisation by id or by service reference (the incident and outage pages link by
 * reference), or undefined: another tenant's service is not found.
 */
export async function findServiceRow(db: Db, orgId: string, key: string): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.orgId, orgId), or(eq(services.id, key), eq(services.serviceReference, key))))
    .limit(1);
  return row;
}
