import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFlag } from '../../../server/domain/flags';
import { hostileReference } from '../../../server/seed/knowledge/hostile';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import scenarios from '../../../server/seed/scenarios.json' with { type: 'json' };
import { seedIfEmpty } from '../../../server/seed/seed';
import { articleResponse, articlesPage, categoriesResponse } from '../../../src/contracts/knowledge';
import { encodeListQuery, type ListParams } from '../../../src/lib/list-query';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

const support: PersonaEmail = 'support@northfibre.example';

describe.each(drivers)('knowledge service (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(() => sandbox?.close());

  const get = async (path: string, query: ListParams = {}, as: PersonaEmail = support) => {
    const search = encodeListQuery(query).toString();
    return sandbox.app.inject({
      method: 'GET',
      url: `/api/knowledge${path}${search ? `?${search}` : ''}`,
      headers: await sandbox.authAs(as),
    });
  };
  const articles = async (query: ListParams) => articlesPage.parse((await get('/v1/articles', query)).json());

  it('answers the categories with articles, highest order first, as the portal asks (sort -order, limit 30)', async () => {
    const response = await get('/v1/categories', { sort: 'order', order: 'desc', limit: 30 });
    expect(response.statusCode).toBe(200);
    const { data } = categoriesResponse.parse(response.json());
    expect(data.map((c) => c.label)).toEqual([
      'Ordering',
      'Faults and incidents',
      'Appointments and engineer visits',
      'Billing and invoices',
      'API and integration',
      'Managing services',
      'Network and planned works',
      'Using the portal',
    ]);
    expect(data.every((c) => c.articles_count >= 1)).toBe(true);
    expect(data.find((c) => c.label === 'Ordering')?.articles_count).toBe(6);
    // The category with no articles is left out.
    expect(data.some((c) => c.label === 'Archived guidance')).toBe(false);
  });

  it('keeps to the limit, and allows up to 100 (the default when unset)', async () => {
    const limited = categoriesResponse.parse(
      (await get('/v1/categories', { sort: 'order', order: 'desc', limit: 3 })).json(),
    );
    expect(limited.data.map((c) => c.order)).toEqual([90, 80, 70]);
    const unset = categoriesResponse.parse((await get('/v1/categories')).json());
    expect(unset.data).toHaveLength(8);
    expect((await get('/v1/categories', { limit: 101 })).statusCode).toBe(400);
    expect((await get('/v1/categories', { sort: 'secret' })).statusCode).toBe(400);
  });

  it('pages the articles ({ current_page, from, to, per_page, total, data }), newest update first', async () => {
    const first = await articles({ page: 1, limit: 10 });
    expect(first).toMatchObject({ current_page: 1, from: 1, to: 10, per_page: 10, total: 41 });
    const last = await articles({ page: 5, limit: 10 });
    expect(last).toMatchObject({ current_page: 5, from: 41, to: 41, total: 41 });
    const past = await articles({ page: 6, limit: 10 });
    expect(past).toMatchObject({ from: null, to: null, data: [] });
    const times = first.data.map((a) => a.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
    // The global search asks for up to 999 articles in one call (spec 1 §7); more is refused.
    expect((await get('/v1/articles', { limit: 999 })).statusCode).toBe(200);
    expect((await get('/v1/articles', { limit: 1000 })).statusCode).toBe(400);
  });

  it('searches titles, references and the words of the text (English stems)', async () => {
    expect((await articles({ q: 'cancel' })).data.map((a) => a.reference)).toContain('KB0010004');
    expect((await articles({ q: 'KB0010013' })).data.map((a) => a.reference)).toEqual(['KB0010013']);
    // Only in the body of "Raising a fault": "power-cycle the router".
    const body = await articles({ q: 'power-cycle' });
    expect(body.data.map((a) => a.reference)).toContain('KB0010007');
    expect((await articles({ q: 'engineers' })).total).toBeGreaterThan(1);
    expect((await articles({ q: '%_\\' })).total).toBe(0);
    expect((await articles({ q: 'zzqqxx' })).total).toBe(0);
  });

  it('filters by category', async () => {
    const { data } = categoriesResponse.parse((await get('/v1/categories', { sort: 'order', order: 'desc' })).json());
    const billing = data.find((c) => c.label === 'Billing and invoices');
    const page = await articles({ kb_category: billing?.sys_id, limit: 100 });
    expect(page.total).toBe(billing?.articles_count);
    expect(page.data.every((a) => a.kb_category.label === 'Billing and invoices')).toBe(true);
    expect((await get('/v1/articles', { kb_category: 'not-a-sys-id' })).statusCode).toBe(400);
    expect((await get('/v1/articles', { status: 'x' })).statusCode).toBe(400);
  });

  it('answers an article with its HTML text, attachments and related articles', async () => {
    const response = await get('/v1/articles/KB0010001');
    expect(response.statusCode).toBe(200);
    const { data } = articleResponse.parse(response.json());
    expect(data.short_description).toBe('How to place an FTTP order');
    expect(data.text).toContain('<h2>Steps</h2>');
    const image = data.attachments.find((a) => a.content_type === 'image/png');
    expect(image).toMatchObject({ reference: 'order-journey.png', image_width: 320, image_height: 80 });
    expect(data.text).toContain(`sys_attachment.do?sys_id=${image?.sys_id}`);
    expect(data.attachments.map((a) => a.reference)).toContain('fttp-ordering-guide.pdf');
    expect(data.related_articles.map((r) => r.reference)).toEqual(['KB0010002', 'KB0010003', 'KB0010021']);
  });

  it('answers 404 for an unknown article and 400 for a malformed reference', async () => {
    expect((await get('/v1/articles/KB9999999')).statusCode).toBe(404);
    const bad = await get(`/v1/articles/${encodeURIComponent('<script>')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.reference).toBeDefined();
  });

  it('downloads attachments as attachments, typed from the allow-list, never rendered or sniffed', async () => {
    const { data } = articleResponse.parse((await get('/v1/articles/KB0010001')).json());
    const pdf = data.attachments.find((a) => a.reference.endsWith('.pdf'));
    const response = await get(pdf?.download_url ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="fttp-ordering-guide.pdf"; filename*=UTF-8''fttp-ordering-guide.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const hostile = articleResponse.parse((await get(`/v1/articles/${hostileReference}`)).json()).data;
    for (const name of ['router-list.html', 'router-diagram.svg']) {
      const file = hostile.attachments.find((a) => a.reference === name);
      const answer = await get(file?.download_url ?? '');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/octet-stream');
      expect(answer.headers['content-disposition']).toMatch(/^attachment;/);
      expect(answer.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    }
    expect((await get('/v1/attachments/0123456789abcdef0123456789abcdef')).statusCode).toBe(404);
    expect((await get('/v1/attachments/..%2F..%2Fetc')).statusCode).toBe(400);
  });

  it('is open in the sky view and to any signed-in role (help flag only), and asks for the terms', async () => {
    expect((await get('/v1/categories', {}, 'agent@skyline.example')).statusCode).toBe(200);
    expect((await get('/v1/articles/KB0010001', {}, 'developer@northfibre.example')).statusCode).toBe(200);
    const unsigned = await sandbox.app.inject({ method: 'GET', url: '/api/knowledge/v1/articles' });
    expect(unsigned.statusCode).toBe(401);
    const owing = await get('/v1/articles', {}, 'trainee@northfibre.example');
    expect(owing.statusCode).toBe(403);
    expect(owing.json().error.code).toBe('terms_not_accepted');
  });

  it('answers 404 on every call when the help flag is off', async () => {
    const org = orgByKey('harbour').id;
    await writeFlag(sandbox.db, org, 'enableHelp', false);
    try {
      for (const path of ['/v1/categories', '/v1/articles', '/v1/articles/KB0010001']) {
        expect((await get(path, {}, 'admin@harbour.example')).statusCode).toBe(404);
      }
    } finally {
      await writeFlag(sandbox.db, org, 'enableHelp', true);
    }
    expect((await get('/v1/articles', {}, 'admin@harbour.example')).statusCode).toBe(200);
  });

  it('serves knowledge.hostile as server/seed/scenarios.json names it, with its hostile attachments', async () => {
    expect(scenarios['knowledge.hostile'].article_reference).toBe(hostileReference);
    const { data } = articleResponse.parse((await get(`/v1/articles/${hostileReference}`)).json());
    // The sandbox keeps what the editor wrote; the portal's sanitiser is what makes it harmless.
    for (const payload of [
      '<script>',
      'onerror=',
      'javascript:',
      'expression(',
      '<svg',
      '<iframe',
      '<form',
      '<meta',
      '<base',
    ])
      expect(data.text).toContain(payload);
    expect(data.attachments.map((a) => [a.reference, a.content_type])).toEqual([
      ['router-diagram.svg', 'image/svg+xml'],
      ['router-list.html', 'text/html'],
    ]);
  });

  it('seeds once: a second start adds nothing', async () => {
    await seedIfEmpty(sandbox.db);
    expect((await articles({})).total).toBe(41);
  });
});
