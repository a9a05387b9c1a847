import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import scenarios from '../../../server/seed/scenarios.json' with { type: 'json' };
import {
  addressLookupResponse,
  appointmentAvailabilityResponse,
  orderExistsResponse,
  productLookupResponse,
  retrieveProductsResponse,
  serviceStatusResponse,
} from '../../../src/contracts/orders';
import { requestedDateReplacesAppointment } from '../../../src/lib/order-rules';
import { drivers } from '../helpers/test-env';
import { createFunnelSandbox, type FunnelSandbox } from './placement-sandbox';

type Scenario = { postcode: string; uprn: string; shows: string; service_reference?: string };
const orderingKeys = Object.keys(scenarios).filter((k) => k.startsWith('order.') || k.startsWith('regrade.'));

describe.each(drivers)('ordering scenarios answer as server/seed/scenarios.json says (%s)', (driver) => {
  let sandbox: FunnelSandbox;
  beforeAll(async () => {
    sandbox = await createFunnelSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const json = async (url: string, as?: Parameters<FunnelSandbox['get']>[1]) => {
    const res = await sandbox.get(url, as);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json();
  };
  const property = async (s: Scenario) => {
    const list = addressLookupResponse.parse(
      await json(`/address-lookup?postcode=${encodeURIComponent(s.postcode)}`),
    ).data;
    const found = list.find((p) => p.uprn === s.uprn);
    expect(found, s.postcode).toBeDefined();
    return found;
  };
  const products = async (s: Scenario) =>
    retrieveProductsResponse.parse(await json(`/retrieve-products/${s.uprn}/`)).data;
  const slots = async (s: Scenario, product: string) =>
    appointmentAvailabilityResponse.parse(
      await json(`/appointment-availability?addressKey=${s.uprn}&date=2026-01-01&product=${product}`),
    ).data;
  const exists = async (s: Scenario, as?: Parameters<FunnelSandbox['get']>[1]) =>
    orderExistsResponse.parse(await json(`/order/exists/${s.uprn}`, as)).data.order_exists;
  const status = async (s: Scenario) =>
    serviceStatusResponse.parse(await json(`/service-status/${s.uprn}`)).data.status;

  const checks: Record<string, (s: Scenario) => Promise<void>> = {
    'order.happy': async (s) => {
      await property(s);
      expect(await exists(s)).toBe(false);
      const list = await products(s);
      expect(list.every((p) => p.appointmentRequired === 'yes')).toBe(true);
      expect(await slots(s, list[0]?.productName ?? '')).toHaveLength(20);
      const spares = addressLookupResponse.parse(await json('/address-lookup?postcode=NE2%204HA')).data;
      expect(spares.map((p) => p.uprn)).toEqual(
        Array.from({ length: 12 }, (_, i) => `1000100090${String(i + 1).padStart(2, '0')}`),
      );
      for (const spare of spares) expect(await exists({ ...s, uprn: spare.uprn })).toBe(false);
    },
    'order.rfs4-regrade': async (s) => {
      expect((await property(s))?.rfs_status.code).toBe('RFS_4');
      expect(await status(s)).toBe('REGRADE');
    },
    'order.rfs4-gpl-wlto': async (s) => {
      expect((await property(s))?.rfs_status.code).toBe('RFS_4');
      expect(await status(s)).toBe('GPL WLTO');
    },
    'order.rfs3-remote-activation': async (s) => {
      expect((await property(s))?.rfs_status.code).toBe('RFS_3');
      for (const p of await products(s)) {
        const facts = {
          appointmentRequired: p.appointmentRequired,
          rfsCode: 'RFS_3' as const,
          remoteActivationsFlag: true,
        };
        expect(requestedDateReplacesAppointment({ ...facts, cpeInstall: false })).toBe(true);
        expect(requestedDateReplacesAppointment({ ...facts, cpeInstall: true })).toBe(false);
      }
    },
    'order.requested-date': async (s) => {
      expect((await property(s))?.rfs_status.code).toBe('RFS_4');
      expect(await status(s)).toBe('ACTIVE');
      expect((await products(s)).every((p) => p.appointmentRequired === 'no')).toBe(true);
    },
    'order.existing-order': async (s) => {
      await property(s);
      expect(await exists(s)).toBe(true);
    },
    'order.no-products': async (s) => {
      await property(s);
      const lookup = productLookupResponse.parse(await json(`/product-lookup/${s.uprn}`)).data;
      expect(lookup.products_available).toBe(false);
      expect(await products(s)).toEqual([]);
    },
    'order.products-slow': async (s) => {
      await property(s);
      expect([(await products(s)).length, (await products(s)).length, (await products(s)).length]).toEqual([0, 0, 0]);
      expect((await products(s)).length).toBeGreaterThan(0);
    },
    'order.not-available': async (s) => {
      const list = addressLookupResponse.parse(
        await json(`/address-lookup?postcode=${encodeURIComponent(s.postcode)}`),
      );
      expect(list.data).toEqual([]);
    },
    'order.no-slots': async (s) => {
      const [first] = await products(s);
      expect(await slots(s, first?.productName ?? '')).toEqual([]);
    },
    'order.reservation-fails': async (s) => {
      const [first] = await products(s);
      const [slot] = await slots(s, first?.productName ?? '');
      const res = await sandbox.post('/appointment-reservation', {
        date: slot?.appointmentDate,
        startTime: slot?.appointmentStartTime,
        endTime: slot?.appointmentEndTime,
        uprn: s.uprn,
        product: first?.productName,
        ispMigration: false,
      });
      expect(res.json()).toEqual({ data: null });
    },
    'order.residential': async (s) => {
      await property(s);
      const codes = (await products(s)).map((p) => p.productName);
      expect(codes.length).toBeGreaterThan(0);
      expect(codes.every((c) => c.includes('l2r'))).toBe(true);
    },
    'order.amber': async (s) => {
      expect((await property(s))?.indicator).toBe('amber');
    },
    'order.red': async (s) => {
      expect((await property(s))?.indicator).toBe('red');
    },
    'order.other-tenant': async (s) => {
      await property(s);
      expect(await exists(s)).toBe(false);
      expect(await exists(s, 'admin@harbour.example')).toBe(true);
    },
    'regrade.service': async (s) => {
      const service = await json(`/service-lookup/${s.service_reference}`);
      expect(service.data.uprn).toBe(s.uprn);
      expect(service.data.regrade_url).toMatch(/^\/ordering\/products\/regrade\?token=/);
      const token = new URL(service.data.regrade_url, 'https://x').searchParams.get('token') ?? '';
      const lookup = await json(`/regrade?token=${encodeURIComponent(token)}`);
      expect(lookup.data.options.length).toBeGreaterThan(0);
      for (let n = 2; n <= 7; n++) {
        const spare = await json(`/service-lookup/SF100000${n}`);
        expect(spare.data).toMatchObject({ product: 'fttpl2b-500', postcode: 'SO15 2RG' });
        expect(await exists({ ...s, uprn: spare.data.uprn })).toBe(false);
      }
    },
  };

  it('has a check for every ordering scenario key', () => {
    expect(Object.keys(checks).sort()).toEqual([...orderingKeys].sort());
  });

  it.each(orderingKeys)('%s', async (key) => {
    const check = checks[key];
    if (!check) throw new Error(`No check for ${key}`);
    await check((scenarios as unknown as Record<string, Scenario>)[key] as Scenario);
  });
});
