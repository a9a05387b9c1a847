/**
 * A minimal PDF file from its objects (numbered from 1, the first the catalogue): the header, the objects, the
 * cross-reference table and the trailer, so that a PDF reader opens it. The blank PTW form (server/domain/services/ptw)
 * and the Chromium journeys' sample PTW documents (e2e/support/pdf.ts) are written by it.
 */
export function pdfFile(objects: readonly string[], version = '1.4'): Buffer {
  let body = `%PDF-${version}\n`;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
