import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import PusherServer from 'pusher';
import Pusher, { type Channel } from 'pusher-js';
import type { Db } from '../../../server/db/client';
import { claimsForUser } from '../../../server/domain/claims';
import { buildApp } from '../../../server/http/app';
import { createTokenVerifier } from '../../../server/http/auth';
import type { RealtimeOptions } from '../../../server/realtime/index';
import { type PersonaEmail, personaByEmail } from '../../../server/seed/personas';
import { channelAuthPath } from '../../../src/lib/notification-channels';

/** One app for every sandbox of a test: the SDK, pusher-js and the sandboxes agree on it. */
export const testCredentials = { appId: '424242', key: 'test-key', secret: 'test-secret-of-thirty-two-chars!' };

const issuer = 'https://sandbox.test/oidc';
const audience = 'https://sandbox.test/api';
const keys = await generateKeyPair('RS256');
const keySet = { keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'rt', alg: 'RS256', use: 'sig' }] };

/** A bearer token for a seeded persona, as the identity provider would issue it. */
export async function tokenFor(db: Db, email: PersonaEmail): Promise<string> {
  const claims = await claimsForUser(db, personaByEmail(email).id);
  if (!claims) throw new Error(`${email} is not seeded`);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'rt', typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(keys.privateKey);
}

export interface RunningSandbox {
  app: FastifyInstance;
  port: number;
  close(): Promise<void>;
}

/** The real sandbox app over `db`, listening on a loopback port (plain HTTP: the protocol is the same over TLS). */
export async function startSandbox(
  db: Db,
  opts: { port?: number; realtime?: RealtimeOptions; sandboxControlSecret?: string } = {},
) {
  const verifier = createTokenVerifier({ jwks: async () => keySet, issuer, audience });
  const app = buildApp({
    db,
    verifier,
    realtime: { credentials: testCredentials, ...opts.realtime },
    sandboxControlSecret: opts.sandboxControlSecret,
  });
  await app.listen({ host: '127.0.0.1', port: opts.port ?? 0 });
  const port = (app.server.address() as AddressInfo).port;
  return { app, port, close: () => app.close() } satisfies RunningSandbox;
}

/** The real pusher-js client (its node build), authorising private channels at the sandbox with a bearer token. */
export function connectClient(port: number, token: string, extra: Partial<Pusher['config']> = {}): Pusher {
  return new Pusher(testCredentials.key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${port}${channelAuthPath}`,
      transport: 'ajax',
      headers: { authorization: `Bearer ${token}` },
    },
    ...extra,
  });
}

/** The official server SDK, publishing through the sandbox's HTTP API. */
export const publisher = (port: number, secret = testCredentials.secret) =>
  new PusherServer({ ...testCredentials, secret, host: '127.0.0.1', port: String(port), useTLS: false });

/** Resolves when the client's connection reaches the state. */
export const reaches = (client: Pusher, state: string) =>
  new Promise<void>((resolve) => {
    if (client.connection.state === state) return resolve();
    const check = ({ current }: { current: string }) => {
      if (current !== state) return;
      client.connection.unbind('state_change', check);
      resolve();
    };
    client.connection.bind('state_change', check);
  });

/** Subscribes and resolves on success; rejects with what pusher:subscription_error carried. */
export const subscribed = (client: Pusher, channel: string) =>
  new Promise<Channel>((resolve, reject) => {
    const ch = client.subscribe(channel);
    ch.bind('pusher:subscription_succeeded', () => resolve(ch));
    ch.bind('pusher:subscription_error', (error: unknown) => reject(error));
  });

/** Resolves with the next event of that name on the channel. */
export const nextEvent = <T = unknown>(channel: Channel, event: string) =>
  new Promise<T>((resolve) => {
    const handler = (data: T) => {
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
