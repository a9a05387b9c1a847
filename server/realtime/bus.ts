import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import type { Db } from '../db/client';

/**
 * The bus that makes several sandbox processes on one PostgreSQL one channel server: an event is published with
 * NOTIFY on the database and every process, the publisher included, delivers what its LISTEN hears to its own
 * sockets. On PGlite (one process) the same NOTIFY and PGlite's own listen do it, so there is one path on both stores,
 * and a NOTIFY sent inside a transaction goes out only if the transaction commits.
 */
const busChannel = 'portal_realtime';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const maxNotifyBytes = 7_999;

const busMessage = z.object({
  channels: z.array(z.string()).min(1),
  event: z.string(),
  /** The event's data as the protocol carries it: a string (usually JSON). */
  data: z.string(),
  /** The publisher's own socket, which does not receive the event (Pusher's socket_id exclusion). */
  socketId: z.string().optional(),
});
export type BusMessage = z.infer<typeof busMessage>;

export class EventTooLarge extends Error {
  constructor(readonly bytes: number) {
    super(
      `The event is too large for the channel bus: ${bytes} bytes with its channel name, at most ${maxNotifyBytes}. ` +
        'Publish the notification id and let the portal read the notification instead.',
    );
  }
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The NOTIFY payloads of one event: its channels split into as few payloads as fit, so a long channel list never
 * makes an event too large; an event whose data does not fit with even one channel is refused (EventTooLarge).
 */
export function busPayloads(message: BusMessage): string[] {
  const payloads: string[] = [];
  let group: string[] = [];
  const encode = (channels: string[]) => JSON.stringify({ ...message, channels });
  for (const channel of message.channels) {
    const single = encode([channel]);
    if (bytes(single) > maxNotifyBytes) throw new EventTooLarge(bytes(single));
    if (group.length > 0 && bytes(encode([...group, channel])) > maxNotifyBytes) {
      payloads.push(encode(group));
      group = [];
    }
    group.push(channel);
  }
  if (group.length > 0) payloads.push(encode(group));
  return payloads;
}

/** Anything that runs SQL: the database or a transaction (the event then goes out when it commits). */
export type SqlExecutor = Pick<Db, 'execute'>;

/** Publishes events on the bus; throws EventTooLarge before sending anything when one does not fit. */
export async function publishToBus(db: SqlExecutor, messages: readonly BusMessage[]): Promise<void> {
  const payloads = messages.flatMap(busPayloads);
  if (payloads.length === 0) return;
  const notifies = sql.join(
    payloads.map((payload) => sql`pg_notify(${busChannel}, ${payload})`),
    sql`, `,
  );
  await db.execute(sql`select ${notifies}`);
}

export interface BusListener {
  close(): Promise<void>;
}

interface ListenerEvents {
  /** An event heard on the bus (from this process or another). */
  message(message: BusMessage): void;
  /** The bus was lost and is back: events sent meanwhile were missed (clients should reconnect and catch up). */
  resumed(): void;
  warn(text: string): void;
}

const parse = (payload: string): BusMessage | undefined => {
  try {
    const parsed = busMessage.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

type Driverish = { listen?: unknown; options?: pg.PoolConfig };

/** Listens to the bus on the store behind `db`: PGlite's own listen, or a dedicated PostgreSQL connection. */
export async function listenToBus(db: Db, on: ListenerEvents): Promise<BusListener> {
  const client = (db as unknown as { $client: Driverish }).$client;
  const deliver = (payload: string) => {
    const message = parse(payload);
    if (message) on.message(message);
    else on.warn('ignored a malformed message on the channel bus');
  };
  if (typeof client.listen === 'function') {
    const pglite = client as unknown as {
      listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
    };
    const unlisten = await pglite.listen(busChannel, deliver);
    return { close: () => unlisten().catch(() => undefined) };
  }
  if (!client.options) throw new Error('the channel bus needs PGlite or a node-postgres pool');
  return listenOnPostgres(client.options, deliver, on);
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the connection is lost it
 * is opened again with a growing pause, and `resumed` tells the channel server that events may have been missed.
 */
async function listenOnPostgres(
  options: pg.PoolConfig,
  deliver: (payload: string) => void,
  on: ListenerEvents,
): Promise<BusListener> {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pauseMs = 250;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.connectionString, options: options.options });
    client.on('notification', (note) => {
      if (note.channel === busChannel && note.payload !== undefined) deliver(note.payload);
    });
    const lost = () => {
      if (closed || current !== client) return;
      current = undefined;
      client.end().catch(() => undefined);
      on.warn('channel bus connection lost; reconnecting');
      schedule();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`LISTEN ${busChannel}`);
    current = client;
    pauseMs = 250;
  };
  const schedule = () => {
    retry = setTimeout(() => {
      connect().then(
        () => on.resumed(),
        (error: Error) => {
          on.warn(`channel bus still unreachable: ${error.message}`);
          pauseMs = Math.min(pauseMs * 2, 5_000);
          if (!closed) schedule();
        },
      );
    }, pauseMs);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => undefined);
      current = undefined;
    },
  };
}
