import { open } from 'node:fs/promises';

export interface ImageSize {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk follows the 8-byte signature; width and height are its first two words. */
export function pngSize(head: Buffer): ImageSize | null {
  if (head.length < 24 || head.readUInt32BE(0) !== 0x89504e47 || head.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** JPEG: walks the segments to the first start-of-frame marker, which holds height then width. */
function jpegSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}

/** Bytes read to find a JPEG's frame header: metadata segments before it stay well under this. */
const HEAD_BYTES = 512 * 1024;

/** The pixel size of a PNG or JPEG file on disk, or null when it is neither or is broken. */
export async function imageSizeOf(filePath: string): Promise<ImageSize | null> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    return pngSize(head) ?? jpegSize(head);
  } finally {
    await handle.close();
  }
}
