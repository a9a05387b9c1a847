import { useQuery } from '@tanstack/react-query';
import { DetailSection, Facts } from '@/components/detail-section';
import { FirstLoad } from '@/components/first-load';
import { formatDate } from '@/lib/dates';
import styles from './billing.module.css';
import { billingKeys } from './queries';

/** /billing/bank-details: how the organisation pays, on what terms, and where to send a BACS payment. */
export function BankDetailsPage() {
  const result = useQuery(billingKeys.bankDetails());
  const bank = result.data;
  return (
    <section aria-labelledby="bank-details-heading" aria-busy={result.isPending} className={styles.page}>
      <h1 id="bank-details-heading" className={styles.title}>
        Bank Details
      </h1>
      <FirstLoad result={result} loading="Loading your bank details" failed="We could not load your bank details" />
      {bank && (
        <div className={styles.grid}>
          <DetailSection id="bank-account" title="Your account">
            <Facts
              facts={[
                ['Account name', bank.account_name],
                ['Bank', bank.bank_name],
                ['Sort code', bank.sort_code],
                ['Account number', bank.account_number_masked],
                ['Payment method', bank.payment_method],
                ['Direct debit mandate', bank.mandate_reference],
                ['Last changed', formatDate(bank.updated_at)],
              ]}
            />
          </DetailSection>
          <DetailSection id="bank-terms" title="Billing">
            <Facts
              facts={[
                ['Payment terms', `${bank.payment_terms_days} days from the invoice date`],
                ['Invoices sent to', bank.billing_email],
                ['VAT number', bank.vat_number],
              ]}
            />
          </DetailSection>
          <DetailSection id="bank-remit" title="Paying by BACS">
            <Facts
              facts={[
                ['Pay', bank.remit_to.account_name],
                ['Sort code', bank.remit_to.sort_code],
                ['Account number', bank.remit_to.account_number],
                ['Quote reference', bank.remit_to.reference],
              ]}
            />
          </DetailSection>
        </div>
      )}
    </section>
  );
}
