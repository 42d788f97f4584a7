import type { Readable } from 'node:stream';
import { materialImagePaths } from '../../../src/schemas/materialImage';
import { paramsOf } from '../../../src/schemas/paths';
import { templateBackgroundPaths } from '../../../src/schemas/templateBackground';
import { StorageNotFoundError, type Storage } from '../../storage';
import type { MaterialImageService } from '../materialImages';
import type { TemplateBackgroundService } from '../templateBackgrounds';
import type { MediaSource } from './drawNode';
import { builtInMedia } from './media';

async function readAll(stream: Readable): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/**
 * What a template may show, for the renderer: the built-in pictures, and from the file storage the
 * backgrounds uploaded in the editor (a video by the first frame kept at its upload) and the material
 * pictures. Any other address (another site, a file that is gone) is left out of the picture.
 */
export function storedMedia(
  backgrounds: TemplateBackgroundService,
  pictures: MaterialImageService,
  storage: Storage,
): MediaSource {
  const keyOf = async (url: string, media: 'image' | 'video'): Promise<string | null> => {
    const upload = paramsOf(templateBackgroundPaths.file, url) ?? paramsOf(templateBackgroundPaths.poster, url);
    if (upload) {
      const found = await backgrounds.file(upload.id);
      return (media === 'video' || found?.kind === 'video' ? found?.posterKey : found?.storageKey) ?? null;
    }
    const picture = paramsOf(materialImagePaths.file, url);
    return picture ? ((await pictures.file(picture.id))?.storageKey ?? null) : null;
  };

  return async (url, media) => {
    const builtIn = await builtInMedia(url, media);
    if (builtIn) return builtIn;
    const key = await keyOf(url, media);
    if (!key) return null;
    try {
      return await readAll(await storage.get(key));
    } catch (err) {
      if (err instanceof StorageNotFoundError) return null;
      throw err;
    }
  };
}
