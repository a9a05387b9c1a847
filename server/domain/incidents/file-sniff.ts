import type { AttachmentExtension } from '../../../src/lib/support-rules';

/** How many leading bytes the sniffer looks at. */
export const sniffBytes = 64 * 1024;

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);
const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Office Open XML and XPS packages name their parts in the first entries; a plain zip does not. */
const isOpcPackage = (head: Buffer) =>
  startsWith(head, zipMagic) && (head.includes('[Content_Types].xml') || head.includes('_rels/.rels'));

function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // A multi-byte character may be cut at the end of the sniffed window; drop up to 3 trailing bytes before decoding.
  for (let cut = 0; cut <= 3 && cut < head.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {}
  }
  return head.length === 0;
}

const matchers: Record<AttachmentExtension, (head: Buffer) => boolean> = {
  png: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  jpeg: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  bmp: (h) => startsWith(h, [0x42, 0x4d]) && h.length >= 26,
  pdf: (h) => h.subarray(0, 1024).includes('%PDF-'),
  docx: isOpcPackage,
  pptx: isOpcPackage,
  xlsx: isOpcPackage,
  vsdx: isOpcPackage,
  sldx: isOpcPackage,
  xps: isOpcPackage,
  doc: (h) => startsWith(h, oleMagic),
  xls: (h) => startsWith(h, oleMagic),
  eml: isText,
  txt: isText,
  csv: isText,
};

export const contentTypes: Record<AttachmentExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  vsdx: 'application/vnd.ms-visio.drawing',
  sldx: 'application/vnd.openxmlformats-officedocument.presentationml.slide',
  xps: 'application/vnd.ms-xpsdocument',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  eml: 'message/rfc822',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** The type is judged by the bytes, not the name: the extension must be accepted and the content must match it. */
export const contentMatches = (ext: AttachmentExtension, head: Buffer) => matchers[ext](head);
