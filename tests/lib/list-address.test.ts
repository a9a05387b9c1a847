import { describe, expect, it } from 'vitest';
import { listAddress } from '@/lib/list-address';

const address = listAddress({
  statuses: ['New', 'In Progress'] as const,
  sortFields: ['updated_at', 'status'] as const,
  pageSizes: [10, 20],
  defaults: { limit: 10, sort: 'updated_at', order: 'desc' },
});

describe('listAddress: a list query held in the address', () => {
  it('completes a bare address with the defaults and writes page, limit, sort and order', () => {
    const query = address.parse('');
    expect(query).toEqual({ page: 1, limit: 10, sort: 'updated_at', order: 'desc', status: 'All', q: '' });
    expect(address.toSearch(query)).toBe('page=1&limit=10&sort=updated_at&order=desc');
  });

  it('keeps known values and replaces unknown ones with the defaults', () => {
    expect(address.parse('page=3&limit=20&sort=status&order=asc&status=In+Progress&q=+LS1+4AP+')).toEqual({
      page: 3,
      limit: 20,
      sort: 'status',
      order: 'asc',
      status: 'In Progress',
      q: 'LS1 4AP',
    });
    expect(address.parse('page=0&limit=15&sort=evil&order=up&status=Gone')).toEqual(address.defaultQuery);
  });

  it('sends status as a filter and the search with spaces escaped (spec 2 §2)', () => {
    const query = address.parse('status=New&q=LS1+4AP');
    expect(address.listParams(query)).toEqual({
      page: 1,
      limit: 10,
      sort: 'updated_at',
      order: 'desc',
      q: 'LS1\\ 4AP',
      status: 'New',
    });
    expect(address.filterParams(address.defaultQuery)).toEqual({
      sort: 'updated_at',
      order: 'desc',
      q: undefined,
      status: undefined,
    });
  });
});
