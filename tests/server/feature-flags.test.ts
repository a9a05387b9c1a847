import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFlag } from '../../server/domain/flags';
import { orgByKey } from '../../server/seed/organisations';
import type { PersonaEmail } from '../../server/seed/personas';
import { featureFlagNames, featureFlagResponse, featureFlagsResponse } from '../../src/contracts/flags';
import { drivers } from './helpers/test-env';
import { createTestSandbox, type TestSandbox } from './helpers/test-sandbox';

describe.each(drivers)("GET /feature-flags: all of an organisation's flags in one answer (%s)", (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const get = async (url: string, as: PersonaEmail) =>
    sandbox.app.inject({ method: 'GET', url, headers: await sandbox.authAs(as) });
  const allFlags = async (as: PersonaEmail) => {
    const res = await get('/api/orders/feature-flags', as);
    expect(res.statusCode, res.body).toBe(200);
    return featureFlagsResponse.parse(res.json()).data;
  };

  it('answers every flag the specification names, each as the per-flag route answers it', async () => {
    for (const as of ['admin@northfibre.example', 'agent@skyline.example', 'admin@harbour.example'] as const) {
      const flags = await allFlags(as);
      expect(Object.keys(flags).sort()).toEqual([...featureFlagNames].sort());
      for (const name of featureFlagNames) {
        const one = featureFlagResponse.parse((await get(`/api/orders/feature-flag/${name}/0`, as)).json());
        expect([name, flags[name]]).toEqual([name, one.data.enabled]);
      }
    }
  });

  it("keeps organisations apart: each caller gets their own organisation's values", async () => {
    expect((await allFlags('admin@northfibre.example')).enableSkyServiceView).toBe(false);
    expect((await allFlags('agent@skyline.example')).enableSkyServiceView).toBe(true);
  });

  it('shows a changed flag on the next request', async () => {
    const org = orgByKey('harbour').id;
    const before = (await allFlags('admin@harbour.example')).enableReporting;
    await writeFlag(sandbox.db, org, 'enableReporting', !before);
    expect((await allFlags('admin@harbour.example')).enableReporting).toBe(!before);
    await writeFlag(sandbox.db, org, 'enableReporting', before);
  });

  it('asks for a token', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: '/api/orders/feature-flags' });
    expect(res.statusCode).toBe(401);
  });
});
