import type { Notification } from '../../../src/contracts/notifications';
import type { Db } from '../../db/client';

/** A notification as stored and as the real-time channel carries it (spec 1 §7: each message is a notification). */
export type StoredNotification = Notification;

/**
 * Delivers a stored notification in real time (the channel server: the organisation's or the user's private channel).
 * Called after the creating transaction has committed; a failure is logged and never undoes or fails the change.
 */
export type NotificationPublisher = (n: StoredNotification) => Promise<void>;

const noopPublisher: NotificationPublisher = async () => {};

/**
 * The publisher of each store, bound once by buildApp (BuildAppOptions.notificationPublisher). Notifications are made
 * deep inside domain code that is handed only the store (the lazy progressions run from a dozen read routes), so the
 * store is the key rather than a parameter threaded through every caller.
 */
const publishers = new WeakMap<Db, NotificationPublisher>();

export function bindNotificationPublisher(db: Db, publisher: NotificationPublisher): void {
  publishers.set(db, publisher);
}

/** Publishes what a committed transaction stored, in order; a failing publisher is reported, not thrown. */
export async function publishNotifications(db: Db, stored: readonly (StoredNotification | undefined)[]): Promise<void> {
  const publisher = publishers.get(db) ?? noopPublisher;
  for (const n of stored) {
    if (!n) continue;
    try {
      await publisher(n);
    } catch (error) {
      console.error('Notification publish failed', n.id, error);
    }
  }
}
