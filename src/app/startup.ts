/** Redirects decided before anything renders (spec 1 §8, §9). Pure, so tests need no browser. */

interface Where {
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
}

/** Spec 1 §9: legacy host names go to the customer host with the same path and query. */
export function legacyHostRedirect(
  where: Where,
  legacyHosts: string[],
  customerOrigin: string | undefined,
): string | null {
  if (!customerOrigin || !legacyHosts.includes(where.hostname.toLowerCase())) return null;
  return new URL(`${where.pathname}${where.search}${where.hash}`, customerOrigin).href;
}

const identityErrors = new Set(['invalid_request', 'invalid_token', 'unauthorized', 'access_denied']);

/** Spec 1 §8: an identity error in the query string goes to /error with the original query. */
export function identityErrorRedirect(where: Pick<Where, 'pathname' | 'search'>): string | null {
  const error = new URLSearchParams(where.search).get('error');
  if (!error || !identityErrors.has(error) || where.pathname === '/error') return null;
  return `/error${where.search}`;
}

const deviceTimestampMessage = 'Expiration Time (exp) claim error';

/** Spec 1 §8: an auth error about the token's exp claim means the device clock is wrong. */
export function authErrorRedirect(error: unknown): string | null {
  const text =
    error instanceof Error
      ? `${error.message} ${(error as { errorMessage?: string }).errorMessage ?? ''}`
      : String(error);
  return text.includes(deviceTimestampMessage) ? '/error-device-timestamp' : null;
}
