import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orderEvents, orderSlotHolds, orderStatusCounts, orders } from '../../../server/db/schema';
import { slotHoldMs } from '../../../server/domain/appointments/slot-holds';
import { writeFlag } from '../../../server/domain/flags';
import { advanceSandboxClock, sandboxNow } from '../../../server/domain/incidents/clock';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import {
  appointmentAvailabilityResponse,
  appointmentReservationResponse,
  placedOrderResponse,
} from '../../../src/contracts/orders';
import { addDays, todayIso } from '../../../src/lib/dates';
import { orderMessages } from '../../../src/lib/order-rules';
import { drivers } from '../helpers/test-env';
import { createFunnelSandbox, type FunnelSandbox, scenario, validCustomer } from './placement-sandbox';

const keyReused = 'This Idempotency-Key was used with a different order';

describe.each(drivers)('orders service: customer validation and placement (%s)', (driver) => {
  let sandbox: FunnelSandbox;
  let today: string;
  beforeAll(async () => {
    sandbox = await createFunnelSandbox(driver);
    today = todayIso(await sandboxNow(sandbox.db));
  });
  afterAll(() => sandbox.close());

  const customer = (uprn: string, product: string, over: Record<string, unknown> = {}) =>
    sandbox.post('/order/customer', { ...validCustomer(), uprn, rfs_status: 'RFS_2', product, ...over });
  const fieldsOf = (res: { statusCode: number; json(): { error: { fields?: Record<string, string[]> } } }) => {
    expect(res.statusCode).toBe(400);
    return res.json().error.fields ?? {};
  };

  async function reserveFirst(uprn: string, product: string, as: PersonaEmail = 'ordering@northfibre.example') {
    const list = await sandbox.get(
      `/appointment-availability?addressKey=${uprn}&date=${today}&product=${product}&ispMigration=false`,
      as,
    );
    const free = appointmentAvailabilityResponse
      .parse(list.json())
      .data.find((s) => s.appointmentReservationKey === null);
    if (!free) throw new Error('no free slot');
    const res = await sandbox.post(
      '/appointment-reservation',
      {
        date: free.appointmentDate,
        startTime: free.appointmentStartTime,
        endTime: free.appointmentEndTime,
        uprn,
        product,
        ispMigration: false,
      },
      as,
    );
    const held = appointmentReservationResponse.parse(res.json()).data;
    if (!held) throw new Error('not reserved');
    return {
      appointmentDate: held.appointmentDate,
      appointmentStartTime: held.appointmentStartTime,
      appointmentEndTime: held.appointmentEndTime,
      appointmentReservationKey: held.appointmentReservationKey,
    };
  }

  const orderBody = (uprn: string, product: string, line_profile: string, over: Record<string, unknown> = {}) => ({
    ...validCustomer(),
    uprn,
    rfs_status: 'RFS_2',
    product,
    line_profile,
    appointment: null,
    ...over,
  });
  const place = (body: unknown, key: string | null = randomUUID(), as: PersonaEmail = 'ordering@northfibre.example') =>
    sandbox.post('/order', body, as, key === null ? {} : { 'idempotency-key': key });

  describe('POST /order/customer (spec 3 §5)', () => {
    const happy = () => scenario('order.happy').uprn;

    it('accepts a valid customer', async () => {
      const res = await customer(happy(), 'fttpl2b-1000');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { valid: true } });
    });

    it.each([
      ['buyer_reference', 'ab', orderMessages.buyerReference],
      ['buyer_reference', 'a'.repeat(37), orderMessages.buyerReference],
      ['buyer_reference', 'has space', orderMessages.buyerReference],
      ['authentication_agent', 'Telnet', orderMessages.agent],
      ['agent_id', '', orderMessages.agentId],
      ['agent_id', 'a'.repeat(64), orderMessages.agentId],
      ['agent_id', 'bad#char', orderMessages.agentId],
      ['name', '', orderMessages.nameRequired],
      ['email', 'not-an-email', orderMessages.emailInvalid],
      ['email', `${'a'.repeat(70)}@example.com`, orderMessages.emailTooLong],
      ['reseller_id', 'AB', orderMessages.resellerId],
      ['reseller_id', 'AB1', orderMessages.resellerId],
      ['phone', '12345', orderMessages.phone],
      ['phone', '+4412345678901', orderMessages.phone],
      ['hazards', 'h'.repeat(1025), orderMessages.max1024],
      ['restrictions', 'r'.repeat(1025), orderMessages.max1024],
    ])('refuses %s (case %#) with its message on the field', async (field, value, message) => {
      const fields = fieldsOf(await customer(happy(), 'fttpl2b-1000', { [field]: value }));
      expect(fields[field]?.[0]).toBe(message);
    });

    it('accepts the boundaries: 3 and 36 character references, 63 character agent ids, every phone prefix', async () => {
      for (const over of [
        { buyer_reference: `A-${randomUUID().slice(0, 1)}` },
        { buyer_reference: `R-${randomUUID().replaceAll('-', '')}`.slice(0, 36) },
        { agent_id: `${'a'.repeat(50)}@._()/+:-xyz` },
        { phone: '0044123456789' },
        { phone: '+441234567' },
        { phone: '01234567890' },
        { reseller_id: 'abc' },
      ]) {
        const res = await customer(happy(), 'fttpl2b-1000', over);
        expect(res.statusCode, `${JSON.stringify(over)} ${res.body}`).toBe(200);
      }
    });

    it('refuses a buyer reference already used in the organisation (any case), not one used by another organisation', async () => {
      const fields = fieldsOf(await customer(happy(), 'fttpl2b-1000', { buyer_reference: 'nf-existing-0001' }));
      expect(fields.buyer_reference).toEqual([orderMessages.buyerReferenceTaken]);
      const harbourRef = await customer(happy(), 'fttpl2b-1000', { buyer_reference: 'HT-OTHER-0001' });
      expect(harbourRef.statusCode).toBe(200);
    });

    it('asks vulnerable support only for residential products with showVulnerableFields on', async () => {
      const residential = scenario('order.residential').uprn;
      const vulnerable = { vulnerable_customer: true, vulnerable_customer_support: '' };
      expect(fieldsOf(await customer(residential, 'ftthl2r', vulnerable)).vulnerable_customer_support).toEqual([
        orderMessages.vulnerableSupportRequired,
      ]);
      expect(
        fieldsOf(
          await customer(residential, 'ftthl2r', {
            vulnerable_customer: true,
            vulnerable_customer_support: 'x'.repeat(256),
          }),
        ).vulnerable_customer_support,
      ).toEqual([orderMessages.max255]);
      // Business product: the field does not apply.
      expect((await customer(happy(), 'fttpl2b-1000', vulnerable)).statusCode).toBe(200);
      // Flag off: the field does not apply either.
      const org = orgByKey('northfibre').id;
      await writeFlag(sandbox.db, org, 'showVulnerableFields', false);
      try {
        expect((await customer(residential, 'ftthl2r', vulnerable)).statusCode).toBe(200);
      } finally {
        await writeFlag(sandbox.db, org, 'showVulnerableFields', true);
      }
    });

    it('asks a requested date, not in the past, when it replaces the appointment (spec 3 §4)', async () => {
      const requested = scenario('order.requested-date').uprn;
      expect(fieldsOf(await customer(requested, 'fttpl2b-160')).requested_date).toEqual([
        orderMessages.requestedDateRequired,
      ]);
      expect(
        fieldsOf(await customer(requested, 'fttpl2b-160', { requested_date: addDays(today, -1) })).requested_date,
      ).toEqual([orderMessages.requestedDatePast]);
      expect(
        fieldsOf(await customer(requested, 'fttpl2b-160', { requested_date: '31/12/2030' })).requested_date,
      ).toEqual([orderMessages.invalidDate]);
      expect((await customer(requested, 'fttpl2b-160', { requested_date: today })).statusCode).toBe(200);
      // RFS_3 with remote activations: maybe + no CPE takes a date; with CPE the appointment comes instead.
      const remote = scenario('order.rfs3-remote-activation').uprn;
      expect(fieldsOf(await customer(remote, 'fttpl2b-300')).requested_date).toEqual([
        orderMessages.requestedDateRequired,
      ]);
      expect((await customer(remote, 'fttpl2b-300', { cpe_install: true })).statusCode).toBe(200);
      // Appointment required: no date is asked.
      expect((await customer(happy(), 'fttpl2b-1000')).statusCode).toBe(200);
    });

    it('uses its own records, not what the body claims: product of the property and the order types it allows', async () => {
      expect(fieldsOf(await customer(happy(), 'ftthl2r')).product).toBeDefined();
      // The body says RFS_4 but the property is RFS_2: no date asked, no RFS_4 order types.
      expect((await customer(happy(), 'fttpl2b-1000', { rfs_status: 'RFS_4' })).statusCode).toBe(200);
      expect(
        fieldsOf(await customer(happy(), 'fttpl2b-1000', { new_order_type: 'wlto' })).new_order_type,
      ).toBeDefined();
      const gpl = scenario('order.rfs4-gpl-wlto').uprn;
      expect((await customer(gpl, 'fttpl2b-1000', { new_order_type: 'wlto' })).statusCode).toBe(200);
      expect(fieldsOf(await customer(gpl, 'fttpl2b-1000', { new_order_type: 'regrade' })).new_order_type).toBeDefined();
      const regrade = scenario('order.rfs4-regrade').uprn;
      expect((await customer(regrade, 'fttpl2b-1000', { new_order_type: 'regrade' })).statusCode).toBe(200);
    });
  });

  describe('POST /order', () => {
    it('places an order as Placed with its first event, books the held slot and counts it', async () => {
      const uprn = scenario('order.happy').uprn;
      const appointment = await reserveFirst(uprn, 'fttpl2b-1000');
      const body = orderBody(uprn, 'fttpl2b-1000', 'LP-1000-500', { appointment, cpe_install: true });
      const org = orgByKey('northfibre').id;
      const countBefore = await placedCount(org);
      const res = await place(body);
      expect(res.statusCode, res.body).toBe(201);
      const { data } = placedOrderResponse.parse(res.json());
      expect(data).toMatchObject({
        status: 'Placed',
        uprn,
        product: 'FTTP Business 1000',
        line_profile: 'LP-1000-500',
        appointment_requested: true,
        appointment_date: appointment.appointmentDate,
        ordered_by: 'Olivia Ordering',
        bduk_subsidised: true,
        requested_date: null,
      });
      expect(data.events.map((e) => e.status)).toEqual(['Placed']);
      const [hold] = await sandbox.db
        .select()
        .from(orderSlotHolds)
        .where(eq(orderSlotHolds.reservationKey, appointment.appointmentReservationKey));
      expect(hold).toMatchObject({ status: 'Booked', orderId: data.id });
      expect(await placedCount(org)).toBe(countBefore + 1);
      const events = await sandbox.db.select().from(orderEvents).where(eq(orderEvents.orderId, data.id));
      expect(events).toHaveLength(1);
      // The property now has an order in progress: another is refused.
      const second = await place(orderBody(uprn, 'fttpl2b-1000', 'LP-1000-500', { appointment }));
      expect(second.statusCode).toBe(409);
      // And the booked slot is nobody's to take.
      const list = await sandbox.get(
        `/appointment-availability?addressKey=${uprn}&date=${today}&product=fttpl2b-1000`,
        'admin@northfibre.example',
      );
      expect(
        appointmentAvailabilityResponse
          .parse(list.json())
          .data.some(
            (s) =>
              s.appointmentDate === appointment.appointmentDate &&
              s.appointmentStartTime === appointment.appointmentStartTime,
          ),
      ).toBe(false);
    });

    async function placedCount(orgId: string) {
      const [row] = await sandbox.db
        .select({ total: orderStatusCounts.total })
        .from(orderStatusCounts)
        .where(
          and(
            eq(orderStatusCounts.orgId, orgId),
            eq(orderStatusCounts.orderType, 'fttp'),
            eq(orderStatusCounts.status, 'Placed'),
          ),
        );
      return row?.total ?? 0;
    }

    it('requires the Idempotency-Key header', async () => {
      const res = await place(orderBody(scenario('order.amber').uprn, 'fttpl2b-1000', 'LP-1000-500'), null);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['Idempotency-Key']);
    });

    it('requires an appointment when one is needed, held by this organisation for this property and not expired', async () => {
      const uprn = scenario('order.amber').uprn;
      const none = await place(orderBody(uprn, 'fttpl2b-1000', 'LP-1000-500'));
      expect(none.statusCode).toBe(400);
      expect(none.json().error.fields.appointment).toEqual(['Please select an appointment to continue.']);
      // Harbour's reservation is not Northfibre's.
      const harbours = await reserveFirst(uprn, 'fttpl2b-1000', 'admin@harbour.example');
      const foreign = await place(orderBody(uprn, 'fttpl2b-1000', 'LP-1000-500', { appointment: harbours }));
      expect(foreign.statusCode).toBe(404);
      const unknown = await place(
        orderBody(uprn, 'fttpl2b-1000', 'LP-1000-500', {
          appointment: { ...harbours, appointmentReservationKey: 'RSV-unknown' },
        }),
      );
      expect(unknown.statusCode).toBe(404);
      // A reservation for another property does not fit.
      const elsewhere = await reserveFirst(scenario('order.red').uprn, 'fttpl2b-1000');
      expect((await place(orderBody(uprn, 'fttpl2b-1000', 'LP-1000-500', { appointment: elsewhere }))).statusCode).toBe(
        409,
      );
      // Expired.
      const mine = await reserveFirst(uprn, 'fttpl2b-1000');
      await advanceSandboxClock(sandbox.db, slotHoldMs + 1000);
      today = todayIso(await sandboxNow(sandbox.db));
      const expired = await place(orderBody(uprn, 'fttpl2b-1000', 'LP-1000-500', { appointment: mine }));
      expect(expired.statusCode).toBe(409);
      expect(expired.json().error.message).toMatch(/expired/);
    });

    it('refuses a line profile of another product and a product the property cannot have, field by field', async () => {
      const uprn = scenario('order.red').uprn;
      const wrongProfile = await place(orderBody(uprn, 'fttpl2b-1000', 'LP-500-100'));
      expect(wrongProfile.statusCode).toBe(400);
      expect(wrongProfile.json().error.fields.line_profile).toEqual([orderMessages.lineProfileRequired]);
      const wrongProduct = await place(orderBody(uprn, 'ftthl2r', 'LP-1000-115'));
      expect(wrongProduct.json().error.fields.product).toBeDefined();
      const unknown = await place(orderBody('999999999999', 'fttpl2b-1000', 'LP-1000-500'));
      expect(unknown.statusCode).toBe(404);
    });

    it('places a requested-date order without an appointment (spec 3 §4) and drops any appointment sent', async () => {
      const uprn = scenario('order.requested-date').uprn;
      const date = addDays(today, 3);
      const res = await place(
        orderBody(uprn, 'fttpl2b-160', 'LP-160-30', { rfs_status: 'RFS_4', requested_date: date }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const { data } = placedOrderResponse.parse(res.json());
      expect(data).toMatchObject({
        requested_date: date,
        appointment: null,
        appointment_requested: false,
        rfs_status: 'RFS_4',
      });
    });

    it('is idempotent: the same key and body replays the same order (200, Idempotent-Replayed), another body is 409', async () => {
      const uprn = scenario('order.rfs3-remote-activation').uprn;
      const key = randomUUID();
      const body = orderBody(uprn, 'fttpl2b-300', 'LP-300-50', { requested_date: addDays(today, 2) });
      const first = await place(body, key);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await place(body, key);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data.id).toBe(first.json().data.id);
      const other = await place({ ...body, name: 'Somebody Else' }, key);
      expect(other.statusCode).toBe(409);
      expect(other.json().error).toMatchObject({ code: 'conflict', message: keyReused });
      expect(await ordersAt(uprn)).toBe(1);
      // Keys belong to the organisation: Harbour's same key places Harbour's own order, never replays Northfibre's.
      const harbour = await place(body, key, 'admin@harbour.example');
      expect(harbour.statusCode, harbour.body).toBe(201);
      expect(harbour.json().data.id).not.toBe(first.json().data.id);
      expect(await ordersAt(uprn)).toBe(2);
    });

    it('a refused placement frees its key: the corrected retry with the same key places the order', async () => {
      const uprn = scenario('order.rfs4-gpl-wlto').uprn;
      const key = randomUUID();
      const bad = await place(orderBody(uprn, 'fttpl2b-160', 'LP-160-30', { rfs_status: 'RFS_4' }), key);
      expect(bad.statusCode).toBe(400);
      const keys = await sandbox.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(keys).toHaveLength(0);
      const good = await place(
        orderBody(uprn, 'fttpl2b-160', 'LP-160-30', {
          rfs_status: 'RFS_4',
          requested_date: addDays(today, 1),
          new_order_type: 'gpl',
        }),
        key,
      );
      expect(good.statusCode, good.body).toBe(201);
      expect(good.json().data).toMatchObject({ gpl_wlto: true, new_order_type: 'gpl' });
    });

    it('20 concurrent identical requests (a double click, retries) make exactly one order', async () => {
      const uprn = scenario('order.rfs4-regrade').uprn;
      const key = randomUUID();
      const body = orderBody(uprn, 'fttpl2b-160', 'LP-160-30', {
        rfs_status: 'RFS_4',
        requested_date: addDays(today, 4),
      });
      const answers = await Promise.all(Array.from({ length: 20 }, () => place(body, key)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 200)).toHaveLength(19);
      expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
      // The property's RFS_4 status is REGRADE: the order says so, from the sandbox's record.
      expect(answers[0]?.json().data).toMatchObject({ is_regrade: true, gpl_wlto: false, rfs_status: 'RFS_4' });
      expect(await ordersAt(uprn)).toBe(1);
    });

    it('one key racing with two bodies: one order, the other body 409; two keys racing with one buyer reference: one order, the other a field error', async () => {
      const spares = Array.from({ length: 4 }, (_, i) => `1000100090${String(i + 9).padStart(2, '0')}`);
      const [a, b, c, d] = spares as [string, string, string, string];
      const slotA = await reserveFirst(a, 'fttpl2b-1000');
      const slotB = await reserveFirst(b, 'fttpl2b-1000');
      const key = randomUUID();
      const bodies = [
        orderBody(a, 'fttpl2b-1000', 'LP-1000-500', { appointment: slotA }),
        orderBody(b, 'fttpl2b-1000', 'LP-1000-500', { appointment: slotB }),
      ];
      const raced = await Promise.all(bodies.map((body) => place(body, key)));
      expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(raced.find((r) => r.statusCode === 409)?.json().error.message).toBe(keyReused);

      const slotC = await reserveFirst(c, 'fttpl2b-1000');
      const slotD = await reserveFirst(d, 'fttpl2b-1000');
      const reference = `SAME-${randomUUID().slice(0, 8)}`;
      const twins = await Promise.all([
        place(orderBody(c, 'fttpl2b-1000', 'LP-1000-500', { appointment: slotC, buyer_reference: reference })),
        place(
          orderBody(d, 'fttpl2b-1000', 'LP-1000-500', { appointment: slotD, buyer_reference: reference.toLowerCase() }),
        ),
      ]);
      expect(twins.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      expect(twins.find((r) => r.statusCode === 400)?.json().error.fields.buyer_reference).toEqual([
        orderMessages.buyerReferenceTaken,
      ]);
      // The loser's slot is still its own to use: its hold was not booked.
      const loser = twins.findIndex((r) => r.statusCode === 400);
      const [hold] = await sandbox.db
        .select()
        .from(orderSlotHolds)
        .where(eq(orderSlotHolds.reservationKey, (loser === 0 ? slotC : slotD).appointmentReservationKey));
      expect(hold?.status).toBe('Reserved');
    });

    it("keeps other organisations' orders invisible", async () => {
      const uprn = scenario('order.no-slots').uprn;
      const res = await place(orderBody(uprn, 'fttpl2b-300', 'LP-300-50', {}), randomUUID(), 'admin@harbour.example');
      // Harbour places nothing here without an appointment (the slot store is empty): a field error, not a leak.
      expect(res.statusCode).toBe(400);
      const [theirs] = await sandbox.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.buyerReference, 'HT-OTHER-0001'));
      expect((await sandbox.get(`/order/${theirs?.id}`)).statusCode).toBe(404);
      expect((await sandbox.get(`/order/${theirs?.id}`, 'admin@harbour.example')).statusCode).toBe(200);
    });

    async function ordersAt(uprn: string) {
      const [row] = await sandbox.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.uprn, uprn));
      return row?.n ?? 0;
    }
  });
});
