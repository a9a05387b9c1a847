import { enniOf, productOf, propertyOf, ptwApprovalOf, svlanUseOf, variantOf } from '@machines/ethernet-order-rules';
import { useSelector } from '@xstate/react';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { formatDate, isIsoDay } from '@/lib/dates';
import { surveyDateFields } from '@/lib/ethernet-rules';
import { formatMoney } from '@/lib/format';
import { ptwMessages } from '@/lib/ptw-rules';
import { FunnelActions } from '../funnel/funnel-actions';
import { OrderSuccessModal } from '../funnel/order-success-modal';
import { variantWords } from './availability-step';
import { siteQuestions, surveyLabels } from './customer-step';
import { RagStatusText, termWords } from './products-step';
import { styles } from './styles';
import type { EthernetOrderActor } from './use-ethernet-order';

const show = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : String(value));

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const id = `summary-${title.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`;
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

/** summary: 'Order Summary' (spec 3 §2): everything entered, Back, Cancel, Place Order and the 'Order Successful' modal. */
export function SummaryStep({ actor }: { actor: EthernetOrderActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const c = snapshot.context;
  const customer = c.customer;
  const property = propertyOf(c);
  const product = productOf(c);
  const enni = enniOf(c);
  const ffn = variantOf(c) === 'ffn';
  const busy = snapshot.hasTag('busy');
  const uploading = snapshot.matches({ summary: 'uploading' });
  const placed = snapshot.matches('placed');
  const approval = ptwApprovalOf(c);
  const surveyDays = surveyDateFields
    .map((field, i) => [surveyLabels[i] ?? field, customer[field]] as const)
    .filter(([, day]) => isIsoDay(day));

  return (
    <div>
      <h2 className={styles.stepTitle}>Order Summary</h2>
      <Facts
        title="Property and product"
        rows={[
          ['Address', show(property?.address)],
          ['UPRN', show(property?.uprn)],
          ['Ordered as', variantWords[variantOf(c)]],
          ['Product', show(product?.productName)],
          ['Product code', show(product?.productCode)],
          ['Access', show(product?.access)],
          ['Contract Term', c.choice.term ? termWords(c.choice.term) : '—'],
          ['Install price', product ? formatMoney(product.installPrice) : '—'],
          ['Monthly price', product ? formatMoney(product.recurringPrice) : '—'],
          ['RAG status', product ? <RagStatusText key="rag" status={product.status} /> : '—'],
        ]}
      />
      <Facts
        title="Order and contacts"
        rows={[
          ['Business Name', show(customer.business_name)],
          ['Order Reference', show(customer.buyer_reference)],
          ['Room', show(customer.room)],
          ['Floor', show(customer.floor)],
          ['Rack', show(customer.rack)],
          ['Wayleave Contact', `${show(customer.wayleave_name)}, ${show(customer.wayleave_email)}`],
          ['Wayleave Contact Number', show(customer.wayleave_number)],
          ['Site Contact', `${show(customer.site_name)}, ${show(customer.site_email)}`],
          ['Site Contact Number', show(customer.site_number)],
        ]}
      />
      <Facts
        title="Network"
        rows={[
          ['ENNI', show(enni?.identifier ?? product?.enni)],
          ['Interconnect Service', show(enni?.interconnectService ?? product?.interconnectService)],
          ['Opportunity Name', show(enni?.opportunityName)],
          ['ENNI Tagging', show(enni?.tagging)],
          ...(ffn
            ? ([
                ['SVLAN', svlanUseOf(c) === 'disabled' ? '—' : show(customer.svlan)],
                ['CVLAN', show(customer.cvlan)],
              ] as [string, ReactNode][])
            : ([['VLAN', show(customer.vlan)]] as [string, ReactNode][])),
          ['Ethernet Presentation', show(customer.ethernet_presentation)],
        ]}
      />
      <Facts
        title="Site"
        rows={[
          ...(ffn ? siteQuestions.map(([field, label]) => [label, show(customer[field])] as [string, ReactNode]) : []),
          ['Is an asbestos register on site?', show(customer.asbestos_register_onsite)],
          ['Hazards', show(customer.hazards)],
          ['Access Restrictions', show(customer.access_restrictions)],
          ['Additional Information', show(customer.additional_information)],
          ...(ffn
            ? ([
                [
                  'Requested Survey Dates',
                  surveyDays.length ? surveyDays.map(([, day]) => formatDate(String(day))).join(', ') : 'None',
                ],
              ] as [string, ReactNode][])
            : []),
        ]}
      />
      <section className={styles.section} aria-labelledby="summary-ptw">
        <h3 id="summary-ptw">Permission to Work (PTW) documents</h3>
        {approval === 'none' ? (
          <div className={styles.notices}>
            <Alert type="info" showIcon title={ptwMessages.noPtwNotice} />
          </div>
        ) : (
          <>
            <ul>
              {c.ptw.files.map((file) => (
                <li key={file.name}>{file.name}</li>
              ))}
            </ul>
            <p>They are uploaded once the order is placed.</p>
            {approval === 'not-approved' && (
              <div className={styles.notices}>
                <Alert
                  type="warning"
                  showIcon
                  title={ptwMessages.notApproved}
                  description={`Go Back and tick '${ptwMessages.verification}', or remove the files.`}
                />
              </div>
            )}
          </>
        )}
      </section>
      {uploading && (
        <div role="status" className={styles.status}>
          Uploading the PTW documents...
        </div>
      )}
      <FunnelActions
        cancel={{ disabled: busy || placed, onClick: () => actor.send({ type: 'step.cancel' }) }}
        back={{ disabled: busy || placed, onClick: () => actor.send({ type: 'step.back' }) }}
        next={{
          label: 'Place Order',
          loading: busy,
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
