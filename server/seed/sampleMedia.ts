import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** Sample files for the demo seed and the tests: made by code or kept in assets/; nothing is downloaded. */

const assetsDir = path.join(import.meta.dirname, 'assets');
const assets = new Map<string, Promise<Buffer>>();
const asset = (name: string): Promise<Buffer> => {
  let bytes = assets.get(name);
  if (!bytes) {
    bytes = readFile(path.join(assetsDir, name));
    assets.set(name, bytes);
  }
  return bytes;
};

/**
 * The demo's product video: ten seconds of moving picture (640x360, H.264, 24 frames a second, moov
 * first so it plays while loading), made by assets/make-assets.sh.
 */
export const demoVideoMp4 = (): Promise<Buffer> => asset('product-intro.mp4');

/** The demo's two-page Chinese brochure (A4, fonts embedded), made by assets/make-assets.sh. */
export const demoBrochurePdf = (): Promise<Buffer> => asset('product-brochure.pdf');

/** A one-page PDF showing the given ASCII lines, with a correct cross-reference table. */
export function samplePdf(lines: readonly string[]): Buffer {
  return samplePdfPages([lines]);
}

/** An A4 PDF of one page per entry, each showing its ASCII lines, with a correct cross-reference table. */
export function samplePdfPages(pages: readonly (readonly string[])[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const contentOf = (lines: readonly string[]) =>
    ['BT', '/F1 18 Tf', '72 760 Td', '24 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  // Objects 1 catalog, 2 page tree, 3 font, then each page followed by its content stream.
  const pageObject = (i: number) => 4 + 2 * i;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...pages.flatMap((lines, i) => {
      const content = contentOf(lines);
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageObject(i) + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
        `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
      ];
    }),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** The ftyp box of an ISO MPEG-4 file (brand isom), which is what marks a file as MP4. */
export function mp4FileTypeBox(): Buffer {
  return box('ftyp', Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1'));
}

/**
 * A structurally valid MP4 without tracks: ftyp, then a moov holding only its movie header (mvhd,
 * timescale 1000, duration 0). Players open it as an empty video.
 */
export function sampleMp4(): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  for (const [offset, value] of [
    [36, 0x00010000],
    [52, 0x00010000],
    [68, 0x40000000],
  ] as const)
    mvhd.writeUInt32BE(value, offset); // identity matrix
  mvhd.writeUInt32BE(1, 96); // next track id
  return Buffer.concat([mp4FileTypeBox(), box('moov', box('mvhd', mvhd))]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A poster-like RGB PNG: a vertical gradient from `top` to `bottom` with a pale card in the middle third,
 * so a portrait 5G material shows something when shared.
 */
export function posterPng(
  width: number,
  height: number,
  top: readonly [number, number, number],
  bottom: readonly [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const stride = width * 3 + 1;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const share = y / Math.max(1, height - 1);
    const inCard = y > height / 3 && y < (2 * height) / 3;
    for (let x = 0; x < width; x++) {
      const card = inCard && x > width / 8 && x < (7 * width) / 8;
      const at = y * stride + 1 + x * 3;
      for (let c = 0; c < 3; c++)
        rows[at + c] = card ? 245 : Math.round((top[c] ?? 0) * (1 - share) + (bottom[c] ?? 0) * share);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
