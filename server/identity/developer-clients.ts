import type Provider from 'oidc-provider';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { activeClient, isDeveloperClientId, verifyClientSecret } from '../domain/developer/credentials';

/**
 * Developer app credentials as clients of the provider (src/contracts/developer.ts): read from their table at every
 * request that names one, so a revoked credential is unknown at once. The metadata's `client_secret` is the stored
 * scrypt hash, never the secret: `compareClientSecret` below checks the presented secret against it.
 */
export class DeveloperClientAdapter implements Adapter {
  constructor(private readonly db: Db) {}

  async find(id: string): Promise<AdapterPayload | undefined> {
    const row = await activeClient(this.db, id);
    if (!row) return undefined;
    return {
      client_id: row.clientId,
      client_name: row.name,
      client_secret: row.secretHash,
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
      token_endpoint_auth_method: 'client_secret_basic',
    };
  }

  // Developer clients are written by the developer routes, never by the provider (no dynamic registration).
  async upsert(): Promise<void> {}
  async findByUid(): Promise<undefined> {}
  async findByUserCode(): Promise<undefined> {}
  async consume(): Promise<void> {}
  async destroy(): Promise<void> {}
  async revokeByGrantId(): Promise<void> {}
}

/**
 * oidc-provider compares a presented secret with the client's `client_secret` in constant time; a developer client's
 * `client_secret` is the hash, so its comparison is scrypt's (constant-time too). The portal's own client has no secret.
 * Either of client_secret_basic and client_secret_post passes here (oidc-provider accepts both for either method).
 */
export function verifyHashedClientSecrets(provider: Provider): void {
  const proto = provider.Client.prototype;
  const plain = proto.compareClientSecret;
  proto.compareClientSecret = function compareClientSecret(actual: string) {
    if (isDeveloperClientId(this.clientId) && typeof this.clientSecret === 'string') {
      return verifyClientSecret(actual, this.clientSecret);
    }
    return plain.call(this, actual);
  };
}

/** The client a token request names, by client_secret_basic or client_secret_post, when it presents a secret. */
export function clientPresentingSecret(authorization: string | undefined, body: string): string | undefined {
  const params = new URLSearchParams(body);
  if (params.get('client_secret')) return params.get('client_id') ?? undefined;
  const [scheme, value] = (authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !value) return undefined;
  const basic = Buffer.from(value, 'base64').toString('utf8');
  const colon = basic.indexOf(':');
  if (colon <= 0) return undefined;
  try {
    return decodeURIComponent(basic.slice(0, colon).replaceAll('+', '%20'));
  } catch {
    return undefined;
  }
}
