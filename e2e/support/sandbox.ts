/**
 * The e2e sandbox's access-token lifetime. Tests share one saved sign-in per persona, and the provider rotates a public
 * client's refresh token on use and revokes the whole grant when a used one comes back (reuse detection). A token that
 * outlives the run keeps the copies of one sign-in from renewing against each other; the renewal journey runs the
 * lifetime out on the browser's clock instead.
 */
export const e2eAccessTokenTtlSeconds = 3600;

/**
 * The e2e sandbox's control secret (playwright.config.ts starts it with SANDBOX_CONTROL_SECRET): journeys that need the
 * world to move while browsers are signed in call /sandbox/control (server/http/sandbox-control.ts) with it.
 */
export const sandboxControlSecret = 'e2e-sandbox-control-secret';
export const sandboxControlHeaders = { authorization: `Sandbox ${sandboxControlSecret}` };
