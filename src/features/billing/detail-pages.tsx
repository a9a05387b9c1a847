import { Link } from 'wouter';
import { DetailPage, type SectionProps } from '@/components/detail-page';
import { DetailSection, Facts, None } from '@/components/detail-section';
import { ListTable } from '@/components/list-table';
import { StatusBadge } from '@/components/status-badge';
import type {
  CreditNoteDetail,
  InvoiceDetail,
  InvoiceLine,
  OrderOnHoldDetail,
  PaymentAllocation,
  PaymentDetail,
} from '@/contracts/billing';
import { formatPence, vatRatePercent } from '@/lib/billing-money';
import { formatDate, formatDateTime } from '@/lib/dates';
import { sectionPaths } from '@/lib/section-paths';
import styles from './billing.module.css';
import { creditNoteHref, invoiceHref, paymentHref } from './links';
import { PdfButton } from './pdf-button';
import { billingKeys } from './queries';

const chargeLabels = { install: 'Installation', recurring: 'Recurring', 'one-off': 'One-off' } as const;
const billingCrumb = { label: 'Billing' };

function InvoiceSummary({ record: r }: SectionProps<InvoiceDetail>) {
  return (
    <DetailSection id="invoice-summary" title="Summary">
      <Facts
        facts={[
          ['Status', <StatusBadge key="s" status={r.status} />],
          ['Billing month', formatDate(`${r.period}-01`).slice(3)],
          ['Invoice date', formatDate(r.invoice_date)],
          ['Due date', formatDate(r.invoice_due_date)],
        ]}
      />
      <PdfButton kind="invoice" id={r.id} />
    </DetailSection>
  );
}

function InvoiceTotals({ record: r }: SectionProps<InvoiceDetail>) {
  return (
    <DetailSection id="invoice-totals" title="Totals">
      <Facts
        facts={[
          ['Net', formatPence(r.net_pence)],
          [`VAT at ${vatRatePercent}%`, formatPence(r.vat_pence)],
          ['Total', formatPence(r.total_pence)],
          ['Paid', formatPence(r.paid_pence)],
          ['Credited', formatPence(r.credited_pence)],
          ['Balance due', formatPence(r.balance_pence)],
        ]}
      />
    </DetailSection>
  );
}

const lineColumns = [
  { header: 'Service', nowrap: true, cell: (l: InvoiceLine) => l.service_reference ?? '' },
  { header: 'Description', cell: (l: InvoiceLine) => l.description },
  { header: 'Charge', nowrap: true, cell: (l: InvoiceLine) => chargeLabels[l.charge_type] },
  { header: 'Qty', nowrap: true, cell: (l: InvoiceLine) => l.quantity },
  { header: 'Unit price', nowrap: true, cell: (l: InvoiceLine) => formatPence(l.unit_pence) },
  { header: 'Net', nowrap: true, cell: (l: InvoiceLine) => formatPence(l.net_pence) },
  { header: 'VAT', nowrap: true, cell: (l: InvoiceLine) => formatPence(l.vat_pence) },
];

function InvoiceLines({ record: r }: SectionProps<InvoiceDetail>) {
  return (
    <DetailSection id="invoice-lines" title="Lines" wide>
      <ListTable
        caption="Invoice lines"
        columns={lineColumns}
        rows={r.lines}
        rowKey={(l) => String(l.position)}
        empty="No charges this month"
      />
    </DetailSection>
  );
}

const allocationColumns = (link: 'payment' | 'invoice') => [
  link === 'payment'
    ? {
        header: 'Payment',
        nowrap: true,
        cell: (a: PaymentAllocation) => <Link href={paymentHref(a.payment_id)}>{a.payment_id}</Link>,
      }
    : {
        header: 'Invoice',
        nowrap: true,
        cell: (a: PaymentAllocation) => <Link href={invoiceHref(a.invoice_id)}>{a.invoice_id}</Link>,
      },
  { header: 'Received', nowrap: true, cell: (a: PaymentAllocation) => formatDate(a.received_on) },
  { header: 'Status', nowrap: true, cell: (a: PaymentAllocation) => <StatusBadge status={a.payment_status} /> },
  { header: 'Allocated', nowrap: true, cell: (a: PaymentAllocation) => formatPence(a.amount_pence) },
];

function InvoicePayments({ record: r }: SectionProps<InvoiceDetail>) {
  return (
    <DetailSection id="invoice-payments" title="Payments" wide>
      {r.payments.length === 0 ? (
        <None>No payments allocated.</None>
      ) : (
        <ListTable
          caption="Payments allocated"
          columns={allocationColumns('payment')}
          rows={r.payments}
          rowKey={(a) => a.payment_id}
        />
      )}
    </DetailSection>
  );
}

