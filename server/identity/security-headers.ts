/**
 * Headers for every page and redirect the provider serves. Same-origin scripts and styles only; framing by the
 * portal's own origin stays allowed for MSAL's hidden-iframe fallback. `form-action` lists where its forms may post
 * (the sign-in and sign-out forms post to the provider itself, a form_post answer to a client's redirect URI);
 * browsers apply it to the redirects that follow a form post too, so the redirect URIs' origins are in it.
 */
export function pageSecurityHeaders(providerOrigin: string, formTargets: readonly string[]): Record<string, string> {
  const self = new URL(providerOrigin).origin;
  const origins = [...new Set(formTargets.map((target) => new URL(target).origin))].filter((o) => o !== self);
  const formAction = ["'self'", ...origins].join(' ');
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      `form-action ${formAction}`,
      "object-src 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // The provider's own answers bypass the app's onSend hook (the request is handed over raw), so HSTS goes here too.
    'strict-transport-security': 'max-age=31536000',
  };
}

/** Sign-in pages and the redirects that carry interaction ids and codes are never kept by a browser or a proxy. */
export const noStore = { 'cache-control': 'no-store' } as const;
