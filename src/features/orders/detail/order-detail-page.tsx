import { DetailPage } from '@/components/detail-page';
import type { OrderDetail } from '@/contracts/orders';
import { orderLabel, ordersListHref } from '../links';
import { orderKeys } from '../queries';
import {
  AppointmentSection,
  CustomerSection,
  InstallsSection,
  OrderSection,
  PropertySection,
  TimelineSection,
} from './order-sections';

const sections = [OrderSection, CustomerSection, PropertySection, AppointmentSection, InstallsSection, TimelineSection];

const fttpOrderScreen = {
  kind: 'Order',
  noun: 'order',
  query: orderKeys.detail,
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

/** /ordering/orders/{id}, /ordering/order/{id} and /order/{id} (spec 3 §2): an FTTP order, every field in sections. */
export function OrderDetailPage() {
  return <DetailPage screen={fttpOrderScreen} />;
}

/** /ethernet-order/{id} (spec 3 §2): an Ethernet order, read-only until the Ethernet funnels arrive. */
export function EthernetOrderDetailPage() {
  return <DetailPage screen={ethernetOrderScreen} />;
}
