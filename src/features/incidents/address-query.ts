import type { ListParams } from '@/lib/list-query';

/** Spec 2 §2: the status filter's choices, All first. */
export const statusChoices = [
  'All',
  'New',
  'In Progress',
  'Submitted',
  'Closed',
  'Resolved',
  'Cancelled',
  'On Hold',
  'Pending',
] as const;
export type StatusChoice = (typeof statusChoices)[number];

export const sortFields = ['updated_at', 'raised_date', 'status'] as const;
export type SortField = (typeof sortFields)[number];
export const pageSizes = [10, 20, 50, 100] as const;

/** The list query the address holds, so a list can be shared and reloaded. */
export interface IncidentsAddressQuery {
  page: number;
  limit: number;
  sort: SortField;
  order: 'asc' | 'desc';
  status: StatusChoice;
  q: string;
}

/** Spec 2 §2 default query: page=1, limit=10, sort=updated_at, order=desc. */
export const defaultQuery: IncidentsAddressQuery = {
  page: 1,
  limit: 10,
  sort: 'updated_at',
  order: 'desc',
  status: 'All',
  q: '',
};

const oneOf = <T extends string | number>(choices: readonly T[], value: T | undefined, fallback: T): T =>
  value !== undefined && choices.includes(value) ? value : fallback;

/** Reads the address; anything missing or unknown takes the default. */
export function parseAddressQuery(search: string): IncidentsAddressQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : defaultQuery.page,
    limit: oneOf(pageSizes, Number(params.get('limit')) as (typeof pageSizes)[number], defaultQuery.limit as 10),
    sort: oneOf(sortFields, (params.get('sort') ?? undefined) as SortField | undefined, defaultQuery.sort),
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    status: oneOf(statusChoices, (params.get('status') ?? undefined) as StatusChoice | undefined, 'All'),
    q: params.get('q')?.trim() ?? '',
  };
}

/** The address form: page, limit, sort and order always; status and q only when set. */
export function toAddressSearch(query: IncidentsAddressQuery): string {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(query.limit),
    sort: query.sort,
    order: query.order,
  });
  if (query.status !== 'All') params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  return params.toString();
}

/** Spec 2 §2: spaces in the search text are escaped in the query. */
export const escapeSearch = (text: string) => text.replace(/ /g, '\\ ');

/** The filters shared by the list and the export: status as a filter, the escaped search text, the sort. */
export function filterParams(query: IncidentsAddressQuery): ListParams {
  return {
    sort: query.sort,
    order: query.order,
    q: query.q ? escapeSearch(query.q) : undefined,
    status: query.status === 'All' ? undefined : query.status,
  };
}

/** GET /v2/incidents parameters of the address query. */
export const listParams = (query: IncidentsAddressQuery): ListParams => ({
  page: query.page,
  limit: query.limit,
  ...filterParams(query),
});
