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

describe('listAddress with categories: a category filter beside the status', () => {
  const withCategories = listAddress({
    statuses: ['Open', 'Closed'] as const,
    sortFields: ['created_at'] as const,
    pageSizes: [10],
    defaults: { limit: 10, sort: 'created_at', order: 'desc' },
    categories: ['Billing', 'Network'],
  });

  it('keeps a known category, drops an unknown one, and sends it as a filter with the status', () => {
    const query = withCategories.parse('status=Open&category=Network');
    expect(query.category).toBe('Network');
    expect(withCategories.toSearch(query)).toBe(
      'page=1&limit=10&sort=created_at&order=desc&status=Open&category=Network',
    );
    expect(withCategories.listParams(query)).toMatchObject({ status: 'Open', category: 'Network' });
    expect(withCategories.parse('category=Ordering').category).toBe('');
    expect(withCategories.listParams(withCategories.defaultQuery)).not.toHaveProperty('category');
  });

  it('adds nothing to a list without categories', () => {
    expect(address.parse('category=Network')).not.toHaveProperty('category');
    expect(address.toSearch(address.parse('category=Network'))).toBe('page=1&limit=10&sort=updated_at&order=desc');
  });
});
