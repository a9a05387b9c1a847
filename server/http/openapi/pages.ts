import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, sandboxPage } from '../html';
import { openApiDocument } from './document';
import { type ReferenceDocument, referenceHtml } from './reference-page';
import { apiVersion } from './routes';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assetBase = '/sandbox/api/assets';

/** swagger-ui's own files, served from node_modules (nothing from the internet); only these names are served. */
const swaggerFiles: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const explorerOptions = {
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  // Off: its links inside each operation's toggle button nest one control in another, too small to hit (WCAG 2.5.8).
  deepLinking: false,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  filter: true,
  displayOperationId: true,
  tryItOutEnabled: true,
  displayRequestDuration: true,
  persistAuthorization: false,
  // The default theme's strings (#d36363 on #333) miss AA contrast; obsidian's colours all pass.
  syntaxHighlight: { activated: true, theme: 'obsidian' },
};

/**
 * What swagger-ui's markup leaves out that WCAG 2.2 AA needs, added as it renders: names for its selects (the server
 * list, enum parameters) and keyboard focus for its scrolling code boxes.
 */
const explorerAccessibility = `(function () {
  var root = document.getElementById('swagger-ui');
  function fix() {
    root.querySelectorAll('select:not([aria-label])').forEach(function (select) {
      var row = select.closest('tr[data-param-name]');
      select.setAttribute('aria-label', select.id === 'servers' ? 'Server' : row ? row.getAttribute('data-param-name') : 'Value');
    });
    root.querySelectorAll('.highlight-code > pre, pre.microlight, .model-box pre').forEach(function (pre) {
      if (!pre.hasAttribute('tabindex')) pre.setAttribute('tabindex', '0');
    });
  }
  new MutationObserver(fix).observe(root, { childList: true, subtree: true });
})();
`;

/** The explorer's start script, as a file: the sandbox's CSP runs no inline script. */
const startScripts: Record<string, string> = {
  'explorer.js': `window.ui = SwaggerUIBundle(${JSON.stringify(explorerOptions)});\n${explorerAccessibility}`,
};

// swagger-ui's 'Copy path' button grows from 0 to 24 px over half a second while the pointer is over its operation:
// a keyboard user tabs to a button they cannot see, and mid-growth it is under WCAG's 24 px target size. It stays 24 px.
const layoutCss = `body{margin:0;font-family:system-ui,sans-serif;color:rgba(0,0,0,.88)}
header{display:flex;flex-wrap:wrap;align-items:center;gap:16px;padding:12px 24px;background:#001529;color:#fff}
header h1{font-size:20px;margin:0;flex:1 1 auto}header a{color:#fff;text-decoration:underline}
header a[aria-current=page]{font-weight:600;text-decoration:none}
.intro{max-width:1460px;margin:16px auto 0;padding:0 20px;line-height:1.6}
.intro code{background:#f5f5f5;padding:1px 4px;border-radius:4px}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid #0958d9;outline-offset:2px}
.swagger-ui .opblock .opblock-summary-method{color:#fff}
.swagger-ui .opblock.opblock-get .opblock-summary-method{background:#0b5cad}
.swagger-ui .opblock.opblock-post .opblock-summary-method{background:#17734a}
.swagger-ui .opblock.opblock-put .opblock-summary-method{background:#9a4f00}
.swagger-ui .opblock.opblock-delete .opblock-summary-method{background:#b3131e}
.swagger-ui .opblock.opblock-patch .opblock-summary-method{background:#0f6b64}
.swagger-ui .info .title small,.swagger-ui .info .title small pre{background:#4b5563;color:#fff}
.swagger-ui .info .title small.version-stamp,.swagger-ui .info .title small.version-stamp pre{background:#3b6a00}
.swagger-ui .info a,.swagger-ui .info .url,.swagger-ui .info .link{color:#0958d9}
.swagger-ui .btn.authorize{color:#17734a;border-color:#17734a}.swagger-ui .btn.authorize span{color:#17734a}
.swagger-ui .btn.authorize svg{fill:#17734a}
.swagger-ui .try-out__btn,.swagger-ui .btn.cancel{color:#b3131e;border-color:#b3131e}
.swagger-ui .btn.execute{background:#0b5cad;border-color:#0b5cad;color:#fff}
.swagger-ui .download-contents{background:#4b5563;color:#fff}
.swagger-ui .parameter__in,.swagger-ui .parameter__type,.swagger-ui .prop-format,.swagger-ui .response-col_links{color:#595959}
.swagger-ui .opblock .opblock-summary .view-line-link{transition:none}
.swagger-ui .opblock .opblock-summary .view-line-link.copy-to-clipboard{width:24px;margin:0 5px}
`;

