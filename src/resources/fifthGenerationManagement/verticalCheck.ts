import { isPortrait } from '../../schemas/fiveG';
import { IMAGE_EXTENSIONS } from '../../schemas/file';
import { extensionOf } from '../materialManagement/materialRules';

const isImageName = (name: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** Reads the picture's size in the browser; null when it cannot be drawn. */
function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

/** The vertical check of spec 2 §5: images must be portrait (height/width > 1.5); other files pass. Null for a non-image. */
export async function verticalCheck(file: File): Promise<boolean | null> {
  if (!isImageName(file.name)) return null;
  const size = await imageSize(file);
  return size !== null && isPortrait(size.width, size.height);
}
