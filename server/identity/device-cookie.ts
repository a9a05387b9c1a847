import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { interactionPath } from './client-settings';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser in which an account signed
 * in before carries `login.nonce.HMAC(login, nonce)`, and for that account passes the per-address limit that an office's
 * shared NAT address can run into. node:crypto's HMAC and timingSafeEqual are the whole of the signing.
 */

/** Long-lived: renewed at every successful sign-in, so a browser in daily use never loses it. */
export const deviceCookieMaxAgeSeconds = 180 * 24 * 60 * 60;

/** The login as the account table and the throttle compare it. */
const loginOf = (email: string) => email.trim().toLowerCase();

/** One cookie per account, so a browser two colleagues share stays known for both. */
export function deviceCookieName(email: string): string {
  return `portal_device_${createHash('sha256').update(loginOf(email)).digest('base64url').slice(0, 16)}`;
}

export interface DeviceCookies {
  /** A Set-Cookie value marking this browser as one where `email` signed in, with a fresh nonce. */
  issue(email: string): string;
  /** The nonce of a genuine device cookie for `email` in a Cookie header; undefined if none, another account's or forged. */
  read(cookieHeader: string | undefined, email: string): string | undefined;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** Device cookies signed with the sandbox's persisted key (server/identity/secrets.ts). */
export function deviceCookies(key: string): DeviceCookies {
  const sign = (login: string, nonce: string) => createHmac('sha256', key).update(`${login}\n${nonce}`).digest();
  return {
    issue(email) {
      const login = loginOf(email);
      const nonce = randomBytes(16).toString('base64url');
      const value = [Buffer.from(login).toString('base64url'), nonce, sign(login, nonce).toString('base64url')].join(
        '.',
      );
      // Sent only to the sign-in interaction, never to the API or the SPA's pages.
      const attributes = `Path=${interactionPath}; Max-Age=${deviceCookieMaxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;
      return `${deviceCookieName(email)}=${value}; ${attributes}`;
    },
    read(cookieHeader, email) {
      const login = loginOf(email);
      const [encodedLogin, nonce, signature, ...rest] =
        cookieValue(cookieHeader, deviceCookieName(email))?.split('.') ?? [];
      if (!encodedLogin || !nonce || !signature || rest.length > 0) return undefined;
      if (Buffer.from(encodedLogin, 'base64url').toString() !== login) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(login, nonce);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },
  };
}
