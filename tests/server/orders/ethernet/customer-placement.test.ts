import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../../server/db/schema';
import { writeFlag } from '../../../../server/domain/flags';
import { advanceSandboxClock, sandboxNow } from '../../../../server/domain/incidents/clock';
import { progressDueOrders } from '../../../../server/domain/orders/progress';
import { orgByKey } from '../../../../server/seed/organisations';
import { orderDetailResponse, placedOrderResponse } from '../../../../src/contracts/orders';
import { addDays, todayIso, weekdayOf } from '../../../../src/lib/dates';
import { ethernetMessages } from '../../../../src/lib/ethernet-rules';
import { orderMessages } from '../../../../src/lib/order-rules';
import { addWorkingDays } from '../../../../src/lib/working-days';
import { drivers } from '../../helpers/test-env';
import { createFunnelSandbox, type FunnelSandbox } from '../placement-sandbox';
import {
  errorFields,
  ffnCustomer,
  metroCustomer,
  place,
  ethernetScenario as scenario,
  sparesUprn,
} from './ethernet-sandbox';

describe.each(drivers)('Ethernet customer validation and placement (%s)', (driver) => {
  let sandbox: FunnelSandbox;
  let today: string;
  beforeAll(async () => {
    sandbox = await createFunnelSandbox(driver);
    today = todayIso(await sandboxNow(sandbox.db));
  });
  afterAll(() => sandbox.close());

  const metroUprn = () => scenario('ethernet.metro-green').uprn;
  const ffnUprn = () => scenario('ethernet.ffn').uprn;
  const doubleTagUprn = () => scenario('ethernet.ffn-double-tag').uprn;
  const metro = (over: Record<string, unknown> = {}, uprn = metroUprn()) =>
    sandbox.post('/ethernet/customer', metroCustomer(uprn, over));
  const ffn = (over: Record<string, unknown> = {}, uprn = ffnUprn()) =>
    sandbox.post('/ethernet-over-ffn/customer', ffnCustomer(uprn, today, over));

  describe('POST /ethernet/customer (spec 3 §5 Ethernet customer)', () => {
    it('accepts a valid metro customer', async () => {
      const res = await metro();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { valid: true } });
    });

    it.each([
      ['vlan', 99, ethernetMessages.vlan],
      ['vlan', 4095, ethernetMessages.vlan],
      ['vlan', '', ethernetMessages.vlan],
      ['business_name', 'b'.repeat(129), ethernetMessages.max128],
      ['business_name', '', ethernetMessages.businessName],
      ['address', '', ethernetMessages.address],
      ['buyer_reference', 'ab', orderMessages.buyerReference],
      ['room', '', ethernetMessages.room],
      ['floor', 'f'.repeat(51), ethernetMessages.max50],
      ['rack', 'r'.repeat(65), ethernetMessages.max64],
      ['wayleave_name', 'w'.repeat(256), ethernetMessages.max255],
      ['wayleave_email', '', ethernetMessages.wayleaveEmail],
      ['wayleave_email', `${'w'.repeat(70)}@example.com`, orderMessages.emailTooLong],
      ['site_name', '', ethernetMessages.siteName],
      ['site_email', 'not-an-email', ethernetMessages.siteEmail],
      ['wayleave_number', '12345', orderMessages.phone],
      ['site_number', 'phone', orderMessages.phone],
      ['enni', '', ethernetMessages.enni],
      ['enni', 'HT-ENNI-NAT-S', ethernetMessages.enniUnknown],
      ['term', 36, ethernetMessages.term],
      ['product_name', '', ethernetMessages.productName],
      ['asbestos_register_onsite', 'Maybe', ethernetMessages.asbestos],
      ['ethernet_presentation', 'HDMI', ethernetMessages.presentation],
      ['hazards', 'h'.repeat(1025), orderMessages.max1024],
      ['access_restrictions', 'a'.repeat(1025), orderMessages.max1024],
      ['additional_information', 'i'.repeat(256), orderMessages.max255],
    ])('refuses %s (case %#) with its message on the field', async (field, value, message) => {
      const fields = errorFields(await metro({ [field]: value }));
      expect(fields[field]).toEqual([message]);
    });

    it('reports every field in one round', async () => {
      const fields = errorFields(
        await sandbox.post('/ethernet/customer', { uprn: metroUprn(), product_id: 'eth-metro-1000-national-60' }),
      );
      expect(Object.keys(fields).sort()).toEqual(
        [
          'address',
          'asbestos_register_onsite',
          'buyer_reference',
          'business_name',
          'enni',
          'ethernet_presentation',
          'floor',
          'product_name',
          'room',
          'site_email',
          'site_name',
          'term',
          'vlan',
          'wayleave_email',
          'wayleave_name',
        ].sort(),
      );
    });

    it('refuses a buyer reference used in the organisation (any case), not one of another organisation', async () => {
      expect(errorFields(await metro({ buyer_reference: 'nf-eth-existing-0001' })).buyer_reference).toEqual([
        orderMessages.buyerReferenceTaken,
      ]);
      expect((await metro({ buyer_reference: 'HT-ETH-OTHER-0001' })).statusCode).toBe(200);
    });

    it('refuses a product the property does not have, and an unknown property', async () => {
      expect(errorFields(await metro({ product_id: 'eth-ffn-1000-national-60' })).product_id).toEqual([
        'This product is not available at this property',
      ]);
      expect(errorFields(await metro({}, '999999999999')).uprn).toEqual(['Property not found']);
    });

    it('takes the default ENNI when ENNI selection is off (any enni sent is ignored)', async () => {
      await writeFlag(sandbox.db, orgByKey('northfibre').id, 'enniSelectionEnabled', false);
      try {
        expect((await metro({ enni: '' })).statusCode).toBe(200);
        expect((await metro({ enni: 'HT-ENNI-NAT-S' })).statusCode).toBe(200);
      } finally {
        await writeFlag(sandbox.db, orgByKey('northfibre').id, 'enniSelectionEnabled', true);
      }
    });

    it('answers a shapeless body with field errors, never a 500', async () => {
      for (const body of [{}, { uprn: 'abc' }, { uprn: metroUprn(), product_id: 7 }, []]) {
        const res = await sandbox.post('/ethernet/customer', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      // Not JSON at all: refused by its media type.
      expect((await sandbox.post('/ethernet/customer', 'text')).statusCode).toBe(415);
      const nested = await metro({ vlan: { $gt: 1 }, business_name: ['x'], term: null });
      expect(Object.keys(errorFields(nested))).toEqual(expect.arrayContaining(['vlan', 'business_name', 'term']));
    });
  });

  describe('POST /ethernet-over-ffn/customer (spec 3 §5 Ethernet over FFN)', () => {
    it('accepts a valid over-FFN customer (no vlan field)', async () => {
      const res = await ffn();
      expect(res.statusCode, res.body).toBe(200);
    });

    it('requires the numbers, the yes/no answers and the cvlan', async () => {
      const fields = errorFields(
        await ffn({
          wayleave_number: '',
          site_number: '',
          route_approver_onsite: '',
          floor_plans_available: 'Maybe',
          ppe_required: undefined,
          listed_building: null,
          building_landlord_contact: '',
          induction_required: '',
          parking_available: '',
          site_ready_for_installation: '',
          cvlan: '',
        }),
      );
      expect(fields).toEqual({
        wayleave_number: [orderMessages.phone],
        site_number: [orderMessages.phone],
        route_approver_onsite: [ethernetMessages.yesNo],
        floor_plans_available: [ethernetMessages.yesNo],
        ppe_required: [ethernetMessages.yesNo],
        listed_building: [ethernetMessages.yesNo],
        building_landlord_contact: [ethernetMessages.yesNo],
        induction_required: [ethernetMessages.yesNo],
        parking_available: [ethernetMessages.yesNo],
        site_ready_for_installation: [ethernetMessages.yesNo],
        cvlan: [ethernetMessages.cvlanRequired],
      });
    });

    it("refuses cvlan over 4094 with 'The CVlan must be max of 4094.'", async () => {
      expect(errorFields(await ffn({ cvlan: 4095 })).cvlan).toEqual(['The CVlan must be max of 4094.']);
    });

    it('ethernet.ffn-double-tag: svlan required (1–4094) for a Double Tag ENNI', async () => {
      const uprn = doubleTagUprn();
      const base = { enni: 'NF-ENNI-NAT-D' };
      expect(errorFields(await ffn({ ...base, svlan: '' }, uprn)).svlan).toEqual([ethernetMessages.svlanRequired]);
      expect(errorFields(await ffn({ ...base, svlan: 4095 }, uprn)).svlan).toEqual([ethernetMessages.svlan]);
      expect((await ffn({ ...base, svlan: 200 }, uprn)).statusCode).toBe(200);
      // A Single Tag ENNI is not among this property's ENNIs.
      expect(errorFields(await ffn({ enni: 'NF-ENNI-NAT-S', svlan: 200 }, uprn)).enni).toEqual([
        ethernetMessages.enniUnknown,
      ]);
    });

    it('survey dates: the working-day rules, each on its field', async () => {
      const sixth = addWorkingDays(today, 6);
      let weekend = addDays(sixth, 1);
      while (weekdayOf(weekend) !== 0 && weekdayOf(weekend) !== 6) weekend = addDays(weekend, 1);
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{ requested_survey_date_1: '31/12/2099' }, { requested_survey_date_1: ['Invalid date format.'] }],
        [{ requested_survey_date_2: addDays(today, -1) }, { requested_survey_date_2: [ethernetMessages.surveyPast] }],
        [
          { requested_survey_date_1: addWorkingDays(today, 5), requested_survey_date_2: '' },
          { requested_survey_date_1: [ethernetMessages.surveyTooSoon] },
        ],
        [{ requested_survey_date_3: weekend }, { requested_survey_date_3: [ethernetMessages.surveyWeekend] }],
        [
          { requested_survey_date_2: addWorkingDays(today, 7) },
          { requested_survey_date_2: [ethernetMessages.surveyApart] },
        ],
        [
          { requested_survey_date_3: addWorkingDays(today, 9) },
          { requested_survey_date_3: [ethernetMessages.surveyApart] },
        ],
      ];
      for (const [over, expected] of cases) {
        expect(errorFields(await ffn(over)), JSON.stringify(over)).toEqual(expected);
      }
      // The 6th working day itself (inclusive) and three dates 2 working days apart are accepted; none is fine too.
      const ok = await ffn({
        requested_survey_date_1: sixth,
        requested_survey_date_2: addWorkingDays(today, 8),
        requested_survey_date_3: addWorkingDays(today, 10),
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const none = await ffn({ requested_survey_date_1: '', requested_survey_date_2: '', requested_survey_date_3: '' });
      expect(none.statusCode).toBe(200);
    });

    it('offers the product presentations over FFN: fixed RJ45 when the product lists none', async () => {
      const p100 = { product_id: 'eth-ffn-100-national-60', product_name: 'Ethernet over FFN 100 National' };
      expect((await ffn({ ...p100, ethernet_presentation: 'RJ45' })).statusCode).toBe(200);
      expect(
        errorFields(await ffn({ ...p100, ethernet_presentation: 'Optical Multimode' })).ethernet_presentation,
      ).toEqual([ethernetMessages.presentation]);
    });
  });

  describe('POST /ethernet and /ethernet-over-ffn (idempotent placement)', () => {
    it('places a metro order (201) that the orders list and detail show with its Ethernet fields', async () => {
      const uprn = sparesUprn('metro', 0);
      const body = metroCustomer(uprn, { enni: 'NF-ENNI-LOC-D', product_id: 'eth-metro-1000flex-local-36', term: 36 });
      const res = await place(sandbox, '/ethernet', body);
      expect(res.statusCode, res.body).toBe(201);
      const order = placedOrderResponse.parse(res.json()).data;
      expect(order).toMatchObject({
        order_type: 'ethernet',
        status: 'Placed',
        uprn,
        buyer_order_reference: body.buyer_reference,
      });
      expect(order.ethernet).toMatchObject({
        variant: 'metro',
        product_id: 'eth-metro-1000flex-local-36',
        product_name: 'Ethernet 1000 Flex Local',
        term: 36,
        access: 'Local',
        rag_status: 'green',
        enni: 'NF-ENNI-LOC-D',
        enni_tagging: 'Double Tag',
        interconnect_service: expect.stringMatching(/^NF-IC-LOC-/),
        vlan: 120,
        svlan: null,
        cvlan: null,
        room: 'Comms room',
        requested_survey_dates: [],
      });
      const detail = orderDetailResponse.parse((await sandbox.get(`/ethernet-order/${order.id}`)).json()).data;
      expect(detail.ethernet).toEqual(order.ethernet);
      const list = await sandbox.get('/orders?type=ethernet&limit=50&sort=-created_at');
      expect(list.json().data.map((r: { id: string }) => r.id)).toContain(order.id);
      expect((await sandbox.get(`/order/${order.id}`)).statusCode).toBe(404);
      // Northfibre's order counts for Northfibre's live-service check only, never for another organisation's.
      expect((await sandbox.get(`/order/check-live-service-exists/${uprn}`)).json().data.exists).toBe(true);
      const harbour = orgByKey('harbour').id;
      await writeFlag(sandbox.db, harbour, 'family_ethernet', true);
      try {
        const theirs = await sandbox.get(`/order/check-live-service-exists/${uprn}`, 'admin@harbour.example');
        expect(theirs.json()).toEqual({ data: { uprn, exists: false } });
        expect((await sandbox.get(`/ethernet-order/${order.id}`, 'admin@harbour.example')).statusCode).toBe(404);
      } finally {
        await writeFlag(sandbox.db, harbour, 'family_ethernet', false);
      }
    });

    it('places an over-FFN order with svlan, cvlan and survey dates', async () => {
      const uprn = sparesUprn('ffnDoubleTag', 0);
      const body = ffnCustomer(uprn, today, { enni: 'NF-ENNI-NAT-D', svlan: 300, cvlan: 400 });
      const res = await place(sandbox, '/ethernet-over-ffn', body);
      expect(res.statusCode, res.body).toBe(201);
      const order = placedOrderResponse.parse(res.json()).data;
      expect(order.ethernet).toMatchObject({
        variant: 'ffn',
        vlan: null,
        svlan: 300,
        cvlan: 400,
        enni_tagging: 'Double Tag',
        route_approver_onsite: 'Yes',
        floor_plans_available: 'No',
        requested_survey_dates: [body.requested_survey_date_1, body.requested_survey_date_2],
      });
      expect(order.requested_date).toBe(body.requested_survey_date_1);
    });

    it('replays the same key (200, same order), refuses the key with another body, places once for two at once', async () => {
      const uprn = sparesUprn('metro', 1);
      const body = metroCustomer(uprn);
      const key = randomUUID();
      const first = await place(sandbox, '/ethernet', body, key);
      expect(first.statusCode, first.body).toBe(201);
      const again = await place(sandbox, '/ethernet', body, key);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data.id).toBe(first.json().data.id);
      const other = await place(sandbox, '/ethernet', { ...body, room: 'Another room' }, key);
      expect(other.statusCode).toBe(409);
      expect(other.json().error.message).toBe('This Idempotency-Key was used with a different order');
      const otherRoute = await place(sandbox, '/ethernet-over-ffn', body, key);
      expect([404, 409]).toContain(otherRoute.statusCode);

      const racing = metroCustomer(sparesUprn('metro', 2));
      const raceKey = randomUUID();
      const [a, b] = await Promise.all([
        place(sandbox, '/ethernet', racing, raceKey),
        place(sandbox, '/ethernet', racing, raceKey),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json().data.id).toBe(b.json().data.id);
      const [count] = await sandbox.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.orgId, orgByKey('northfibre').id), eq(orders.buyerReference, racing.buyer_reference)));
      expect(count?.n).toBe(1);
    });

    it('needs an Idempotency-Key, and refuses an invalid body with every field (nothing stored)', async () => {
      const body = metroCustomer(sparesUprn('metro', 3));
      const noKey = await place(sandbox, '/ethernet', body, null);
      expect(noKey.statusCode).toBe(400);
      expect(Object.keys(noKey.json().error.fields)).toEqual(['Idempotency-Key']);
      const key = randomUUID();
      const invalid = await place(sandbox, '/ethernet', { ...body, vlan: 5000, room: '' }, key);
      expect(errorFields(invalid)).toEqual({ vlan: [ethernetMessages.vlan], room: [ethernetMessages.room] });
      // The refused attempt freed its key: the corrected body places with it.
      const fixed = await place(sandbox, '/ethernet', body, key);
      expect(fixed.statusCode, fixed.body).toBe(201);
      const same = await place(sandbox, '/ethernet', {
        ...metroCustomer(sparesUprn('metro', 4)),
        buyer_reference: body.buyer_reference,
      });
      expect(errorFields(same).buyer_reference).toEqual([orderMessages.buyerReferenceTaken]);
    });

    it('ethernet.existing-order: placing at a property with an Ethernet order in progress is refused (409)', async () => {
      const res = await place(sandbox, '/ethernet', metroCustomer(scenario('ethernet.existing-order').uprn));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('There is already an order in progress for this property.');
    });

    it('moves an Ethernet order on with the sandbox clock', async () => {
      const res = await place(sandbox, '/ethernet', metroCustomer(sparesUprn('metro', 5)));
      const id = res.json().data.id as string;
      await advanceSandboxClock(sandbox.db, 30 * 24 * 3_600_000);
      await progressDueOrders(sandbox.db, orgByKey('northfibre').id, await sandboxNow(sandbox.db));
      const detail = orderDetailResponse.parse((await sandbox.get(`/ethernet-order/${id}`)).json()).data;
      expect(detail.status).not.toBe('Placed');
      expect(detail.events.length).toBeGreaterThan(1);
      expect(detail.ethernet?.variant).toBe('metro');
    });
  });
});
