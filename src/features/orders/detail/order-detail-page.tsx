import { DetailPage } from '@/components/detail-page';
import type { OrderDetail } from '@/contracts/orders';
import { orderLabel, ordersListHref } from '../links';
import { orderKeys } from '../queries';
import {
  EthernetConnectionSection,
  EthernetProductSection,
  EthernetSiteSection,
  EthernetSurveySection,
} from './ethernet-sections';
import {
  AppointmentSection,
  CustomerSection,
  InstallsSection,
  OrderSection,
  PropertySection,
  TimelineSection,
} from './order-sections';
import { PtwSection } from './ptw-section';

// Each section says nothing for the other type: FTTP's customer, appointment and installs; Ethernet's fields and PTWs.
const sections = [
  OrderSection,
  CustomerSection,
  EthernetProductSection,
  PropertySection,
  EthernetSiteSection,
  EthernetConnectionSection,
  AppointmentSection,
  InstallsSection,
  EthernetSurveySection,
  PtwSection,
  TimelineSection,
];

const fttpOrderScreen = {
  kind: 'Order',
  noun: 'order',
  // Either type: /ordering/orders/{id} opens an Ethernet order too (spec 3 §2).
  query: orderKeys.anyDetail,
  trail: [{ label: 'Ordering' }, { label: 'Orders', href: ordersListHref('fttp') }],
  name: (order: OrderDetail) => orderLabel(order),
  sections,
};

const ethernetOrderScreen = {
  ...fttpOrderScreen,
  kind: 'Ethernet Order',
  noun: 'Ethernet order',
  query: orderKeys.ethernetDetail,
  trail: [{ label: 'Ordering' }, { label: 'Orders', href: ordersListHref('ethernet') }],
};

/**
 * /ordering/orders/{id}, /ordering/order/{id} and /order/{id} (spec 3 §2): an order, every field in sections; an id the
 * FTTP route does not know is asked of the Ethernet route.
 */
export function OrderDetailPage() {
  return <DetailPage screen={fttpOrderScreen} />;
}

/** /ethernet-order/{id} (spec 3 §2): an Ethernet order with its Ethernet fields and PTW documents. */
export function EthernetOrderDetailPage() {
  return <DetailPage screen={ethernetOrderScreen} />;
}
