import { z } from 'zod';
import { incidentStatuses } from '../../../src/contracts/incidents';
import { msoStatuses } from '../../../src/contracts/mso';
import { unescapeSearch } from '../../../src/lib/list-address';
import { decodeListQuery, ListQueryError } from '../../../src/lib/list-query';
import { type IncidentListQuery, incidentSortFields } from '../../domain/incidents/list';
import { type MsoListQuery, msoSortFields } from '../../domain/incidents/mso';
import { listQueryShape, pageOf, sortOf } from '../list-params';

/** The SPA escapes spaces in the search text (spec 2 §2); `\ ` and a plain space mean the same here. */
export const searchText = unescapeSearch;

/** The one status filter a list accepts (eq or in, values from `allowed`); orders reuse it. */
export function statusFilter(filters: ReturnType<typeof decodeListQuery>['filters'], allowed: readonly string[]) {
  let statuses: string[] | undefined;
  for (const filter of filters) {
    if (filter.field !== 'status') throw new ListQueryError('filters', 'Filter by status only');
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    if (!['eq', 'in'].includes(filter.operator) || !values.every((v) => typeof v === 'string' && allowed.includes(v))) {
      throw new ListQueryError('filters', `Filter status with eq or in and one of: ${allowed.join(', ')}`);
    }
    if (statuses) throw new ListQueryError('filters', 'Give at most one status filter');
    // A status named twice selects, and counts, as once.
    statuses = [...new Set(values as string[])];
  }
  return statuses;
}

/** GET /v2/incidents: page, limit ≤ 100, q, sort updated_at|created_at|raised_date|status, a status filter (eq or in). */
export function parseIncidentListQuery(raw: Record<string, string | undefined>): IncidentListQuery {
  const decoded = decodeListQuery(raw);
  const query: IncidentListQuery = {
    ...pageOf(decoded, { defaultLimit: 10, maxLimit: 100 }),
    sort: sortOf(decoded, incidentSortFields, { field: 'updated_at', order: 'desc' }),
  };
  const q = searchText(decoded.params.q);
  if (q) query.q = q;
  const statuses = statusFilter(decoded.filters, incidentStatuses);
  if (statuses) query.statuses = statuses;
  return query;
}

export function parseMsoListQuery(raw: Record<string, string | undefined>): MsoListQuery {
  const decoded = decodeListQuery(raw);
  const query: MsoListQuery = {
    ...pageOf(decoded, { defaultLimit: 10, maxLimit: 100 }),
    sort: sortOf(decoded, msoSortFields, { field: 'updated_at', order: 'desc' }),
  };
  const q = searchText(decoded.params.q);
  if (q) query.q = q;
  const statuses = statusFilter(decoded.filters, msoStatuses);
  if (statuses) query.statuses = statuses;
  return query;
}

/** GET /v2/export: the list query plus type (incidents or mso), an optional status ('All' for none), fields, version. */
export const exportQueryShape = listQueryShape
  .extend({
    type: z.enum(['incidents', 'incident', 'mso'], 'Export type is incidents or mso').optional(),
    status: z.string().max(40).optional(),
    fields: z.string().max(1000).optional(),
    version: z.string().max(10).optional(),
  })
  .strict();

type ExportQuery<Q> = Omit<Q, 'page' | 'limit'>;

/** The export's kind and the list query it exports: the list's filters and the user's sort, without the paging. */
export function parseExportQuery(
  raw: z.output<typeof exportQueryShape>,
): { kind: 'mso'; query: ExportQuery<MsoListQuery> } | { kind: 'incidents'; query: ExportQuery<IncidentListQuery> } {
  const { type, status, fields: _fields, version: _version, ...list } = raw;
  const kind = type === 'mso' ? 'mso' : 'incidents';
  const allowed: readonly string[] = kind === 'mso' ? msoStatuses : incidentStatuses;
  if (status && status !== 'All' && !allowed.includes(status)) {
    throw new ListQueryError('status', `Status is All or one of: ${allowed.join(', ')}`);
  }
  const exported = <Q extends IncidentListQuery | MsoListQuery>({ page: _page, limit: _limit, ...query }: Q) => ({
    ...query,
    statuses: status && status !== 'All' ? [status] : query.statuses,
  });
  return kind === 'mso'
    ? { kind, query: exported(parseMsoListQuery(list)) }
    : { kind, query: exported(parseIncidentListQuery(list)) };
}
