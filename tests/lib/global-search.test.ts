import { cutDescription, searchCallQuery, searchCategories, toHit, viewAllHref } from '@/lib/global-search';

describe('global search rules', () => {
  it('cuts an MSO short description at 40 characters with an ellipsis', () => {
    expect(cutDescription('a'.repeat(40))).toBe('a'.repeat(40));
    expect(cutDescription(`${'a'.repeat(40)}b`)).toBe(`${'a'.repeat(40)}…`);
    const hit = toHit.mso({
      id: 'mso_1',
      service_now_incident_number: 'MSO5000001',
      status: 'New',
      short_description: 'Fibre break near cabinet 12 on Stonegate, York',
    });
    expect(hit.details).toEqual(['Fibre break near cabinet 12 on Stonegate…']);
    expect(hit.href).toBe('/support/mso_incidents/MSO5000001');
  });

  it('asks orders once per family the organisation has, and nothing of an area the user may not use', () => {
    const areas = { support: true, mso: false, ordering: true, help: true };
    expect(searchCategories({ ...areas, families: { family_ftth: true, family_ethernet: false } })).toEqual([
      'orders-fttp',
      'services',
      'incidents',
      'knowledge',
    ]);
    expect(
      searchCategories({ ...areas, ordering: false, families: { family_ftth: true, family_ethernet: true } }),
    ).toEqual(['services', 'incidents', 'knowledge']);
  });

  it('asks page 1, sort updated_at desc, 5 (knowledge 999) and the order type', () => {
    expect(searchCallQuery('orders-ethernet', ' Stone gate ')).toEqual({
      page: 1,
      limit: 5,
      sort: 'updated_at',
      order: 'desc',
      q: 'Stone\\ gate',
      type: 'ethernet',
    });
    expect(searchCallQuery('knowledge', 'router').limit).toBe(999);
  });

  it("offers 'view all' only past 5, to the area's list with the term", () => {
    const outcome = (total: number) => ({ category: 'orders-fttp' as const, ok: true as const, total, hits: [] });
    expect(viewAllHref(outcome(5), 'stonegate')).toBeUndefined();
    expect(viewAllHref(outcome(6), 'stonegate')).toBe(
      '/ordering/orders?type=fttp&page=1&limit=10&sort=updated_at&order=desc&q=stonegate',
    );
    expect(viewAllHref({ category: 'knowledge', ok: true, total: 40, hits: [] }, 'router')).toBeUndefined();
  });
});
