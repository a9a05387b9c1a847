/**
 * The provider's list-query convention (spec 1 §7, spec 3 §7), used by the SPA to encode and by the sandbox to decode,
 * so both sides agree by construction.
 *
 * - Pass-through parameters go as they are.
 * - `sort` gets a minus prefix when `order` is desc; `order` itself is not sent.
 * - Every other non-empty parameter becomes a filter { field, operator, value }; one filter is sent as `filters={...}`,
 *   several as `filters={"and":[...]}`.
 */
const passThroughParams = [
  'limit',
  'page',
  'q',
  'postcode',
  'buyer',
  'addressKey',
  'newOrderType',
  'date',
  'product',
  'ispMigration',
  'flagCode',
  'type',
  'orderType',
  'token',
] as const;

const filterOperators = ['eq', 'ne', 'lt', 'gt', 'gte', 'lte', 'in', 'nin', 'like'] as const;
type FilterOperator = (typeof filterOperators)[number];
type Scalar = string | number | boolean;
type FilterValue = Scalar | Scalar[];
interface Filter {
  field: string;
  operator: FilterOperator;
  value: FilterValue;
}
/** A filter parameter given with an explicit operator, e.g. `{ operator: 'like', value: 'smith' }`. */
interface OperatorValue {
  operator: FilterOperator;
  value: FilterValue;
}
type ListParamValue = Scalar | Scalar[] | OperatorValue | null | undefined;
export type ListParams = Record<string, ListParamValue>;

export interface DecodedListQuery {
  params: Partial<Record<(typeof passThroughParams)[number], string>>;
  sort?: { field: string; order: 'asc' | 'desc' };
  filters: Filter[];
}

const passThrough = new Set<string>(passThroughParams);
const isEmpty = (v: ListParamValue) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const isOperatorValue = (v: ListParamValue): v is OperatorValue =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'operator' in v;

export function encodeListQuery(input: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  const filters: Filter[] = [];
  const desc = String(input.order ?? '').toLowerCase() === 'desc';
  for (const [key, value] of Object.entries(input)) {
    if (isEmpty(value) || key === 'order') continue;
    if (key === 'sort') out.set('sort', `${desc ? '-' : ''}${String(value)}`);
    else if (passThrough.has(key)) out.set(key, String(value));
    else if (isOperatorValue(value)) filters.push({ field: key, operator: value.operator, value: value.value });
    else if (Array.isArray(value)) filters.push({ field: key, operator: 'in', value });
    else filters.push({ field: key, operator: 'eq', value: value as Scalar });
  }
  if (filters.length === 1) out.set('filters', JSON.stringify(filters[0]));
  else if (filters.length > 1) out.set('filters', JSON.stringify({ and: filters }));
  return out;
}

export class ListQueryError extends Error {
  constructor(
    public readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const fieldPattern = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;
const scalarOk = (v: unknown): v is Scalar =>
  (typeof v === 'string' && v.length <= 500) || typeof v === 'number' || typeof v === 'boolean';

function toFilter(raw: unknown): Filter {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ListQueryError('filters', 'Invalid filter');
  const { field, operator, value } = raw as Record<string, unknown>;
  if (typeof field !== 'string' || !fieldPattern.test(field))
    throw new ListQueryError('filters', 'Invalid filter field');
  if (!filterOperators.includes(operator as FilterOperator))
    throw new ListQueryError('filters', 'Invalid filter operator');
  const ok = Array.isArray(value) ? value.length <= 100 && value.every(scalarOk) : scalarOk(value);
  if (!ok) throw new ListQueryError('filters', 'Invalid filter value');
  return { field, operator: operator as FilterOperator, value: value as FilterValue };
}

export function decodeListQuery(search: URLSearchParams | Record<string, unknown>): DecodedListQuery {
  const get = (k: string): string | undefined => {
    const v = search instanceof URLSearchParams ? search.get(k) : search[k];
    return typeof v === 'string' ? v : undefined;
  };
  const params: DecodedListQuery['params'] = {};
  for (const key of passThroughParams) {
    const v = get(key);
    if (v !== undefined && v !== '') params[key] = v;
  }
  const result: DecodedListQuery = { params, filters: [] };
  const sort = get('sort');
  if (sort) {
    const field = sort.replace(/^-/, '');
    if (!fieldPattern.test(field)) throw new ListQueryError('sort', 'Invalid sort field');
    result.sort = { field, order: sort.startsWith('-') ? 'desc' : 'asc' };
  }
  const rawFilters = get('filters');
  if (rawFilters) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawFilters);
    } catch {
      throw new ListQueryError('filters', 'Filters must be JSON');
    }
    const list =
      typeof parsed === 'object' && parsed !== null && 'and' in parsed ? (parsed as { and: unknown }).and : [parsed];
    if (!Array.isArray(list) || list.length > 20) throw new ListQueryError('filters', 'Invalid filters');
    result.filters = list.map(toFilter);
  }
  return result;
}
