import { z } from 'zod';

/**
 * MSAL keeps the provider's discovery document in memory only, so every page load asked for it again before its first
 * token, one more round trip before anything shows. The portal keeps the document in local storage for as long as MSAL
 * itself would trust it (a day) and hands it to MSAL as `authorityMetadata`, so a returning user's first token comes
 * straight from the cache.
 */
const maxAgeMs = 24 * 3_600_000;

/** What MSAL reads from the document (and the issuer, to tell it belongs to this authority). */
const discoveryDocument = z.looseObject({
  issuer: z.url(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  end_session_endpoint: z.url().optional(),
});

const remembered = z.object({ savedAt: z.number(), document: discoveryDocument });

const keyOf = (authority: string) => `portal.authority-metadata.${authority}`;
const trimmed = (url: string) => url.replace(/\/+$/, '');

/** The saved document for this authority while it is under a day old, as the JSON string MSAL takes. */
export function rememberedAuthorityMetadata(storage: Storage, authority: string, now: number): string | undefined {
  try {
    const raw = storage.getItem(keyOf(authority));
    const parsed = raw === null ? undefined : remembered.safeParse(JSON.parse(raw));
    if (!parsed?.success) return undefined;
    const { savedAt, document } = parsed.data;
    if (now - savedAt > maxAgeMs || savedAt > now) return undefined;
    if (trimmed(document.issuer) !== trimmed(authority)) return undefined;
    return JSON.stringify(document);
  } catch {
    return undefined; // Storage refused or the entry is not JSON: MSAL asks the provider, as before.
  }
}

/** Fetches and saves the document when none usable is saved; quietly nothing when the provider cannot be reached. */
export async function rememberAuthorityMetadata(
  storage: Storage,
  authority: string,
  now: () => number,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  if (rememberedAuthorityMetadata(storage, authority, now())) return;
  try {
    const response = await fetcher(`${trimmed(authority)}/.well-known/openid-configuration`);
    if (!response.ok) return;
    const document = discoveryDocument.safeParse(await response.json());
    if (!document.success || trimmed(document.data.issuer) !== trimmed(authority)) return;
    storage.setItem(keyOf(authority), JSON.stringify({ savedAt: now(), document: document.data }));
  } catch {
    // Offline, or storage full: the next load asks again.
  }
}
