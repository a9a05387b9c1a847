import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import type { DeclaredRoute } from '../../../server/http/route';
import * as billing from './areas/billing';
import * as contact from './areas/contact';
import * as developer from './areas/developer';
import * as knowledge from './areas/knowledge';
import * as serviceActions from './areas/service-actions';
import * as serviceAppointments from './areas/service-appointments';
import * as services from './areas/services';
import * as users from './areas/users';
import { pathParamNames } from './route-samples';

/** Path parameters that name a stored record, and so must never reach another organisation's. */
const isIdParam = (name: string) => /^(id|uid|ref|reference)$|(_id|Id|_ref|Ref)$/.test(name);

/**
 * Where a parameter's records live: a table, its id column and the expression giving a row's organisation
 * (a sub-select for child tables, e.g. `(select org_id from incidents i where i.id = r.incident_id)`).
 */
export interface RecordSource {
  table: string;
  idColumn?: string;
  orgExpression?: string;
}

/**
 * One line per route whose records the convention below cannot find, keyed by `/api/url:param`, or by `:param`
 * for a parameter that means the same record on every route.
 * The convention: the table named like the segment before the parameter (or like the parameter without its
 * Id suffix), plural or not, with columns id and org_id. So `/api/users/users/:id` needs no line here.
 */
const tenantSources: Record<string, RecordSource> = {
  // Services are addressed by their reference (serviceRefParams) on every route that takes :ref.
  ':ref': { table: 'support_services', idColumn: 'service_reference' },
  ':attachmentId': { table: 'incident_attachments' },
  // FTTP services are addressed by their reference, as in the services area.
  '/api/orders/service-lookup/:id:id': { table: 'fttp_services', idColumn: 'service_reference' },
  // An order answers at its own type's route only: the other type's orders count as not the caller's there.
  '/api/orders/order/:id:id': {
    table: 'orders',
    orgExpression: "(case when r.order_type = 'fttp' then r.org_id else 'other type' end)",
  },
  '/api/orders/ethernet-order/:id:id': {
    table: 'orders',
    orgExpression: "(case when r.order_type = 'ethernet' then r.org_id else 'other type' end)",
  },
  // PTW documents are listed by their order's buyer reference (the download's {a} too: tests/server/orders/ptw.test.ts).
  '/api/orders/permission-to-work/list-files/:id:id': { table: 'orders', idColumn: 'buyer_reference' },
  // Metro product requests are the requesting organisation's (each organisation has a seeded one).
  '/api/orders/retrieve-metro-products/:requestId:requestId': {
    table: 'metro_product_requests',
    idColumn: 'request_id',
  },
  // Sandbox mail is its recipient's (each organisation's admin has a seeded one); only a message with a file has one.
  '/api/orders/outbox/:id:id': { table: 'outbox_messages' },
  '/api/orders/outbox/:id/file:id': {
    table: 'outbox_messages',
    orgExpression: "(case when r.file_path is not null then r.org_id else 'no file' end)",
  },
  // A live chat is one user's; the security sweep tries another organisation's (tests/server/live-chat: a colleague's).
  ':conversationId': { table: 'live_chat_conversations' },
  ...services.sources,
  ...serviceActions.sources,
  ...serviceAppointments.sources,
  ...knowledge.sources,
  ...contact.sources,
  ...developer.sources,
  ...billing.sources,
  ...users.sources,
};

