import type { ReactNode } from 'react';
import { DetailSection, yesNo } from '@/components/detail-section';
import type { IncidentDetail } from '@/contracts/incidents';
import { formatDate, formatDateTime } from '@/lib/dates';
import { badgeColours } from '@/lib/status-colours';
import { AttachmentButton } from './attachment-button';
import styles from './incidents.module.css';
import { StatusBadge } from './status-badge';

type Props = { incident: IncidentDetail };

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;
const none = (text: string) => <p className={styles.secondary}>{text}</p>;

export function AttachmentsSection({ incident }: Props) {
  return (
    <DetailSection id="incident-attachments" title="Attachments">
      {incident.attachments.length === 0 ? (
        none('No attachments.')
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

/** A small table with a caption named after its section. */
function RecordTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt together from one answer
            <tr key={i}>
              {cells.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AppointmentsSection({ incident }: Props) {
  return (
    <DetailSection id="incident-appointments" title="Appointments">
      {incident.appointments.length === 0 ? (
        none('No appointments.')
      ) : (
        <RecordTable
          caption="Appointments"
          head={['Date', 'Time', 'Status', 'Key', 'Telecare required', 'Vulnerable customer', 'Vulnerability support']}
          rows={incident.appointments.map((a) => [
            formatDate(a.date),
            `${a.start_time}–${a.end_time}`,
            <StatusBadge key="s" status={a.status} />,
            a.key,
            yesNo(a.telecare_required),
            yesNo(a.vulnerable_customer),
            a.vulnerability_support ?? '',
          ])}
        />
      )}
    </DetailSection>
  );
}

export function ReservationsSection({ incident }: Props) {
  return (
    <DetailSection id="incident-reservations" title="Appointment reservations">
      {incident.appointment_reservations.length === 0 ? (
        none('No appointment reservations.')
      ) : (
        <RecordTable
          caption="Appointment reservations"
          head={['Date', 'Time', 'Status', 'Expires']}
          rows={incident.appointment_reservations.map((r) => [
            formatDate(r.appointment_date),
            `${r.start_time}–${r.end_time}`,
            <StatusBadge key="s" status={r.status} />,
            formatDateTime(r.expiry_date),
          ])}
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

export function DiagnosticsSection({ incident }: Props) {
  return (
    <DetailSection id="incident-diagnostics" title="Diagnostics">
      {incident.diagnostics.length === 0 ? (
        none('No diagnostics.')
      ) : (
        <RecordTable
          caption="Diagnostics"
          head={['Checked', 'Result', 'Code', 'Next best action', 'Appointable']}
          rows={incident.diagnostics.map((d) => [
            formatDateTime(d.checked_at),
            <strong key="t" style={{ color: diagnosticColour[d.colour] }}>
              {d.title}
            </strong>,
            d.code,
            d.nba_description,
            yesNo(d.appointable),
          ])}
        />
      )}
    </DetailSection>
  );
}
