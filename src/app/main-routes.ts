import type { ComponentType, LazyExoticComponent } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import type { AccessContext } from '@/app/access';
import {
  AccountSettingsPage,
  AppCredentialsPage,
  BandwidthUsagePage,
  BankDetailsPage,
  CeasedCancelledPage,
  ComplaintsPage,
  ContactOverviewPage,
  CreditNotePage,
  CreditNotesPage,
  DashboardPage,
  EthernetOrderDetailPage,
  EthernetOrderPage,
  ForecastingPage,
  FttpOrderPage,
  IncidentDetailPage,
  IncidentRaisePage,
  IncidentsPage,
  InvitationsPage,
  InvitePage,
  InvoicePage,
  InvoicesPage,
  KnowledgePage,
  LosingGainingPage,
  MsoIncidentPage,
  MsoIncidentsPage,
  NetworksPage,
  OrderDetailPage,
  OrderOnHoldPage,
  OrdersOnHoldPage,
  OrdersPage,
  PaymentPage,
  PaymentsPage,
  ProductsPage,
  RegradePage,
  RequestInformationPage,
  ServiceDetailPage,
  ServicesPage,
  UsersPage,
} from '@/app/lazy-pages';
import type { PageWarmer } from '@/components/page-warmer';

/** A route inside the main layout and the page it shows (every menu entry leads to a built page). */
export interface MainRoute {
  path: string;
  area: string;
  /** `preload` resolves to the page component, whose `warmPage`, if it has one, starts its first calls (warm-start.ts). */
  page: LazyExoticComponent<ComponentType> & { preload(): Promise<ComponentType> };
  /** Routes with the same mount key stay mounted while moving between them (a funnel's steps). */
  mountKey?: string;
}

/** Spec 1 §2, spec 2 §2, spec 3 §2. Access is decided by canVisit in access.ts, not here. */
export const mainRoutes: MainRoute[] = [
  { path: '/', area: 'Dashboard', page: DashboardPage },
  { path: '/user-management/users', area: 'User Management', page: UsersPage },
  { path: '/user-management/invite', area: 'User Management', page: InvitePage },
  { path: '/user-management/invitations', area: 'User Management', page: InvitationsPage },
  { path: '/account-settings', area: 'Account Settings', page: AccountSettingsPage },
  { path: '/billing/bandwidth-usage', area: 'Billing', page: BandwidthUsagePage },
  { path: '/billing/invoices', area: 'Billing', page: InvoicesPage },
  { path: '/billing/invoices/:id', area: 'Billing', page: InvoicePage },
  { path: '/billing/credit-notes', area: 'Billing', page: CreditNotesPage },
  { path: '/billing/credit-notes/:id', area: 'Billing', page: CreditNotePage },
  { path: '/billing/payments', area: 'Billing', page: PaymentsPage },
  { path: '/billing/payments/:id', area: 'Billing', page: PaymentPage },
  { path: '/billing/bank-details', area: 'Billing', page: BankDetailsPage },
  { path: '/billing/orders-on-hold', area: 'Billing', page: OrdersOnHoldPage },
  { path: '/billing/orders-on-hold/:id', area: 'Billing', page: OrderOnHoldPage },
  { path: '/developer-tools/app-credentials', area: 'Developer Tools', page: AppCredentialsPage },
  { path: '/support/incidents', area: 'Incidents', page: IncidentsPage },
  { path: '/support/incidents/create', area: 'Incidents', page: IncidentRaisePage, mountKey: 'incident-raise' },
  { path: '/support/incidents/create/*', area: 'Incidents', page: IncidentRaisePage, mountKey: 'incident-raise' },
  { path: '/support/incidents/:id', area: 'Incidents', page: IncidentDetailPage },
  { path: '/support/mso_incidents', area: 'MSO Incidents', page: MsoIncidentsPage },
  { path: '/support/mso_incidents/:id', area: 'MSO Incidents', page: MsoIncidentPage },
  { path: '/networks', area: 'Networks', page: NetworksPage },
  { path: '/support/services', area: 'Services', page: ServicesPage },
  { path: '/support/services/wlto_and_switch', area: 'Services', page: LosingGainingPage },
  { path: '/support/services/ceased_and_cancelled', area: 'Services', page: CeasedCancelledPage },
  { path: '/support/services/:id', area: 'Services', page: ServiceDetailPage },
  { path: '/contact/overview', area: 'Contact', page: ContactOverviewPage },
  ...['/contact/request-information', '/contact/request-information/create', '/contact/request-information/:id'].map(
    (path) => ({ path, area: 'Contact', page: RequestInformationPage, mountKey: 'request-information' }),
  ),
  ...['/contact/complaints', '/contact/complaints/create', '/contact/complaints/:id'].map((path) => ({
    path,
    area: 'Contact',
    page: ComplaintsPage,
    mountKey: 'complaints',
  })),
  { path: '/ordering/orders', area: 'Ordering', page: OrdersPage },
  { path: '/ordering/orders/:id', area: 'Ordering', page: OrderDetailPage },
  { path: '/ordering/order/:id', area: 'Ordering', page: OrderDetailPage },
  { path: '/order/:id', area: 'Ordering', page: OrderDetailPage },
  { path: '/ethernet-order/:id', area: 'Ordering', page: EthernetOrderDetailPage },
  { path: '/ordering/products', area: 'Ordering', page: ProductsPage },
  { path: '/ordering/products/fttp', area: 'Ordering', page: FttpOrderPage, mountKey: 'fttp-order' },
  { path: '/ordering/products/fttp/*', area: 'Ordering', page: FttpOrderPage, mountKey: 'fttp-order' },
  { path: '/ordering/products/ethernet', area: 'Ordering', page: EthernetOrderPage, mountKey: 'ethernet-order' },
  { path: '/ordering/products/ethernet/*', area: 'Ordering', page: EthernetOrderPage, mountKey: 'ethernet-order' },
  { path: '/ordering/products/regrade', area: 'Ordering', page: RegradePage, mountKey: 'regrade' },
  { path: '/ordering/products/regrade/*', area: 'Ordering', page: RegradePage, mountKey: 'regrade' },
  { path: '/forecasting/migrations', area: 'Forecasting', page: ForecastingPage },
  { path: '/help-and-support/knowledge', area: 'Knowledge', page: KnowledgePage, mountKey: 'knowledge' },
  { path: '/help-and-support/knowledge/*', area: 'Knowledge', page: KnowledgePage, mountKey: 'knowledge' },
];

/**
 * Starts fetching the page's chunk of the address the app opens on, before the sign-in is restored (src/main.tsx), so
 * the two overlap instead of the chunk waiting for the first render. Matched as the router matches (wouter's own
 * pattern parser). Undefined for an address outside the main layout, which needs no sign-in and starts no calls.
 */
export function preloadPageOf(pathname: string): Promise<PageWarmer<AccessContext> | undefined> | undefined {
  const route = mainRoutes.find((r) => matchRoute(parse, r.path, pathname)[0]);
  return route?.page.preload().then(
    (page) => (page as { warmPage?: PageWarmer<AccessContext> }).warmPage,
    () => undefined,
  );
}
