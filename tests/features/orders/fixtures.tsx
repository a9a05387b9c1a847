import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '@/components/toasts';
import type { OrderDetail, OrderListMeta, OrderRow } from '@/contracts/orders';

export const orderRow = (over: Partial<OrderRow> = {}): OrderRow => ({
  id: 'ord_0001',
  order_type: 'fttp',
  redirect_url: '/ordering/orders/ord_0001',
  updated_at: '2026-03-15T16:05:00Z',
  buyer_order_reference: 'NF-ORD-0001',
  seller_order_reference: 'SO-100001',
  service_reference: 'S2000001',
  product: 'FTTP 1000',
  address: '12 Grey Street, Newcastle, NE1 6AE',
  cpe_install: true,
  bbu_install: false,
  voip_install: true,
  appointment_requested: true,
  status: 'Acknowledged',
  created_at: '2026-03-14T09:30:00Z',
  ordered_by: 'Olu Ordering',
  appointment_date: '2026-03-20',
  ...over,
});

const meta = (over: Partial<OrderListMeta> = {}): OrderListMeta => ({
  acknowledged: 12,
  committed: 7,
  cancelled: 3,
  completed: 20,
  pending: 4,
  placed: 5,
  delayed: 2,
  rejected: 1,
  records: 54,
  pages: 6,
  count: 10,
  current_page: 1,
  per_page: 10,
  ...over,
});

export const listAnswer = (rows: OrderRow[], over: Partial<OrderListMeta> = {}) => ({
  meta: meta({ count: rows.length, ...over }),
  data: rows,
});

export const orderDetail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  ...orderRow(),
  uprn: '100012345678',
  postcode: 'NE1 6AE',
  product_display_name: 'FTTP 1000Mb/s',
  line_profile: '1000/1000',
  new_order_type: 'fttp',
  is_regrade: false,
  gpl_wlto: false,
  rfs_status: 'RFS_2',
  authentication_agent: 'DHCP Option 82',
  agent_id: 'agent-42',
  project_id: null,
  reseller_id: 'ABC',
  name: 'Casey Customer',
  email: 'casey@example.com',
  phone: '07700900123',
  vulnerable_customer: true,
  vulnerable_customer_support: 'Hard of hearing',
  hazards: 'Dog on site',
  restrictions: null,
  telecare_install: false,
  requested_date: null,
  appointment: { appointmentDate: '2026-03-20', appointmentStartTime: '09:00', appointmentEndTime: '13:00' },
  appointment_required: 'yes',
  bduk_subsidised: false,
  rejection_reason: null,
  events: [
    { status: 'Acknowledged', at: '2026-03-14T11:00:00Z', note: 'Accepted by the provider' },
    { status: 'Placed', at: '2026-03-14T09:30:00Z', note: null },
  ],
  ...over,
});

/** Renders a page at an address, inside a Route so path parameters resolve; the memory location records navigation. */
export function renderAt(ui: ReactElement, path: string, routePath = path.split('?')[0] ?? path) {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ToastProvider>
          <Route path={routePath}>{ui}</Route>
        </ToastProvider>
      </Router>
    </QueryClientProvider>,
  );
  return { location, queryClient, current: () => location.history.at(-1) ?? path };
}
