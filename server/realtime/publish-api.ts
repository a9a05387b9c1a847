import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { channelName, socketId } from '../../src/contracts/realtime';
import { HttpError, validationFailed } from '../http/errors';
import { jsonNestedDeeperThan, maxJsonDepth } from '../http/json-body';
import { parsePart } from '../http/route';
import { type BusMessage, EventTooLarge } from './bus';
import type { AppCredentials } from './credentials';
import { maxBatchEvents, maxChannelsPerEvent, maxEventDataBytes, md5Hex, safeEqual } from './protocol';

/** Pusher's window for auth_timestamp: a signed request older or newer than this is refused. */
const signatureWindowSeconds = 600;

const eventData = z
  .string()
  .refine((data) => Buffer.byteLength(data) <= maxEventDataBytes, `At most ${maxEventDataBytes} bytes`);
const eventName = z.string().min(1, 'Required').max(200, 'At most 200 characters');

/** POST /apps/{app_id}/events, as the pusher SDK's trigger() sends it. */
const eventsBody = z
  .object({
    name: eventName,
    data: eventData,
    channels: z.array(channelName).min(1).max(maxChannelsPerEvent).optional(),
    channel: channelName.optional(),
    socket_id: socketId.optional(),
    info: z.string().optional(),
  })
  .refine((body) => body.channels || body.channel, { path: ['channels'], message: 'Give channels or channel' });

/** POST /apps/{app_id}/batch_events, as triggerBatch() sends it. */
const batchBody = z.object({
  batch: z
    .array(
      z.object({
        name: eventName,
        data: eventData,
        channel: channelName,
        socket_id: socketId.optional(),
        info: z.string().optional(),
      }),
    )
    .min(1)
    .max(maxBatchEvents),
});

const appParams = z.object({ appId: z.string().max(64) });

const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message);

/**
 * Pusher's request signature (auth_version 1.0): HMAC-SHA256 with the secret of `METHOD\npath\nquery`, the query
 * being every parameter but auth_signature, keys in order, values as sent; body_md5 the MD5 of the body.
 */
function verifySignature(request: FastifyRequest, app: AppCredentials, body: string, nowSeconds: number): void {
  const [path = '', rawQuery = ''] = (request.raw.url ?? '').split('?', 2);
  const params = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(rawQuery)) {
    if (params.has(key)) throw unauthorized(`Repeated query parameter ${key.slice(0, 40)}`);
    params.set(key, value);
  }
  const signature = params.get('auth_signature');
  params.delete('auth_signature');
  if (params.get('auth_key') !== app.key) throw unauthorized('Unknown auth_key');
  if (params.get('auth_version') !== '1.0') throw unauthorized('auth_version must be 1.0');
  const timestamp = Number(params.get('auth_timestamp'));
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > signatureWindowSeconds) {
    throw unauthorized(`auth_timestamp must be within ${signatureWindowSeconds} s of the server's time`);
  }
  if (body !== '' && params.get('body_md5') !== md5Hex(body)) throw unauthorized('body_md5 does not match the body');
  const query = [...params.keys()]
    .sort()
    .map((key) => `${key}=${params.get(key)}`)
    .join('&');
  const expected = createHmac('sha256', app.secret).update(`${request.method}\n${path}\n${query}`).digest('hex');
  if (!signature || !safeEqual(signature, expected)) throw unauthorized('Invalid signature');
}

function parseBody(text: string): unknown {
  if (jsonNestedDeeperThan(text, maxJsonDepth)) throw validationFailed({ body: ['Nested too deeply'] });
  try {
    return JSON.parse(text);
  } catch {
    throw validationFailed({ body: ['The request body is not valid JSON'] });
  }
}

/**
 * The HTTP publish API the official `pusher` SDK calls: a signed request, checked before its body is read, becomes
 * events on the bus. Routes outside /api: the SDK fixes these paths, and its signature is the access check.
 */
export function publishApi(
  scope: FastifyInstance,
  opts: { credentials: () => Promise<AppCredentials>; publish: (messages: BusMessage[]) => Promise<void> },
): void {
  // The raw body: its MD5 is part of the signature.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const route = (url: string, toMessages: (body: unknown) => BusMessage[]) =>
    scope.post(url, async (request) => {
      const app = await opts.credentials();
      const { appId } = parsePart('params', appParams, request.params) as z.infer<typeof appParams>;
      if (appId !== app.appId) throw new HttpError(404, 'not_found', 'Unknown app id');
      const body = typeof request.body === 'string' ? request.body : '';
      verifySignature(request, app, body, Math.floor(Date.now() / 1000));
      const messages = toMessages(parseBody(body));
      try {
        await opts.publish(messages);
      } catch (error) {
        if (error instanceof EventTooLarge) throw new HttpError(413, 'payload_too_large', error.message);
        throw error;
      }
      return {};
    });

  route('/apps/:appId/events', (body) => {
    const event = parsePart('body', eventsBody, body) as z.infer<typeof eventsBody>;
    const channels = event.channels ?? (event.channel ? [event.channel] : []);
    return [
      { channels, event: event.name, data: event.data, ...(event.socket_id ? { socketId: event.socket_id } : {}) },
    ];
  });
  route('/apps/:appId/batch_events', (body) => {
    const { batch } = parsePart('body', batchBody, body) as z.infer<typeof batchBody>;
    return batch.map((e) => ({
      channels: [e.channel],
      event: e.name,
      data: e.data,
      ...(e.socket_id ? { socketId: e.socket_id } : {}),
    }));
  });
}
