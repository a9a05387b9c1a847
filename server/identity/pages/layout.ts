import { escapeHtml } from '../../http/html';

const providerName = 'Fibre Wholesale Portal';

/** Served beside the pages: the portal's CSP allows only same-origin styles and scripts, never inline ones. */
export const assetPaths = {
  css: '/oidc/assets/sign-in.css',
  logoutScript: '/oidc/assets/logout.js',
} as const;

/** The page shell every provider page shares: a centred card in the portal's look. */
export function layout(opts: { title: string; body: string; script?: string }): string {
  const script = opts.script ? `\n    <script src="${opts.script}" defer></script>` : '';
  return `<!DOCTYPE html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(opts.title)} – ${providerName}</title>
    <link rel="stylesheet" href="${assetPaths.css}">${script}
  </head>
  <body>
    <main class="card">
      <p class="brand">${providerName}</p>
${opts.body}
    </main>
  </body>
</html>
`;
}
