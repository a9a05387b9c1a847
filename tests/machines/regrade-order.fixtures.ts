import type { OrderDetail, RegradeLookup } from '@/contracts/orders';
import { buildPlacedOrder } from '../support/order-fixture';

export const regradeToken = 'eyJhbGciOiJIUzI1NiJ9.test.signature';
export const currentProduct = 'fttp-business-500';
export const appointmentProduct = 'fttp-business-900';
export const directProduct = 'fttp-business-1000';

/** GET /regrade's answer: the current product is among the options (the wizard must leave it out). */
export const regradeLookupFixture: RegradeLookup = {
  service: {
    uprn: '100010001401',
    product: currentProduct,
    authenticationAgent: 'DHCP Option 82',
    remoteAgentId: 'agent-7/port-12',
    service_reference: 'SF1000001',
    address: '1 Harbour Road, Southampton',
    product_display_name: 'FTTP Business 500',
  },
  options: [
    { value: currentProduct, label: 'FTTP Business 500' },
    { value: appointmentProduct, label: 'FTTP Business 900' },
    { value: directProduct, label: 'FTTP Business 1000' },
  ],
  lineProfiles: {
    [currentProduct]: [{ value: 'lp-500', label: '500/500 Standard' }],
    [appointmentProduct]: [
      { value: 'lp-900-std', label: '900/900 Standard' },
      { value: 'lp-900-pro', label: '900/900 Pro' },
    ],
    [directProduct]: [{ value: 'lp-1000-std', label: '1000/1000 Standard' }],
  },
  products: {
    [currentProduct]: { displayName: 'FTTP Business 500', appointmentRequired: false },
    [appointmentProduct]: { displayName: 'FTTP Business 900', appointmentRequired: true },
    [directProduct]: { displayName: 'FTTP Business 1000', appointmentRequired: false },
  },
};
export const noProductsLookup: RegradeLookup = {
  ...regradeLookupFixture,
  options: [{ value: currentProduct, label: 'FTTP Business 500' }],
};

export const validCustomer = {
  buyer_reference: 'RG-1001',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '01234567890',
  requested_date: '',
};

/** POST /regrade-order's answer: the regrade to the appointment product, placed for the valid customer. */
export const placedOrderFixture = (id = 'ord-regrade-1'): OrderDetail =>
  buildPlacedOrder({
    id,
    order_type: 'fttp',
    buyer_order_reference: validCustomer.buyer_reference,
    ordered_by: 'Nina North',
    service_reference: 'SF1000001',
    product: appointmentProduct,
    product_display_name: 'FTTP Business 900',
    appointment_requested: true,
    address: '1 Harbour Road, Southampton',
    uprn: '100010001401',
    postcode: 'SO14 3RG',
    line_profile: 'lp-900-std',
    new_order_type: 'regrade',
    is_regrade: true,
    rfs_status: 'RFS_4',
    authentication_agent: 'DHCP Option 82',
    agent_id: 'agent-7/port-12',
    name: validCustomer.name,
    email: validCustomer.email,
    phone: validCustomer.phone,
    appointment_required: 'yes',
  });
