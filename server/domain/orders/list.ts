import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type {
  OrderCounts,
  OrderFilterStatus,
  OrderListMeta,
  OrderRow,
  OrderStatus,
  OrderType,
} from '../../../src/contracts/orders';
import type { Db } from '../../db/client';
import { preparedPerShape } from '../../db/prepared';
import { orderStatusCounts, orders, organisations } from '../../db/schema';
import { containsPattern, listStatementOf, type Param, placeholderList, searchWords } from '../list-statement';
import { countSearchMatches, searchTotalCache, totalFromPage } from '../search-total';
import { orderProgressFacts, progressDueOrders } from './progress';
import { countsOf, orderCountsFrom } from './stats';

export const orderSortFields = ['created_at', 'updated_at', 'status', 'buyer_order_reference'] as const;
type OrderSortField = (typeof orderSortFields)[number];

/** The list's filter values (spec 3 §4) and the stored statuses they select. */
export const statusOfFilter: Record<OrderFilterStatus, OrderStatus> = {
  acknowledged: 'Acknowledged',
  committed: 'Committed',
  pending: 'Pending',
  completed: 'Completed',
  Placed: 'Placed',
  cancelled: 'Cancelled',
  delayed: 'In Delay',
  rejected: 'Rejected',
};

export interface OrderListQuery {
  type: OrderType;
  page: number;
  limit: number;
  q?: string;
  sort: { field: OrderSortField; order: 'asc' | 'desc' };
  statuses?: OrderStatus[];
}

/** Where the portal opens an order (spec 3 §2): Ethernet orders have their own detail route. */
export const orderDetailPath = (id: string, type: string) =>
  type === 'ethernet' ? `/ethernet-order/${id}` : `/ordering/orders/${id}`;

export type OrderRecord = typeof orders.$inferSelect;

/** The columns a list row shows (not the customer details and the rest the detail and export read). */
const orderRowColumns = {
  id: orders.id,
  orderType: orders.orderType,
  updatedAt: orders.updatedAt,
  buyerReference: orders.buyerReference,
  sellerReference: orders.sellerReference,
  serviceReference: orders.serviceReference,
  productDisplayName: orders.productDisplayName,
  product: orders.product,
  address: orders.address,
  cpeInstall: orders.cpeInstall,
  bbuInstall: orders.bbuInstall,
  voipInstall: orders.voipInstall,
  appointmentRequested: orders.appointmentRequested,
  status: orders.status,
  createdAt: orders.createdAt,
  orderedBy: orders.orderedBy,
  appointmentDate: orders.appointmentDate,
};

const rowColumnNames = Object.keys(orderRowColumns) as (keyof typeof orderRowColumns)[];

export function toOrderRow(r: Pick<OrderRecord, keyof typeof orderRowColumns>): OrderRow {
  return {
    id: r.id,
    order_type: r.orderType === 'ethernet' ? 'ethernet' : 'fttp',
    redirect_url: orderDetailPath(r.id, r.orderType),
    updated_at: r.updatedAt.toISOString(),
    buyer_order_reference: r.buyerReference,
    seller_order_reference: r.sellerReference,
    service_reference: r.serviceReference,
    product: r.productDisplayName || r.product,
    address: r.address,
    cpe_install: r.cpeInstall,
    bbu_install: r.bbuInstall,
    voip_install: r.voipInstall,
    appointment_requested: r.appointmentRequested,
    status: r.status as OrderStatus,
    created_at: r.createdAt.toISOString(),
    ordered_by: r.orderedBy,
    appointment_date: r.appointmentDate,
  };
}

/** The columns `q=` searches, each one of orders_search_trgm_idx's. */
const searchedColumns = [
  orders.buyerReference,
  orders.sellerReference,
  orders.serviceReference,
  orders.address,
  orders.postcode,
] as const;

/**
 * The word of a term that narrows its search most cheaply, or undefined to look the whole term up. pg_trgm looks up
 * every trigram of every word (runs of letters and digits) of the term, and a word shared by many rows costs the whole
 * of their posting lists: 'BENCH-0050000' read 243 index pages for the 'bench' part, which every scaled buyer reference
 * has, and 21 for '0050000'. A term of several words where one of 3 or more characters carries digits (the serial part
 * of a reference, a house number with a postcode) is looked up by its longest such word, and the whole term filters the
 * few rows found.
 */
export function narrowingWord(q: string): string | undefined {
  const words = q.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length < 2) return undefined;
  let best: string | undefined;
  for (const word of words)
    if (/\p{N}/u.test(word) && word.length >= 3 && word.length > (best?.length ?? 0)) best = word;
  return best;
}

/** A search word's ILIKE patterns: the word's, and its narrowing part's when it has one (above). */
interface WordPatterns {
  pattern: Param;
  word?: Param | undefined;
}

/** The words of a search (every one must match, each in any searched column) with their patterns. */
function searchPatterns(q: string | undefined): WordPatterns[] {
  return searchWords(q).map((w) => {
    const word = narrowingWord(w);
    return { pattern: containsPattern(w), word: word === undefined ? undefined : containsPattern(word) };
  });
}

