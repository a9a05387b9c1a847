import { type Notification, type NotificationType, notificationType } from '@/contracts/notifications';
import { formatDateTime } from '@/lib/dates';
import styles from './notification-panel.module.css';

/** Spec 1 §3: the type derived from the link, as the panel names it. */
const typeLabel: Record<NotificationType, string> = {
  orders: 'Order',
  services: 'Service',
  incidents: 'Incident',
  Incident: 'Incident',
};

/** One notification: its type, message, sender and time; unread ones are marked. Opening it leads to its link. */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen(item: Notification): void }) {
  const type = typeLabel[notificationType(item.link)];
  const when = formatDateTime(item.created_at);
  return (
    <li className={styles.item}>
      <button
        type="button"
        // The parts read as one sentence (spans alone would run together): type, read state, message, sender, time.
        aria-label={`${type}${item.hasBeenRead ? '' : ' (unread)'}: ${item.message} ${item.from}, ${when}`}
        className={item.hasBeenRead ? styles.entry : `${styles.entry} ${styles.unread}`}
        onClick={() => onOpen(item)}
      >
        <span className={styles.meta}>
          <span className={styles.type}>{type}</span>
          {!item.hasBeenRead && <span className={styles.dot}>Unread</span>}
        </span>
        <span className={styles.message}>{item.message}</span>
        <span className={styles.meta}>
          <span>{item.from}</span>
          <time dateTime={item.created_at}>{when}</time>
        </span>
      </button>
    </li>
  );
}
