import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/client';
import { loadOrCreate } from '../identity/secrets';

/** The channel server's one app: its id (the publish API's path), key (the WebSocket's path) and secret (signatures). */
export interface AppCredentials {
  appId: string;
  key: string;
  secret: string;
}

/**
 * The key the portal is built with (VITE_REALTIME_KEY). A Pusher key is public (every browser has it), so it is a
 * fixed default like the OIDC client id; the app id is generated and the secret, the only secret, is generated and
 * never leaves the sandbox.
 */
const defaultAppKey = 'portal-sandbox';

const name = 'realtime.app';

/** Reads the app's credentials, creating them on first start (kept in identity_secrets); env values win. */
export async function loadAppCredentials(db: Db, overrides: Partial<AppCredentials> = {}): Promise<AppCredentials> {
  const stored = await loadOrCreate<AppCredentials>(db, name, async () => ({
    appId: String(randomInt(1_000_000, 10_000_000)),
    key: defaultAppKey,
    secret: randomBytes(32).toString('base64url'),
  }));
  return { ...stored, ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v)) };
}
