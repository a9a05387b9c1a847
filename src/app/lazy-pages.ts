import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a named export, so pages keep named exports and each area is its own chunk. `preload` fetches the
 * chunk ahead of the first render (the same import, so the browser fetches it once).
 */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Page = ComponentType<M[K] extends ComponentType<infer P> ? P : never>;
  const named = async () => (await load())[name] as Page;
  const page = lazy(async () => ({ default: await named() }));
  // Resolves to the component itself, which may carry its `warmPage` (src/components/page-warmer.ts).
  return Object.assign(page, { preload: named });
}

const errorPages = () => import('@/features/errors/error-pages');

export const NotFoundPage = lazyNamed(errorPages, 'NotFoundPage');
export const UnauthorisedPage = lazyNamed(errorPages, 'UnauthorisedPage');
export const ProductFamilyRefusedPage = lazyNamed(errorPages, 'ProductFamilyRefusedPage');
export const ServerErrorPage = lazyNamed(errorPages, 'ServerErrorPage');
export const UnderConstructionPage = lazyNamed(errorPages, 'UnderConstructionPage');
export const InvitationNotFoundPage = lazyNamed(errorPages, 'InvitationNotFoundPage');
export const DeviceTimestampPage = lazyNamed(errorPages, 'DeviceTimestampPage');
export const ErrorPage = lazyNamed(errorPages, 'ErrorPage');
// Through the app's adapter, which shows the support cards by the shell's access rules; the page is in the chunk.
export const DashboardPage = lazyNamed(() => import('@/app/dashboard-route'), 'DashboardRoute');
// Developer Tools > API Support Ticket: fetched on the first ask (the menu shows it with the developer flag and permission).
export const ApiSupportTicketDialog = lazyNamed(
  () => import('@/features/developer/api-support-ticket-dialog'),
  'ApiSupportTicketDialog',
);
// The sky service view's live chat (spec 1 §6): fetched only for an organisation in the sky view.
export const LiveChat = lazyNamed(() => import('@/app/live-chat-route'), 'LiveChatRoute');
export const TermsModal = lazyNamed(() => import('@/features/terms/terms-modal'), 'TermsModal');
// The layout's feedback form (fetched on Give feedback) and review check (once the page is first used): one small entry.
const feedback = () => import('@/features/feedback/feedback-entry');
export const FeedbackDialog = lazyNamed(feedback, 'FeedbackDialog');
export const ReviewCheck = lazyNamed(feedback, 'ReviewCheck');
export const TermsOfServicePage = lazyNamed(
  () => import('@/features/legal/terms-of-service-page'),
  'TermsOfServicePage',
);
export const UnsubscribePage = lazyNamed(() => import('@/features/unsubscribe/unsubscribe-page'), 'UnsubscribePage');
// Issue 20: the users list and account settings through the app's adapters (the signed-in caller and token refresh).
export const UsersPage = lazyNamed(() => import('@/app/users-route'), 'UsersRoute');
export const AccountSettingsPage = lazyNamed(() => import('@/app/account-settings-route'), 'AccountSettingsRoute');
export const ResetPasswordPage = lazyNamed(() => import('@/features/account/reset-password-page'), 'ResetPasswordPage');
// Issue 20: inviting (Admins), the invitations list and /authorize (outside the layout, signs the new user in).
export const InvitePage = lazyNamed(() => import('@/features/users/invite-page'), 'InvitePage');
export const InvitationsPage = lazyNamed(() => import('@/features/users/invitations-page'), 'InvitationsPage');
export const AuthorizePage = lazyNamed(() => import('@/app/authorize-route'), 'AuthorizeRoute');
export const DebugNewrelicPage = lazyNamed(() => import('@/features/debug/debug-newrelic-page'), 'DebugNewrelicPage');
export const IncidentsPage = lazyNamed(() => import('@/features/incidents/incidents-page'), 'IncidentsPage');
export const IncidentDetailPage = lazyNamed(
  () => import('@/features/incidents/incident-detail-page'),
  'IncidentDetailPage',
);
export const IncidentRaisePage = lazyNamed(() => import('@/app/incident-raise-route'), 'IncidentRaiseRoute');
// Through the app's adapter, which gives the page its title from the shell's flags; the page itself is in the chunk.
export const NetworksPage = lazyNamed(() => import('@/app/networks-route'), 'NetworksRoute');
export const MsoIncidentsPage = lazyNamed(
  () => import('@/features/mso-incidents/mso-incidents-page'),
  'MsoIncidentsPage',
);
export const MsoIncidentPage = lazyNamed(() => import('@/features/mso-incidents/mso-incident-page'), 'MsoIncidentPage');
// The ordering area (spec 3 §2): each route its own chunk; list, products and funnels through the app's adapters.
export const OrdersPage = lazyNamed(() => import('@/app/orders-route'), 'OrdersRoute');
export const OrderDetailPage = lazyNamed(() => import('@/features/orders/detail/order-detail-page'), 'OrderDetailPage');
export const EthernetOrderDetailPage = lazyNamed(
  () => import('@/features/orders/detail/order-detail-page'),
  'EthernetOrderDetailPage',
);
export const ProductsPage = lazyNamed(() => import('@/app/products-route'), 'ProductsRoute');
export const FttpOrderPage = lazyNamed(() => import('@/app/fttp-order-route'), 'FttpOrderRoute');
export const RegradePage = lazyNamed(() => import('@/app/regrade-route'), 'RegradeRoute');
export const EthernetOrderPage = lazyNamed(() => import('@/app/ethernet-order-route'), 'EthernetOrderRoute');
export const ForecastingPage = lazyNamed(() => import('@/app/forecasting-route'), 'ForecastingRoute');
// Support › Services (spec 2 §2): list, losing & gaining, ceased & cancelled, detail.
export const ServicesPage = lazyNamed(() => import('@/features/services/services-page'), 'ServicesPage');
export const LosingGainingPage = lazyNamed(
  () => import('@/features/services/losing-gaining-page'),
  'LosingGainingPage',
);
export const CeasedCancelledPage = lazyNamed(
  () => import('@/features/services/ceased-cancelled-page'),
  'CeasedCancelledPage',
);
export const ServiceDetailPage = lazyNamed(
  () => import('@/features/services/detail/service-detail-page'),
  'ServiceDetailPage',
);
// Contact (spec 2 §2): the overview, and each kind's list, create and item under one page that reads its address.
export const ContactOverviewPage = lazyNamed(
  () => import('@/features/contact/contact-overview-page'),
  'ContactOverviewPage',
);
export const RequestInformationPage = lazyNamed(() => import('@/app/contact-routes'), 'RequestInformationRoute');
export const ComplaintsPage = lazyNamed(() => import('@/app/contact-routes'), 'ComplaintsRoute');
// Help & Support › Knowledge (spec 2 §2): home, article list and article page under one page that reads its address.
export const KnowledgePage = lazyNamed(() => import('@/features/knowledge/knowledge-page'), 'KnowledgePage');
// Issue 22: Developer Tools' API App Credentials.
export const AppCredentialsPage = lazyNamed(
  () => import('@/features/developer/app-credentials-page'),
  'AppCredentialsPage',
);

// Billing (spec 1 §2): the lists, the records, bank details and bandwidth usage (whose chart is its own chunk).
const billingLists = () => import('@/features/billing/list-pages');
const billingRecords = () => import('@/features/billing/detail-pages');
export const InvoicesPage = lazyNamed(billingLists, 'InvoicesPage');
export const CreditNotesPage = lazyNamed(billingLists, 'CreditNotesPage');
export const PaymentsPage = lazyNamed(billingLists, 'PaymentsPage');
export const OrdersOnHoldPage = lazyNamed(billingLists, 'OrdersOnHoldPage');
export const InvoicePage = lazyNamed(billingRecords, 'InvoicePage');
export const CreditNotePage = lazyNamed(billingRecords, 'CreditNotePage');
export const PaymentPage = lazyNamed(billingRecords, 'PaymentPage');
export const OrderOnHoldPage = lazyNamed(billingRecords, 'OrderOnHoldPage');
export const BankDetailsPage = lazyNamed(() => import('@/features/billing/bank-details-page'), 'BankDetailsPage');
export const BandwidthUsagePage = lazyNamed(
  () => import('@/features/billing/bandwidth-usage-page'),
  'BandwidthUsagePage',
);
