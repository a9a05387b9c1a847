import { appointmentNeeded, lineProfilesOf, regradeMessages } from '@machines/regrade-order-rules';
import { useSelector } from '@xstate/react';
import { SummaryFacts } from '@/components/summary-facts';
import { reservedSlotLabel } from '@/lib/appointment-hold';
import { formatDate } from '@/lib/dates';
import { OrderSummary } from '../funnel/order-summary';
import type { RegradeWizardActor } from './use-regrade-wizard';

/** 'Regrade Order Summary' (spec 3 §2): what will be ordered, with Cancel and Place Order; then 'Order Successful'. */
export function SummaryStep({ actor }: { actor: RegradeWizardActor }) {
  const context = useSelector(actor, (s) => s.context);
  const { lookup, product, line_profile, customer, appointment } = context;
  return (
    <OrderSummary actor={actor} title={regradeMessages.summaryTitle} placed="Your regrade order">
      <SummaryFacts
        title="Service and product"
        rows={[
          ['Service Reference', lookup?.service.service_reference ?? ''],
          ['Address', lookup?.service.address ?? ''],
          ['Current Product', lookup?.service.product_display_name ?? ''],
          ['New Product', lookup?.products[product]?.displayName ?? product],
          [
            'Line Profile',
            lineProfilesOf(lookup, product).find((p) => p.value === line_profile)?.label ?? line_profile,
          ],
          ['Authentication Agent', lookup?.service.authenticationAgent ?? ''],
          ['Remote Agent ID', lookup?.service.remoteAgentId ?? ''],
        ]}
      />
      <SummaryFacts
        title="Customer"
        rows={[
          ['Order Reference', customer.buyer_reference.trim()],
          ['Name', customer.name.trim()],
          ['Email', customer.email.trim()],
          ['Phone Number', customer.phone.trim()],
          appointmentNeeded(context)
            ? ['Appointment', appointment ? reservedSlotLabel(appointment) : '—']
            : ['Requested Date', customer.requested_date ? formatDate(customer.requested_date) : 'None requested'],
        ]}
      />
    </OrderSummary>
  );
}
