/** Where an error page's 'Go to <section>' button leads. */
export interface Section {
  label: string;
  href: string;
}

export const dashboardSection: Section = { label: 'Dashboard', href: '/' };

// Keyed by the referrer's first path segment; hrefs are each area's landing route, since some
// areas (billing, user management) have no page at the bare segment.
const sectionsBySegment: Record<string, Section> = {
  support: { label: 'Support', href: '/support' },
  ordering: { label: 'Ordering', href: '/ordering' },
  order: { label: 'Ordering', href: '/ordering' },
  'ethernet-order': { label: 'Ordering', href: '/ordering' },
  billing: { label: 'Billing', href: '/billing/invoices' },
  'user-management': { label: 'User Management', href: '/user-management/users' },
  'account-settings': { label: 'Account Settings', href: '/account-settings' },
  'developer-tools': { label: 'Developer Tools', href: '/developer-tools/app-credentials' },
  forecasting: { label: 'Forecasting', href: '/forecasting/migrations' },
  contact: { label: 'Contact', href: '/contact' },
  'help-and-support': { label: 'Help & Support', href: '/help-and-support/knowledge' },
};

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
  if (url.origin !== origin) return dashboardSection;
  const segment = url.pathname.split('/').find((part) => part !== '') ?? '';
  return Object.hasOwn(sectionsBySegment, segment)
    ? (sectionsBySegment[segment] ?? dashboardSection)
    : dashboardSection;
}
