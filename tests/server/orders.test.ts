import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonaEmail } from '../../server/seed/personas';
import { homeResponse } from '../../src/contracts/dashboard';
import { featureFlagResponse } from '../../src/contracts/flags';
import { drivers } from './helpers/test-env';
import { createTestSandbox, type TestSandbox } from './helpers/test-sandbox';

describe.each(drivers)('orders service: flags, product families, home (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const get = async (url: string, as: PersonaEmail) =>
    sandbox.app.inject({ method: 'GET', url, headers: await sandbox.authAs(as) });
  const flag = async (as: PersonaEmail, name: string, fallback: '0' | '1' = '0') => {
    const res = await get(`/api/orders/feature-flag/${name}/${fallback}`, as);
    expect(res.statusCode).toBe(200);
    return featureFlagResponse.parse(res.json()).data;
  };

  it("answers each organisation's own flag values", async () => {
    expect(await flag('admin@northfibre.example', 'enableBilling')).toEqual({ name: 'enableBilling', enabled: true });
    expect(await flag('admin@northfibre.example', 'enableSkyServiceView', '1')).toEqual({
      name: 'enableSkyServiceView',
      enabled: false,
    });
    expect((await flag('agent@skyline.example', 'enableSkyServiceView')).enabled).toBe(true);
    expect((await flag('agent@skyline.example', 'enableBilling', '1')).enabled).toBe(false);
    expect((await flag('admin@harbour.example', 'enableContact', '1')).enabled).toBe(false);
    expect((await flag('admin@harbour.example', 'msoIncidentsEnabled', '1')).enabled).toBe(false);
    expect((await flag('admin@harbour.example', 'enableUsers')).enabled).toBe(true);
  });

  it('answers the fallback segment for a flag the organisation does not have', async () => {
    expect(await flag('support@northfibre.example', 'enableSomethingNew', '1')).toEqual({
      name: 'enableSomethingNew',
      enabled: true,
    });
    expect(await flag('support@northfibre.example', 'enableSomethingNew', '0')).toEqual({
      name: 'enableSomethingNew',
      enabled: false,
    });
  });

  it('rejects a malformed flag name or fallback with field errors', async () => {
    const badName = await get('/api/orders/feature-flag/bad-name!/1', 'admin@northfibre.example');
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { flagName: [expect.any(String)] },
    });
    const badFallback = await get('/api/orders/feature-flag/enableUsers/yes', 'admin@northfibre.example');
    expect(badFallback.statusCode).toBe(400);
    expect(Object.keys(badFallback.json().error.fields)).toEqual(['fallback']);
  });

  it("answers the organisation's product families to a user with read:ordering", async () => {
    const northfibre = await get('/api/orders/product-families', 'ordering@northfibre.example');
    expect(northfibre.json()).toEqual({ data: { family_ftth: true, family_ethernet: true, family_ftthl2b: false } });
    const harbour = await get('/api/orders/product-families', 'admin@harbour.example');
    expect(harbour.json()).toEqual({ data: { family_ftth: true, family_ethernet: false, family_ftthl2b: false } });
  });

  it("summarises the caller's organisation for the dashboard", async () => {
    const res = await get('/api/orders/home', 'admin@harbour.example');
    expect(res.statusCode).toBe(200);
    const { data } = homeResponse.parse(res.json());
    expect(data.organisation).toMatchObject({ name: 'Harbour Telecom Ltd', customer_id: 1003 });
    expect(data.me).toMatchObject({
      email: 'admin@harbour.example',
      roles: ['Admin', 'Export', 'Ordering', 'Support'],
    });
    expect(data.me.permissions).toEqual(['read:ordering', 'read:support', 'manage:users', 'export:data']);
    expect(data.users?.total).toBe(13);
    expect(data.users?.by_role.Admin).toBe(1);
    expect(data.product_families.family_ethernet).toBe(false);
    expect(data.invitations?.open).toBe(1);
    expect(data.recent_users).toHaveLength(5);
    for (const u of data.recent_users ?? []) expect(u.email).toMatch(/@harbour\.example$/);
  });
});
