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

/** Read by screen readers only: the punctuation that keeps the parts from running together in the button's name. */
const Said = ({ text }: { text: string }) => <span className={styles.said}>{text}</span>;

/** One notification: its type, message, sender and time; unread ones are marked. Opening it leads to its link. */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen(item: Notification): void }) {
  const type = typeLabel[notificationType(item.link)];
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={item.hasBeenRead ? styles.entry : `${styles.entry} ${styles.unread}`}
        onClick={() => onOpen(item)}
      >
        <span className={styles.meta}>
          <span className={styles.type}>{type}</span>
          {!item.hasBeenRead && (
            <span className={styles.dot}>
              <Said text=" " />
              Unread
            </span>
          )}
          <Said text=": " />
        </span>
        <span className={styles.message}>{item.message}</span>
        <Said text=" " />
        <span className={styles.meta}>
          <span>{item.from}</span>
          <Said text=", " />
          <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
        </span>
      </button>
    </li>
  );
}
