import { appointmentNeeded, lineProfilesOf, regradeMessages } from '@machines/regrade-order-rules';
import { useSelector } from '@xstate/react';
import { FunnelActions } from '@/components/funnel-actions';
import { reservedSlotLabel } from '@/lib/appointment-hold';
import { formatDate } from '@/lib/dates';
import { OrderSuccessModal } from '../funnel/order-success-modal';
import styles from './regrade.module.css';
import type { RegradeWizardActor } from './use-regrade-wizard';

/** 'Regrade Order Summary' (spec 3 §2): what will be ordered, with Cancel and Place Order; then 'Order Successful'. */
export function SummaryStep({ actor }: { actor: RegradeWizardActor }) {
  const context = useSelector(actor, (s) => s.context);
  const placing = useSelector(actor, (s) => s.matches({ summary: 'placing' }));
  const placed = useSelector(actor, (s) => s.matches('placed'));
  const { lookup, product, line_profile, customer, appointment } = context;
  const send = actor.send;
  const needed = appointmentNeeded(context);
  const rows: [string, string][] = [
    ['Service Reference', lookup?.service.service_reference ?? ''],
    ['Address', lookup?.service.address ?? ''],
    ['Current Product', lookup?.service.product_display_name ?? ''],
    ['New Product', lookup?.products[product]?.displayName ?? product],
    ['Line Profile', lineProfilesOf(lookup, product).find((p) => p.value === line_profile)?.label ?? line_profile],
    ['Order Reference', customer.buyer_reference.trim()],
    ['Authentication Agent', lookup?.service.authenticationAgent ?? ''],
    ['Remote Agent ID', lookup?.service.remoteAgentId ?? ''],
    ['Name', customer.name.trim()],
    ['Email', customer.email.trim()],
    ['Phone Number', customer.phone.trim()],
    needed
      ? ['Appointment', appointment ? reservedSlotLabel(appointment) : '—']
      : ['Requested Date', customer.requested_date ? formatDate(customer.requested_date) : 'None requested'],
  ];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'step.submit' });
      }}
    >
      <h2 className={styles.stepTitle}>{regradeMessages.summaryTitle}</h2>
      <div className={styles.section}>
        <dl className={styles.facts}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <FunnelActions
        cancel={{ disabled: placing || placed, onClick: () => send({ type: 'step.cancel' }) }}
        back={{ disabled: placing || placed, onClick: () => send({ type: 'step.back' }) }}
        next={{ label: 'Place Order', submit: true, loading: placing, disabled: placed }}
      />
      {/* In a portal, outside the form's own elements. */}
      <OrderSuccessModal open={placed} onClose={() => send({ type: 'modal.close' })}>
        Your regrade order <strong>{context.order?.buyer_order_reference}</strong> has been placed successfully.
      </OrderSuccessModal>
    </form>
  );
}
