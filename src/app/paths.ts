import { fixed, listHref, sectionPaths } from '@/lib/section-paths';

/**
 * Every route of the shell (spec 1 §2, spec 2 §2, spec 3 §2) as { path, getHref }, so no view types an address twice.
 * Sections' landing routes live in src/lib/section-paths.ts, where features may read them too.
 */
export const paths = {
  dashboard: sectionPaths.dashboard,
  users: sectionPaths.users,
  invite: sectionPaths.invite,
  invitations: sectionPaths.invitations,
  accountSettings: sectionPaths.accountSettings,

  bandwidthUsage: fixed('/billing/bandwidth-usage'),
  invoices: sectionPaths.invoices,
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

  appCredentials: sectionPaths.appCredentials,

  incidents: sectionPaths.incidents,
  msoIncidents: sectionPaths.msoIncidents,
  networks: fixed('/networks'),
  services: sectionPaths.services,
  losingAndGaining: fixed('/support/services/wlto_and_switch'),
  ceasedAndCancelled: fixed('/support/services/ceased_and_cancelled'),

  contactOverview: sectionPaths.contactOverview,
  requestInformation: {
    path: '/contact/request-information',
    getHref: () => listHref('/contact/request-information', { sort: 'created_at', order: 'desc', page: 1, limit: 10 }),
  },
  complaints: {
    path: '/contact/complaints',
    getHref: () => listHref('/contact/complaints', { sort: 'created_at', order: 'desc', page: 1, limit: 10 }),
  },

  orders: sectionPaths.orders,
  products: fixed('/ordering/products'),
  forecasting: sectionPaths.forecasting,
  knowledge: sectionPaths.knowledge,
  termsOfService: fixed('/terms-of-service'),

  authorize: fixed('/authorize'),
  resetPassword: fixed('/reset-password'),
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
