/**
 * How long the server waits for a client, so a connection that trickles its request never holds a socket forever.
 * Uploads have their own, finer rate limit (server/domain/uploads/limits.ts); these are the server-wide backstops.
 */
export interface ServerTimeouts {
  /** All request headers must arrive within this (a slow-headers client is cut off with 408). */
  headersMs: number;
  /** The whole request, body included, must arrive within this: a body trickling 10 bytes every 2 s is cut off with 408. */
  requestMs: number;
  /** A socket with no bytes either way for this long is closed, mid-body or between keep-alive requests. */
  idleMs: number;
}

export const defaultServerTimeouts: ServerTimeouts = { headersMs: 20_000, requestMs: 120_000, idleMs: 30_000 };

/**
 * Node checks the header and request deadlines on a timer (30 s by default), which would let a trickle run up to
 * 30 s past its deadline; checking at a tenth of the shortest deadline keeps the cut close to the stated value.
 */
export function connectionsCheckingInterval(t: ServerTimeouts): number {
  return Math.max(100, Math.min(5_000, Math.floor(Math.min(t.headersMs, t.requestMs) / 10)));
}
