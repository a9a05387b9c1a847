import type { AuthorizerCallback as ChannelAuthorizationCallback } from 'pusher-js';
import { request } from '@/api/http';
import { type Notification, notification } from '@/contracts/notifications';
import { channelAuthResponse } from '@/contracts/realtime';
import {
  channelAuthPath,
  organisationChannel,
  organisationEvent,
  userChannel,
  userEvent,
} from '@/lib/notification-channels';

/** What the real-time connection tells the portal (machines/realtime-connection.machine.ts reads these). */
export type RealtimeEvent =
  | { type: 'connection.up' }
  | { type: 'connection.trying' }
  | { type: 'connection.down' }
  | { type: 'notification.receive'; notification: Notification };

/**
 * pusher-js's connection states as the portal's events: connected is up; connecting (its own retries included) is
 * trying; unavailable, failed and disconnected are down. initialized says nothing yet.
 */
export function connectionEventOf(state: string): RealtimeEvent | undefined {
  if (state === 'connected') return { type: 'connection.up' };
  if (state === 'connecting') return { type: 'connection.trying' };
  if (state === 'unavailable' || state === 'failed' || state === 'disconnected') return { type: 'connection.down' };
  return undefined;
}

export interface RealtimeOptions {
  /** The app key (VITE_REALTIME_KEY); with none the portal runs without real time, as if unavailable. */
  key: string | undefined;
  /** host[:port] of the channel server (VITE_REALTIME_HOST); the page's own origin when unset. */
  host: string | undefined;
  customerId: number;
  /** The caller's user id, which names their own channel. */
  userId: string;
  /** The caller's e-mail, which names their own channel's event (spec 1 §7). */
  email: string;
}

/**
 * Pusher's channel-auth call through the portal's own client: the bearer token, the timeout, and the contract the
 * sandbox answers with (src/contracts/realtime.ts), anything else being a refusal rather than a signature. A 401 is
 * what it is for every other call: the provider ended this sign-in, so the session's check runs (src/api/http.ts).
 */
async function authorize(params: { socketId: string; channelName: string }, callback: ChannelAuthorizationCallback) {
  try {
    const signed = await request('realtime', 'channel-auth', {
      method: 'POST',
      body: { socket_id: params.socketId, channel_name: params.channelName },
      schema: channelAuthResponse,
    });
    callback(null, signed);
  } catch (error) {
    callback(error instanceof Error ? error : new Error(String(error)), null);
  }
}

/** A running connection: `retry` drops the attempt under way and connects again now; `disconnect` ends it. */
export interface RealtimeChannel {
  retry(): void;
  disconnect(): void;
}

/**
 * Connects pusher-js (loaded on demand, never on the first load) to the organisation's and the user's private
 * channels and reports connection changes and notifications through `emit`. Nothing here throws into the page: a
 * failure is reported as connection.down.
 */
export function connectRealtime(opts: RealtimeOptions, emit: (event: RealtimeEvent) => void): RealtimeChannel {
  let stopped = false;
  let connection: RealtimeChannel | undefined;
  if (!opts.key) {
    emit({ type: 'connection.down' });
    return { retry: () => undefined, disconnect: () => undefined };
  }
  const key = opts.key;
  const [hostname, port] = (opts.host ?? window.location.host).split(':');
  emit({ type: 'connection.trying' });
  import('pusher-js')
    .then(({ default: Pusher }) => {
      if (stopped) return;
      const wsPort = port ? Number(port) : undefined;
      const pusher = new Pusher(key, {
        cluster: 'sandbox',
        wsHost: hostname || window.location.hostname,
        ...(wsPort ? { wsPort, wssPort: wsPort } : {}),
        forceTLS: window.location.protocol === 'https:',
        enabledTransports: ['ws', 'wss'],
        channelAuthorization: {
          endpoint: channelAuthPath,
          transport: 'ajax',
          customHandler: (params, callback) => void authorize(params, callback),
        },
      });
      pusher.connection.bind('state_change', ({ current }: { current: string }) => {
        const event = connectionEventOf(current);
        if (event) emit(event);
      });
      const deliver = (data: unknown) => {
        const parsed = notification.safeParse(data);
        if (parsed.success) emit({ type: 'notification.receive', notification: parsed.data });
      };
      pusher.subscribe(organisationChannel(opts.customerId)).bind(organisationEvent(opts.customerId), deliver);
      pusher.subscribe(userChannel(opts.customerId, opts.userId)).bind(userEvent(opts.customerId, opts.email), deliver);
      connection = {
        // connect() alone waits for the strategy under way; the subscriptions are made again once connected.
        retry: () => {
          pusher.disconnect();
          pusher.connect();
        },
        disconnect: () => pusher.disconnect(),
      };
    })
    .catch(() => emit({ type: 'connection.down' }));
  return {
    retry: () => connection?.retry(),
    disconnect: () => {
      stopped = true;
      connection?.disconnect();
    },
  };
}
