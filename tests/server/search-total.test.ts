import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/client';
import { searchTotalCache, searchTotalCap, totalFromPage } from '../../server/domain/search-total';

describe('a search total known from its page', () => {
  it('is the rows before a short page plus its own', () => {
    expect(totalFromPage({ offset: 0, limit: 10, rows: 1 })).toBe(1);
    expect(totalFromPage({ offset: 0, limit: 10, rows: 0 })).toBe(0);
    expect(totalFromPage({ offset: 20, limit: 10, rows: 3 })).toBe(23);
  });

  it('is unknown from a full page, or from an empty page past the first', () => {
    expect(totalFromPage({ offset: 0, limit: 10, rows: 10 })).toBeUndefined();
    expect(totalFromPage({ offset: 50, limit: 10, rows: 0 })).toBeUndefined();
  });

  it('says the cap past it, as the count would', () => {
    expect(totalFromPage({ offset: searchTotalCap + 90, limit: 100, rows: 5 })).toBe(searchTotalCap);
  });
});

describe('broad searches’ totals kept for a few seconds', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const store = () => ({}) as Db;

  it('counts once for callers within its lifetime, concurrent ones included', async () => {
    const cache = searchTotalCache(store(), 5_000);
    const count = vi.fn(async () => 8_329);
    const totals = await Promise.all([1, 2, 3].map(() => cache.total('org_1:users:["jones"]', 10, count)));
    expect(totals).toEqual([8_329, 8_329, 8_329]);
    expect(await cache.total('org_1:users:["jones"]', 20, count)).toBe(8_329);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('counts again after its lifetime, for another key, and when the rows seen go past the kept total', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const cache = searchTotalCache(store(), 5_000);
    let matches = 40;
    const count = vi.fn(async () => matches);
    expect(await cache.total('org_1:users:["smith"]', 10, count)).toBe(40);
    expect(await cache.total('org_2:users:["smith"]', 10, count)).toBe(40);
    expect(count).toHaveBeenCalledTimes(2);

    // Another process added matches: a page whose rows reach past the kept total proves it stale.
    matches = 45;
    expect(await cache.total('org_1:users:["smith"]', 50, count)).toBe(45);
    expect(count).toHaveBeenCalledTimes(3);

    vi.setSystemTime(new Date('2026-11-23T12:00:05Z'));
    matches = 46;
    expect(await cache.total('org_1:users:["smith"]', 10, count)).toBe(46);
    expect(count).toHaveBeenCalledTimes(4);
  });

  it('keeps no failed count, and forgets an organisation’s totals on request', async () => {
    const cache = searchTotalCache(store(), 5_000);
    const failing = vi.fn(async () => {
      throw new Error('connection lost');
    });
    await expect(cache.total('org_1:users:["jones"]', 10, failing)).rejects.toThrow('connection lost');
    const count = vi.fn(async () => 12);
    expect(await cache.total('org_1:users:["jones"]', 10, count)).toBe(12);
    cache.forget('org_1');
    expect(await cache.total('org_1:users:["jones"]', 10, count)).toBe(12);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('is one cache per store', () => {
    const db = store();
    expect(searchTotalCache(db)).toBe(searchTotalCache(db));
    expect(searchTotalCache(db)).not.toBe(searchTotalCache(store()));
  });
});
