import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../src/lib/dates';
import type { Db } from '../../db/client';
import { type ListedFeedback, listFeedback } from '../../domain/feedback';
import { escapeHtml, sandboxPage } from '../html';

/**
 * /sandbox/feedback: the sandbox's stand-in for the provider's feedback inbox, where its staff read what portal users
 * sent through the layout's Give feedback form and the review widget. Open to whoever reaches the sandbox, as the
 * monitoring page is: the sandbox holds demo and training data only, and a sender is shown by opaque ids, not by name
 * or e-mail address (docs/areas/shell.md).
 */
const feedbackPagePath = '/sandbox/feedback';

const style = `body{font-family:system-ui,sans-serif;max-width:960px;margin:48px auto;padding:0 24px;color:rgba(0,0,0,.88)}
p{line-height:1.6}article{border:1px solid #d9d9d9;border-radius:8px;padding:12px 16px;margin:12px 0}
h2{font-size:18px;margin:0 0 4px}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:8px 0}
dt{color:rgba(0,0,0,.65)}dd{margin:0;word-break:break-word}blockquote{white-space:pre-wrap;margin:8px 0;padding:8px;background:#f5f5f5}
.note{color:rgba(0,0,0,.65);border-left:4px solid #0958d9;padding-left:12px}`;
const styleHash = createHash('sha256').update(style).digest('base64');
const pageHeaders = {
  'content-security-policy': `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

const stars = (rating: number) => `${rating} of 5 stars`;

function entry(f: ListedFeedback): string {
  const title = f.kind === 'review' ? `Review: ${stars(f.rating ?? 0)}` : `Feedback: ${f.area ?? 'Something else'}`;
  return `<article><h2>${escapeHtml(title)}</h2>
${f.comment ? `<blockquote>${escapeHtml(f.comment)}</blockquote>` : '<p>No comment.</p>'}
<dl><dt>Received</dt><dd>${escapeHtml(formatDateTime(f.receivedAt))}</dd>
<dt>Organisation</dt><dd>${escapeHtml(f.orgName ?? 'Removed')} (${escapeHtml(f.orgId)})</dd>
<dt>User id</dt><dd>${escapeHtml(f.userId)}</dd>
<dt>Sent from</dt><dd>${escapeHtml(f.route)}</dd>
${f.kind === 'feedback' ? `<dt>May we contact them</dt><dd>${f.mayContact ? 'Yes' : 'No'}</dd>` : ''}</dl></article>`;
}

export function registerFeedbackPage(app: FastifyInstance, db: Db): void {
  app.get(feedbackPagePath, async (_request, reply) => {
    const received = await listFeedback(db);
    const body = `<h1>Feedback</h1>
<p class="note">What portal users sent with Give feedback and the review widget (the newest 200). Senders are shown by their organisation and user id.</p>
${received.length > 0 ? received.map(entry).join('\n') : '<p>No feedback received yet.</p>'}`;
    return reply
      .headers(pageHeaders)
      .type('text/html; charset=utf-8')
      .send(sandboxPage('Feedback', `<style>${style}</style>`, `<main>${body}</main>`));
  });
}
