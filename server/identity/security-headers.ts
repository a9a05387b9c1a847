/**
 * Headers for every page the provider serves. Same-origin scripts and styles only; framing by the portal's own
 * origin stays allowed for MSAL's hidden-iframe fallback.
 */
export const pageSecurityHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // The provider's own answers bypass the app's onSend hook (the request is handed over raw), so HSTS goes here too.
  'strict-transport-security': 'max-age=31536000',
} as const;
