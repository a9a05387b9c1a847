import { orderTypesOf, productOf, propertyOf, replacesAppointment } from '@machines/fttp-order-rules';
import { useSelector } from '@xstate/react';
import { SummaryFacts, type SummaryRow, shown } from '@/components/summary-facts';
import { reservedSlotLabel } from '@/lib/appointment-hold';
import { formatDate } from '@/lib/dates';
import { OrderSummary } from '../funnel/order-summary';
import type { FttpOrderActor } from './use-fttp-order';

const yesNo = (value: unknown) => (value === true ? 'Yes' : 'No');

/** summary: the order read-only, Place Order, and the 'Order Successful' modal (spec 3 §2, §8). */
export function SummaryStep({ actor }: { actor: FttpOrderActor }) {
  const c = useSelector(actor, (s) => s.context);
  const property = propertyOf(c);
  const product = productOf(c);
  const dated = replacesAppointment(c);
  const orderType = orderTypesOf(c).find((t) => t.value === c.customer.new_order_type)?.label ?? 'New Provide';
  const profile = product?.lineProfiles.find((p) => p.value === c.choice.line_profile)?.label ?? c.choice.line_profile;
  const installs = (['cpe', 'bbu', 'voip', 'telecare'] as const).filter((i) => c.customer[`${i}_install`] === true);

  return (
    <OrderSummary actor={actor} placed="Your order">
      <SummaryFacts
        title="Property and product"
        rows={[
          ['Address', shown(property?.address)],
          ['UPRN', shown(property?.uprn)],
          ['RFS status', shown(property?.rfs_status.code)],
          ['Product', shown(product?.displayName)],
          ['Line Profile', shown(profile)],
          ['Order Type', orderType],
        ]}
      />
      <SummaryFacts
        title="Customer"
        rows={[
          ['Order Reference', shown(c.customer.buyer_reference)],
          ['Authentication Agent', shown(c.customer.authentication_agent)],
          ['Agent ID', shown(c.customer.agent_id)],
          ['Reseller ID', shown(c.customer.reseller_id)],
          ['Name', shown(c.customer.name)],
          ['Email', shown(c.customer.email)],
          ['Phone Number', shown(c.customer.phone)],
          ...(c.customer.vulnerable_customer === true
            ? ([['Vulnerable customer support', shown(c.customer.vulnerable_customer_support)]] as SummaryRow[])
            : []),
        ]}
      />
      <SummaryFacts
        title="Installation"
        rows={[
          ['Install options', installs.length ? installs.map((i) => i.toUpperCase()).join(', ') : 'None'],
          ['ISP migration', yesNo(c.customer.isp_migration)],
          ['Hazards', shown(c.customer.hazards)],
          ['Restrictions', shown(c.customer.restrictions)],
          dated
            ? ['Requested Date', formatDate(String(c.customer.requested_date ?? ''))]
            : ['Appointment', c.appointment ? reservedSlotLabel(c.appointment) : '—'],
        ]}
      />
    </OrderSummary>
  );
}