interface Page {
  title: string;
  intro: string;
}

const pages: Record<'docs' | 'explorer', Page> = {
  docs: {
    title: 'API Documentation',
    intro:
      'The provider services the portal calls, as this sandbox implements them: every path, its parameters, bodies, ' +
      'answers and errors. The description is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1), ' +
      'generated from the sandbox’s own routes. To call the API, open <a href="/sandbox/api/explorer">API Testing and Simulation</a>.',
  },
  explorer: {
    title: 'API Testing and Simulation',
    intro:
      'Call the sandbox’s API against its test data. Choose <strong>Authorize</strong> and either give a developer ' +
      'credential’s client id and secret (client credentials, token from <code>/oidc/token</code>, with the scopes it ' +
      'was created with) or paste a bearer access token. Then open an operation and choose <strong>Try it out</strong>. ' +
      'What you change here is stored in the sandbox, as the portal’s own changes are.',
  },
};

/** A page of the two: the reference rendered here, or the explorer's swagger-ui. */
function render(slug: 'docs' | 'explorer', reference?: { css: string; body: string }): string {
  const page = pages[slug];
  const link = (to: 'docs' | 'explorer') =>
    `<a href="/sandbox/api/${to}"${to === slug ? ' aria-current="page"' : ''}>${escapeHtml(pages[to].title)}</a>`;
  const head = reference
    ? `<style>${reference.css}</style>`
    : `<link rel="stylesheet" href="${assetBase}/swagger-ui.css">`;
  const body = reference ? reference.body : '<div id="swagger-ui"></div>';
  const scripts = reference
    ? ''
    : `<script src="${assetBase}/swagger-ui-bundle.js"></script><script src="${assetBase}/explorer.js"></script>`;
  return sandboxPage(
    page.title,
    `
<link rel="icon" type="image/png" href="${assetBase}/favicon-32x32.png">
${head}<link rel="stylesheet" href="${assetBase}/api-pages.css">`,
    `<header><h1>${escapeHtml(page.title)}</h1><nav aria-label="API pages">${link('docs')} · ${link('explorer')} · <a href="/api/openapi.json">openapi.json</a> · <a href="/">Portal</a></nav></header>
<main><p class="intro">${page.intro}</p>${body}</main>${scripts}`,
  );
}

/**
 * /sandbox/api/docs, the read-only reference rendered from the description (server/http/openapi/reference-page.ts), and
 * /sandbox/api/explorer, swagger-ui over /api/openapi.json to try calls out.
 */
export function registerApiPages(app: FastifyInstance, publicUrl?: string): void {
  let docs: string | undefined;
  const describe = () => openApiDocument(app.routeRegistry, { version: apiVersion, serverUrl: publicUrl });
  app.get('/sandbox/api/docs', async (_request, reply) => {
    docs ??= render('docs', referenceHtml(describe() as unknown as ReferenceDocument));
    return reply.type('text/html; charset=utf-8').send(docs);
  });
  const explorer = render('explorer');
  app.get('/sandbox/api/explorer', async (_request, reply) => reply.type('text/html; charset=utf-8').send(explorer));
  const cache = new Map<string, Buffer>();
  app.get<{ Params: { file: string } }>(`${assetBase}/:file`, async (request, reply) => {
    const { file } = request.params;
    reply.header('cache-control', 'public, max-age=3600');
    if (file === 'api-pages.css') return reply.type('text/css; charset=utf-8').send(layoutCss);
    const script = startScripts[file];
    if (script) return reply.type('text/javascript; charset=utf-8').send(script);
    const type = swaggerFiles[file];
    if (!type) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    let content = cache.get(file);
    if (!content) {
      content = await readFile(join(swaggerDir, file));
      cache.set(file, content);
    }
    return reply.type(type).send(content);
  });
}
