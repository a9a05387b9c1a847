/** Escapes text for HTML element content and quoted attribute values: the sandbox's and identity's server-made pages. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The shell every server-made sandbox page shares: British English, the viewport, "<title> · Fibre Wholesale Portal
 * sandbox", then what the page puts in its head (its styles) and its body.
 */
export function sandboxPage(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Fibre Wholesale Portal sandbox</title>${head}</head>
<body>${body}</body></html>`;
}
