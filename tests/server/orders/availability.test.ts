import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceSandboxClock } from '../../../server/domain/incidents/clock';
import { pollResetMs } from '../../../server/domain/orders/products';
import {
  addressLookupResponse,
  orderExistsResponse,
  orderTypesResponse,
  productLookupResponse,
  projectLookupResponse,
  retrieveProductsResponse,
  rfsCodes,
  serviceStatusResponse,
} from '../../../src/contracts/orders';
import { orderMessages } from '../../../src/lib/order-rules';
import { drivers } from '../helpers/test-env';
import { createFunnelSandbox, type FunnelSandbox, scenario } from './placement-sandbox';

describe.each(drivers)('orders service: availability step (%s)', (driver) => {
  let sandbox: FunnelSandbox;
  beforeAll(async () => {
    sandbox = await createFunnelSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const lookup = async (postcode: string) => {
    const res = await sandbox.get(`/address-lookup?postcode=${encodeURIComponent(postcode)}`);
    return res;
  };

  it('lists the properties at a postcode whatever its spacing and case, with their indicators', async () => {
    const happy = scenario('order.happy');
    for (const typed of [happy.postcode, happy.postcode.replace(' ', ''), happy.postcode.toLowerCase()]) {
      const res = await lookup(typed);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = addressLookupResponse.parse(res.json());
      expect(data.map((p) => p.uprn)).toContain(happy.uprn);
      expect(data.length).toBeGreaterThanOrEqual(3);
    }
    const amber = addressLookupResponse.parse((await lookup(scenario('order.amber').postcode)).json()).data[0];
    expect(amber?.indicator).toBe('amber');
    const red = addressLookupResponse.parse((await lookup(scenario('order.red').postcode)).json()).data[0];
    expect(red?.indicator).toBe('red');
  });

  it("answers an invalid postcode with the field error 'Invalid postcode' and no match with an empty list", async () => {
    for (const bad of ['12345', 'NE1', 'ABC 123', 'N1 1A1']) {
      const res = await lookup(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.fields).toEqual({ postcode: [orderMessages.postcodeInvalid] });
    }
    for (const empty of ['', '   ']) {
      const res = await lookup(empty);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ postcode: [orderMessages.postcodeRequired] });
    }
    expect((await sandbox.get('/address-lookup')).json().error.fields).toEqual({
      postcode: [orderMessages.postcodeRequired],
    });
    expect((await lookup('SW1A 1AA SW1A 1AA')).json().error.fields).toEqual({
      postcode: [orderMessages.postcodeInvalid],
    });
    const none = await lookup(scenario('order.not-available').postcode);
    expect(none.statusCode).toBe(200);
    expect(addressLookupResponse.parse(none.json()).data).toEqual([]);
  });

  it('covers every RFS code with its definition, DR ratings, LOC codes, pre-order and BDUK somewhere in the gazetteer', async () => {
    const postcodes = [
      'YO1 7HH',
      'NG1 5FS',
      'S1 2HE',
      'CB2 3QF',
      'OX1 3BD',
      'EX4 3LS',
      'NR2 1NE',
      'AB10 1XG',
      'BT1 5GS',
      'PL1 2AA',
    ];
    const all = (
      await Promise.all(postcodes.map(async (p) => addressLookupResponse.parse((await lookup(p)).json()).data))
    ).flat();
    expect(new Set(all.map((p) => p.rfs_status.code))).toEqual(new Set(rfsCodes));
    expect(all.every((p) => p.rfs_status.definition.length > 0)).toBe(true);
    expect(new Set(all.map((p) => p.allowed_date_rating).filter(Boolean))).toEqual(
      new Set(['DR0', 'DR1', 'DR2', 'DR3']),
    );
    expect(new Set(all.map((p) => p.loc_flag.code))).toEqual(new Set(['LOC_0', 'LOC_1', 'LOC_2', 'LOC_3']));
    expect(all.some((p) => p.pre_order)).toBe(true);
    expect(all.some((p) => p.bduk_subsidised)).toBe(true);
    expect(new Set(all.map((p) => p.indicator))).toEqual(new Set(['green', 'amber', 'red', null]));
  });

  it('answers the existing-order check for the caller organisation only', async () => {
    const exists = async (uprn: string, as?: Parameters<FunnelSandbox['get']>[1]) =>
      orderExistsResponse.parse((await sandbox.get(`/order/exists/${uprn}`, as)).json()).data.order_exists;
    expect(await exists(scenario('order.existing-order').uprn)).toBe(true);
    expect(await exists(scenario('order.happy').uprn)).toBe(false);
    // Harbour's order at order.other-tenant is invisible to Northfibre, visible to Harbour.
    expect(await exists(scenario('order.other-tenant').uprn)).toBe(false);
    expect(await exists(scenario('order.other-tenant').uprn, 'admin@harbour.example')).toBe(true);
    expect(await exists(scenario('order.existing-order').uprn, 'admin@harbour.example')).toBe(false);
  });

  it('looks products up per uprn: none for order.no-products, 404 for an unknown uprn', async () => {
    const none = productLookupResponse.parse(
      (await sandbox.get(`/product-lookup/${scenario('order.no-products').uprn}`)).json(),
    );
    expect(none.data).toMatchObject({ products_available: false, product_codes: [] });
    const happy = productLookupResponse.parse(
      (await sandbox.get(`/product-lookup/${scenario('order.happy').uprn}`)).json(),
    );
    expect(happy.data.products_available).toBe(true);
    expect((await sandbox.get('/product-lookup/999999999999')).statusCode).toBe(404);
    const bad = await sandbox.get('/product-lookup/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toEqual([orderMessages.uprnRequired]);
  });

  it('retrieves products with line profiles, appointment need, install products and NNI', async () => {
    const res = await sandbox.get(`/retrieve-products/${scenario('order.happy').uprn}/`);
    expect(res.statusCode).toBe(200);
    const { data } = retrieveProductsResponse.parse(res.json());
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.appointmentRequired === 'yes' && p.lineProfiles.length > 0)).toBe(true);
    expect(data.some((p) => p.nni !== null)).toBe(true);
    expect(data.some((p) => p.isComplexOrder)).toBe(true);
    const residential = retrieveProductsResponse.parse(
      (await sandbox.get(`/retrieve-products/${scenario('order.residential').uprn}/`)).json(),
    ).data;
    expect(residential.map((p) => p.productName)).toContain('ftthl2r');
  });

  it('answers order.products-slow empty for the first 3 polls per organisation, then the products; a pause restarts the count', async () => {
    const uprn = scenario('order.products-slow').uprn;
    const poll = async (as?: Parameters<FunnelSandbox['get']>[1]) =>
      retrieveProductsResponse.parse((await sandbox.get(`/retrieve-products/${uprn}/`, as)).json()).data.length;
    expect([await poll(), await poll(), await poll()]).toEqual([0, 0, 0]);
    expect(await poll()).toBeGreaterThan(0);
    expect(await poll()).toBeGreaterThan(0);
    // Another organisation counts its own polls.
    expect(await poll('admin@harbour.example')).toBe(0);
    await advanceSandboxClock(sandbox.db, pollResetMs + 1000);
    expect(await poll()).toBe(0);
  });

  it("lists the caller organisation's projects and the RFS_4 order types", async () => {
    const nf = projectLookupResponse.parse((await sandbox.get('/project-lookup')).json()).data;
    const ht = projectLookupResponse.parse((await sandbox.get('/project-lookup', 'admin@harbour.example')).json()).data;
    expect(nf.length).toBeGreaterThan(0);
    expect(nf.every((p) => p.name.startsWith('Northfibre'))).toBe(true);
    expect(ht.some((p) => nf.some((n) => n.id === p.id))).toBe(false);
    const types = orderTypesResponse.parse((await sandbox.get('/orders/type')).json()).data;
    expect(types.map((t) => t.value)).toEqual(expect.arrayContaining(['wlto', 'switch']));
  });

  it('answers the RFS_4 service status of each scenario', async () => {
    const status = async (key: Parameters<typeof scenario>[0]) => {
      const res = await sandbox.get(`/service-status/${scenario(key).uprn}`);
      return res.statusCode === 200 ? serviceStatusResponse.parse(res.json()).data.status : res.statusCode;
    };
    expect(await status('order.rfs4-regrade')).toBe('REGRADE');
    expect(await status('order.rfs4-gpl-wlto')).toBe('GPL WLTO');
    expect(await status('order.requested-date')).toBe('ACTIVE');
    expect(await status('order.happy')).toBe(404);
  });

  it('answers 404 while the ordering area is closed and 403 without read:ordering', async () => {
    expect((await sandbox.get(`/address-lookup?postcode=NE14XF`, 'agent@skyline.example')).statusCode).toBe(404);
    expect((await sandbox.get(`/address-lookup?postcode=NE14XF`, 'support@northfibre.example')).statusCode).toBe(403);
  });
});
