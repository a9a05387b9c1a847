import { z } from 'zod';
import {
  endedServiceStatuses,
  type ServiceStatus,
  serviceSortFields,
  serviceStatuses,
  switchDirections,
} from '../../../src/contracts/services';
import { unescapeSearch } from '../../../src/lib/list-address';
import { decodeListQuery, ListQueryError } from '../../../src/lib/list-query';
import type { ServiceListKind, ServiceListQuery } from './list';

/** The raw query of every services list (spec 2 §7 conventions): page, limit, q, sort, filters, and `status`. */
export const serviceListQueryShape = z
  .object({
    page: z.string().max(10).optional(),
    limit: z.string().max(10).optional(),
    q: z.string().max(100, 'Search text is at most 100 characters').optional(),
    sort: z.string().max(70).optional(),
    filters: z.string().max(4000).optional(),
    /** GET /v2/services/status: All (the default) or one status. */
    status: z.string().max(40).optional(),
    /** Losing & gaining: losing or gaining. */
    switch_type: z.string().max(20).optional(),
  })
  .strict();
export type RawServiceListQuery = z.output<typeof serviceListQueryShape>;

const positiveInt = (field: 'page' | 'limit', raw: string | undefined, fallback: number, max: number) => {
  if (raw === undefined) return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1)
    throw new ListQueryError(field, `${field} must be a whole number from 1`);
  if (Number(raw) > max) throw new ListQueryError(field, `${field} must be at most ${max}`);
  return Number(raw);
};

const allowedStatuses = (kind: ServiceListKind): readonly string[] =>
  kind === 'ceased' ? endedServiceStatuses : serviceStatuses;

function oneStatus(kind: ServiceListKind, status: string | undefined): ServiceStatus[] | undefined {
  if (status === undefined || status === '' || status === 'All') return undefined;
  if (!allowedStatuses(kind).includes(status)) {
    throw new ListQueryError('status', `Status is All or one of: ${allowedStatuses(kind).join(', ')}`);
  }
  return [status as ServiceStatus];
}

function direction(value: unknown): 'losing' | 'gaining' {
  if (typeof value !== 'string' || !(switchDirections as readonly string[]).includes(value)) {
    throw new ListQueryError('switch_type', 'Switch type is losing or gaining');
  }
  return value as 'losing' | 'gaining';
}

/**
 * A services list query, decoded and checked: page (from 1), limit (10 by default, at most 100), q, sort by one of
 * serviceSortFields (created_at desc by default; a minus for desc), a status filter (eq or in) or `status=`, and on the
 * losing & gaining list a switch_type filter or parameter. Anything else is a 400 with the field named.
 */
export function parseServiceListQuery(kind: ServiceListKind, raw: RawServiceListQuery): ServiceListQuery {
  const decoded = decodeListQuery(raw);
  const query: ServiceListQuery = {
    kind,
    page: positiveInt('page', decoded.params.page, 1, 100_000),
    limit: positiveInt('limit', decoded.params.limit, 10, 100),
    sort: { field: 'created_at', order: 'desc' },
  };
  if (decoded.sort) {
    if (!(serviceSortFields as readonly string[]).includes(decoded.sort.field)) {
      throw new ListQueryError('sort', `Sort by one of: ${serviceSortFields.join(', ')}`);
    }
    query.sort = decoded.sort as ServiceListQuery['sort'];
  }
  const q = unescapeSearch(decoded.params.q);
  if (q) query.q = q;
  const statuses = oneStatus(kind, raw.status);
  if (statuses) query.statuses = statuses;
  if (raw.switch_type !== undefined && raw.switch_type !== '') {
    if (kind !== 'losing-gaining')
      throw new ListQueryError('switch_type', 'Only the losing & gaining list has a switch type');
    query.switchType = direction(raw.switch_type);
  }
  for (const filter of decoded.filters) {
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    if (filter.field === 'status') {
      const allowed = allowedStatuses(kind);
      if (
        !['eq', 'in'].includes(filter.operator) ||
        !values.every((v) => typeof v === 'string' && allowed.includes(v))
      ) {
        throw new ListQueryError('filters', `Filter status with eq or in and one of: ${allowed.join(', ')}`);
      }
      if (query.statuses) throw new ListQueryError('filters', 'Give at most one status filter');
      query.statuses = values as ServiceStatus[];
    } else if (filter.field === 'switch_type' && kind === 'losing-gaining' && filter.operator === 'eq') {
      query.switchType = direction(filter.value);
    } else {
      throw new ListQueryError(
        'filters',
        kind === 'losing-gaining' ? 'Filter by status or switch_type only' : 'Filter by status only',
      );
    }
  }
  return query;
}
