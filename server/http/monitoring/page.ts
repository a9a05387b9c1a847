import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../src/lib/dates';
import type { Db } from '../../db/client';
import { listErrorReports } from '../../domain/monitoring';
import { escapeHtml, sandboxPage } from '../html';

/**
 * /sandbox/monitoring: the sandbox's stand-in for the monitoring service's error inbox. Reports hold no personal data
 * (scrubbed by the portal and again when stored), so the page is open to whoever reaches the sandbox, as the monitoring
 * service's own console would be to provider staff.
 */
const monitoringPagePath = '/sandbox/monitoring';

const style = `body{font-family:system-ui,sans-serif;max-width:960px;margin:48px auto;padding:0 24px;color:rgba(0,0,0,.88)}
p{line-height:1.6}article{border:1px solid #d9d9d9;border-radius:8px;padding:12px 16px;margin:12px 0}
h2{font-size:18px;margin:0 0 4px}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:8px 0}
dt{color:rgba(0,0,0,.65)}dd{margin:0;word-break:break-all}pre{white-space:pre-wrap;background:#f5f5f5;padding:8px;font-size:13px}
.note{color:rgba(0,0,0,.65);border-left:4px solid #0958d9;padding-left:12px}`;
const styleHash = createHash('sha256').update(style).digest('base64');
const pageHeaders = {
  'content-security-policy': `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

function report(r: Awaited<ReturnType<typeof listErrorReports>>[number]): string {
  return `<article><h2>${escapeHtml(r.name)}: ${escapeHtml(r.message)}</h2>
<dl><dt>Received</dt><dd>${escapeHtml(formatDateTime(r.receivedAt))}</dd>
<dt>Route</dt><dd>${escapeHtml(r.route)}</dd>
<dt>Release</dt><dd>${escapeHtml(r.release)}</dd>
<dt>User id</dt><dd>${escapeHtml(r.userId ?? 'Not signed in')}</dd></dl>
${r.stack ? `<details><summary>Stack</summary><pre>${escapeHtml(r.stack)}</pre></details>` : ''}</article>`;
}

export function registerMonitoringPage(app: FastifyInstance, db: Db): void {
  app.get(monitoringPagePath, async (_request, reply) => {
    const reports = await listErrorReports(db);
    const body = `<h1>Monitoring</h1>
<p class="note">Exceptions the portal reported (the newest 200), without personal data: e-mail addresses, phone numbers, tokens and names are removed before a report is sent and again when it is stored.</p>
${reports.length > 0 ? reports.map(report).join('\n') : '<p>No exceptions reported yet.</p>'}`;
    return reply
      .headers(pageHeaders)
      .type('text/html; charset=utf-8')
      .send(sandboxPage('Monitoring', `<style>${style}</style>`, `<main>${body}</main>`));
  });
}
