import { type OrderType, orderTypes, sectionPaths } from '@/lib/section-paths';

/** Where an error page's 'Go to <section>' button leads. */
export interface Section {
  label: string;
  href: string;
}

const dashboardSection: Section = { label: 'Dashboard', href: sectionPaths.dashboard.getHref() };

const support: Section = { label: 'Support', href: sectionPaths.incidents.getHref() };
const ordering = (type: OrderType): Section => ({ label: 'Ordering', href: sectionPaths.orders.getHref(type) });

// Keyed by the referrer's first path segment; hrefs are each area's landing route (the side menu's default list
// addresses), since no area has a page at the bare segment.
const sectionsBySegment: Record<string, Section> = {
  support,
  networks: support,
  ordering: ordering('fttp'),
  order: ordering('fttp'),
  'ethernet-order': ordering('ethernet'),
  billing: { label: 'Billing', href: sectionPaths.invoices.getHref() },
  'user-management': { label: 'User Management', href: sectionPaths.users.getHref() },
  'account-settings': { label: 'Account Settings', href: sectionPaths.accountSettings.getHref() },
  'developer-tools': { label: 'Developer Tools', href: sectionPaths.appCredentials.getHref() },
  forecasting: { label: 'Forecasting', href: sectionPaths.forecasting.getHref() },
  contact: { label: 'Contact', href: sectionPaths.contactOverview.getHref() },
  'help-and-support': { label: 'Help & Support', href: sectionPaths.knowledge.getHref() },
};

/** The orders list keeps the referrer's order type (`?type=ethernet`); the error page does not know the user's families. */
const orderTypeOf = (url: URL): OrderType | undefined =>
  orderTypes.find((type) => type === url.searchParams.get('type'));

function sectionForUrl(url: URL): Section {
  const segment = url.pathname.split('/').find((part) => part !== '') ?? '';
  const orderType = segment === 'ordering' ? orderTypeOf(url) : undefined;
  if (orderType) return ordering(orderType);
  return Object.hasOwn(sectionsBySegment, segment)
    ? (sectionsBySegment[segment] ?? dashboardSection)
    : dashboardSection;
}

/** The section of an in-app location (path and query, e.g. '/ordering/orders?type=ethernet'). */
export const sectionForLocation = (location: string): Section =>
  sectionForUrl(new URL(location, 'https://app.invalid'));

/**
 * The section the user came from, judged by a same-origin referrer only: another site's URL says
 * nothing about our sections. Anything unknown falls back to the dashboard.
 */
export function sectionForReferrer(referrer: string, origin: string): Section {
  if (!referrer) return dashboardSection;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return dashboardSection;
  }
  return url.origin === origin ? sectionForUrl(url) : dashboardSection;
}
