import type { ListParams } from './list-query';

/**
 * A list screen's query as its address holds it (page, limit, sort, order, a status filter with 'All' and a search), so
 * a list can be shared and reloaded. Pure: each list gives its statuses, sort fields and defaults.
 */
export interface ListAddressQuery<Status extends string, Sort extends string> {
  page: number;
  limit: number;
  sort: Sort;
  order: 'asc' | 'desc';
  status: Status | 'All';
  q: string;
  /** The category filter, '' for every category: only lists whose spec gives categories have one. */
  category?: string;
}

export interface ListAddressSpec<Status extends string, Sort extends string> {
  statuses: readonly Status[];
  sortFields: readonly Sort[];
  pageSizes: readonly number[];
  defaults: { limit: number; sort: Sort; order: 'asc' | 'desc' };
  /** The categories a list filters by, beside its statuses (e.g. a contact kind's); none: no category filter. */
  categories?: readonly string[];
}

/** Spec 2 §2: spaces in the search text are escaped in the query. */
export const escapeSearch = (text: string) => text.replace(/ /g, '\\ ');

/** The sandbox's reading of an escaped search text: the spaces as typed, trimmed; nothing left is no search. */
export const unescapeSearch = (q: string | undefined) => q?.replace(/\\ /g, ' ').trim() || undefined;

export function listAddress<Status extends string, Sort extends string>(spec: ListAddressSpec<Status, Sort>) {
  type Query = ListAddressQuery<Status, Sort>;
  const defaultQuery: Query = {
    page: 1,
    ...spec.defaults,
    status: 'All',
    q: '',
    ...(spec.categories && { category: '' }),
  };
  const oneOf = <T>(choices: readonly T[], value: unknown, fallback: T): T =>
    choices.includes(value as T) ? (value as T) : fallback;

  /** Reads the address; anything missing or unknown takes the default. */
  const parse = (search: string): Query => {
    const params = new URLSearchParams(search);
    const page = Number(params.get('page'));
    return {
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      limit: oneOf(spec.pageSizes, Number(params.get('limit')), spec.defaults.limit),
      sort: oneOf(spec.sortFields, params.get('sort'), spec.defaults.sort),
      order: oneOf(['asc', 'desc'] as const, params.get('order'), spec.defaults.order),
      status: oneOf<Status | 'All'>(spec.statuses, params.get('status'), 'All'),
      q: params.get('q')?.trim() ?? '',
      ...(spec.categories && { category: oneOf(spec.categories, params.get('category'), '') }),
    };
  };

  /** The address form: page, limit, sort and order always; status, category and q only when set. */
  const toSearch = (query: Query): string => {
    const params = new URLSearchParams({
      page: String(query.page),
      limit: String(query.limit),
      sort: query.sort,
      order: query.order,
    });
    if (query.status !== 'All') params.set('status', query.status);
    if (query.category) params.set('category', query.category);
    if (query.q) params.set('q', query.q);
    return params.toString();
  };

  /** The filters shared by the list and its export: status and category as filters, the escaped search text, the sort. */
  const filterParams = (query: Query): ListParams => ({
    sort: query.sort,
    order: query.order,
    q: query.q ? escapeSearch(query.q) : undefined,
    status: query.status === 'All' ? undefined : query.status,
    ...(query.category ? { category: query.category } : {}),
  });

  const listParams = (query: Query): ListParams => ({ page: query.page, limit: query.limit, ...filterParams(query) });

  return { spec, defaultQuery, parse, toSearch, filterParams, listParams };
}

export type ListAddress<Status extends string, Sort extends string> = ReturnType<typeof listAddress<Status, Sort>>;