function InvoiceCreditNotes({ record: r }: SectionProps<InvoiceDetail>) {
  return (
    <DetailSection id="invoice-credit-notes" title="Credit notes" wide>
      {r.credit_notes.length === 0 ? (
        <None>No credit notes.</None>
      ) : (
        <ul>
          {r.credit_notes.map((c) => (
            <li key={c.id}>
              <Link href={creditNoteHref(c.id)} className={styles.inlineLink}>
                {c.credit_note_number}
              </Link>{' '}
              {c.reason}: {formatPence(c.total_pence)} <StatusBadge status={c.status} />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

const invoiceScreen = {
  kind: 'Invoice',
  noun: 'invoice',
  query: billingKeys.invoices.detail,
  trail: [billingCrumb, { label: 'Invoices', href: sectionPaths.invoices.getHref() }],
  name: (r: InvoiceDetail) => r.invoice_number,
  sections: [InvoiceSummary, InvoiceTotals, InvoiceLines, InvoicePayments, InvoiceCreditNotes],
};

/** /billing/invoices/{id}: lines with VAT, totals, and the payments and credit notes set against it. */
export function InvoicePage() {
  return <DetailPage screen={invoiceScreen} />;
}

function CreditNoteFacts({ record: r }: SectionProps<CreditNoteDetail>) {
  return (
    <DetailSection id="credit-note-facts" title="Credit note">
      <Facts
        facts={[
          ['Status', <StatusBadge key="s" status={r.status} />],
          [
            'Invoice',
            <Link key="i" href={invoiceHref(r.invoice_id)}>
              {r.invoice_id}
            </Link>,
          ],
          ['Invoice status', r.invoice_status],
          ['Reason', r.reason],
          ['Raised', formatDate(r.created_at)],
          ['Applied', r.applied_at ? formatDate(r.applied_at) : 'Not yet applied'],
          ['Net', formatPence(r.net_pence)],
          [`VAT at ${vatRatePercent}%`, formatPence(r.vat_pence)],
          ['Total', formatPence(r.total_pence)],
        ]}
      />
      <PdfButton kind="credit note" id={r.id} />
    </DetailSection>
  );
}

const creditNoteScreen = {
  kind: 'Credit Note',
  noun: 'credit note',
  query: billingKeys.creditNotes.detail,
  trail: [billingCrumb, { label: 'Credit Notes', href: '/billing/credit-notes' }],
  name: (r: CreditNoteDetail) => r.credit_note_number,
  sections: [CreditNoteFacts],
};

export function CreditNotePage() {
  return <DetailPage screen={creditNoteScreen} />;
}

function PaymentFacts({ record: r }: SectionProps<PaymentDetail>) {
  return (
    <DetailSection id="payment-facts" title="Payment">
      <Facts
        facts={[
          ['Status', <StatusBadge key="s" status={r.status} />],
          ['Amount', formatPence(r.amount_pence)],
          ['Method', r.method],
          ['Your reference', r.payment_reference],
          ['Received', formatDate(r.received_on)],
          ['Failure reason', r.failure_reason],
          ['Unallocated', formatPence(r.unallocated_pence)],
        ]}
      />
    </DetailSection>
  );
}

function PaymentAllocations({ record: r }: SectionProps<PaymentDetail>) {
  return (
    <DetailSection id="payment-allocations" title="Allocated to" wide>
      {r.allocations.length === 0 ? (
        <None>Not allocated to an invoice.</None>
      ) : (
        <ListTable
          caption="Invoices paid"
          columns={allocationColumns('invoice')}
          rows={r.allocations}
          rowKey={(a) => a.invoice_id}
        />
      )}
    </DetailSection>
  );
}

const paymentScreen = {
  kind: 'Payment',
  noun: 'payment',
  query: billingKeys.payments.detail,
  trail: [billingCrumb, { label: 'Payments', href: '/billing/payments' }],
  name: (r: PaymentDetail) => r.id,
  sections: [PaymentFacts, PaymentAllocations],
};

export function PaymentPage() {
  return <DetailPage screen={paymentScreen} />;
}

function HoldFacts({ record: r }: SectionProps<OrderOnHoldDetail>) {
  return (
    <DetailSection id="hold-facts" title="Why it is held">
      <Facts
        facts={[
          ['Reason', r.reason],
          [
            'Unpaid invoice',
            <Link key="i" href={invoiceHref(r.invoice_id)}>
              {r.invoice_id}
            </Link>,
          ],
          ['Invoice status', <StatusBadge key="s" status={r.invoice_status} />],
          ['Invoice due date', formatDate(r.invoice_due_date)],
          ['Outstanding', formatPence(r.outstanding_pence)],
          ['Held since', formatDateTime(r.held_at)],
        ]}
      />
    </DetailSection>
  );
}

function HoldOrder({ record: r }: SectionProps<OrderOnHoldDetail>) {
  return (
    <DetailSection id="hold-order" title="Order">
      <Facts
        facts={[
          ['Your reference', r.buyer_reference],
          ['Product', r.product],
          ['Address', r.address],
        ]}
      />
      <p>The order continues once the invoice is paid.</p>
    </DetailSection>
  );
}

const holdScreen = {
  kind: 'Order On Hold',
  noun: 'order on hold',
  query: billingKeys.ordersOnHold.detail,
  trail: [billingCrumb, { label: 'Orders On Hold', href: '/billing/orders-on-hold' }],
  name: (r: OrderOnHoldDetail) => r.buyer_reference,
  sections: [HoldFacts, HoldOrder],
};

export function OrderOnHoldPage() {
  return <DetailPage screen={holdScreen} />;
}
