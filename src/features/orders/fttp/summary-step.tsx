import { orderTypesOf, productOf, propertyOf, replacesAppointment } from '@machines/fttp-order-rules';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { reservedSlotLabel } from '@/lib/appointment-hold';
import { formatDate } from '@/lib/dates';
import { FunnelActions } from '../funnel/funnel-actions';
import { OrderSuccessModal } from '../funnel/order-success-modal';
import styles from '../order-funnel.module.css';
import type { FttpOrderActor } from './use-fttp-order';

const show = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : String(value));
const yesNo = (value: unknown) => (value === true ? 'Yes' : 'No');

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const id = `summary-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** summary: the order read-only, Place Order, and the 'Order Successful' modal (spec 3 §2, §8). */
export function SummaryStep({ actor }: { actor: FttpOrderActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const c = snapshot.context;
  const property = propertyOf(c);
  const product = productOf(c);
  const dated = replacesAppointment(c);
  const placing = snapshot.matches({ summary: 'placing' });
  const placed = snapshot.matches('placed');
  const orderType = orderTypesOf(c).find((t) => t.value === c.customer.new_order_type)?.label ?? 'New Provide';
  const profile = product?.lineProfiles.find((p) => p.value === c.choice.line_profile)?.label ?? c.choice.line_profile;
  const installs = (['cpe', 'bbu', 'voip', 'telecare'] as const).filter((i) => c.customer[`${i}_install`] === true);

  return (
    <div>
      <h2 className={styles.stepTitle}>Order Summary</h2>
      <Facts
        title="Property and product"
        rows={[
          ['Address', show(property?.address)],
          ['UPRN', show(property?.uprn)],
          ['RFS status', show(property?.rfs_status.code)],
          ['Product', show(product?.displayName)],
          ['Line Profile', show(profile)],
          ['Order Type', orderType],
        ]}
      />
      <Facts
        title="Customer"
        rows={[
          ['Order Reference', show(c.customer.buyer_reference)],
          ['Authentication Agent', show(c.customer.authentication_agent)],
          ['Agent ID', show(c.customer.agent_id)],
          ['Reseller ID', show(c.customer.reseller_id)],
          ['Name', show(c.customer.name)],
          ['Email', show(c.customer.email)],
          ['Phone Number', show(c.customer.phone)],
          ...(c.customer.vulnerable_customer === true
            ? ([['Vulnerable customer support', show(c.customer.vulnerable_customer_support)]] as [string, ReactNode][])
            : []),
        ]}
      />
      <Facts
        title="Installation"
        rows={[
          ['Install options', installs.length ? installs.map((i) => i.toUpperCase()).join(', ') : 'None'],
          ['ISP migration', yesNo(c.customer.isp_migration)],
          ['Hazards', show(c.customer.hazards)],
          ['Restrictions', show(c.customer.restrictions)],
          dated
            ? ['Requested Date', formatDate(String(c.customer.requested_date ?? ''))]
            : ['Appointment', c.appointment ? reservedSlotLabel(c.appointment) : '—'],
        ]}
      />
      <FunnelActions
        cancel={{ disabled: placing || placed, onClick: () => actor.send({ type: 'step.cancel' }) }}
        back={{ disabled: placing || placed, onClick: () => actor.send({ type: 'step.back' }) }}
        next={{
          label: 'Place Order',
          loading: placing,
          disabled: placed,
          onClick: () => actor.send({ type: 'step.submit' }),
        }}
      />
      <OrderSuccessModal open={placed} onClose={() => actor.send({ type: 'modal.close' })}>
        Your order <strong>{c.order?.buyer_order_reference}</strong> has been placed successfully.
      </OrderSuccessModal>
    </div>
  );
}
