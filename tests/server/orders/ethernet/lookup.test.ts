import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFlag } from '../../../../server/domain/flags';
import { ethernetScenarioOrderIds } from '../../../../server/seed/ethernet/index';
import { orgByKey } from '../../../../server/seed/organisations';
import {
  combinedPostcodeLookupResponse,
  ethernetProductsResponse,
  latitudeLongitudeResponse,
  liveServiceExistsResponse,
  metroProductsRequestResponse,
  metroProductsResponse,
} from '../../../../src/contracts/ethernet';
import { ethernetMessages } from '../../../../src/lib/ethernet-rules';
import { orderMessages } from '../../../../src/lib/order-rules';
import { drivers } from '../../helpers/test-env';
import { createFunnelSandbox, type FunnelSandbox } from '../placement-sandbox';
import { ethernetScenario as scenario } from './ethernet-sandbox';

describe.each(drivers)('Ethernet availability and products (%s)', (driver) => {
  let sandbox: FunnelSandbox;
  beforeAll(async () => {
    sandbox = await createFunnelSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const lookup = (postcode: string) =>
    sandbox.get(`/combined-postcode-lookup?postcode=${encodeURIComponent(postcode)}`);

  async function metroProducts(uprn: string) {
    const requested = await sandbox.post('/request-products/', { uprn });
    expect(requested.statusCode, requested.body).toBe(201);
    const { requestId } = metroProductsRequestResponse.parse(requested.json()).data;
    const first = metroProductsResponse.parse((await sandbox.get(`/retrieve-metro-products/${requestId}`)).json()).data;
    const second = metroProductsResponse.parse(
      (await sandbox.get(`/retrieve-metro-products/${requestId}`)).json(),
    ).data;
    return { requestId, first, second };
  }

  describe('GET /combined-postcode-lookup (spec 3 §4, §5 postcode)', () => {
    it.each([
      'ethernet.metro-green',
      'ethernet.metro-amber',
      'ethernet.metro-red',
      'ethernet.black',
      'ethernet.ffn',
      'ethernet.ffn-double-tag',
      'ethernet.existing-order',
      'ethernet.no-products',
      'ethernet.metro-request-fails',
    ] as const)('%s: the postcode lists the scenario property', async (key) => {
      const { postcode, uprn } = scenario(key);
      const res = await lookup(postcode.toLowerCase().replace(' ', ''));
      expect(res.statusCode, res.body).toBe(200);
      const properties = combinedPostcodeLookupResponse.parse(res.json()).data;
      expect(properties.map((p) => p.uprn)).toContain(uprn);
      expect(properties.every((p) => p.postcode === postcode)).toBe(true);
    });

    it('ethernet.not-available: a valid postcode with no property is an empty list', async () => {
      const res = await lookup(scenario('ethernet.not-available').postcode);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
    });

    it('ethernet.invalid-postcode: 400 with the spec message on postcode; empty asks for a postcode', async () => {
      const invalid = await lookup(scenario('ethernet.invalid-postcode').postcode);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.fields).toEqual({ postcode: [orderMessages.postcodeInvalid] });
      const empty = await lookup('');
      expect(empty.json().error.fields).toEqual({ postcode: [orderMessages.postcodeRequired] });
    });

    it('gives each property its service area', async () => {
      const areas = Object.fromEntries(
        combinedPostcodeLookupResponse
          .parse((await lookup(scenario('ethernet.metro-green').postcode)).json())
          .data.map((p) => [p.uprn, p.service_area]),
      );
      expect(areas).toEqual({ '100020000001': 'metro', '100020000002': 'metro_ffn' });
      const ffn = combinedPostcodeLookupResponse.parse((await lookup(scenario('ethernet.ffn').postcode)).json()).data;
      expect(ffn[0]?.service_area).toBe('ffn');
    });
  });

  describe('GET /order/check-live-service-exists/{uprn} and /latitude-longitude-lookup/{uprn}', () => {
    it("ethernet.existing-order: exists for Northfibre (its own order); another property's is free", async () => {
      const existing = await sandbox.get(
        `/order/check-live-service-exists/${scenario('ethernet.existing-order').uprn}`,
      );
      expect(liveServiceExistsResponse.parse(existing.json()).data.exists).toBe(true);
      const free = await sandbox.get(`/order/check-live-service-exists/${scenario('ethernet.metro-green').uprn}`);
      expect(liveServiceExistsResponse.parse(free.json()).data.exists).toBe(false);
      expect((await sandbox.get('/order/check-live-service-exists/999999999999')).statusCode).toBe(404);
    });

    it('answers coordinates of a property', async () => {
      const res = await sandbox.get(`/latitude-longitude-lookup/${scenario('ethernet.metro-green').uprn}`);
      const { latitude, longitude } = latitudeLongitudeResponse.parse(res.json()).data;
      expect(latitude).toBeCloseTo(54.9726, 3);
      expect(longitude).toBeCloseTo(-1.612, 3);
    });
  });

  describe('metro products by request (spec 3 §4: a request, then products by requestId)', () => {
    it('ethernet.metro-green: pending on the first poll, then 18 green products (3 bandwidths × 2 handoffs × 3 terms)', async () => {
      const { first, second } = await metroProducts(scenario('ethernet.metro-green').uprn);
      expect(first).toMatchObject({ status: 'pending', products: [], message: null });
      expect(second.status).toBe('ready');
      const products = second.products;
      expect(products).toHaveLength(18);
      expect(new Set(products.map((p) => p.status))).toEqual(new Set(['green']));
      expect(new Set(products.map((p) => p.contractTerm))).toEqual(new Set([12, 36, 60]));
      expect(new Set(products.map((p) => p.access))).toEqual(new Set(['National', 'Local']));
      expect(new Set(products.map((p) => p.productName))).toEqual(
        new Set([
          'Ethernet 100 National',
          'Ethernet 100 Local',
          'Ethernet 1000 National',
          'Ethernet 1000 Local',
          'Ethernet 1000 Flex National',
          'Ethernet 1000 Flex Local',
        ]),
      );
      const national = products.find((p) => p.productId === 'eth-metro-1000-national-60');
      expect(national).toMatchObject({
        variant: 'metro',
        enni: 'NF-ENNI-NAT-S',
        components: [
          { key: 'CFMETH1000', name: 'Ethernet 1Gbps' },
          { key: 'CFMNATENNI', name: 'National ENNI handoff' },
        ],
        ethernetPresentationOptions: ['RJ45', 'Optical single mode', 'Optical Multimode'],
      });
      expect(national?.ennis.map((e) => e.tagging)).toEqual(['Single Tag', 'Double Tag', 'Single and Double Tag']);
      expect(national?.popDistance).toBeGreaterThan(350);
      expect(national?.popDistance).toBeLessThan(450);
      expect(products.find((p) => p.productId === 'eth-metro-100-local-12')?.components[1]?.key).toBe('CFMLOCENNI');
    });

    it.each([
      ['ethernet.metro-amber', 'amber'],
      ['ethernet.metro-red', 'red'],
      ['ethernet.black', 'black'],
    ] as const)('%s: every product is %s from its distance to the nearest point of presence', async (key, status) => {
      const { second } = await metroProducts(scenario(key).uprn);
      expect(second.status).toBe('ready');
      expect(new Set(second.products.map((p) => p.status))).toEqual(new Set([status]));
    });

    it("ethernet.metro-request-fails: failed with 'Failed to retrieve Metro products.'", async () => {
      const { first, second } = await metroProducts(scenario('ethernet.metro-request-fails').uprn);
      expect(first.status).toBe('pending');
      expect(second).toMatchObject({ status: 'failed', products: [], message: 'Failed to retrieve Metro products.' });
      expect(ethernetMessages.metroFailed).toBe('Failed to retrieve Metro products.');
    });

    it('ethernet.no-products: ready with no products, and none over FFN either', async () => {
      const { second } = await metroProducts(scenario('ethernet.no-products').uprn);
      expect(second).toMatchObject({ status: 'ready', products: [] });
      const ffn = await sandbox.get(`/retrieve-ethernet-over-ffn-products/${scenario('ethernet.no-products').uprn}`);
      expect(ffn.json()).toEqual({ data: [] });
    });

    it("an over-FFN-only property has no metro products; an unknown property can't be requested", async () => {
      const { second } = await metroProducts(scenario('ethernet.ffn').uprn);
      expect(second).toMatchObject({ status: 'ready', products: [] });
      const unknown = await sandbox.post('/request-products/', { uprn: '999999999999' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.fields).toEqual({ uprn: ['Property not found'] });
    });

    it("another organisation's request is not found", async () => {
      const { requestId } = await metroProducts(scenario('ethernet.metro-green').uprn);
      await writeFlag(sandbox.db, orgByKey('harbour').id, 'family_ethernet', true);
      try {
        const res = await sandbox.get(`/retrieve-metro-products/${requestId}`, 'admin@harbour.example');
        expect(res.statusCode).toBe(404);
      } finally {
        await writeFlag(sandbox.db, orgByKey('harbour').id, 'family_ethernet', false);
      }
    });
  });

  describe('over-FFN products by uprn', () => {
    it('ethernet.ffn: products at once, handing off on Single Tag ENNIs', async () => {
      const res = await sandbox.get(`/retrieve-ethernet-over-ffn-products/${scenario('ethernet.ffn').uprn}`);
      const products = ethernetProductsResponse.parse(res.json()).data;
      expect(products).toHaveLength(18);
      expect(new Set(products.map((p) => p.variant))).toEqual(new Set(['ffn']));
      expect(new Set(products.flatMap((p) => p.ennis.map((e) => e.tagging)))).toEqual(new Set(['Single Tag']));
      expect(new Set(products.map((p) => p.components[1]?.key))).toEqual(new Set(['CFMETENNI']));
      expect(products.find((p) => p.productId === 'eth-ffn-100-national-60')?.ethernetPresentationOptions).toEqual([]);
      expect(products.find((p) => p.productId === 'eth-ffn-1000flex-local-36')?.ethernetPresentationOptions).toEqual([
        'Optical single mode',
        'Optical Multimode',
      ]);
    });

    it('ethernet.ffn-double-tag: Double Tag ENNIs only', async () => {
      const res = await sandbox.get(`/retrieve-ethernet-over-ffn-products/${scenario('ethernet.ffn-double-tag').uprn}`);
      const products = ethernetProductsResponse.parse(res.json()).data;
      expect(new Set(products.flatMap((p) => p.ennis.map((e) => e.tagging)))).toEqual(new Set(['Double Tag']));
      expect(products[0]?.enni).toMatch(/^NF-ENNI-(NAT|LOC)-D$/);
    });

    it('a metro-only property has none over FFN', async () => {
      const res = await sandbox.get(`/retrieve-ethernet-over-ffn-products/${scenario('ethernet.metro-green').uprn}`);
      expect(res.json()).toEqual({ data: [] });
    });
  });

  describe('flags (spec 3 §6)', () => {
    const northfibre = orgByKey('northfibre').id;

    it('ethernetOverFFN off: the over-FFN calls answer 404, metro ones still work', async () => {
      await writeFlag(sandbox.db, northfibre, 'ethernetOverFFN', false);
      try {
        const uprn = scenario('ethernet.ffn').uprn;
        expect((await sandbox.get(`/retrieve-ethernet-over-ffn-products/${uprn}`)).statusCode).toBe(404);
        expect((await sandbox.post('/ethernet-over-ffn/customer', { uprn, product_id: 'x' })).statusCode).toBe(404);
        expect(
          (await sandbox.post('/ethernet-over-ffn', { uprn, product_id: 'x' }, undefined, { 'idempotency-key': 'k' }))
            .statusCode,
        ).toBe(404);
        expect((await lookup(scenario('ethernet.metro-green').postcode)).statusCode).toBe(200);
        expect((await sandbox.post('/request-products/', { uprn })).statusCode).toBe(201);
      } finally {
        await writeFlag(sandbox.db, northfibre, 'ethernetOverFFN', true);
      }
    });

    it('family_ethernet off: every Ethernet call answers 404', async () => {
      // Harbour has no Ethernet family.
      const as = 'admin@harbour.example' as const;
      const uprn = scenario('ethernet.metro-green').uprn;
      expect((await sandbox.get(`/combined-postcode-lookup?postcode=NE1%207RU`, as)).statusCode).toBe(404);
      expect((await sandbox.get(`/order/check-live-service-exists/${uprn}`, as)).statusCode).toBe(404);
      expect((await sandbox.get(`/latitude-longitude-lookup/${uprn}`, as)).statusCode).toBe(404);
      expect((await sandbox.post('/request-products/', { uprn }, as)).statusCode).toBe(404);
      expect((await sandbox.get('/retrieve-metro-products/mpr_x', as)).statusCode).toBe(404);
      expect((await sandbox.post('/ethernet/customer', { uprn, product_id: 'x' }, as)).statusCode).toBe(404);
      expect(
        (await sandbox.post('/ethernet', { uprn, product_id: 'x' }, as, { 'idempotency-key': 'k' })).statusCode,
      ).toBe(404);
    });

    it("another organisation's Ethernet order is not found, nor is an Ethernet order at the FTTP route", async () => {
      expect((await sandbox.get(`/ethernet-order/${ethernetScenarioOrderIds.otherTenant}`)).statusCode).toBe(404);
      expect((await sandbox.get(`/ethernet-order/${ethernetScenarioOrderIds.existing}`)).statusCode).toBe(200);
      expect((await sandbox.get(`/order/${ethernetScenarioOrderIds.existing}`)).statusCode).toBe(404);
    });
  });
});
