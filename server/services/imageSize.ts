import { imageSize } from 'image-size';
import { imageSizeFromFile } from 'image-size/fromFile';

export interface ImageSize {
  width: number;
  height: number;
}

/** The size when the image is of one of `types` and its header gives both sides; null otherwise. */
function sizeOf(read: ReturnType<typeof imageSize>, types: readonly string[]): ImageSize | null {
  const { type, width, height } = read;
  if (type === undefined || !types.includes(type) || !(width > 0) || !(height > 0)) return null;
  return { width, height };
}

/** Bytes enough for a PNG's IHDR. */
const PNG_HEAD_BYTES = 64;

/** The pixel size of a PNG held in memory, or null when the bytes are not one. */
export function pngSize(bytes: Uint8Array): ImageSize | null {
  try {
    // A copy of its own: the reader would otherwise read on past a short view into the bytes beyond it.
    return sizeOf(imageSize(Uint8Array.from(bytes.subarray(0, PNG_HEAD_BYTES))), ['png']);
  } catch {
    return null;
  }
}

/** The pixel size of a PNG or JPEG file on disk, or null when it is neither or is broken. */
export async function imageSizeOf(filePath: string): Promise<ImageSize | null> {
  try {
    return sizeOf(await imageSizeFromFile(filePath), ['png', 'jpg']);
  } catch {
    return null;
  }
}
