import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { articlePageCache, forgetArticlePages } from '../../../server/domain/knowledge/article-pages';
import type { PersonaEmail } from '../../../server/seed/personas';
import { type ArticlesPage, articlesPage } from '../../../src/contracts/knowledge';
import { encodeListQuery, type ListParams } from '../../../src/lib/list-query';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

// Knowledge is the provider's, the same for every organisation: a search page asked by one organisation answers the next
// organisation's same query for a few seconds (server/domain/knowledge/article-pages.ts).
describe('the knowledge search page cache', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox('pglite');
  });
  afterAll(() => sandbox?.close());

  const articles = async (query: ListParams, as: PersonaEmail) => {
    const response = await sandbox.app.inject({
      method: 'GET',
      url: `/api/knowledge/v1/articles?${encodeListQuery(query).toString()}`,
      headers: await sandbox.authAs(as),
    });
    expect(response.statusCode).toBe(200);
    return articlesPage.parse(response.json());
  };
  const globalSearch = (q: string, limit = 999): ListParams => ({
    page: 1,
    limit,
    sort: 'updated_at',
    order: 'desc',
    q,
  });
  const references = (page: ArticlesPage) => page.data.map((a) => a.reference);

  it("answers another organisation's same global search from the kept page, a different query from the database", async () => {
    const first = await articles(globalSearch('appointment'), 'support@northfibre.example');
    expect(first.total).toBeGreaterThan(0);
    expect(first.data.every((a) => a.active)).toBe(true);
    // An article written behind the sandbox's back (nothing in the sandbox writes articles while it serves).
    await sandbox.db.execute(sql`
      insert into knowledge_articles (id, sys_id, reference, category_id, kb_knowledge_base, short_description, text,
        search_text, article_type, workflow_state, kb_version, active, created_at, updated_at)
      select 9000001, 'cace0000000000000000000000000001', 'KB9000001', (select min(id) from knowledge_categories),
        'Customer Knowledge', 'Appointment cache probe', '<p>probe</p>', 'appointment probe', 'text', 'published', '1.0',
        true, now() + interval '1 day', now() + interval '1 day'`);

    const again = await articles(globalSearch('appointment'), 'admin@harbour.example');
    expect(again).toEqual(first);
    expect(references(again)).not.toContain('KB9000001');

    // Another limit, page, sort or term is another query: read afresh, and it sees the new article.
    const otherLimit = await articles(globalSearch('appointment', 998), 'support@northfibre.example');
    expect(references(otherLimit)[0]).toBe('KB9000001');
    expect(otherLimit.total).toBe(first.total + 1);
    const otherTerm = await articles(globalSearch('appointments'), 'support@northfibre.example');
    expect(references(otherTerm)).toContain('KB9000001');

    // Whatever writes articles drops the kept pages.
    forgetArticlePages(sandbox.db);
    const afterForget = await articles(globalSearch('appointment'), 'support@northfibre.example');
    expect(references(afterForget)[0]).toBe('KB9000001');
    expect(afterForget.total).toBe(first.total + 1);
  });
});

describe('articlePageCache', () => {
  const page = (reference: string): ArticlesPage => ({
    current_page: 1,
    from: 1,
    to: 1,
    per_page: 999,
    total: 1,
    data: [
      {
        id: 1,
        reference,
        short_description: 'x'.repeat(100),
        kb_knowledge_base: 'Customer Knowledge',
        kb_category: { sys_id: 'c', label: 'Ordering' },
        article_type: 'text',
        workflow_state: 'published',
        kb_version: '1.0',
        active: true,
        valid_to: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      },
    ],
  });
  const fakeDb = () => ({}) as Db;

  it('shares one read between concurrent askers and reads again after its lifetime', async () => {
    let clock = 0;
    const cache = articlePageCache(fakeDb(), { ttlMs: 1_000, now: () => clock });
    let reads = 0;
    const read = async () => page(`KB${++reads}`);
    const [a, b] = await Promise.all([cache.page('k', read), cache.page('k', read)]);
    expect(reads).toBe(1);
    expect(b).toBe(a);
    clock = 999;
    await cache.page('k', read);
    expect(reads).toBe(1);
    clock = 1_000;
    expect((await cache.page('k', read)).data[0]?.reference).toBe('KB2');
  });

  it('does not keep a failed read', async () => {
    const cache = articlePageCache(fakeDb());
    await expect(cache.page('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect((await cache.page('k', async () => page('KB1'))).data[0]?.reference).toBe('KB1');
  });

  it('keeps at most its entries and bytes, the oldest going first', async () => {
    const cache = articlePageCache(fakeDb(), { maxEntries: 2 });
    let reads = 0;
    const read = async () => page(`KB${++reads}`);
    for (const key of ['a', 'b', 'c']) await cache.page(key, read);
    await cache.page('c', read);
    await cache.page('b', read);
    expect(reads).toBe(3);
    await cache.page('a', read);
    expect(reads).toBe(4);

    const small = articlePageCache(fakeDb(), { maxBytes: 1_000 });
    let smallReads = 0;
    const smallRead = async () => page(`KB${++smallReads}`);
    await small.page('a', smallRead);
    await small.page('a', smallRead);
    expect(smallReads).toBe(1);
    await small.page('b', smallRead);
    await small.page('b', smallRead);
    expect(smallReads).toBe(2);
    // Two pages pass the 1,000 bytes: the older went.
    await small.page('a', smallRead);
    expect(smallReads).toBe(3);
  });
});
