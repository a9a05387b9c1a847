import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../helpers/test-env';
import { createIncidentSandbox, type IncidentSandbox } from './incident-sandbox';

// Spec 2 §5: the lookup offers only services an incident can be raised on; others are typed in full and looked up.
describe.each(drivers)('service reference suggestions (%s)', (driver) => {
  let sandbox: IncidentSandbox;
  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const suggested = async (text: string) =>
    (await sandbox.get(`/v2/services/filter?serviceReference=${text}`))
      .json()
      .data.map((s: { service_reference: string; status: string }) => `${s.service_reference} ${s.status}`);

  it('suggests only Live services: not the Provisioning S1000003 nor the In Progress S1000002', async () => {
    const refs = await suggested('S100000');
    expect(refs).toContain('S1000001 Live');
    expect(refs.some((r: string) => r.startsWith('S1000003'))).toBe(false);
    expect(refs.some((r: string) => r.startsWith('S1000002'))).toBe(false);
    expect(refs.every((r: string) => r.endsWith(' Live'))).toBe(true);
  });
});
