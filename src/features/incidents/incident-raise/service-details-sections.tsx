import { showsVulnerability } from '@machines/incident-raise-forms';
import { useSelector } from '@xstate/react';
import { supportLimits } from '@/lib/support-rules';
import { CheckItem, TextItem, useFormFields } from './form-fields';
import { styles } from './styles';
import type { ServiceStepActor } from './use-incident-raise';

/** Step one's fields as its machine holds them: values, messages and the fields changed. */
export function useServiceFields(step: ServiceStepActor) {
  const values = useSelector(step, (s) => s.context.serviceValues);
  const errors = useSelector(step, (s) => s.context.errors);
  const touched = useSelector(step, (s) => s.context.touched);
  return useFormFields({ values, errors, touched, send: (patch) => step.send({ type: 'form.change', values: patch }) });
}

// Spec 2 §5: a remaining-count hint; past the limit it says how many are over (the text is never cut).
const remaining = ({ count, maxLength = 0 }: { count: number; maxLength?: number }) =>
  count > maxLength ? `${count - maxLength} characters too many` : `${maxLength - count} characters remaining`;

export function SiteContact({ step }: { step: ServiceStepActor }) {
  const field = useServiceFields(step);
  return (
    <section className={styles.section} aria-labelledby="contact-heading">
      <h2 id="contact-heading">Site contact and address</h2>
      <div className={styles.grid}>
        <TextItem
          field={field('customer_onsite_contact_name')}
          label="On-site Contact Name"
          required
          autoComplete="off"
        />
        <TextItem
          field={field('customer_onsite_contact_number')}
          label="On-site Contact Number"
          required
          inputMode="tel"
          autoComplete="off"
        />
        <TextItem field={field('address_name')} label="Premises Name" required />
        <TextItem field={field('address_street')} label="Street" required />
        <TextItem field={field('address_city')} label="City" required />
        <TextItem field={field('address_county')} label="County" />
        <TextItem field={field('address_postcode')} label="Postcode" required />
      </div>
    </section>
  );
}

/** Shown only for an appointable service with severity 'Service Outage' and no outage, with the flag on (spec 2 §4). */
export function Vulnerability({ step }: { step: ServiceStepActor }) {
  const shown = useSelector(step, ({ context: c }) =>
    showsVulnerability(c.check, c.serviceValues.incident_severity, c.vulnerabilityEnabled),
  );
  const vulnerable = useSelector(step, (s) => s.context.serviceValues.vulnerable_customer === true);
  const field = useServiceFields(step);
  if (!shown) return null;
  return (
    <section className={styles.section} aria-labelledby="vulnerability-heading">
      <h2 id="vulnerability-heading">Vulnerability</h2>
      <CheckItem field={field('vulnerable_customer')}>The customer is vulnerable</CheckItem>
      <CheckItem field={field('telecare_required')}>The customer relies on a telecare service</CheckItem>
      {vulnerable && (
        <TextItem
          field={field('vulnerability_support')}
          label="Vulnerability support needed"
          required
          rows={3}
          count={{ max: supportLimits.vulnerabilitySupport, show: true }}
        />
      )}
    </section>
  );
}

export function Description({ step }: { step: ServiceStepActor }) {
  const field = useServiceFields(step);
  return (
    <section className={styles.section} aria-labelledby="description-heading">
      <h2 id="description-heading">Description</h2>
      <TextItem
        field={field('short_description')}
        label="Short Description"
        required
        count={{ max: supportLimits.shortDescription, show: remaining }}
      />
      <TextItem field={field('description')} label="Description" rows={4} count={{ max: supportLimits.description }} />
    </section>
  );
}
