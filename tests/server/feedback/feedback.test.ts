import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalFeedback } from '../../../server/db/schema';
import { clientTokenClaims, createCredential } from '../../../server/domain/developer/credentials';
import { seedOrganisations } from '../../../server/seed/organisations';
import { personaByEmail } from '../../../server/seed/personas';
import { feedbackCommentMax, feedbackMessages, feedbackReceipt } from '../../../src/contracts/feedback';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

const feedback = {
  area: 'Ordering',
  comment: 'The FTTP funnel could remember my last buyer reference.',
  may_contact: true,
  route: '/ordering/products/fttp',
};
const northfibre = seedOrganisations.find((o) => o.key === 'northfibre')?.id ?? '';
const review = { rating: 4, comment: 'Quick to find things.', route: '/' };

describe.each(drivers)('feedback and reviews (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const post = async (url: string, body: unknown, email: Parameters<TestSandbox['authAs']>[0] | null) =>
    sandbox.app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: email ? await sandbox.authAs(email) : {},
    });
  const stored = async (id: string) => (await sandbox.db.select().from(portalFeedback)).find((r) => r.id === id);

  it("stores feedback with the sender's organisation, user id and page, and lists it on /sandbox/feedback", async () => {
    const res = await post('/api/users/feedback', feedback, 'support@northfibre.example');
    expect(res.statusCode).toBe(201);
    const { data } = feedbackReceipt.parse(res.json());
    const sender = personaByEmail('support@northfibre.example');
    expect(await stored(data.id)).toMatchObject({
      kind: 'feedback',
      userId: sender.id,
      orgId: expect.stringMatching(/^org_/),
      area: 'Ordering',
      comment: feedback.comment,
      mayContact: true,
      route: '/ordering/products/fttp',
      rating: null,
    });
    const page = await sandbox.app.inject({ method: 'GET', url: '/sandbox/feedback' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Feedback: Ordering');
    expect(page.body).toContain(feedback.comment);
    expect(page.body).toContain(sender.id);
  });

  it('stores a review of 1 to 5 stars, with or without a comment, and shows it on the page', async () => {
    const res = await post('/api/users/reviews', { ...review, comment: '' }, 'admin@harbour.example');
    expect(res.statusCode).toBe(201);
    const { data } = feedbackReceipt.parse(res.json());
    expect(await stored(data.id)).toMatchObject({ kind: 'review', rating: 4, comment: '', area: null });
    const page = await sandbox.app.inject({ method: 'GET', url: '/sandbox/feedback' });
    expect(page.body).toContain('Review: 4 of 5 stars');
  });

  it('keeps only the path of the page it was sent from', async () => {
    const res = await post(
      '/api/users/feedback',
      { ...feedback, route: '/networks?postcode=NE1#map' },
      'support@northfibre.example',
    );
    const { data } = feedbackReceipt.parse(res.json());
    expect((await stored(data.id))?.route).toBe('/networks');
  });

  it('escapes what users typed on the page', async () => {
    await post(
      '/api/users/feedback',
      { ...feedback, comment: '<script>alert(1)</script>' },
      'support@northfibre.example',
    );
    const page = await sandbox.app.inject({ method: 'GET', url: '/sandbox/feedback' });
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;');
  });

  it('refuses missing and over-long fields with field errors, storing nothing', async () => {
    const before = (await sandbox.db.select().from(portalFeedback)).length;
    const empty = await post('/api/users/feedback', { route: '/' }, 'support@northfibre.example');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      area: [feedbackMessages.area],
      comment: [feedbackMessages.comment],
    });
    const long = await post(
      '/api/users/feedback',
      { ...feedback, comment: 'x'.repeat(feedbackCommentMax + 1) },
      'support@northfibre.example',
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.comment).toEqual([feedbackMessages.commentTooLong]);
    const stars = await post('/api/users/reviews', { ...review, rating: 6 }, 'support@northfibre.example');
    expect(stars.statusCode).toBe(400);
    expect(stars.json().error.fields.rating).toEqual([feedbackMessages.rating]);
    const extra = await post('/api/users/reviews', { ...review, user_id: 'usr_other' }, 'support@northfibre.example');
    expect(extra.statusCode).toBe(400);
    expect((await sandbox.db.select().from(portalFeedback)).length).toBe(before);
  });

  it('asks for a sign-in, and for the terms first', async () => {
    expect((await post('/api/users/feedback', feedback, null)).statusCode).toBe(401);
    const terms = await post('/api/users/reviews', review, 'newstarter@northfibre.example');
    expect(terms.statusCode).toBe(403);
    expect(terms.json().error.code).toBe('terms_not_accepted');
  });

  it("refuses a developer credential's token: feedback comes from people", async () => {
    const admin = personaByEmail('admin@northfibre.example');
    const created = await createCredential(
      sandbox.db,
      { orgId: northfibre, userId: admin.id, name: admin.name },
      { name: 'Feedback check', scopes: ['read:support'] },
      ['read:support'],
    );
    if (!created.ok) throw new Error(created.message);
    const claims = await clientTokenClaims(sandbox.db, created.credential.client_id);
    const token = await sandbox.mint({ ...claims, sub: created.credential.client_id });
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/api/users/feedback',
      payload: feedback,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
