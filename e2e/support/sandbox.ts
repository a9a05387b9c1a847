/**
 * The e2e sandbox's access-token lifetime. Tests share one saved sign-in per persona, and the provider rotates a public
 * client's refresh token on use and revokes the whole grant when a used one comes back (reuse detection). A token that
 * outlives the run keeps the copies of one sign-in from renewing against each other; the renewal journey runs the
 * lifetime out on the browser's clock instead.
 */
export const e2eAccessTokenTtlSeconds = 3600;
