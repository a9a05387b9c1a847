import DOMPurify, { type Config } from 'dompurify';

/**
 * The one place where HTML from the provider (knowledge article bodies) is made safe to put in the page. A strict
 * allow-list: text structure, tables, links and images only; no style (tags or attributes), no script, no event
 * handler, no form, frame, object, SVG or MathML, no meta or base. Links may go to http(s), mailto or a relative address;
 * each gets rel="noopener noreferrer". Runs in the browser (and in jsdom in tests): DOMPurify needs a DOM.
 */

const allowedTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'abbr',
  'code',
  'pre',
  'kbd',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'span',
  'div',
  'figure',
  'figcaption',
];
const allowedAttributes = [
  'href',
  'title',
  'alt',
  'src',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'lang',
  'dir',
];
/** http(s) and mailto, or an address without a scheme (relative, or a fragment). */
const allowedUri = /^(?:(?:https?|mailto):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.:-]|$))/i;

const config: Config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributes,
  ALLOWED_URI_REGEXP: allowedUri,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_TAGS: ['style', 'script', 'svg', 'math', 'form', 'iframe', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['style', 'id', 'name', 'class', 'target', 'srcset', 'action', 'formaction'],
  // Whatever is inside a removed element goes with it (no text of a <script> or <style> left behind).
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
};

/** ServiceNow's addresses inside an article: another article, and one of this article's attachments. */
const articleLink = /^(?:\/?kb_view\.do)\?(?:[^#]*&)?sysparm_article=(KB\d{7})(?:[&#]|$)/i;
const attachmentImage = /^(?:\/?sys_attachment\.do)\?(?:[^#]*&)?sys_id=([0-9a-f]{32})(?:[&#]|$)/i;
/** The only image data a page receives from attachments (never SVG). */
const safeImageData = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i;

export interface SanitiseOptions {
  /** The portal's address of an article (an article link is rewritten to it and marked `data-article`). */
  articleHref?: (reference: string) => string;
  /** The data: URL of an attachment image once loaded; until then (or for other types) the image shows its alt. */
  imageSrc?: (sysId: string) => string | undefined;
}

function rewriteLink(link: Element, opts: SanitiseOptions): void {
  const href = link.getAttribute('href');
  if (!href) return;
  const article = articleLink.exec(href)?.[1];
  if (article && opts.articleHref) {
    link.setAttribute('href', opts.articleHref(article.toUpperCase()));
    link.setAttribute('data-article', article.toUpperCase());
    return;
  }
  link.setAttribute('rel', 'noopener noreferrer');
  if (/^https?:/i.test(href)) link.setAttribute('target', '_blank');
}

function rewriteImage(image: Element, opts: SanitiseOptions): void {
  const src = image.getAttribute('src') ?? '';
  const sysId = attachmentImage.exec(src)?.[1];
  if (!sysId) return;
  const data = opts.imageSrc?.(sysId.toLowerCase());
  if (data && safeImageData.test(data)) image.setAttribute('src', data);
  else image.removeAttribute('src');
  image.setAttribute('data-attachment', sysId.toLowerCase());
}

/** Wide tables scroll sideways in a focusable region of their own instead of widening the page. */
function wrapTables(root: DocumentFragment): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const region = root.ownerDocument.createElement('div');
    region.setAttribute('class', 'kb-table-scroll');
    region.setAttribute('role', 'region');
    region.setAttribute('tabindex', '0');
    region.setAttribute('aria-label', table.querySelector('caption')?.textContent?.trim() || 'Table');
    table.replaceWith(region);
    region.append(table);
  }
}

/** The HTML made safe, as a string for the page; article links and attachment images rewritten as `opts` says. */
export function sanitiseHtml(html: string, opts: SanitiseOptions = {}): string {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') rewriteLink(node as Element, opts);
    else if (node.nodeName === 'IMG') rewriteImage(node as Element, opts);
  });
  try {
    // A document DOMPurify cannot give a body for (e.g. a <frameset>) answers no fragment: nothing is kept.
    const fragment: DocumentFragment | null = DOMPurify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
    if (!fragment) return '';
    wrapTables(fragment);
    const holder = fragment.ownerDocument.createElement('div');
    holder.append(fragment);
    return holder.innerHTML;
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}
