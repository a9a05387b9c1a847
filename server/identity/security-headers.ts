/**
 * Headers for every page the provider serves. Same-origin scripts and styles only; framing by the portal's own
 * origin stays allowed for MSAL's hidden-iframe fallback.
 */
export const pageSecurityHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;
