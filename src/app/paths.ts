/** Every route of the shell (spec 1 §2, spec 2 §2, spec 3 §2) as { path, getHref }, so no view types an address twice. */
const listHref = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export type OrderType = 'fttp' | 'ethernet';

export const paths = {
  dashboard: fixed('/'),
  users: fixed('/user-management/users'),
  invite: fixed('/user-management/invite'),
  invitations: fixed('/user-management/invitations'),
  accountSettings: fixed('/account-settings'),

  bandwidthUsage: fixed('/billing/bandwidth-usage'),
  invoices: {
    path: '/billing/invoices',
    getHref: () =>
      listHref('/billing/invoices', { page: 1, limit: 10, sort: 'invoice_due_date', order: 'desc', status: 'Open' }),
  },
  creditNotes: {
    path: '/billing/credit-notes',
    getHref: () =>
      listHref('/billing/credit-notes', { page: 1, limit: 10, sort: 'created_at', order: 'desc', status: 'Open' }),
  },
  payments: {
    path: '/billing/payments',
    getHref: () =>
      listHref('/billing/payments', { page: 1, limit: 10, sort: 'created_at', order: 'desc', status: 'Deposited' }),
  },
  bankDetails: fixed('/billing/bank-details'),
  ordersOnHold: fixed('/billing/orders-on-hold'),

  appCredentials: fixed('/developer-tools/app-credentials'),

  incidents: {
    path: '/support/incidents',
    getHref: () => listHref('/support/incidents', { page: 1, limit: 10, sort: 'updated_at', order: 'desc' }),
  },
  msoIncidents: {
    path: '/support/mso_incidents',
    getHref: () => listHref('/support/mso_incidents', { page: 1, limit: 10, sort: 'updated_at', order: 'desc' }),
  },
  networks: fixed('/networks'),
  services: {
    path: '/support/services',
    getHref: () => listHref('/support/services', { page: 1, limit: 10, sort: 'created_at', order: 'desc' }),
  },
  losingAndGaining: fixed('/support/services/wlto_and_switch'),
  ceasedAndCancelled: fixed('/support/services/ceased_and_cancelled'),

  contactOverview: fixed('/contact/overview'),
  requestInformation: {
    path: '/contact/request-information',
    getHref: () => listHref('/contact/request-information', { sort: 'created_at', order: 'desc', page: 1, limit: 10 }),
  },
  complaints: {
    path: '/contact/complaints',
    getHref: () => listHref('/contact/complaints', { sort: 'created_at', order: 'desc', page: 1, limit: 10 }),
  },

  orders: {
    path: '/ordering/orders',
    getHref: (type: OrderType) =>
      listHref('/ordering/orders', { type, page: 1, limit: 10, sort: 'created_at', order: 'desc' }),
  },
  products: fixed('/ordering/products'),
  forecasting: fixed('/forecasting/migrations'),
  knowledge: fixed('/help-and-support/knowledge'),
  termsOfService: fixed('/terms-of-service'),

  authorize: fixed('/authorize'),
  errorUnauthorised: fixed('/error-unauthorised'),
  errorServerError: fixed('/error-server-error'),
  errorNotFound: fixed('/error-not-found'),
  errorUnderConstruction: fixed('/error-under-construction'),
  errorInvitationNotFound: fixed('/error-invitation-not-found'),
  errorDeviceTimestamp: fixed('/error-device-timestamp'),
  error: fixed('/error'),
  unsubscribe: { path: '/unsubscribe/:id', getHref: (id: string) => `/unsubscribe/${encodeURIComponent(id)}` },
  debugNewrelic: fixed('/debug-newrelic'),
} as const;
