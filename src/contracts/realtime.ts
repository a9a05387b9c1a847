/**
 * The real-time channel's names (spec 1 §7: events new_{customerId} and new_{customerId}_{userEmail}), delivered on
 * private channels the sandbox authorises for the caller's own organisation and user only. One module for the
 * portal's pusher-js adapter and the sandbox's channel server (issue 21: the channel server's helper has the same
 * builders on its branch; the two are reconciled into this file).
 */

/** Where pusher-js asks the sandbox to sign a private-channel subscription (Pusher's channel-auth call). */
export const channelAuthPath = '/api/realtime/auth';

/** The organisation's channel: every user of the customer subscribes. */
export const organisationChannel = (customerId: number) => `private-notifications-${customerId}`;

/** The user's own channel, named by a digest-free, channel-safe form of the e-mail (Pusher allows [-_=@,.;A-Za-z0-9]). */
export const userChannel = (customerId: number, userEmail: string) =>
  `private-notifications-${customerId}-${userEmail.toLowerCase().replace(/[^-_=@,.;A-Za-z0-9]/g, '_')}`;

/** Spec 1 §7's event names, kept. */
export const organisationEvent = (customerId: number) => `new_${customerId}`;
export const userEvent = (customerId: number, userEmail: string) => `new_${customerId}_${userEmail.toLowerCase()}`;
