import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { channelName } from '../../src/contracts/realtime';

/** The Pusher protocol version pusher-js 8 speaks (wss://host/app/{key}?protocol=7). */
export const protocolVersion = 7;

/**
 * Pusher's close and error codes (pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol):
 * 4000–4099 the client must not reconnect, 4100–4199 reconnect after a pause, 4200–4299 reconnect at once.
 */
export const closeCodes = {
  appDoesNotExist: 4001,
  pathNotFound: 4005,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  /** Over capacity, or shutting down: pusher-js waits a second before it reconnects (a restart is back by then). */
  overCapacity: 4100,
  reconnect: 4200,
  pongNotReceived: 4201,
  closedAfterInactivity: 4202,
} as const;

/** Seconds of silence after which the client pings (pusher-js reads it from pusher:connection_established). */
export const activityTimeoutSeconds = 120;

/** Pusher's limit on one event's data (the HTTP API refuses more, 413). */
export const maxEventDataBytes = 10_240;
/** Pusher's limit on the channels one event is published to. */
export const maxChannelsPerEvent = 100;
/** Pusher's limit on the events of one batch. */
export const maxBatchEvents = 10;

/** What a client may send: a JSON object with a string event and anything as data. */
export const clientFrame = z.object({
  event: z.string().min(1).max(200),
  data: z.unknown().optional(),
  channel: z.string().optional(),
});

export const subscribeData = z.object({
  channel: channelName,
  auth: z.string().max(512).optional(),
  channel_data: z.string().max(10_240).optional(),
});

export const unsubscribeData = z.object({ channel: channelName });

export const isPrivate = (channel: string) => channel.startsWith('private-');
/** Presence and encrypted channels are not served: the portal uses neither. */
export const isUnsupported = (channel: string) =>
  channel.startsWith('presence-') || channel.startsWith('private-encrypted-');

/** HMAC-SHA256 of `socket_id:channel_name` with the app secret, in hex: the signature of a private subscription. */
export const signSubscription = (secret: string, socketId: string, channel: string): string =>
  createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');

/** Compares two strings in constant time (for equal lengths; a different length is refused at once). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `auth` is `key:signature` for this socket and channel. */
export const subscriptionAuthValid = (
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  auth: string | undefined,
): boolean => auth !== undefined && safeEqual(auth, `${app.key}:${signSubscription(app.secret, socketId, channel)}`);

export const md5Hex = (body: string | Buffer) => createHash('md5').update(body).digest('hex');

/** A frame as the server sends it: data as a JSON string, as the protocol has it for every event but errors. */
export const frame = (event: string, data: unknown, channel?: string): string =>
  JSON.stringify({
    event,
    ...(channel ? { channel } : {}),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });

/** An error frame: the protocol's pusher:error carries its data as an object ({ message, code }). */
export const errorFrame = (event: 'pusher:error' | 'pusher:subscription_error', data: object, channel?: string) =>
  JSON.stringify({ event, ...(channel ? { channel } : {}), data });
