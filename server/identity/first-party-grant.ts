import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import { apiScope, oidcScopes } from './client-settings';

/**
 * The portal is the provider's own first-party client, so it never sees a consent screen: its grant is created
 * (or topped up) with everything it may ask for.
 */
export async function loadExistingGrant(ctx: KoaContextWithOIDC, audience: string): Promise<Grant | undefined> {
  const { client, session, result, provider } = ctx.oidc;
  const accountId = session?.accountId;
  if (!client || !session || !accountId) return undefined;

  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId && existing.clientId === client.clientId
      ? existing
      : new provider.Grant({ clientId: client.clientId, accountId });
  grant.addOIDCScope(oidcScopes.join(' '));
  grant.addResourceScope(audience, apiScope);
  await grant.save();
  return grant;
}
