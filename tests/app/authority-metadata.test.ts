import { describe, expect, it, vi } from 'vitest';
import { rememberAuthorityMetadata, rememberedAuthorityMetadata } from '@/app/auth/authority-metadata';

const authority = 'https://portal.example/oidc';
const document = {
  issuer: authority,
  authorization_endpoint: `${authority}/auth`,
  token_endpoint: `${authority}/token`,
  jwks_uri: `${authority}/jwks`,
  end_session_endpoint: `${authority}/session/end`,
  scopes_supported: ['openid'],
};
const day = 24 * 3_600_000;
const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the discovery document kept between visits', () => {
  it('is fetched once, saved, and handed back as the JSON MSAL takes while under a day old', async () => {
    const storage = new Map<string, string>();
    const local = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    } as Storage;
    const fetcher = answer(document);
    await rememberAuthorityMetadata(local, authority, () => 1_000, fetcher);
    expect(fetcher).toHaveBeenCalledWith(`${authority}/.well-known/openid-configuration`);
    expect(JSON.parse(rememberedAuthorityMetadata(local, authority, 1_000 + day - 1) ?? 'null')).toEqual(document);
    // Fresh: no second request.
    await rememberAuthorityMetadata(local, authority, () => 2_000, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    // A day old: MSAL asks the provider again, and so does the next save.
    expect(rememberedAuthorityMetadata(local, authority, 1_000 + day + 1)).toBeUndefined();
    // Another authority's entry is not this one's.
    expect(rememberedAuthorityMetadata(local, 'https://other.example/oidc', 1_000)).toBeUndefined();
  });

  it('keeps nothing from a provider that fails, answers another issuer or a document MSAL cannot use', async () => {
    for (const fetcher of [
      answer(document, 503),
      answer({ ...document, issuer: 'https://evil.example/oidc' }),
      answer({ issuer: authority }),
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ]) {
      const local = { getItem: () => null, setItem: vi.fn() } as unknown as Storage;
      await rememberAuthorityMetadata(local, authority, () => 1_000, fetcher);
      expect(local.setItem).not.toHaveBeenCalled();
    }
  });

  it('ignores a saved entry that is not JSON, has the wrong shape or comes from the future, and storage that throws', () => {
    const saved = (value: string) => ({ getItem: () => value }) as unknown as Storage;
    expect(rememberedAuthorityMetadata(saved('{'), authority, 1_000)).toBeUndefined();
    expect(rememberedAuthorityMetadata(saved('{"savedAt":1}'), authority, 1_000)).toBeUndefined();
    expect(
      rememberedAuthorityMetadata(saved(JSON.stringify({ savedAt: 5_000, document })), authority, 1_000),
    ).toBeUndefined();
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(rememberedAuthorityMetadata(refusing, authority, 1_000)).toBeUndefined();
  });
});
