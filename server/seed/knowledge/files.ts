import { crc32, deflateSync } from 'node:zlib';

/** Small files for the seeded articles, made here so the seed needs no binary fixtures. */

type Rgb = readonly [number, number, number];
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  colour: Rgb;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of flat boxes on a background: a diagram in a few hundred bytes. */
function png(width: number, height: number, background: Rgb, boxes: readonly Box[]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const box = boxes.findLast((b) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h);
      const [r, g, b] = box ? box.colour : background;
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with lines of text (Helvetica), offsets computed so readers open it without repair. */
export function pdf(lines: readonly string[]): Buffer {
  const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map(
    (line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${escapePdf(line)}) Tj ET`,
  );
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export const csv = (rows: readonly (readonly string[])[]): Buffer =>
  Buffer.from(
    `${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`,
  );

const blue: Rgb = [22, 119, 255];
const teal: Rgb = [19, 194, 194];
const green: Rgb = [82, 196, 26];
const orange: Rgb = [250, 140, 22];
const grey: Rgb = [217, 217, 217];
const white: Rgb = [255, 255, 255];

/** The order journey as five stages, later ones paler: Placed → Acknowledged → Committed → Installed → Completed. */
export const orderJourneyPng = png(
  320,
  80,
  white,
  [blue, teal, teal, green, green].map((colour, i) => ({ x: 8 + i * 62, y: 24, w: 54, h: 32, colour })),
);
/** A fault flow: report, diagnose, appoint, fix (bars of growing height). */
export const faultFlowPng = png(
  240,
  120,
  white,
  [orange, blue, teal, green].map((colour, i) => ({
    x: 16 + i * 56,
    y: 100 - (i + 1) * 20,
    w: 40,
    h: (i + 1) * 20,
    colour,
  })),
);
/** A broadband line diagram: exchange, cabinet-less fibre, ONT at the premises. */
export const fibrePathPng = png(300, 60, white, [
  { x: 10, y: 15, w: 50, h: 30, colour: blue },
  { x: 60, y: 28, w: 180, h: 4, colour: grey },
  { x: 240, y: 15, w: 50, h: 30, colour: green },
]);
/** An appointment calendar: AM and PM slots over five days, the booked one green. */
export const slotsPng = png(
  260,
  90,
  white,
  Array.from({ length: 10 }, (_, i) => ({
    x: 10 + (i % 5) * 50,
    y: 10 + Math.floor(i / 5) * 40,
    w: 40,
    h: 30,
    colour: i === 6 ? green : grey,
  })),
);
