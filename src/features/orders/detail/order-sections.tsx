import type { SectionProps } from '@/components/detail-page';
import { DetailSection, Facts, None, yesNo } from '@/components/detail-section';
import { StatusBadge } from '@/components/status-badge';
import type { OrderDetail } from '@/contracts/orders';
import { formatDate, formatDateTime } from '@/lib/dates';
import styles from './order-detail.module.css';

type Props = SectionProps<OrderDetail>;

const appointmentRequiredLabels = { yes: 'Yes', no: 'No', maybe: 'Maybe' } as const;

/** What was ordered and how it stands. */
export function OrderSection({ record: order }: Props) {
  return (
    <DetailSection id="order-order" title="Order">
      <Facts
        facts={[
          ['Status', <StatusBadge key="status" status={order.status} />],
          ['Rejection reason', order.rejection_reason],
          ['Buyer order reference', order.buyer_order_reference],
          ['Seller order reference', order.seller_order_reference],
          ['Service reference', order.service_reference],
          ['Order type', order.order_type === 'ethernet' ? 'Ethernet' : 'FTTP'],
          ['New order type', order.new_order_type],
          ['Product', order.product_display_name || order.product],
          ['Product code', order.product],
          ['Line profile', order.line_profile],
          ['Regrade', order.is_regrade ? 'Yes' : null],
          ['GPL WLTO', order.gpl_wlto ? 'Yes' : null],
          ['Ordered by', order.ordered_by],
          ['Created', formatDate(order.created_at)],
          ['Last updated', formatDateTime(order.updated_at)],
        ]}
      />
    </DetailSection>
  );
}

/** FTTP's own sections say nothing on an Ethernet order, which has its own (./ethernet-sections.tsx). */
const isEthernet = (order: OrderDetail) => order.order_type === 'ethernet';

/** The end customer and the access details (spec 3 §3 FTTP order payload). */
export function CustomerSection({ record: order }: Props) {
  if (isEthernet(order)) return null;
  return (
    <DetailSection id="order-customer" title="Customer">
      <Facts
        facts={[
          ['Name', order.name],
          ['Email', order.email],
          ['Phone', order.phone],
          ['Authentication agent', order.authentication_agent],
          ['Agent ID', order.agent_id],
          ['Reseller ID', order.reseller_id],
          ['Project', order.project_id],
          ['Vulnerable customer', yesNo(order.vulnerable_customer)],
          ['Vulnerable customer support', order.vulnerable_customer ? order.vulnerable_customer_support : null],
        ]}
      />
    </DetailSection>
  );
}

/** The property the order is for. */
export function PropertySection({ record: order }: Props) {
  return (
    <DetailSection id="order-property" title="Property">
      <Facts
        facts={[
          ['Address', order.address],
          ['Postcode', order.postcode],
          ['UPRN', order.uprn],
          ['Ready for service', order.rfs_status],
          ['BDUK subsidised', yesNo(order.bduk_subsidised)],
        ]}
      />
    </DetailSection>
  );
}

/** Spec 3 §4: an order has an appointment or a requested date in its place, never both. */
export function AppointmentSection({ record: order }: Props) {
  if (isEthernet(order)) return null;
  const { appointment } = order;
  return (
    <DetailSection
      id="order-appointment"
      title={appointment || !order.requested_date ? 'Appointment' : 'Requested date'}
    >
      <Facts
        facts={[
          ['Appointment required', appointmentRequiredLabels[order.appointment_required]],
          ['Appointment requested', yesNo(order.appointment_requested)],
          ['Appointment date', appointment ? formatDate(appointment.appointmentDate) : null],
          [
            'Appointment time',
            appointment ? `${appointment.appointmentStartTime}–${appointment.appointmentEndTime}` : null,
          ],
          ['Requested date', order.requested_date ? formatDate(order.requested_date) : null],
        ]}
      />
      {!appointment && !order.requested_date && <None>No appointment or requested date.</None>}
    </DetailSection>
  );
}

/** The installs chosen with the order and what the engineer should know on site. */
export function InstallsSection({ record: order }: Props) {
  if (isEthernet(order)) return null;
  return (
    <DetailSection id="order-installs" title="Installs and site">
      <Facts
        facts={[
          ['CPE install', yesNo(order.cpe_install)],
          ['BBU install', yesNo(order.bbu_install)],
          ['VOIP install', yesNo(order.voip_install)],
          ['Telecare install', yesNo(order.telecare_install)],
          ['Hazards', order.hazards],
          ['Restrictions', order.restrictions],
        ]}
      />
    </DetailSection>
  );
}

/** The order's life, oldest first, each status as its badge. */
export function TimelineSection({ record: order }: Props) {
  const events = [...order.events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <DetailSection id="order-timeline" title="Status timeline" wide>
      {events.length === 0 ? (
        <None>No status changes yet.</None>
      ) : (
        <ol className={styles.timeline}>
          {events.map((event) => (
            <li key={`${event.at}-${event.status}`}>
              <StatusBadge status={event.status} />
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              {event.note && <span className={styles.note}>{event.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
