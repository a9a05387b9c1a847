/**
 * The real-time notification channels, read by the portal (pusher-js subscribes) and the sandbox (signs subscriptions,
 * publishes). Spec 1 §7 names a public channel 'notifications' with events new_{customerId} and
 * new_{customerId}_{userEmail}; a public channel would let any organisation listen to every other's events, so the
 * same event names travel on private channels that the sandbox authorises for the caller's own organisation and user.
 */

/** Where the portal's pusher-js asks the sandbox to sign a subscription (the real-time service's base path). */
const realtimeBasePath = '/api/realtime';
export const channelAuthPath = `${realtimeBasePath}/channel-auth`;

/** Everything one organisation's users hear: notifications for the whole organisation. */
export const organisationChannel = (customerId: number): string => `private-notifications-${customerId}`;

/**
 * One user's personal notifications. The user id, not the email, names it: channel names allow only
 * [A-Za-z0-9_\-=@,.;] (an email may hold '+') and at most 164 characters, and an id survives a change of email.
 */
export const userChannel = (customerId: number, userId: string): string =>
  `private-notifications-${customerId}-${userId}`;

/** Spec 1 §7: the event of an organisation-wide notification. */
export const organisationEvent = (customerId: number): string => `new_${customerId}`;

/** Spec 1 §7: the event of a personal notification. */
export const userEvent = (customerId: number, userEmail: string): string => `new_${customerId}_${userEmail}`;

/** The channels a signed-in user may subscribe to: their organisation's and their own, nothing else. */
export const ownChannels = (user: { customer_id: number; user_id: string }): readonly string[] => [
  organisationChannel(user.customer_id),
  userChannel(user.customer_id, user.user_id),
];
