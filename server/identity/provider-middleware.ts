import type Provider from 'oidc-provider';
import { envelope } from '../http/errors';
import { noStore } from './security-headers';

/** oidc-provider does not support `prompt=select_account` (MSAL's account picker): asking to sign in again is the nearest. */
export function rewriteSelectAccount(querystring: string): string {
  const params = new URLSearchParams(querystring);
  const prompt = params.get('prompt');
  if (!prompt?.split(' ').includes('select_account')) return querystring;
  const prompts = new Set(prompt.split(' ').map((p) => (p === 'select_account' ? 'login' : p)));
  params.set('prompt', [...prompts].join(' '));
  return params.toString();
}

/** Runs before oidc-provider's own routing, on the path without the /oidc prefix. */
export function addProviderMiddleware(provider: Provider, pageHeaders: Record<string, string>): void {
  provider.use(async (ctx, next) => {
    // Set before the provider renders, so its auto-submitting form_post pages add their script hash to it.
    ctx.set(pageHeaders);
    if (ctx.path === '/auth' && ctx.querystring) ctx.querystring = rewriteSelectAccount(ctx.querystring);
    await next();
    // No provider route matched: Koa would answer a bare text 'Not Found'; the API's envelope says the same in JSON.
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = envelope(404, 'not_found', 'Not found');
    }
    // Redirects carry interaction ids, codes and state, and pages carry xsrf tokens: nothing of them is cached.
    if ((ctx.status >= 300 && ctx.status < 400) || ctx.response.is('html')) ctx.set(noStore);
  });
}
