import { confirmationLabel } from '@machines/incident-raise.machine';
import { faultStartOf, triageFields } from '@machines/incident-raise-forms';
import { useSelector } from '@xstate/react';
import { Button, Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { windowStartLabel } from '@/lib/appointment-windows';
import { formatDate, formatDateTime } from '@/lib/dates';
import { slotLabel } from './appointment-modal';
import { useIncidentCategories } from './funnel-hooks';
import { FilesLostNotice } from './incident-details-step';
import styles from './incident-raise.module.css';
import type { IncidentRaiseActor } from './use-incident-raise';

const show = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : String(value));

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const id = `summary-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className={styles.summaryList}>
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

/** create/summary-details, 'Submit Incident Details' (spec 2 §2): the draft read-only, the confirmation, and Submit. */
export function SummaryStep({ actor }: { actor: IncidentRaiseActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const {
    serviceReference,
    serviceValues: s,
    detailsValues,
    files,
    reservation,
    availability,
    confirmed,
  } = snapshot.context;
  const { fault, service } = useIncidentCategories();
  const busy = snapshot.hasTag('busy');
  const nameOf = (list: { id: number; name: string }[] | undefined, id: unknown) =>
    list?.find((c) => String(c.id) === String(id))?.name ?? show(id);
  const start = faultStartOf(s);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'step.submit' });
      }}
    >
      <h2 className={styles.stepTitle}>Submit Incident Details</h2>
      <Facts
        title="Service and fault"
        rows={[
          ['Service Reference', show(serviceReference)],
          ['Customer Reference', show(s.customer_reference)],
          ['Fault Reference', show(s.buyer_fault_ref)],
          ['Fault Start', start ? formatDateTime(start) : '—'],
          ['Service Type', nameOf(service.data, s.business_service_category_id)],
          ['Fault Category', nameOf(fault.data, s.incident_fault_category_id)],
          ['Severity', show(s.incident_severity)],
          ['Short Description', show(s.short_description)],
          ['Description', show(s.description)],
        ]}
      />
      <Facts
        title="Site contact and address"
        rows={[
          ['On-site Contact', `${show(s.customer_onsite_contact_name)}, ${show(s.customer_onsite_contact_number)}`],
          [
            'Address',
            [s.address_name, s.address_street, s.address_city, s.address_county, s.address_postcode]
              .filter(Boolean)
              .join(', '),
          ],
          ...(s.vulnerable_customer
            ? ([
                ['Vulnerable customer', 'Yes'],
                ['Telecare', s.telecare_required ? 'Yes' : 'No'],
                ['Vulnerability support', show(s.vulnerability_support)],
              ] as [string, ReactNode][])
            : []),
        ]}
      />
      <Facts title="Triage" rows={triageFields.map((q) => [q.question, show(detailsValues[q.name])])} />
      <Facts
        title="Attachments and appointment"
        rows={[
          ['Attachments', files.length ? files.map((f) => f.name).join(', ') : 'None'],
          [
            'Appointment',
            reservation
              ? `${slotLabel(reservation.slot)} (held until ${formatDateTime(reservation.expiry_date)})`
              : availability
                ? `Customer available ${formatDate(availability.date)} ${windowStartLabel(availability.slot)}`
                : 'Not needed',
          ],
        ]}
      />
      <FilesLostNotice actor={actor} />
      <Checkbox
        checked={confirmed}
        disabled={busy}
        onChange={(e) => actor.send({ type: 'confirmation.toggle', checked: e.target.checked })}
      >
        {confirmationLabel}
      </Checkbox>
      <div className={styles.actions}>
        <Button disabled={busy} onClick={() => actor.send({ type: 'step.cancel' })}>
          Cancel
        </Button>
        <Button disabled={busy} onClick={() => actor.send({ type: 'step.back' })}>
          Back
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={busy}
          disabled={!snapshot.can({ type: 'step.submit' }) && !busy}
        >
          Submit
        </Button>
      </div>
    </form>
  );
}
