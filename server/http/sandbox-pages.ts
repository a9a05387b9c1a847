import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { registerFeedbackPage } from './feedback/page';
import { escapeHtml, sandboxPage } from './html';
import { registerNetworkMapPage } from './network-map-page';
import { registerOutboxPage } from './outbox-page';

/**
 * Stand-ins for the provider's external pages the portal links to (privacy policy, VOIP, ISP Hub; the API
 * documentation and explorer are real, server/http/openapi/). With the real provider these are its own sites, set through the VITE_*_URL variables;
 * in the sandbox they say what they stand for instead of opening the portal's Not Found page.
 */
const pages: Record<string, { title: string; body: string }> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    body: 'How the network provider collects, uses and protects the personal data of your staff and end customers.',
  },
  voip: { title: 'VOIP', body: "The provider's voice-over-IP portal for wholesale telephony services." },
  'isp-hub': { title: 'ISP Hub', body: 'News, commercial updates and resources for internet service providers.' },
};

function render(title: string, body: string): string {
  return sandboxPage(
    title,
    `
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:64px auto;padding:0 24px;color:rgba(0,0,0,.88)}
p{line-height:1.6}.note{color:rgba(0,0,0,.65);border-left:4px solid #0958d9;padding-left:12px}</style>`,
    `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>
<p class="note">This is the provider sandbox's stand-in for an external page. Against the real provider this link opens the provider's own site.</p></main>`,
  );
}

export function registerSandboxPages(app: FastifyInstance, db: Db): void {
  // The network map is drawn from the store (server/http/network-map-page.ts), so it has a module of its own.
  registerNetworkMapPage(app, db);
  // The sandbox outbox (order exports' mail) reads the store too: server/http/outbox-page.ts.
  registerOutboxPage(app, db);
  // The feedback inbox: what users sent from the layout's feedback form and review widget (server/http/feedback/).
  registerFeedbackPage(app, db);
  for (const [slug, page] of Object.entries(pages)) {
    app.get(`/sandbox/${slug}`, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(render(page.title, page.body)),
    );
  }
}
