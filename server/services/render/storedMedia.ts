import type { Readable } from 'node:stream';
import { avatarPaths } from '../../../src/schemas/avatar';
import { materialImagePaths } from '../../../src/schemas/materialImage';
import { paramsOf } from '../../../src/schemas/paths';
import { templateBackgroundPaths } from '../../../src/schemas/templateBackground';
import { StorageNotFoundError, type Storage } from '../../storage';
import type { AvatarService } from '../avatars';
import type { MaterialImageService } from '../materialImages';
import type { TemplateBackgroundService } from '../templateBackgrounds';
import type { MediaSource } from './drawNode';
import type { AvatarLooks } from './index';
import { builtInMedia } from './media';

async function readAll(stream: Readable): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/** A stored file's bytes, or null when it is gone. */
async function stored(storage: Storage, key: string): Promise<Buffer | null> {
  try {
    return await readAll(await storage.get(key));
  } catch (err) {
    if (err instanceof StorageNotFoundError) return null;
    throw err;
  }
}

/** A speaking avatar's looks for the renderer: a video avatar's uploaded file, and a demo avatar's built-in picture. */
export function avatarLooks(avatars: AvatarService, storage: Storage): AvatarLooks {
  return async (id) => {
    const found = await avatars.file(id);
    const video = found?.kind === 'video' && found.storageKey ? await stored(storage, found.storageKey) : null;
    return { video, builtinUrl: found?.builtinUrl ?? null };
  };
}

/**
 * What a template may show, for the renderer: the built-in pictures, and from the file storage the
 * backgrounds uploaded in the editor (a video by the first frame kept at its upload), the material
 * pictures and the avatars (a video avatar by its first frame; the demo's by the web app's picture). Any other address (another site, a file that is gone) is left out of the picture.
 */
export function storedMedia(
  backgrounds: TemplateBackgroundService,
  pictures: MaterialImageService,
  avatars: AvatarService,
  storage: Storage,
): MediaSource {
  const avatarSource = async (id: string): Promise<{ key: string | null; builtIn: string | null }> => {
    const found = await avatars.file(id);
    return {
      key: (found?.kind === 'video' ? found.posterKey : found?.storageKey) ?? null,
      builtIn: found?.builtinUrl ?? null,
    };
  };
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
    const avatar = paramsOf(avatarPaths.picture, url);
    const fromAvatar = avatar ? await avatarSource(avatar.id) : null;
    if (fromAvatar?.builtIn) return builtInMedia(fromAvatar.builtIn, 'image');
    const key = fromAvatar ? fromAvatar.key : await keyOf(url, media);
    return key ? stored(storage, key) : null;
  };
}