type Rows<T> = { rows: T[] };

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const result = (await db.execute(
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table}`,
  )) as unknown as Rows<{ name: string }>;
  return result.rows.map((r) => r.name);
}

function candidateTables(url: string, param: string): string[] {
  const segments = url.split('/');
  const before = segments[segments.indexOf(`:${param}`) - 1] ?? '';
  const fromParam = param.replace(/(_id|Id|_ref|Ref)$/, '').replace(/([a-z])([A-Z])/g, '$1_$2');
  const names = [before, fromParam].map((n) => n.toLowerCase().replaceAll('-', '_')).filter(Boolean);
  return [...new Set(names.flatMap((n) => [n, `${n}s`, n.replace(/s$/, '')]))];
}

/**
 * Id-like parameters that name no stored record, keyed like tenantSources, with the reason. Such a route is
 * still swept for auth and fuzzing; its own tests must show it reveals nothing about other organisations.
 */
const notRecords: Record<string, string> = {
  '/api/incidents/v2/incidents/check_fault_reference/:ref:ref':
    "a free-text fault reference checked for uniqueness within the caller's organisation (answers is_unique)",
  // A uprn names a property of the shared gazetteer, which every organisation may look up; the orders at it are the
  // tenant's records, and tests/server/orders/availability.test.ts shows another organisation's never count.
  '/api/orders/order/exists/:id:id':
    "a gazetteer uprn; answers whether the caller's own organisation has an order there",
  '/api/orders/product-lookup/:id:id': 'a gazetteer uprn (a property any organisation may order for)',
  '/api/orders/retrieve-products/:id/:id': 'a gazetteer uprn (a property any organisation may order for)',
  '/api/orders/service-status/:id:id': 'a gazetteer uprn (the RFS_4 status of the property, not of a tenant record)',
  // The Ethernet gazetteer is shared like the FTTP one; tests/server/orders/ethernet/customer-placement.test.ts shows another
  // organisation's Ethernet order never counts in the live-service check.
  '/api/orders/order/check-live-service-exists/:id:id':
    "an Ethernet gazetteer uprn; answers whether the caller's own organisation has an Ethernet order there",
  '/api/orders/latitude-longitude-lookup/:id:id': 'an Ethernet gazetteer uprn (where a property is, public knowledge)',
  '/api/orders/retrieve-ethernet-over-ffn-products/:id:id':
    'an Ethernet gazetteer uprn (a property any organisation may order for)',
  // Held in the sandbox's memory, never stored: tests/server/flow-viewer/live.test.ts shows another organisation's
  // session answers 404 and is never listed.
  '/api/flows/live/sessions/:sessionId/watch:sessionId': 'a live session of the flow viewer, in memory only',
  ...knowledge.notRecords,
};

/** The explicit source or the conventional one; undefined means the route author must add a line above. */
export async function sourceFor(db: Db, route: DeclaredRoute, param: string): Promise<RecordSource | undefined> {
  const explicit = tenantSources[`${route.url}:${param}`] ?? tenantSources[`:${param}`];
  if (explicit) return explicit;
  for (const table of candidateTables(route.url, param)) {
    const columns = await columnsOf(db, table);
    if (columns.includes('id') && columns.includes('org_id')) return { table };
  }
  return undefined;
}

/** Id-like parameters of a route that is scoped to the caller's organisation (public routes have no caller). */
export const tenantParams = (route: DeclaredRoute) =>
  route.access === 'public'
    ? []
    : pathParamNames(route.url).filter((p) => isIdParam(p) && !notRecords[`${route.url}:${p}`]);

export interface StoredRecord {
  id: string;
  row: Record<string, unknown>;
}

/** The first record of the source inside (own) or outside (foreign) an organisation, whole row included. */
export async function recordOf(
  db: Db,
  source: RecordSource,
  orgId: string,
  side: 'own' | 'foreign',
): Promise<StoredRecord | undefined> {
  const idColumn = `"${(source.idColumn ?? 'id').replaceAll('"', '""')}"`;
  const org = source.orgExpression ?? 'r.org_id';
  const table = `"${source.table.replaceAll('"', '""')}"`;
  const result = (await db.execute(
    sql`select row_to_json(r) as row from ${sql.raw(table)} r
        where ${sql.raw(org)} ${sql.raw(side === 'own' ? '=' : '<>')} ${orgId}
        order by ${sql.raw(`r.${idColumn}`)} limit 1`,
  )) as unknown as Rows<{ row: Record<string, unknown> }>;
  const row = result.rows[0]?.row;
  return row ? { id: String(row[source.idColumn ?? 'id']), row } : undefined;
}
