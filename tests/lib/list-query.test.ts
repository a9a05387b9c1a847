import { decodeListQuery, encodeListQuery, ListQueryError } from '@/lib/list-query';

describe('list-query encoding (spec 1 §7)', () => {
  it('passes limit, page and q unchanged and prefixes sort with a minus when order is desc', () => {
    const qs = encodeListQuery({ page: 1, limit: 10, q: 'a b', sort: 'created_at', order: 'desc' });
    expect(qs.get('page')).toBe('1');
    expect(qs.get('limit')).toBe('10');
    expect(qs.get('q')).toBe('a b');
    expect(qs.get('sort')).toBe('-created_at');
    expect(qs.has('order')).toBe(false);
  });

  it('keeps sort unprefixed when order is asc', () => {
    expect(encodeListQuery({ sort: 'name', order: 'asc' }).get('sort')).toBe('name');
  });

  it('turns one other non-empty parameter into a single filter and drops empty ones', () => {
    const qs = encodeListQuery({ status: 'Open', empty: '', missing: undefined, none: null });
    expect(JSON.parse(qs.get('filters') ?? '')).toEqual({ field: 'status', operator: 'eq', value: 'Open' });
  });

  it('joins several filters with and, arrays as in, explicit operators kept', () => {
    const qs = encodeListQuery({ status: ['New', 'Closed'], name: { operator: 'like', value: 'smith' } });
    expect(JSON.parse(qs.get('filters') ?? '')).toEqual({
      and: [
        { field: 'status', operator: 'in', value: ['New', 'Closed'] },
        { field: 'name', operator: 'like', value: 'smith' },
      ],
    });
  });

  it('round-trips: what the SPA encodes the sandbox decodes to the same request', () => {
    const input = {
      page: 2,
      limit: 25,
      q: 'fibre',
      type: 'fttp',
      sort: 'updated_at',
      order: 'desc',
      status: 'New',
      role: ['Admin'],
    };
    const decoded = decodeListQuery(new URLSearchParams(encodeListQuery(input).toString()));
    expect(decoded.params).toEqual({ page: '2', limit: '25', q: 'fibre', type: 'fttp' });
    expect(decoded.sort).toEqual({ field: 'updated_at', order: 'desc' });
    expect(decoded.filters).toEqual([
      { field: 'status', operator: 'eq', value: 'New' },
      { field: 'role', operator: 'in', value: ['Admin'] },
    ]);
  });

  it('rejects hostile filters with a field error', () => {
    expect(() => decodeListQuery(new URLSearchParams({ filters: '{not json' }))).toThrow(ListQueryError);
    expect(() =>
      decodeListQuery(new URLSearchParams({ filters: JSON.stringify({ field: 'x;drop', operator: 'eq', value: 1 }) })),
    ).toThrow(/field/);
    expect(() =>
      decodeListQuery(new URLSearchParams({ filters: JSON.stringify({ field: 'x', operator: 'regex', value: 1 }) })),
    ).toThrow(/operator/);
  });
});