/**
 * One word of `q=`: in one of the buyer, seller and service references, address and postcode, a substring match the
 * trigram index finds. With a narrowing part (above), each column's index condition is that part and the whole word is
 * checked on the rows it finds: `column || ''` keeps the planner from handing the whole word's trigrams to the index.
 */
function wordOn({ pattern, word }: WordPatterns): SQL {
  if (word === undefined) return or(...searchedColumns.map((column) => ilike(column, pattern))) as SQL;
  return or(
    ...searchedColumns.map((column) => and(ilike(column, word), sql`(${column} || '') ilike ${pattern}`)),
  ) as SQL;
}

/** The conditions over values or placeholders; each starts from (org_id, order_type) so the orders indexes serve it. */
function conditionsOf(orgId: Param, type: Param, search: readonly WordPatterns[], statuses: readonly Param[]): SQL[] {
  const conditions: SQL[] = [eq(orders.orgId, orgId), eq(orders.orderType, type)];
  if (search.length) conditions.push(and(...search.map(wordOn)) as SQL);
  if (statuses.length) conditions.push(inArray(orders.status, [...statuses]));
  return conditions;
}

/** Conditions of a list or export; each starts from (org_id, order_type) so the orders indexes serve it. */
export function orderConditions(orgId: string, query: Pick<OrderListQuery, 'type' | 'q' | 'statuses'>): SQL[] {
  return conditionsOf(orgId, query.type, searchPatterns(query.q), query.statuses ?? []);
}

/**
 * ORDER BY matching the (org_id, order_type, …) indexes: created_at and updated_at with id to break ties, status then
 * newest first, and the buyer reference as the unique (org_id, lower(buyer_reference)) index holds it.
 */
export function orderOrder(sort: OrderListQuery['sort']): SQL[] {
  const dir = sql.raw(sort.order === 'desc' ? 'desc nulls last' : 'asc nulls first');
  switch (sort.field) {
    case 'created_at':
      return [sql`${orders.createdAt} ${dir}`, sql`${orders.id} ${dir}`];
    case 'updated_at':
      return [sql`${orders.updatedAt} ${dir}`, sql`${orders.id} ${dir}`];
    case 'status':
      // Newest first within a status either way: ascending as orders_org_type_status_created_idx holds it, descending
      // as orders_org_type_status_desc_created_idx (status DESC NULLS LAST, migration 0009) does.
      return [
        sql`${orders.status} ${sql.raw(sort.order === 'desc' ? 'desc nulls last' : 'asc')}`,
        sql`${orders.createdAt} desc nulls last`,
        sql`${orders.id} desc nulls last`,
      ];
    case 'buyer_order_reference':
      // Unique per organisation: the (org_id, lower(buyer_reference)) index gives the order in both directions.
      return [sql`lower(${orders.buyerReference}) ${sql.raw(sort.order)}`];
  }
}

export interface OrderPage {
  meta: OrderListMeta;
  data: OrderRow[];
}

/** Meta of an empty or full page: the type's counts per status from the counters, the query's records and pages. */
function metaOf(counts: OrderCounts, records: number, query: OrderListQuery, count: number): OrderListMeta {
  const { records: _all, ...perStatus } = counts;
  return {
    ...perStatus,
    records,
    pages: Math.ceil(records / query.limit),
    count,
    current_page: query.page,
    per_page: query.limit,
  };
}

/** The type's counter rows as a JSON column: a few rows of order_status_counts (migration 0005), never count(*). */
const countersColumn = (orgId: Param, type: Param) =>
  sql<
    { status: string; total: number }[]
  >`(select coalesce(json_agg(json_build_object('status', ${orderStatusCounts.status}, 'total', ${orderStatusCounts.total})), '[]'::json) from ${orderStatusCounts} where ${orderStatusCounts.orgId} = ${orgId} and ${orderStatusCounts.orderType} = ${type})`;

/**
 * The key a search's counted total is kept under: the organisation first (so `forget` drops its totals), then the
 * query and the type's counter rows. Every order placed, removed or moved to another status changes those rows (and a
 * seller or service reference comes only with a status), so a write by any process makes a new key at once; the 5 s
 * lifetime bounds the rest.
 */
function searchTotalKey(orgId: string, query: OrderListQuery, counters: readonly { status: string; total: number }[]) {
  const rows = counters.map((c) => `${c.status}=${c.total}`).sort();
  return `${orgId}:orders:${JSON.stringify([query.type, query.statuses ?? [], query.q, rows])}`;
}

/** The shape of a list's statements: everything about them but their values (orgId, type, patterns, statuses, paging). */
interface ListShape {
  sort: OrderListQuery['sort'];
  /** How many distinct statuses the filter names (0: none). */
  statuses: number;
  /** A letter per search word: w looked up whole, n by its narrowing part (empty: no search). */
  search: string;
}

const listShapeKey = (shape: ListShape) =>
  `orders_page_${shape.sort.field}_${shape.sort.order}_${shape.statuses}_${shape.search || 'none'}`;

