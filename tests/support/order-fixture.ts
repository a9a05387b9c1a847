import type { OrderDetail } from '@/contracts/orders';
import { activeProperty, remoteProduct } from '../machines/fttp-order.fixtures';
import { fttpWalkReference } from './model-adapters/fttp-order-steps';

// The order a placement is answered with (POST /order, /regrade-order, /ethernet-order), for the machine tests, the
// Testing Library walks and the browser walks alike: no test runner's import here.

/** What tells one placed order from another; every caller names them. */
type OrderIdentity = Pick<
  OrderDetail,
  | 'id'
  | 'order_type'
  | 'buyer_order_reference'
  | 'ordered_by'
  | 'product'
  | 'product_display_name'
  | 'address'
  | 'uprn'
  | 'postcode'
  | 'name'
  | 'email'
  | 'phone'
>;

/**
 * A just-placed order: status Placed since 2026-01-05 09:00 UTC, nothing installed, no appointment, no FTTP line facts.
 * redirect_url and new_order_type follow id and order_type unless given.
 */
export const buildPlacedOrder = (order: OrderIdentity & Partial<OrderDetail>): OrderDetail => ({
  redirect_url: order.order_type === 'ethernet' ? `/ethernet-order/${order.id}` : `/ordering/orders/${order.id}`,
  updated_at: '2026-01-05T09:00:00Z',
  seller_order_reference: null,
  service_reference: null,
  cpe_install: false,
  bbu_install: false,
  voip_install: false,
  appointment_requested: false,
  status: 'Placed',
  created_at: '2026-01-05T09:00:00Z',
  appointment_date: null,
  line_profile: null,
  new_order_type: order.order_type,
  is_regrade: false,
  gpl_wlto: false,
  rfs_status: null,
  authentication_agent: null,
  agent_id: null,
  project_id: null,
  reseller_id: null,
  vulnerable_customer: false,
  vulnerable_customer_support: null,
  hazards: null,
  restrictions: null,
  telecare_install: false,
  requested_date: null,
  appointment: null,
  appointment_required: 'maybe',
  bduk_subsidised: false,
  rejection_reason: null,
  events: [],
  ...order,
});

/** The FTTP funnel's placed order in both walks of its model: the remote product at the active property (tests/machines/fttp-order.fixtures.ts). */
export const fttpFunnelPlacedOrder = (id: string, orderedBy: string): OrderDetail =>
  buildPlacedOrder({
    id,
    order_type: 'fttp',
    buyer_order_reference: fttpWalkReference,
    ordered_by: orderedBy,
    product: remoteProduct.productName,
    product_display_name: remoteProduct.displayName,
    address: activeProperty.address,
    uprn: activeProperty.uprn,
    postcode: activeProperty.postcode,
    line_profile: 'LP-1000-1000',
    rfs_status: 'RFS_4',
    authentication_agent: 'DHCP Option 82',
    agent_id: 'agent@isp',
    name: 'Alex Morgan',
    email: 'alex@example.com',
    phone: '01234567890',
    bduk_subsidised: true,
  });
