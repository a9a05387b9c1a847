import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The network map page is opened by an embedded frame, which cannot send the bearer token, so the signed-in API call
 * hands out a signed link instead: postcode, organisation and expiry, with an HMAC over them. The key lives for the
 * process only (nothing is written to the store); a link outlives neither a restart nor its hour, and the SPA asks
 * for a fresh one on every load.
 */
const key = randomBytes(32);
export const mapLinkTtlSeconds = 3600;
export const mapPagePath = '/sandbox/network-map';

const mac = (postcode: string, orgId: string, expires: number) =>
  createHmac('sha256', key).update(`${postcode}\n${orgId}\n${expires}`).digest('base64url');

export function signMapLink(postcode: string, orgId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + mapLinkTtlSeconds;
  const query = new URLSearchParams({
    postcode,
    org: orgId,
    expires: String(expires),
    signature: mac(postcode, orgId, expires),
  });
  return `${mapPagePath}?${query}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The postcode and organisation of a genuine, unexpired link; undefined for anything else. */
export function verifyMapLink(query: unknown, now = Date.now()): { postcode: string; orgId: string } | undefined {
  const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const postcode = text(q.postcode);
  const orgId = text(q.org);
  const expires = Number(text(q.expires));
  const given = Buffer.from(text(q.signature));
  if (!postcode || !orgId || !Number.isInteger(expires) || expires * 1000 <= now) return undefined;
  const expected = Buffer.from(mac(postcode, orgId, expires));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { postcode, orgId } : undefined;
}
