import { sectionForReferrer } from '@/features/errors/referrer-section';

const origin = 'https://localhost:8443';

describe('sectionForReferrer', () => {
  it('maps a same-origin referrer to the section of its first path segment', () => {
    expect(sectionForReferrer(`${origin}/support/incidents/42`, origin)).toEqual({
      label: 'Support',
      href: '/support',
    });
    expect(sectionForReferrer(`${origin}/billing/invoices/7?x=1`, origin)).toEqual({
      label: 'Billing',
      href: '/billing/invoices',
    });
    expect(sectionForReferrer(`${origin}/order/ORD-1`, origin).label).toBe('Ordering');
    expect(sectionForReferrer(`${origin}/help-and-support/knowledge/articles/KB1`, origin).label).toBe(
      'Help & Support',
    );
  });

  it('falls back to the dashboard for no referrer, another origin, an unknown segment or a bad URL', () => {
    const dashboard = { label: 'Dashboard', href: '/' };
    expect(sectionForReferrer('', origin)).toEqual(dashboard);
    expect(sectionForReferrer('https://example.com/support/x', origin)).toEqual(dashboard);
    expect(sectionForReferrer(`${origin}/error-not-found`, origin)).toEqual(dashboard);
    expect(sectionForReferrer(`${origin}/`, origin)).toEqual(dashboard);
    expect(sectionForReferrer(`${origin}/constructor`, origin)).toEqual(dashboard);
    expect(sectionForReferrer('not a url', origin)).toEqual(dashboard);
  });
});
