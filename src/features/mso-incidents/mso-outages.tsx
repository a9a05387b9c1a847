import type { MsoIncidentDetail } from '@/api/mso';
import { DetailSection } from '@/components/detail-section';
import { formatDateTime } from '@/lib/dates';
import { formatDuration } from '@/lib/format';
import styles from './mso-incidents.module.css';

/** Spec 2 §2: each affected outage with its service reference, begin, end and duration as days, hours and minutes. */
export function OutagesSection({ mso }: { mso: MsoIncidentDetail }) {
  return (
    <DetailSection id="mso-outages" title="Affected outages">
      {mso.outages.length === 0 ? (
        <p className={styles.secondary}>No services are recorded as affected.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="mso-outages">
            <thead>
              <tr>
                <th scope="col">Service Reference</th>
                <th scope="col">Begin</th>
                <th scope="col">End</th>
                <th scope="col">Duration</th>
              </tr>
            </thead>
            <tbody>
              {mso.outages.map((outage) => (
                <tr key={outage.id}>
                  <td className={styles.nowrap}>{outage.service_reference}</td>
                  <td className={styles.nowrap}>{formatDateTime(outage.begin)}</td>
                  <td className={styles.nowrap}>{outage.end ? formatDateTime(outage.end) : 'Ongoing'}</td>
                  <td>{formatDuration(outage.duration, { ongoing: !outage.end })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DetailSection>
  );
}
