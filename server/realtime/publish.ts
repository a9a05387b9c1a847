import { organisationChannel, organisationEvent, userChannel, userEvent } from '../../src/lib/notification-channels';
import { publishToBus, type SqlExecutor } from './bus';

/** Who hears a notification: the whole organisation, or one of its users (a personal notification). */
type NotificationAudience = { customerId: number } | { customerId: number; user: { id: string; email: string } };

/**
 * The seam the notifications service calls after it stores a notification: sends it, as the event's data, to the
 * organisation's private channel (event new_{customerId}) or the user's (event new_{customerId}_{userEmail}), on every
 * sandbox process. Pass the transaction that stores the notification to send it only if that commits. Throws
 * EventTooLarge when the notification does not fit the bus (about 7.9 KB of JSON); a notification is far smaller.
 */
export async function publishNotification(
  db: SqlExecutor,
  audience: NotificationAudience,
  notification: unknown,
): Promise<void> {
  const { customerId } = audience;
  const event =
    'user' in audience
      ? { channels: [userChannel(customerId, audience.user.id)], event: userEvent(customerId, audience.user.email) }
      : { channels: [organisationChannel(customerId)], event: organisationEvent(customerId) };
  await publishToBus(db, [{ ...event, data: JSON.stringify(notification) }]);
}