/** The placeholders of a list's statements, and the columns every one of them carries. */
function listParts(db: Db, shape: ListShape) {
  const orgId = sql.placeholder('orgId');
  const type = sql.placeholder('type');
  const statuses = placeholderList('status', shape.statuses);
  const search = [...shape.search].map((kind, i) => ({
    pattern: sql.placeholder(`word${i}`),
    word: kind === 'n' ? sql.placeholder(`narrow${i}`) : undefined,
  }));
  return {
    where: and(...conditionsOf(orgId, type, search, statuses)),
    columns: { ...orderProgressFacts(db, orgId, sql.placeholder('now')), counters: countersColumn(orgId, type) },
    order: orderOrder(shape.sort),
    organisation: eq(organisations.id, orgId),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  };
}

/**
 * A list without a search: the page's rows carry the columns (an empty page, which is rare there, reads them alone,
 * from the organisation's row).
 */
const preparedListPage = preparedPerShape(listShapeKey, (db, shape: ListShape, name) => {
  const { where, columns, order, organisation, limit, offset } = listParts(db, shape);
  return {
    page: db
      .select({ order: orderRowColumns, ...columns })
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .prepare(name),
    columnsAlone: db.select(columns).from(organisations).where(organisation).prepare(`${name}_columns`),
  };
});

/**
 * A search, which often finds nothing: the page joins the organisation's row (LEFT JOIN LATERAL), so an empty page
 * still answers the columns; each row's place in the sort (row_number over the same order, which the page's plan gives
 * anyway) puts the page back in order. On PGlite the join costs about 0.3 ms more to plan than the plain page.
 */
const preparedSearchPage = preparedPerShape(listShapeKey, (db, shape: ListShape, name) => {
  const { where, columns, order, organisation, limit, offset } = listParts(db, shape);
  const page = db
    .select({
      ...orderRowColumns,
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
    })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const pageColumns = Object.fromEntries(rowColumnNames.map((column) => [column, page[column]])) as Pick<
    typeof page,
    (typeof rowColumnNames)[number]
  >;
  return db
    .select({ order: pageColumns, ...columns })
    .from(organisations)
    .leftJoinLateral(page, sql`true`)
    .where(organisation)
    .orderBy(page.position)
    .prepare(name);
});

/**
 * GET /orders, already current: the page's statement (prepared once per shape) also carries the clock offset, whether
 * any order is due to move on and the type's counter rows, so a list with nothing due is one round trip, a search's
 * empty page included. When something is due, the steps are applied and the list is read again. A search's total comes
 * from a page that is not full, else from its capped count, kept 5 s (above).
 */
export async function listOrders(db: Db, orgId: string, query: OrderListQuery): Promise<OrderPage> {
  const realNow = Date.now();
  const offset = (query.page - 1) * query.limit;
  const { values: listed, statuses } = listStatementOf(orgId, query);
  // The words' patterns are among listStatementOf's values; a narrowed word adds its part's.
  const narrowed = searchWords(query.q).map(narrowingWord);
  const shape: ListShape = {
    sort: query.sort,
    statuses: statuses.length,
    search: narrowed.map((part) => (part === undefined ? 'w' : 'n')).join(''),
  };
  const values = {
    ...listed,
    type: query.type,
    now: new Date(realNow).toISOString(),
    ...Object.fromEntries(
      narrowed.flatMap((part, i) => (part === undefined ? [] : [[`narrow${i}`, containsPattern(part)]])),
    ),
  };
  const readList = async () => {
    const { page, columnsAlone } = preparedListPage(db, shape);
    const rows = await page.execute(values);
    const facts = rows[0] ?? (await columnsAlone.execute(values))[0];
    return { facts, orders: rows.map((r) => r.order) };
  };
  const readSearch = async () => {
    const rows = await preparedSearchPage(db, shape).execute(values);
    return { facts: rows[0], orders: rows.flatMap((r) => (r.order?.id ? [r.order] : [])) };
  };
  const read = query.q ? readSearch : readList;
  let { facts, orders: rows } = await read();
  if (facts?.due) {
    await progressDueOrders(db, orgId, new Date(realNow + facts.offsetMs));
    ({ facts, orders: rows } = await read());
  }
  const counters = facts?.counters ?? [];
  const byStatus = new Map<string, number>();
  for (const { status, total } of counters) byStatus.set(status, (byStatus.get(status) ?? 0) + total);
  const counts = orderCountsFrom(byStatus);
  let records: number;
  if (query.q) {
    // A page that is not full ends the matches (a search for one reference): it is its own total.
    const where = and(...orderConditions(orgId, query));
    records =
      totalFromPage({ offset, limit: query.limit, rows: rows.length }) ??
      (await searchTotalCache(db).total(searchTotalKey(orgId, query, counters), offset + rows.length, () =>
        countSearchMatches(db, orders, where),
      ));
  } else {
    records = statuses.length ? countsOf(byStatus, statuses) : counts.records;
  }
  return { meta: metaOf(counts, records, query, rows.length), data: rows.map(toOrderRow) };
}
