import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msoIncidents, msoOutages } from '../../../server/db/schema';
import { writeFlag } from '../../../server/domain/flags';
import { servedAreas } from '../../../server/domain/network-map';
import { mapLinkTtlSeconds, signMapLink, verifyMapLink } from '../../../server/http/network-map-link';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import { type NetworkMap, networkMapResponse } from '../../../src/contracts/network-map';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

const support: PersonaEmail = 'support@northfibre.example';
// Seeded services sit at LS1 4AP, M1 2AB, YO1 7HH, NE1 3PQ, S1 2GH and BS1 4DJ; Northfibre's active outages touch them.
const outagePostcode = 'LS1 4AP';
const quietPostcode = 'LS2 7HY';
const unservedPostcode = 'EH1 1YZ';

describe.each(drivers)('services service: network map (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const call = async (postcode: string, as: PersonaEmail | 'nobody' = support) =>
    sandbox.app.inject({
      method: 'GET',
      url: `/api/services/v2/network-map/${encodeURIComponent(postcode)}`,
      headers: as === 'nobody' ? {} : await sandbox.authAs(as),
    });
  const mapOf = async (postcode: string, as: PersonaEmail = support): Promise<NetworkMap> => {
    const res = await call(postcode, as);
    expect(res.statusCode, res.body).toBe(200);
    return networkMapResponse.parse(res.json()).data;
  };
  const available = async (postcode: string, as: PersonaEmail = support) => {
    const map = await mapOf(postcode, as);
    if (!map.available) throw new Error(`${postcode} has no map`);
    return map;
  };
  const framePage = (url: string) => sandbox.app.inject({ method: 'GET', url });

  it('answers a map for a served postcode, normalised, with its district, area and exchange', async () => {
    const map = await available('ls14ap');
    expect(map).toMatchObject({
      postcode: 'LS1 4AP',
      district: 'LS1',
      area: 'Leeds',
      exchange: 'Leeds LS1 exchange',
    });
    expect(map.cabinet).toMatch(/^CAB-LS1-0[1-7]$/);
    expect(map.map_url).toMatch(/^\/sandbox\/network-map\?postcode=LS1\+4AP&/);
    // Deterministic: the same district always draws the same network.
    expect((await available(' LS1 4AP ')).cabinet).toBe(map.cabinet);
  });

  it("shows the organisation's active MSO outages in the district as affected", async () => {
    const map = await available(outagePostcode);
    expect(map.status).toBe('affected');
    expect(map.affected_services).toBeGreaterThan(0);
    expect(map.active_mso_incidents.length).toBeGreaterThan(0);
    for (const incident of map.active_mso_incidents) {
      expect(incident.service_now_incident_number).toMatch(/^MSO\d{7}$/);
      expect(['New', 'In Progress']).toContain(incident.status);
    }
  });

  it('shows a served district without outages as ok', async () => {
    const map = await available(quietPostcode);
    expect(map).toMatchObject({ status: 'ok', affected_services: 0, active_mso_incidents: [] });
  });

  it("never shows another organisation's outages", async () => {
    const northfibre = await available(outagePostcode);
    const harbour = await available(outagePostcode, 'admin@harbour.example');
    expect(northfibre.status).toBe('affected');
    expect(harbour).toMatchObject({ status: 'ok', affected_services: 0, active_mso_incidents: [] });
    const page = await framePage(harbour.map_url);
    for (const incident of northfibre.active_mso_incidents) {
      expect(page.body).not.toContain(incident.service_now_incident_number);
    }
  });

  it('answers available false for a postcode area the provider does not serve', async () => {
    expect(Object.keys(servedAreas)).not.toContain('EH');
    expect(await mapOf(unservedPostcode)).toEqual({ available: false, postcode: 'EH1 1YZ', district: 'EH1' });
    // SW is not S: the area is every leading letter.
    expect((await mapOf('SW1A 1AA')).available).toBe(false);
  });

  it("answers 400 with the spec's message for something that is not a UK postcode", async () => {
    for (const bad of ['LS1', 'NOT A POSTCODE', '12345', 'LS1 4AP; drop table']) {
      const res = await call(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { postcode: ['Please enter a valid postcode'] },
      });
    }
  });

  it('shows the map to whoever orders, as the funnels do (spec 3 §2), and to support (spec 2 §2); no one else', async () => {
    expect((await call(outagePostcode, 'nobody')).statusCode).toBe(401);
    const ordering = await available('NE1 4XF', 'ordering@northfibre.example');
    expect(ordering).toMatchObject({ postcode: 'NE1 4XF', district: 'NE1' });
    expect((await call(outagePostcode, 'billing@northfibre.example')).statusCode).toBe(403);
    expect((await call(outagePostcode, 'developer@northfibre.example')).statusCode).toBe(403);
  });

  it('opens to each role through its own area: ordering with support off, support with ordering off', async () => {
    const org = orgByKey('northfibre');
    const withFlag = async (flag: 'enableSupport' | 'enableOrdering', as: PersonaEmail) => {
      await writeFlag(sandbox.db, org.id, flag, false);
      try {
        return (await call(outagePostcode, as)).statusCode;
      } finally {
        await writeFlag(sandbox.db, org.id, flag, true);
      }
    };
    expect(await withFlag('enableSupport', 'ordering@northfibre.example')).toBe(200);
    expect(await withFlag('enableSupport', support)).toBe(403);
    expect(await withFlag('enableOrdering', support)).toBe(200);
    expect(await withFlag('enableOrdering', 'ordering@northfibre.example')).toBe(403);
  });

  it('serves the map page for the frame: inline SVG, no scripts, nothing from elsewhere, framed by the portal only', async () => {
    const map = await available(outagePostcode);
    const page = await framePage(map.map_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<svg');
    expect(page.body).not.toMatch(/<script|<img|<link|<iframe|url\(/i);
    // The only absolute address is the SVG namespace, which is never fetched.
    expect(page.body.match(/https?:\/\/[^"\s]+/g)).toEqual(['http://www.w3.org/2000/svg']);
    expect(page.body).toContain('Service affected');
    expect(page.body).toContain(map.cabinet);
    for (const incident of map.active_mso_incidents) expect(page.body).toContain(incident.service_now_incident_number);
  });

  it('refuses a map link that was altered, expired or never signed', async () => {
    const { map_url } = await available(outagePostcode);
    const altered = [
      map_url.replace('LS1+4AP', 'LS2+7HY'),
      map_url.replace(/org=[^&]+/, 'org=org_other'),
      map_url.replace(/signature=[^&]+/, 'signature=x'),
      '/sandbox/network-map?postcode=LS1+4AP',
      '/sandbox/network-map',
    ];
    for (const url of altered) {
      const res = await framePage(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).toContain('This map link has expired');
    }
    const signedAt = Date.now();
    const link = new URL(signMapLink('LS1 4AP', 'org_x', signedAt), 'https://sandbox.test');
    const query = Object.fromEntries(link.searchParams);
    expect(verifyMapLink(query, signedAt + 1000)).toEqual({ postcode: 'LS1 4AP', orgId: 'org_x' });
    expect(verifyMapLink(query, signedAt + mapLinkTtlSeconds * 1000 + 1000)).toBeUndefined();
  });

  it('answers the frame page with Network map not available for a signed link outside the network', async () => {
    const res = await framePage(signMapLink('EH1 1YZ', 'org_x'));
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Network map not available');
  });

  // Last: it ends Northfibre's outages in the district.
  it('shows the district clear once its outages have ended', async () => {
    const before = await available(outagePostcode);
    const ids = before.active_mso_incidents.map((i) => i.id);
    expect(ids.length).toBeGreaterThan(0);
    const ended = new Date();
    await sandbox.db
      .update(msoIncidents)
      .set({ status: 'Resolved', resolvedAt: ended })
      .where(inArray(msoIncidents.id, ids));
    await sandbox.db.update(msoOutages).set({ endsAt: ended }).where(inArray(msoOutages.msoIncidentId, ids));
    const after = await available(outagePostcode);
    expect(after).toMatchObject({ status: 'ok', affected_services: 0, active_mso_incidents: [] });
    const page = await framePage(after.map_url);
    for (const id of ids) {
      const [row] = await sandbox.db.select().from(msoIncidents).where(eq(msoIncidents.id, id));
      expect(page.body).not.toContain(row?.number);
    }
  });
});
