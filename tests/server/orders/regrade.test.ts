import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identitySecrets } from '../../../server/db/schema';
import { advanceSandboxClock, sandboxNow } from '../../../server/domain/incidents/clock';
import { regradeMessages, regradeTokenTtlSeconds } from '../../../server/domain/orders/regrade';
import {
  appointmentAvailabilityResponse,
  appointmentReservationResponse,
  placedOrderResponse,
  regradeLookupResponse,
} from '../../../src/contracts/orders';
import { addDays, todayIso } from '../../../src/lib/dates';
import { orderMessages } from '../../../src/lib/order-rules';
import { drivers } from '../helpers/test-env';
import { createFunnelSandbox, type FunnelSandbox, scenario } from './placement-sandbox';

const service = () => scenario('regrade.service') as ReturnType<typeof scenario> & { service_reference: string };

describe.each(drivers)('orders service: regrade (%s)', (driver) => {
  let sandbox: FunnelSandbox;
  beforeAll(async () => {
    sandbox = await createFunnelSandbox(driver);
  });
  afterAll(() => sandbox.close());

  async function regradeLink(as?: Parameters<FunnelSandbox['get']>[1]) {
    const res = await sandbox.get(`/service-lookup/${service().service_reference}`, as);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.regrade_url;
    return { url, token: new URL(url, 'https://x').searchParams.get('token') ?? '' };
  }
  const lookup = (token: string, as?: Parameters<FunnelSandbox['get']>[1]) =>
    sandbox.get(`/regrade?token=${encodeURIComponent(token)}`, as);
  const customer = (token: string, over: Record<string, unknown> = {}) => ({
    token,
    product: 'fttpl2b-1000',
    buyer_reference: `RG-${randomUUID().slice(0, 8)}`,
    name: 'Riley Regrade',
    email: 'riley@example.com',
    phone: '07700900456',
    requested_date: '',
    ...over,
  });
  const source = {
    uprn: service().uprn,
    product: 'fttpl2b-500',
    authenticationAgent: 'PPPoE Intermediate Agent',
    remoteAgentId: 'nf-remote-0001',
  };

  // First: no link has been made yet on this store.
  it('refuses a token checked before any link exists, and stores no key for it (checking never writes)', async () => {
    const keys = async () =>
      (await sandbox.db.select().from(identitySecrets)).filter((s) => s.name === 'orders-regrade-token-key').length;
    expect(await keys()).toBe(0);
    const res = await lookup('not-a-token');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.token).toEqual([regradeMessages.tokenInvalid]);
    expect(await keys()).toBe(0);
    await regradeLink();
    expect(await keys()).toBe(1);
  });

  it('regrade.service: the service lookup answers a regrade link under /ordering/products', async () => {
    const res = await sandbox.get(`/service-lookup/${service().service_reference}`);
    expect(res.json().data).toMatchObject({
      service_reference: 'SF1000001',
      uprn: service().uprn,
      product: 'fttpl2b-500',
    });
    const { url } = await regradeLink();
    expect(url.startsWith('/ordering/products/regrade?token=')).toBe(true);
    // Another organisation's service is not found.
    expect(
      (await sandbox.get(`/service-lookup/${service().service_reference}`, 'admin@harbour.example')).statusCode,
    ).toBe(404);
  });

  it('looks the link up: the service, options without its current product, line profiles and appointment need per product', async () => {
    const { token } = await regradeLink();
    const res = await lookup(token);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = regradeLookupResponse.parse(res.json());
    expect(data.service).toMatchObject({
      ...source,
      service_reference: 'SF1000001',
      product_display_name: 'FTTP Business 500',
    });
    const codes = data.options.map((o) => o.value);
    expect(codes).not.toContain('fttpl2b-500');
    expect(codes).toEqual(expect.arrayContaining(['fttpl2b-1000', 'fttpl2b-300', 'fttpl2b-160']));
    for (const code of codes) {
      expect(data.lineProfiles[code]?.length).toBeGreaterThan(0);
      expect(data.products[code]).toBeDefined();
    }
    expect(data.products['fttpl2b-1000']?.appointmentRequired).toBe(true);
    expect(data.products['fttpl2b-160']?.appointmentRequired).toBe(false);
  });

  it('refuses a tampered, foreign-signed or expired link with a clear 400 on the token field', async () => {
    const { token } = await regradeLink();
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, product: 'fttpl2b-160' })).toString('base64url')}.${s}`;
    for (const bad of [forged, `${token}x`, 'not-a-token']) {
      const res = await lookup(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.token).toEqual([regradeMessages.tokenInvalid]);
    }
    const otherKey = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-of-32-bytes-long!!'));
    expect((await lookup(otherKey)).json().error.fields.token).toEqual([regradeMessages.tokenInvalid]);
    // Harbour holding Northfibre's link: not its service.
    expect((await lookup(token, 'admin@harbour.example')).statusCode).toBe(404);

    await advanceSandboxClock(sandbox.db, (regradeTokenTtlSeconds + 60) * 1000);
    const expired = await lookup(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(regradeMessages.tokenExpired);
  });

  it('validates the regrade customer (spec 3 §5 Regrade) with field errors', async () => {
    const { token } = await regradeLink();
    const ok = await sandbox.post('/regrade-customer', customer(token));
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await sandbox.post(
      '/regrade-customer',
      customer(token, { buyer_reference: 'x', name: '', email: 'nope', phone: '123' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      buyer_reference: [orderMessages.buyerReference],
      name: [orderMessages.nameRequired],
      email: [orderMessages.emailInvalid],
      phone: [orderMessages.phone],
    });
    const today = todayIso(await sandboxNow(sandbox.db));
    const past = await sandbox.post(
      '/regrade-customer',
      customer(token, { product: 'fttpl2b-160', requested_date: addDays(today, -1) }),
    );
    expect(past.json().error.fields.requested_date).toEqual([orderMessages.requestedDatePast]);
    const current = await sandbox.post('/regrade-customer', customer(token, { product: 'fttpl2b-500' }));
    expect(current.json().error.fields.product).toEqual([regradeMessages.currentProduct]);
    const taken = await sandbox.post('/regrade-customer', customer(token, { buyer_reference: 'NF-EXISTING-0001' }));
    expect(taken.json().error.fields.buyer_reference).toEqual([orderMessages.buyerReferenceTaken]);
  });

  it('places a regrade once per key, with the held appointment, sourceDetails matching the link', async () => {
    const { token } = await regradeLink();
    const uprn = service().uprn;
    const today = todayIso(await sandboxNow(sandbox.db));
    const list = await sandbox.get(`/appointment-availability?addressKey=${uprn}&date=${today}&product=fttpl2b-1000`);
    const [slot] = appointmentAvailabilityResponse.parse(list.json()).data;
    if (!slot) throw new Error('no slot');
    const held = appointmentReservationResponse.parse(
      (
        await sandbox.post('/appointment-reservation', {
          date: slot.appointmentDate,
          startTime: slot.appointmentStartTime,
          endTime: slot.appointmentEndTime,
          uprn,
          product: 'fttpl2b-1000',
          ispMigration: false,
        })
      ).json(),
    ).data;
    if (!held) throw new Error('not held');
    const appointment = {
      appointmentDate: held.appointmentDate,
      appointmentStartTime: held.appointmentStartTime,
      appointmentEndTime: held.appointmentEndTime,
      appointmentReservationKey: held.appointmentReservationKey,
    };
    const body = { ...customer(token), line_profile: 'LP-1000-1000', appointment, sourceDetails: source };
    const key = randomUUID();
    const post = (b: unknown, k = key) => sandbox.post('/regrade-order', b, undefined, { 'idempotency-key': k });

    const mismatch = await post({ ...body, sourceDetails: { ...source, product: 'fttpl2b-300' } }, randomUUID());
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields.sourceDetails).toEqual([regradeMessages.sourceMismatch]);
    const wrongProfile = await post({ ...body, line_profile: 'LP-160-30' }, randomUUID());
    expect(wrongProfile.json().error.fields.line_profile).toEqual([orderMessages.lineProfileRequired]);
    const noAppointment = await post({ ...body, appointment: null }, randomUUID());
    expect(noAppointment.json().error.fields.appointment).toBeDefined();

    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const placed = placedOrderResponse.parse(answers.find((a) => a.statusCode === 201)?.json()).data;
    expect(placed).toMatchObject({
      is_regrade: true,
      new_order_type: 'regrade',
      service_reference: 'SF1000001',
      authentication_agent: 'PPPoE Intermediate Agent',
      agent_id: 'nf-remote-0001',
      appointment_requested: true,
      status: 'Placed',
    });
    expect(new Set(answers.map((a) => a.json().data.id))).toEqual(new Set([placed.id]));
    const reused = await post({ ...body, name: 'Someone Else' });
    expect(reused.statusCode).toBe(409);
    // The property now has an order in progress.
    const second = await post(
      { ...body, buyer_reference: 'RG-SECOND-1', product: 'fttpl2b-160', line_profile: 'LP-160-30', appointment: null },
      randomUUID(),
    );
    expect(second.statusCode).toBe(409);
  });
});
