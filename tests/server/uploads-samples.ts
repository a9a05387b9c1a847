import { strToU8, zipSync } from 'fflate';

/** Files as people's tools write them, built byte by byte so each test says exactly what it sends. */

/** A real 1×1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The smallest PDF a reader opens. */
export const pdf = Buffer.from(
  '%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

/** A Windows executable that carries a PDF header further in: a polyglot that naive sniffing takes for a PDF. */
export const executablePdfPolyglot = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.from('This program cannot be run in DOS mode.\r\n'),
  pdf,
]);

/** A CSV saved by Excel on Windows ("CSV (Comma delimited)"): Windows-1252, '£' is the single byte 0xA3. */
export const excelCsv = Buffer.from('Item,Price\r\nPatch lead,£4.50\r\nONT,£120.00\r\n', 'latin1');

/** A text file saved by Notepad as "Unicode": UTF-16 little-endian with its BOM. */
export const notepadUtf16 = Buffer.concat([
  Buffer.from([0xff, 0xfe]),
  Buffer.from('Line test at 10:00 — light level −21.5 dBm, engineer booked £0\r\n', 'utf16le'),
]);

/** The same text as UTF-16 big-endian with its BOM. */
export const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(notepadUtf16.subarray(2)).swap16()]);

/** Binary that a client calls text: NUL bytes and control characters. */
export const binaryAsText = Buffer.from([0x48, 0x69, 0x00, 0x01, 0x02, 0x1b, 0x7f, 0x0a, 0x00, 0x00]);

const contentTypes = (overrides: Record<string, string>) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('') +
  '</Types>';

const rels = (target: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/>` +
  '</Relationships>';

/** A minimal Word document: [Content_Types].xml declaring word/document.xml as the main part, and that part. */
export const docx = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8(
      contentTypes({
        '/word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      }),
    ),
    '_rels/.rels': strToU8(rels('word/document.xml')),
    'word/document.xml': strToU8(
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        '<w:body><w:p><w:r><w:t>Fault notes</w:t></w:r></w:p></w:body></w:document>',
    ),
  }),
);

/** A minimal Excel workbook: a real OOXML package, but a spreadsheet, whatever its name says. */
export const xlsx = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8(
      contentTypes({
        '/xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      }),
    ),
    '_rels/.rels': strToU8(rels('xl/workbook.xml')),
    'xl/workbook.xml': strToU8('<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'),
  }),
);

/** A plain zip of photos, no package declaration: what "any zip renamed .docx" looks like. */
export const plainZip = Buffer.from(zipSync({ 'photos/cabinet.png': png, 'readme.txt': strToU8('site photos') }));

/** A package that declares a Word main part it does not contain. */
export const docxWithoutItsDocument = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8(
      contentTypes({
        '/word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      }),
    ),
  }),
);
