import { confirmationLabel } from '@machines/incident-raise.machine';
import { faultStartOf, triageFields } from '@machines/incident-raise-forms';
import { useSelector } from '@xstate/react';
import { Checkbox } from 'antd';
import { FunnelActions } from '@/components/funnel-actions';
import { SummaryFacts, type SummaryRow, shown } from '@/components/summary-facts';
import { windowStartLabel } from '@/lib/appointment-windows';
import { formatDate, formatDateTime } from '@/lib/dates';
import { slotLabel } from './appointment-modal';
import { useIncidentCategories } from './funnel-hooks';
import { FilesLostNotice } from './incident-details-step';
import { styles } from './styles';
import type { IncidentRaiseActor } from './use-incident-raise';

/** create/summary-details, 'Submit Incident Details' (spec 2 §2): the draft read-only, the confirmation, and Submit. */
export function SummaryStep({ actor }: { actor: IncidentRaiseActor }) {
  const {
    serviceReference,
    serviceValues: s,
    detailsValues,
    files,
    reservation,
    availability,
    confirmed,
  } = useSelector(actor, (s) => s.context);
  const { fault, service } = useIncidentCategories();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const submittable = useSelector(actor, (s) => s.can({ type: 'step.submit' }));
  const nameOf = (list: { id: number; name: string }[] | undefined, id: unknown) =>
    list?.find((c) => String(c.id) === String(id))?.name ?? shown(id);
  const start = faultStartOf(s);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'step.submit' });
      }}
    >
      <h2 className={styles.stepTitle}>Submit Incident Details</h2>
      <SummaryFacts
        title="Service and fault"
        rows={[
          ['Service Reference', shown(serviceReference)],
          ['Customer Reference', shown(s.customer_reference)],
          ['Fault Reference', shown(s.buyer_fault_ref)],
          ['Fault Start', start ? formatDateTime(start) : '—'],
          ['Service Type', nameOf(service.data, s.business_service_category_id)],
          ['Fault Category', nameOf(fault.data, s.incident_fault_category_id)],
          ['Severity', shown(s.incident_severity)],
          ['Short Description', shown(s.short_description)],
          ['Description', shown(s.description)],
        ]}
      />
      <SummaryFacts
        title="Site contact and address"
        rows={[
          ['On-site Contact', `${shown(s.customer_onsite_contact_name)}, ${shown(s.customer_onsite_contact_number)}`],
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
                ['Vulnerability support', shown(s.vulnerability_support)],
              ] as SummaryRow[])
            : []),
        ]}
      />
      <SummaryFacts title="Triage" rows={triageFields.map((q) => [q.question, shown(detailsValues[q.name])])} />
      <SummaryFacts
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
      <FunnelActions
        cancel={{ disabled: busy, onClick: () => actor.send({ type: 'step.cancel' }) }}
        back={{ disabled: busy, onClick: () => actor.send({ type: 'step.back' }) }}
        next={{ label: 'Submit', submit: true, loading: busy, disabled: !submittable && !busy }}
      />
    </form>
  );
}
