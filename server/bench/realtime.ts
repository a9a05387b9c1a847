import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import PusherServer from 'pusher';
import WebSocket from 'ws';
import { channelAuthPath, organisationChannel, organisationEvent } from '../../src/lib/notification-channels';
import { orgByKey } from '../seed/organisations';
import { prepareData } from './prepare';
import { freePort, startSandbox } from './sandbox';

/** Subscribed connections held at once, and messages published to all of them. */
const subscribers = 1_000;
const messages = 200;
/** A pause between publishes, so the figures are delivery latency rather than queueing behind a burst. */
const publishEveryMs = 20;
/** How long after the last publish a message may still arrive before it counts as lost. */
const graceMs = 10_000;

const credentials = { appId: '4242', key: 'bench-key', secret: randomBytes(24).toString('base64url') };

function postForm(url: string, body: string, opts: { ca: string; token: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        ca: opts.ca,
        servername: 'localhost',
        headers: {
          authorization: `Bearer ${opts.token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode === 200) resolve(text);
          else reject(new Error(`channel auth answered ${res.statusCode}: ${text}`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Opens one connection, subscribes it through the channel-auth endpoint, and reports each event's arrival. */
function subscriber(
  base: { wsUrl: string; httpsUrl: string; ca: string; token: string; channel: string },
  onEvent: (seq: number, at: number) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    // The certificate names localhost; ws hands servername on to tls.connect (its types leave it out).
    const ws = new WebSocket(`${base.wsUrl}/app/${credentials.key}?protocol=7&client=bench&version=1`, {
      ca: base.ca,
      servername: 'localhost',
    } as WebSocket.ClientOptions);
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const at = performance.now();
      const frame = JSON.parse(raw.toString()) as { event: string; data: string; channel?: string };
      if (frame.event === 'pusher:connection_established') {
        const socketId = (JSON.parse(frame.data) as { socket_id: string }).socket_id;
        const form = new URLSearchParams({ socket_id: socketId, channel_name: base.channel }).toString();
        postForm(`${base.httpsUrl}${channelAuthPath}`, form, base).then((text) => {
          const { auth } = JSON.parse(text) as { auth: string };
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: base.channel, auth } }));
        }, reject);
      } else if (frame.event === 'pusher_internal:subscription_succeeded') resolve(ws);
      else if (frame.event === 'pusher:subscription_error' || frame.event === 'pusher:error') {
        reject(new Error(`${frame.event}: ${JSON.stringify(frame.data)}`));
      } else if (frame.event === 'pusher:ping') ws.send('{"event":"pusher:pong","data":{}}');
      else if (frame.channel === base.channel) onEvent((JSON.parse(frame.data) as { seq: number }).seq, at);
    });
  });
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * `npm run bench -- --only realtime`: a sandbox on PGlite holds 1,000 subscribed WebSocket connections on loopback
 * (wss://, each authorised by the channel-auth endpoint); the `pusher` SDK publishes messages through the HTTP API and
 * every receipt is timed from just before the publish call. Exits non-zero when any message is not delivered to every
 * connection.
 */
export async function runRealtimeBench(dataDir: string): Promise<boolean> {
  const port = await freePort();
  const publicUrl = `https://localhost:${port}`;
  console.log('Bench (realtime): seeding the demo data');
  const data = await prepareData({ dataDir, publicUrl, scale: 0, tokenTtlSeconds: 3_600 });
  const sandbox = await startSandbox({
    port,
    dataDir,
    caPath: data.caPath,
    tokenTtlSeconds: 3_600,
    env: {
      REALTIME_APP_ID: credentials.appId,
      REALTIME_APP_KEY: credentials.key,
      REALTIME_APP_SECRET: credentials.secret,
    },
  });
  const sockets: WebSocket[] = [];
  try {
    const ca = readFileSync(data.caPath, 'utf8');
    const customerId = orgByKey('northfibre').customerId;
    const channel = organisationChannel(customerId);
    const base = {
      wsUrl: `wss://127.0.0.1:${port}`,
      httpsUrl: `https://127.0.0.1:${port}`,
      ca,
      token: data.token,
      channel,
    };
    const publishedAt = new Map<number, number>();
    const latencies: number[] = [];
    // Each message's first receipt: the publish call, the bus and the server, without the fan-out to 1,000 sockets.
    const first = new Map<number, number>();
    const onEvent = (seq: number, at: number) => {
      const sent = publishedAt.get(seq);
      if (sent === undefined) return;
      latencies.push(at - sent);
      if (!first.has(seq)) first.set(seq, at - sent);
    };

    console.log(`Bench (realtime): opening ${subscribers} subscribed connections`);
    const opening = performance.now();
    // In waves of 100, as a crowd of browsers would arrive, not one burst of a thousand handshakes.
    for (let i = 0; i < subscribers; i += 100) {
      const wave = Array.from({ length: Math.min(100, subscribers - i) }, () => subscriber(base, onEvent));
      sockets.push(...(await Promise.all(wave)));
    }
    const openMs = Math.round(performance.now() - opening);
    console.log(`Bench (realtime): ${sockets.length} connections subscribed in ${openMs} ms; publishing ${messages}`);

    const pusher = new PusherServer({
      ...credentials,
      host: '127.0.0.1',
      port: String(port),
      useTLS: true,
      agent: new Agent({ ca, servername: 'localhost', keepAlive: true }),
    });
    for (let seq = 0; seq < messages; seq++) {
      publishedAt.set(seq, performance.now());
      await pusher.trigger(channel, organisationEvent(customerId), { seq });
      await new Promise((resolve) => setTimeout(resolve, publishEveryMs));
    }
    const expected = subscribers * messages;
    const deadline = Date.now() + graceMs;
    while (latencies.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

    latencies.sort((a, b) => a - b);
    const firsts = [...first.values()].sort((a, b) => a - b);
    const lost = expected - latencies.length;
    const ms = (v: number) => v.toFixed(1);
    const table = [
      `# npm run bench -- --only realtime`,
      '',
      `Finished ${new Date().toISOString()}: ${subscribers} subscribed wss:// connections on loopback, ${messages} messages ` +
        `published by the pusher SDK through the HTTP API every ${publishEveryMs} ms, Node ${process.version}, ` +
        `${availableParallelism()} cores, PGlite (bus: NOTIFY/LISTEN), load generator in the same machine; ` +
        `load average ${loadavg()[0]?.toFixed(1)} at the end.`,
      '',
      '| connections | messages | deliveries expected | delivered | lost | p50 ms | p95 ms | p99 ms | max ms | first receipt p50 / p95 ms | connect+subscribe all ms |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      `| ${subscribers} | ${messages} | ${expected} | ${latencies.length} | ${lost} | ${ms(percentile(latencies, 50))} | ` +
        `${ms(percentile(latencies, 95))} | ${ms(percentile(latencies, 99))} | ${ms(latencies.at(-1) ?? Number.NaN)} | ` +
        `${ms(percentile(firsts, 50))} / ${ms(percentile(firsts, 95))} | ${openMs} |`,
      '',
    ].join('\n');
    mkdirSync('bench-results', { recursive: true });
    const file = path.join('bench-results', 'realtime.md');
    writeFileSync(file, table);
    console.log(`\n${table}\nBench: table written to ${file}`);
    if (lost > 0) console.error(`Bench (realtime): ${lost} deliveries lost`);
    return lost === 0;
  } finally {
    for (const ws of sockets) ws.terminate();
    await sandbox.stop();
  }
}
