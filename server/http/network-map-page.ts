import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { type DistrictNetwork, type DistrictStatus, districtNetwork, districtStatus } from '../domain/network-map';
import { escapeHtml, sandboxPage } from './html';
import { mapPagePath, verifyMapLink } from './network-map-link';

/**
 * The stand-in for the provider's network map, shown by the portal's /networks in an embedded frame. Drawn here as
 * inline SVG from the district's schematic and the organisation's active outages: no scripts, no map tiles, nothing
 * loaded from anywhere else.
 */

const colours = { text: '#1f1f1f', muted: '#595959', fibre: '#0958d9', affected: '#a8071a', ok: '#237804' };

const style = `body{font-family:system-ui,sans-serif;margin:0;padding:12px 16px;color:${colours.text};background:#fff}
h1{font-size:18px;margin:0 0 8px}p{margin:0 0 8px;line-height:1.5}
.status{font-weight:600}.ok{color:${colours.ok}}.affected{color:${colours.affected}}
svg{display:block;width:100%;max-width:560px;height:auto;border:1px solid #d9d9d9;border-radius:6px;background:#fafafa}
ul{display:flex;flex-wrap:wrap;gap:4px 20px;list-style:none;padding:0;margin:8px 0}
.key{display:inline-block;width:18px;height:0;margin-right:6px;vertical-align:middle;border-top:3px solid ${colours.fibre}}
.key.down{border-top:3px dashed ${colours.affected}}.note{color:${colours.muted};font-size:13px}`;

// Only this exact stylesheet may apply: the page needs no scripts, images, fonts or connections at all.
const styleHash = createHash('sha256').update(style).digest('base64');
const pageHeaders = {
  'content-security-policy': `default-src 'none'; style-src 'sha256-${styleHash}'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
  'x-frame-options': 'SAMEORIGIN',
  // The link is signed and names the organisation: never cached, never sent on as a referrer.
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

function page(title: string, body: string): string {
  return sandboxPage(title, `<style>${style}</style>`, `<main>${body}</main>`);
}

function svgOf(network: DistrictNetwork, state: DistrictStatus): string {
  const affected = new Set(state.affectedCabinets);
  const routes = network.cabinets
    .map((c, i) =>
      affected.has(i)
        ? `<line x1="0" y1="0" x2="${c.x}" y2="${c.y}" stroke="${colours.affected}" stroke-width="3" stroke-dasharray="8 5"/>`
        : `<line x1="0" y1="0" x2="${c.x}" y2="${c.y}" stroke="${colours.fibre}" stroke-width="3"/>`,
    )
    .join('');
  const cabinets = network.cabinets
    .map((c, i) => {
      const colour = affected.has(i) ? colours.affected : colours.ok;
      const below = c.y >= 0 ? 24 : -14;
      return `<rect x="${c.x - 8}" y="${c.y - 8}" width="16" height="16" rx="2" fill="#fff" stroke="${colour}" stroke-width="3"/>
<text x="${c.x}" y="${c.y + below}" text-anchor="middle" font-size="11" fill="${colours.text}">${escapeHtml(c.label)}</text>`;
    })
    .join('');
  const home = network.cabinets[network.servingCabinet] ?? { x: 0, y: 0 };
  const pin = `<circle cx="${home.x}" cy="${home.y}" r="15" fill="none" stroke="${colours.text}" stroke-width="2"/>
<text x="${home.x + (home.x >= 0 ? -20 : 20)}" y="${home.y + 4}" text-anchor="${home.x >= 0 ? 'end' : 'start'}" font-size="12" font-weight="600" fill="${colours.text}">${escapeHtml(network.postcode)}</text>`;
  const description = `${network.exchange} with ${network.cabinets.length} street cabinets on fibre routes. ${network.postcode} is served from ${network.cabinets[network.servingCabinet]?.label}. ${
    state.affectedCabinets.length
      ? `Routes to ${state.affectedCabinets.map((i) => network.cabinets[i]?.label).join(', ')} are affected by an outage.`
      : 'No route is affected by an outage.'
  }`;
  return `<svg viewBox="-260 -190 520 380" role="img" aria-labelledby="map-title map-desc" xmlns="http://www.w3.org/2000/svg">
<title id="map-title">Network schematic of ${escapeHtml(network.district)}</title><desc id="map-desc">${escapeHtml(description)}</desc>
<ellipse cx="0" cy="0" rx="250" ry="180" fill="none" stroke="#bfbfbf" stroke-dasharray="4 6"/>
<text x="-240" y="-165" font-size="12" fill="${colours.muted}">${escapeHtml(`${network.district} · ${network.area}`)}</text>
${routes}${cabinets}
<rect x="-44" y="-18" width="88" height="36" rx="4" fill="${colours.fibre}"/>
<text x="0" y="5" text-anchor="middle" font-size="13" font-weight="600" fill="#fff">Exchange</text>
${pin}</svg>`;
}

function statusLine(network: DistrictNetwork, state: DistrictStatus): string {
  if (state.status === 'ok') return `<p class="status ok">No known issues in ${escapeHtml(network.district)}.</p>`;
  const numbers = state.incidents.map((i) => i.service_now_incident_number).join(', ');
  const services = `${state.affectedServices} of your service${state.affectedServices === 1 ? '' : 's'}`;
  return `<p class="status affected">Service affected: ${services} in ${escapeHtml(network.district)} ${
    state.affectedServices === 1 ? 'is' : 'are'
  } in an active outage${numbers ? ` (${escapeHtml(numbers)})` : ''}.</p>`;
}

function mapPage(network: DistrictNetwork, state: DistrictStatus): string {
  return page(
    `Network map ${network.postcode}`,
    `<h1>Network map: ${escapeHtml(network.postcode)}</h1>
${statusLine(network, state)}
<p>${escapeHtml(network.exchange)}; ${escapeHtml(network.postcode)} is served from cabinet ${escapeHtml(
      network.cabinets[network.servingCabinet]?.label ?? '',
    )}.</p>
${svgOf(network, state)}
<ul aria-label="Key"><li><span class="key" aria-hidden="true"></span>Fibre route in service</li>
<li><span class="key down" aria-hidden="true"></span>Fibre route affected by an outage</li>
<li>Circled: the cabinet serving ${escapeHtml(network.postcode)}</li></ul>
<p class="note">A schematic drawn by the provider sandbox, not to scale. Against the real provider this frame shows the provider's own network map.</p>`,
  );
}

const send = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).headers(pageHeaders).type('text/html; charset=utf-8').send(html);

/** GET /sandbox/network-map?postcode&org&expires&signature: the links GET /api/services/v2/network-map hands out. */
export function registerNetworkMapPage(app: FastifyInstance, db: Db): void {
  app.get(mapPagePath, async (request, reply) => {
    const link = verifyMapLink(request.query);
    if (!link) {
      return send(
        reply,
        403,
        page(
          'Network map link expired',
          '<h1>This map link has expired</h1><p>Search for the postcode again in the portal to see its network map.</p>',
        ),
      );
    }
    const network = districtNetwork(link.postcode);
    if (!network) {
      return send(reply, 404, page('Network map not available', '<h1>Network map not available</h1>'));
    }
    return send(reply, 200, mapPage(network, await districtStatus(db, link.orgId, network)));
  });
}
