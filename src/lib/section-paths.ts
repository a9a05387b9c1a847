/**
 * The landing routes of the shell's sections, kept here (not in src/app/paths.ts, which uses them) so that features may
 * link to them too: the error pages' 'Go to <section>' button (src/features/errors/referrer-section.ts).
 */
export const listHref = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

export const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export type OrderType = 'fttp' | 'ethernet';
export const orderTypes: readonly OrderType[] = ['fttp', 'ethernet'];

/** Spec 2 §2: the incidents and MSO lists open on page 1, ten a page, latest update first. */
export const supportListDefaults = { limit: 10, sort: 'updated_at', order: 'desc' } as const;

export const sectionPaths = {
  dashboard: fixed('/'),
  users: fixed('/user-management/users'),
  invite: fixed('/user-management/invite'),
  invitations: fixed('/user-management/invitations'),
  accountSettings: fixed('/account-settings'),
  invoices: {
    path: '/billing/invoices',
    getHref: () =>
      listHref('/billing/invoices', { page: 1, limit: 10, sort: 'invoice_due_date', order: 'desc', status: 'Open' }),
  },
  appCredentials: fixed('/developer-tools/app-credentials'),
  incidents: {
    path: '/support/incidents',
    getHref: () => listHref('/support/incidents', { page: 1, ...supportListDefaults }),
  },
  msoIncidents: {
    path: '/support/mso_incidents',
    getHref: () => listHref('/support/mso_incidents', { page: 1, ...supportListDefaults }),
  },
  services: {
    path: '/support/services',
    getHref: () => listHref('/support/services', { page: 1, limit: 10, sort: 'created_at', order: 'desc' }),
  },
  contactOverview: fixed('/contact/overview'),
  orders: {
    path: '/ordering/orders',
    getHref: (type: OrderType) =>
      listHref('/ordering/orders', { type, page: 1, limit: 10, sort: 'created_at', order: 'desc' }),
  },
  forecasting: fixed('/forecasting/migrations'),
  knowledge: fixed('/help-and-support/knowledge'),
} as const;
