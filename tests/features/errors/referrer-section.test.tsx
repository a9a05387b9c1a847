import { mainRoutes } from '@/app/main-routes';
import { paths } from '@/app/paths';
import { sectionForReferrer } from '@/features/errors/referrer-section';

const origin = 'https://localhost:8443';

/** True when `href`'s path is a route of the main layout (`:param` matches one segment, `*` the rest). */
const isMainRoute = (href: string) => {
  const { pathname } = new URL(href, origin);
  return mainRoutes.some(({ path }) =>
    new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}$`).test(pathname),
  );
};

describe('sectionForReferrer', () => {
  it('maps a same-origin referrer to the section of its first path segment', () => {
    expect(sectionForReferrer(`${origin}/support/incidents/42`, origin)).toEqual({
      label: 'Support',
      href: paths.incidents.getHref(),
    });
    expect(sectionForReferrer(`${origin}/billing/invoices/7?x=1`, origin)).toEqual({
      label: 'Billing',
      href: paths.invoices.getHref(),
    });
    expect(sectionForReferrer(`${origin}/order/ORD-1`, origin).label).toBe('Ordering');
    expect(sectionForReferrer(`${origin}/help-and-support/knowledge/articles/KB1`, origin).label).toBe(
      'Help & Support',
    );
  });

  it('leads each section to its landing page, as the side menu does', () => {
    const hrefOf = (path: string) => sectionForReferrer(`${origin}${path}`, origin).href;
    expect(hrefOf('/support/services/1')).toBe('/support/incidents?page=1&limit=10&sort=updated_at&order=desc');
    expect(hrefOf('/networks')).toBe(paths.incidents.getHref());
    expect(hrefOf('/ordering/products/fttp')).toBe(paths.orders.getHref('fttp'));
    expect(hrefOf('/ethernet-order/E-1')).toBe(paths.orders.getHref('ethernet'));
    expect(hrefOf('/ordering/orders?type=ethernet&page=2')).toBe(paths.orders.getHref('ethernet'));
    expect(hrefOf('/contact/complaints/9')).toBe('/contact/overview');
    expect(hrefOf('/user-management/invite')).toBe(paths.users.getHref());
    expect(hrefOf('/developer-tools/app-credentials')).toBe(paths.appCredentials.getHref());
  });

  it('only ever offers an address that is a route of the app', () => {
    const segments = [
      'support',
      'networks',
      'ordering',
      'order',
      'ethernet-order',
      'billing',
      'user-management',
      'account-settings',
      'developer-tools',
      'forecasting',
      'contact',
      'help-and-support',
    ];
    for (const segment of segments) {
      const section = sectionForReferrer(`${origin}/${segment}/x`, origin);
      expect(section.label, segment).not.toBe('Dashboard');
      expect(isMainRoute(section.href), `${segment} → ${section.href}`).toBe(true);
    }
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
