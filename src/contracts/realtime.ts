import { z } from 'zod';

/** A Pusher socket id as the channel server hands it out in pusher:connection_established. */
export const socketId = z.string().regex(/^\d+\.\d+$/, 'Must be a socket id as the channel server gave it');

/** Pusher's channel names: letters, digits and _-=@,.; up to 164 characters. */
export const channelName = z
  .string()
  .min(1, 'Required')
  .max(164, 'At most 164 characters')
  .regex(/^[A-Za-z0-9_\-=@,.;]+$/, 'Only letters, digits and _-=@,.; are allowed');

/** POST {channelAuthPath}: what pusher-js sends (form-encoded, or JSON from a custom handler). */
export const channelAuthRequest = z.object({ socket_id: socketId, channel_name: channelName });

/** The signed subscription: `key:HMAC-SHA256(secret, socket_id:channel_name)` in hex. */
export const channelAuthResponse = z.object({ auth: z.string() });
