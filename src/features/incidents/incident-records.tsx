import type { SectionProps } from '@/components/detail-page';
import { DetailSection, None, yesNo } from '@/components/detail-section';
import { ListTable } from '@/components/list-table';
import { StatusBadge } from '@/components/status-badge';
import type { IncidentDetail } from '@/contracts/incidents';
import { formatDate, formatDateTime } from '@/lib/dates';
import { badgeColours } from '@/lib/status-colours';
import { AttachmentButton } from './attachment-button';
import styles from './incidents.module.css';

type Props = SectionProps<IncidentDetail>;

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

export function AttachmentsSection({ record: incident }: Props) {
  return (
    <DetailSection id="incident-attachments" title="Attachments">
      {incident.attachments.length === 0 ? (
        <None>No attachments.</None>
      ) : (
        <ul className={styles.plainList}>
          {incident.attachments.map((file) => (
            <li key={file.id} className={styles.listRow}>
              <span>
                {file.original_file_name} <span className={styles.secondary}>({kilobytes(file.size)})</span>
              </span>
              <AttachmentButton incidentId={incident.id} attachment={file} />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

type Appointment = IncidentDetail['appointments'][number];
type Reservation = IncidentDetail['appointment_reservations'][number];
type Diagnostic = IncidentDetail['diagnostics'][number];
const byId = (record: { id: string }) => record.id;
const slot = (r: { start_time: string; end_time: string }) => `${r.start_time}–${r.end_time}`;

export function AppointmentsSection({ record: incident }: Props) {
  return (
    <DetailSection id="incident-appointments" title="Appointments">
      {incident.appointments.length === 0 ? (
        <None>No appointments.</None>
      ) : (
        <ListTable<Appointment>
          caption="Appointments"
          rows={incident.appointments}
          rowKey={byId}
          columns={[
            { header: 'Date', nowrap: true, cell: (a) => formatDate(a.date) },
            { header: 'Time', nowrap: true, cell: slot },
            { header: 'Status', cell: (a) => <StatusBadge status={a.status} /> },
            { header: 'Key', cell: (a) => a.key },
            { header: 'Telecare required', cell: (a) => yesNo(a.telecare_required) },
            { header: 'Vulnerable customer', cell: (a) => yesNo(a.vulnerable_customer) },
            { header: 'Vulnerability support', cell: (a) => a.vulnerability_support ?? '' },
          ]}
        />
      )}
    </DetailSection>
  );
}

export function ReservationsSection({ record: incident }: Props) {
  return (
    <DetailSection id="incident-reservations" title="Appointment reservations">
      {incident.appointment_reservations.length === 0 ? (
        <None>No appointment reservations.</None>
      ) : (
        <ListTable<Reservation>
          caption="Appointment reservations"
          rows={incident.appointment_reservations}
          rowKey={byId}
          columns={[
            { header: 'Date', nowrap: true, cell: (r) => formatDate(r.appointment_date) },
            { header: 'Time', nowrap: true, cell: slot },
            { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
            { header: 'Expires', nowrap: true, cell: (r) => formatDateTime(r.expiry_date) },
          ]}
        />
      )}
    </DetailSection>
  );
}

const diagnosticColour = {
  green: badgeColours.green,
  red: badgeColours.red,
  orange: badgeColours.orange,
  grey: badgeColours.gray,
  blue: badgeColours.blue,
} as const;

export function DiagnosticsSection({ record: incident }: Props) {
  return (
    <DetailSection id="incident-diagnostics" title="Diagnostics">
      {incident.diagnostics.length === 0 ? (
        <None>No diagnostics.</None>
      ) : (
        <ListTable<Diagnostic>
          caption="Diagnostics"
          rows={incident.diagnostics}
          rowKey={byId}
          columns={[
            { header: 'Checked', nowrap: true, cell: (d) => formatDateTime(d.checked_at) },
            { header: 'Result', cell: (d) => <strong style={{ color: diagnosticColour[d.colour] }}>{d.title}</strong> },
            { header: 'Code', cell: (d) => d.code },
            { header: 'Next best action', cell: (d) => d.nba_description },
            { header: 'Appointable', cell: (d) => yesNo(d.appointable) },
          ]}
        />
      )}
    </DetailSection>
  );
}
