import type { FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  AVATAR_MAX_VIDEO_BYTES,
  AVATAR_PICTURE_EXTENSIONS,
  AVATAR_VIDEO_EXTENSIONS,
  avatarTexts,
} from '../../../src/schemas/avatar';
import { fileTexts, MAX_IMAGE_BYTES } from '../../../src/schemas/file';
import type { AppContext } from '../../context';
import { invalid } from '../../plugins/envelope';
import type { NewAvatar } from '../../services/avatars';
import { contentTypeOf, documentMatches, extensionOf, isMp4Head } from '../../services/fileContent';
import { firstFrame } from '../../services/render/media';
import { objectKey } from '../../storage';
import { receiveToTempFile } from '../files/multipart';

export const MAX_UPLOAD_BYTES = Math.max(MAX_IMAGE_BYTES, AVATAR_MAX_VIDEO_BYTES);

type AvatarFields = Omit<NewAvatar, 'kind' | 'builtinUrl' | 'storageKey' | 'posterKey' | 'contentType' | 'size'>;

const isPicture = (ext: string): ext is (typeof AVATAR_PICTURE_EXTENSIONS)[number] =>
  (AVATAR_PICTURE_EXTENSIONS as readonly string[]).includes(ext);
const isVideo = (ext: string) => (AVATAR_VIDEO_EXTENSIONS as readonly string[]).includes(ext);

/**
 * A new avatar from a multipart upload: its fields read by `fieldsOf` (which may refuse them), then its file
 * checked (a jpg or png up to 5 MB, or an MP4 up to 20 MB whose first frame can be read), stored with a
 * video's first frame beside it, and the avatar recorded. Nothing is kept when any step refuses.
 */
export async function storeAvatarFile(
  request: FastifyRequest,
  ctx: AppContext,
  fieldsOf: (received: { fields: Record<string, string> }) => Promise<AvatarFields>,
): Promise<string> {
  const received = await receiveToTempFile(request, MAX_UPLOAD_BYTES);
  const upload = received.file;
  const stored: string[] = [];
  try {
    const fields = await fieldsOf(received);
    if (!upload || upload.size === 0) throw invalid({ file: avatarTexts.fileRequired });
    const ext = extensionOf(upload.fileName);
    if (!isPicture(ext) && !isVideo(ext)) throw invalid({ file: avatarTexts.fileTypes });
    const kind = isPicture(ext) ? 'image' : 'video';
    if (upload.tooLarge || (kind === 'image' && upload.size > MAX_IMAGE_BYTES))
      throw invalid({ file: kind === 'image' ? fileTexts.imageTooLarge : avatarTexts.videoTooLarge });
    const matches = isPicture(ext)
      ? await documentMatches(upload.path, ext)
      : await isMp4Head((await readFile(upload.path)).subarray(0, 4100));
    if (!matches) throw invalid({ file: fileTexts.contentMismatch(ext) });
    const poster =
      kind === 'video'
        ? await firstFrame(upload.path).catch(() => Promise.reject(invalid({ file: avatarTexts.unreadableVideo })))
        : null;
    const folder = `tenants/${fields.tenantId}/avatars`;
    const storageKey = objectKey(folder, ext);
    await ctx.storage.put(storageKey, createReadStream(upload.path), contentTypeOf(ext));
    stored.push(storageKey);
    let posterKey: string | null = null;
    if (poster) {
      posterKey = objectKey(folder, 'png');
      await ctx.storage.put(posterKey, poster, contentTypeOf('png'));
      stored.push(posterKey);
    }
    return await ctx.avatars.insert({
      ...fields,
      kind,
      storageKey,
      posterKey,
      contentType: contentTypeOf(ext),
      size: upload.size,
    });
  } catch (err) {
    for (const key of stored)
      await ctx.storage.remove(key).catch((cause: unknown) => request.log.error({ err: cause, key }, 'orphan upload'));
    throw err;
  } finally {
    await upload?.discard();
  }
}
