import { enniOf, productOf, propertyOf, ptwApprovalOf, svlanUseOf, variantOf } from '@machines/ethernet-order-rules';
import { useSelector } from '@xstate/react';
import { Alert } from 'antd';
import { SummaryFacts, type SummaryRow, shown } from '@/components/summary-facts';
import { formatDate, isIsoDay } from '@/lib/dates';
import { surveyDateFields } from '@/lib/ethernet-rules';
import { formatMoney } from '@/lib/format';
import { ptwMessages } from '@/lib/ptw-rules';
import { OrderSummary } from '../funnel/order-summary';
import { variantWords } from './availability-step';
import { siteQuestions, surveyLabels } from './customer-step';
import { RagStatusText, termWords } from './products-step';
import { styles } from './styles';
import type { EthernetOrderActor } from './use-ethernet-order';

/** summary: 'Order Summary' (spec 3 §2): everything entered, Back, Cancel, Place Order and the 'Order Successful' modal. */
export function SummaryStep({ actor }: { actor: EthernetOrderActor }) {
  const c = useSelector(actor, (s) => s.context);
  const customer = c.customer;
  const property = propertyOf(c);
  const product = productOf(c);
  const enni = enniOf(c);
  const ffn = variantOf(c) === 'ffn';
  const uploading = useSelector(actor, (s) => s.matches({ summary: 'uploading' }));
  const approval = ptwApprovalOf(c);
  const surveyDays = surveyDateFields
    .map((field, i) => [surveyLabels[i] ?? field, customer[field]] as const)
    .filter(([, day]) => isIsoDay(day));

  return (
    <OrderSummary actor={actor} placed="Your order">
      <SummaryFacts
        title="Property and product"
        rows={[
          ['Address', shown(property?.address)],
          ['UPRN', shown(property?.uprn)],
          ['Ordered as', variantWords[variantOf(c)]],
          ['Product', shown(product?.productName)],
          ['Product code', shown(product?.productCode)],
          ['Access', shown(product?.access)],
          ['Contract Term', c.choice.term ? termWords(c.choice.term) : '—'],
          ['Install price', product ? formatMoney(product.installPrice) : '—'],
          ['Monthly price', product ? formatMoney(product.recurringPrice) : '—'],
          ['RAG status', product ? <RagStatusText key="rag" status={product.status} /> : '—'],
        ]}
      />
      <SummaryFacts
        title="Order and contacts"
        rows={[
          ['Business Name', shown(customer.business_name)],
          ['Order Reference', shown(customer.buyer_reference)],
          ['Room', shown(customer.room)],
          ['Floor', shown(customer.floor)],
          ['Rack', shown(customer.rack)],
          ['Wayleave Contact', `${shown(customer.wayleave_name)}, ${shown(customer.wayleave_email)}`],
          ['Wayleave Contact Number', shown(customer.wayleave_number)],
          ['Site Contact', `${shown(customer.site_name)}, ${shown(customer.site_email)}`],
          ['Site Contact Number', shown(customer.site_number)],
        ]}
      />
      <SummaryFacts
        title="Network"
        rows={[
          ['ENNI', shown(enni?.identifier ?? product?.enni)],
          ['Interconnect Service', shown(enni?.interconnectService ?? product?.interconnectService)],
          ['Opportunity Name', shown(enni?.opportunityName)],
          ['ENNI Tagging', shown(enni?.tagging)],
          ...(ffn
            ? ([
                ['SVLAN', svlanUseOf(c) === 'disabled' ? '—' : shown(customer.svlan)],
                ['CVLAN', shown(customer.cvlan)],
              ] as SummaryRow[])
            : ([['VLAN', shown(customer.vlan)]] as SummaryRow[])),
          ['Ethernet Presentation', shown(customer.ethernet_presentation)],
        ]}
      />
      <SummaryFacts
        title="Site"
        rows={[
          ...(ffn ? siteQuestions.map(([field, label]) => [label, shown(customer[field])] as SummaryRow) : []),
          ['Is an asbestos register on site?', shown(customer.asbestos_register_onsite)],
          ['Hazards', shown(customer.hazards)],
          ['Access Restrictions', shown(customer.access_restrictions)],
          ['Additional Information', shown(customer.additional_information)],
          ...(ffn
            ? ([
                [
                  'Requested Survey Dates',
                  surveyDays.length ? surveyDays.map(([, day]) => formatDate(String(day))).join(', ') : 'None',
                ],
              ] as SummaryRow[])
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
    </OrderSummary>
  );
}
