import type { ReservedSlot } from '@machines/fttp-order-draft';
import type { FttpProduct, Property } from '@/contracts/orders';

/** FTTP funnel fixtures shared by the machine test, the view walk and the page tests. */
export const activeProperty: Property = {
  address: '1 Quay Street, Leeds',
  postcode: 'LS1 4AP',
  uprn: '100000000001',
  rfs_status: { code: 'RFS_4', definition: 'Active' },
  loc_flag: { code: 'LOC_1', definition: 'Location confirmed' },
  cabinet_release_date: '2025-03-01',
  drop_architecture_type_category: 'Underground',
  demand_point_type_category: 'Residential',
  pre_order: false,
  bduk_subsidised: true,
  allowed_date_rating: 'DR1',
  indicator: 'amber',
};
export const otherProperty: Property = {
  ...activeProperty,
  address: '2 Quay Street, Leeds',
  uprn: '100000000002',
  rfs_status: { code: 'RFS_1', definition: 'Ready for service' },
  indicator: null,
  bduk_subsidised: false,
};

/** Needs an engineer appointment (and offers every install product). */
export const appointmentProduct: FttpProduct = {
  productName: 'fttpl2r-1200l',
  displayName: 'FTTP 1200 Residential',
  appointmentRequired: 'yes',
  availableInstallProducts: ['cpe', 'bbu', 'voip', 'telecare'],
  nni: { identifier: 'NNI-LDS-01', access: 'National', opportunityName: 'Leeds build', tagging: 'Single Tag' },
  lineProfiles: [
    { value: 'LP-1200-900', label: '1200/900' },
    { value: 'LP-1200-120', label: '1200/120' },
  ],
  isComplexOrder: false,
};
/** No appointment needed: on an RFS_4 property a requested date replaces the appointment (spec 3 §4). */
export const remoteProduct: FttpProduct = {
  productName: 'ftthl2b-1000',
  displayName: 'FTTP 1000 Business',
  appointmentRequired: 'maybe',
  availableInstallProducts: ['bbu'],
  nni: null,
  lineProfiles: [{ value: 'LP-1000-1000', label: '1000/1000' }],
  isComplexOrder: false,
};

export const slot: ReservedSlot = {
  appointmentDate: '2026-01-07',
  appointmentStartTime: '09:00',
  appointmentEndTime: '13:00',
  appointmentReservationKey: 'res-1',
  expires_at: '2026-01-05T09:15:00Z',
};

/** A valid customer step (with a requested date for the journeys that ask one). */
export const customerValues = {
  buyer_reference: 'ORD-0001',
  authentication_agent: 'DHCP Option 82',
  agent_id: 'agent@isp',
  name: 'Alex Morgan',
  email: 'alex@example.com',
  phone: '01234567890',
  new_order_type: 'fttp',
  requested_date: '2026-01-12',
};
