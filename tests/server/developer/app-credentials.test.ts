import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { apiSupportTickets, developerCredentials, incidents } from '../../../server/db/schema';
import { claimsForUser } from '../../../server/domain/claims';
import { writeFlag } from '../../../server/domain/flags';
import { buildApp } from '../../../server/http/app';
import { createTokenVerifier } from '../../../server/http/auth';
import { createIdentity } from '../../../server/identity/index';
import { loadIdentitySecrets } from '../../../server/identity/secrets';
import { orgByKey } from '../../../server/seed/organisations';
import { type PersonaEmail, personaByEmail } from '../../../server/seed/personas';
import {
  apiSupportTicketResponse,
  apiTicketMessages,
  appCredentialList,
  appCredentialResponse,
  appCredentialSecretResponse,
} from '../../../src/contracts/developer';
import { errorEnvelope } from '../../../src/contracts/errors';
import { openTestDatabase } from '../helpers/test-database';
import { drivers } from '../helpers/test-env';

const publicUrl = 'https://sandbox.test';
const developer: PersonaEmail = 'developer@northfibre.example';

describe.each(drivers)('Developer app credentials as OAuth clients (%s)', (driver) => {
  let database: Database;
  let app: FastifyInstance;
  let signUser: (email: PersonaEmail) => Promise<string>;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seeded: true });
    const identity = await createIdentity({ db: database.db, publicUrl, accessTokenTtlSeconds: 300 });
    const verifier = createTokenVerifier({
      jwks: () => identity.jwks(),
      issuer: identity.issuer,
      audience: identity.audience,
    });
    app = buildApp({ db: database.db, verifier, publicUrl });
    await identity.register(app);
    await app.ready();
    // People's tokens as the provider would issue them after a sign-in: its own signing key, the persona's claims.
    const [jwk] = (await loadIdentitySecrets(database.db)).signingKeys;
    if (!jwk) throw new Error('no signing key');
    const key = await importJWK(jwk, 'RS256');
    signUser = async (email) => {
      const claims = await claimsForUser(database.db, personaByEmail(email).id);
      if (!claims) throw new Error(`no persona ${email}`);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
        .setIssuer(identity.issuer)
        .setAudience(identity.audience)
        .setSubject(claims.user_id)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const api = async (method: 'GET' | 'POST', url: string, as: PersonaEmail, payload?: object) =>
    app.inject({
      method,
      url: `/api/developer/v1${url}`,
      headers: { authorization: `Bearer ${await signUser(as)}` },
      ...(payload ? { payload } : {}),
    });
  const create = async (body: object, as: PersonaEmail = developer) => api('POST', '/app-credentials', as, body);
  const created = (res: LightMyRequestResponse) => appCredentialSecretResponse.parse(res.json());

  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  const token = (clientId: string, secret: string, via: 'basic' | 'post' = 'basic') =>
    app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(via === 'basic' ? { authorization: basic(clientId, secret) } : {}),
      },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        ...(via === 'post' ? { client_id: clientId, client_secret: secret } : {}),
      }).toString(),
    });
  const accessToken = async (clientId: string, secret: string, via: 'basic' | 'post' = 'basic') => {
    const res = await token(clientId, secret, via);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  };
  const asClient = (bearer: string, url: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
  const incidentList = '/api/incidents/v2/incidents?page=1&limit=10';

  it('creates a credential whose secret is answered once and stored only as an scrypt hash', async () => {
    const res = await create({ name: '  Ticket sync  ', scopes: ['read:support'] });
    expect(res.statusCode, res.body).toBe(201);
    const { data, client_secret } = created(res);
    expect(data).toMatchObject({
      name: 'Ticket sync',
      scopes: ['read:support'],
      status: 'active',
      created_by: 'Dev Developer',
    });
    expect(client_secret).toMatch(/^fws_[\w-]{43}$/);
    expect(data.secret_hint).toBe(client_secret.slice(-4));
    const [row] = await database.db.select().from(developerCredentials).where(eq(developerCredentials.id, data.id));
    expect(row?.secretHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(client_secret);
    const list = appCredentialList.parse((await api('GET', '/app-credentials', developer)).json());
    expect(list.data[0]?.id).toBe(data.id);
    expect(JSON.stringify(list)).not.toContain(client_secret);
    expect(list.available_scopes).toEqual(['read:support', 'read:ordering', 'read:billing']);
    expect(list.token_endpoint).toBe(`${publicUrl}/oidc/token`);
  });

  it('obtains a token with the client-credentials grant and lists only its own organisation’s incidents', async () => {
    const { data, client_secret } = created(await create({ name: 'Support feed', scopes: ['read:support'] }));
    for (const via of ['basic', 'post'] as const) {
      const bearer = await accessToken(data.client_id, client_secret, via);
      const list = await asClient(bearer, incidentList);
      expect(list.statusCode, list.body).toBe(200);
      const orgIds = await database.db
        .select({ org: incidents.orgId })
        .from(incidents)
        .where(eq(incidents.id, (list.json() as { data: { id: string }[] }).data[0]?.id ?? ''));
      expect(orgIds).toEqual([{ org: orgByKey('northfibre').id }]);
    }
    const [foreign] = await database.db
      .select({ id: incidents.id })
      .from(incidents)
      .where(ne(incidents.orgId, orgByKey('northfibre').id))
      .limit(1);
    const bearer = await accessToken(data.client_id, client_secret);
    expect((await asClient(bearer, `/api/incidents/v2/incidents/${foreign?.id}`)).statusCode).toBe(404);
    const last = appCredentialList.parse((await api('GET', '/app-credentials', developer)).json());
    expect(last.data.find((c) => c.id === data.id)?.last_used_at).not.toBeNull();
  });

  it('respects its scopes: a billing credential may not list incidents nor manage credentials', async () => {
    const { data, client_secret } = created(await create({ name: 'Invoices', scopes: ['read:billing'] }));
    const bearer = await accessToken(data.client_id, client_secret);
    expect((await asClient(bearer, incidentList)).statusCode).toBe(403);
    expect((await asClient(bearer, '/api/developer/v1/app-credentials')).statusCode).toBe(403);
  });

  it('never grants more than the organisation allows', async () => {
    const northfibre = orgByKey('northfibre').id;
    await writeFlag(database.db, northfibre, 'enableBilling', false);
    try {
      const res = await create({ name: 'Too much', scopes: ['read:support', 'read:billing'] });
      expect(res.statusCode).toBe(400);
      expect(errorEnvelope.parse(res.json()).error.fields?.scopes?.[0]).toMatch(/read:billing/);
      const list = appCredentialList.parse((await api('GET', '/app-credentials', developer)).json());
      expect(list.available_scopes).toEqual(['read:support', 'read:ordering']);
    } finally {
      await writeFlag(database.db, northfibre, 'enableBilling', true);
    }
  });

  it('refuses the old secret at once after a rotation, and accepts the new one', async () => {
    const first = created(await create({ name: 'Rotating', scopes: ['read:support'] }));
    const res = await api('POST', `/app-credentials/${first.data.id}/rotate`, developer);
    expect(res.statusCode, res.body).toBe(200);
    const rotated = created(res);
    expect(rotated.client_secret).not.toBe(first.client_secret);
    expect(rotated.data.client_id).toBe(first.data.client_id);
    const old = await token(first.data.client_id, first.client_secret);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ error: 'invalid_client' });
    await accessToken(rotated.data.client_id, rotated.client_secret);
  });

  it('refuses a revoked credential at the token endpoint and its already issued tokens at the API', async () => {
    const { data, client_secret } = created(await create({ name: 'Leaked', scopes: ['read:support'] }));
    const bearer = await accessToken(data.client_id, client_secret);
    expect((await asClient(bearer, incidentList)).statusCode).toBe(200);
    const res = await api('POST', `/app-credentials/${data.id}/revoke`, developer);
    expect(res.statusCode, res.body).toBe(200);
    expect(appCredentialResponse.parse(res.json()).data).toMatchObject({ status: 'revoked' });
    expect((await asClient(bearer, incidentList)).statusCode).toBe(401);
    expect((await token(data.client_id, client_secret)).statusCode).toBe(401);
    expect((await api('POST', `/app-credentials/${data.id}/rotate`, developer)).statusCode).toBe(409);
    expect((await api('POST', `/app-credentials/${data.id}/revoke`, developer)).statusCode).toBe(409);
  });

  it('answers 404 for another organisation’s credential', async () => {
    const [harbours] = await database.db
      .select({ id: developerCredentials.id })
      .from(developerCredentials)
      .where(eq(developerCredentials.orgId, orgByKey('harbour').id));
    expect(harbours).toBeDefined();
    for (const action of ['rotate', 'revoke']) {
      expect((await api('POST', `/app-credentials/${harbours?.id}/${action}`, developer)).statusCode).toBe(404);
    }
    const list = appCredentialList.parse((await api('GET', '/app-credentials', developer)).json());
    expect(list.data.map((c) => c.id)).not.toContain(harbours?.id);
  });

  it('answers field errors for bad input and refuses callers without read:developer', async () => {
    const res = await create({ name: '', scopes: ['manage:users'] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(res.json()).error.fields ?? {}).sort()).toEqual(['name', 'scopes.0']);
    expect((await create({ name: 'x', scopes: [] })).statusCode).toBe(400);
    expect((await api('POST', '/app-credentials/not-an-id/rotate', developer)).statusCode).toBe(400);
    expect((await api('GET', '/app-credentials', 'support@northfibre.example')).statusCode).toBe(403);
  });

  it('slows repeated bad secrets down with 429', async () => {
    const { data } = created(await create({ name: 'Guessed', scopes: ['read:support'] }));
    const statuses: number[] = [];
    // Five free failures, then a doubling wait (1 s, 2 s, 4 s...): on a slow machine a wait may pass between two tries.
    for (let i = 0; i < 10 && statuses.at(-1) !== 429; i++) {
      statuses.push((await token(data.client_id, `fws_wrong${i}`)).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const refused = await token(data.client_id, 'fws_wrong');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stores an API support ticket', async () => {
    const res = await api('POST', '/support-tickets', developer, {
      category: 'Authentication',
      subject: 'Token refused',
      description: 'Our token is refused with 401.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const ticket = apiSupportTicketResponse.parse(res.json()).data;
    expect(ticket.reference).toMatch(/^API-\d{6}$/);
    const rows = await database.db
      .select()
      .from(apiSupportTickets)
      .where(and(eq(apiSupportTickets.id, ticket.id), eq(apiSupportTickets.orgId, orgByKey('northfibre').id)));
    expect(rows).toHaveLength(1);
    const bad = await api('POST', '/support-tickets', developer, { category: 'Nope', subject: '', description: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['category', 'description', 'subject']);
  });

  it('takes a ticket about one of the organisation’s own active credentials only', async () => {
    const ticket = (client_id: string) =>
      api('POST', '/support-tickets', developer, {
        category: 'Errors',
        subject: 'Refused',
        description: 'Why?',
        client_id,
      });
    const [harbours] = await database.db
      .select({ clientId: developerCredentials.clientId })
      .from(developerCredentials)
      .where(eq(developerCredentials.orgId, orgByKey('harbour').id));
    for (const other of [harbours?.clientId ?? '', 'fwc_nosuchclient']) {
      const refused = await ticket(other);
      expect(refused.statusCode, other).toBe(400);
      expect(refused.json().error.fields).toEqual({ client_id: [apiTicketMessages.unknownCredential] });
    }
    const own = appCredentialList.parse((await api('GET', '/app-credentials', developer)).json()).data;
    const active = own.find((c) => c.status === 'active');
    expect(active).toBeDefined();
    expect((await ticket(active?.client_id ?? '')).statusCode).toBe(201);
  });
});
