import { escapeHtml } from '../../http/html';
import { assetPaths, layout } from './layout';

/** A provider page with a heading, a line of text and an optional link back to the portal. */
export function messagePage(opts: { title: string; message: string; backTo?: string }): string {
  const back = opts.backTo
    ? `\n      <p><a class="button" href="${escapeHtml(opts.backTo)}">Back to the portal</a></p>`
    : '';
  return layout({
    title: opts.title,
    body: `      <h1>${escapeHtml(opts.title)}</h1>
      <p>${escapeHtml(opts.message)}</p>${back}`,
  });
}

/**
 * RP-initiated logout: oidc-provider hands over a form with an xsrf token. A served script submits it at once
 * (the portal already asked to sign out); the button remains for browsers without scripts.
 */
export function logoutPage(form: string): string {
  return layout({
    title: 'Signing out',
    script: assetPaths.logoutScript,
    body: `      <h1>Signing out</h1>
      ${form}
      <input type="hidden" name="logout" value="yes" form="op.logoutForm">
      <button type="submit" class="primary" form="op.logoutForm">Sign out</button>`,
  });
}
