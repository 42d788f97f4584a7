/**
 * What a node's background may be uploaded as (spec 3 §2 "background upload", §5 "Image and video types
 * allowed"): an image jpg, jpeg or png, or a video mp4, wmv, avi or m4v; each kind within its size.
 */
import { done, refused, type Outcome } from './types';

export const BACKGROUND_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const BACKGROUND_VIDEO_EXTENSIONS = ['mp4', 'wmv', 'avi', 'm4v'] as const;
export type BackgroundFileKind = 'image' | 'video';

export const BACKGROUND_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BACKGROUND_VIDEO_MAX_BYTES = 100 * 1024 * 1024;

export const backgroundUploadTexts = {
  badType: '只支持上传jpg、jpeg、png格式的图片或mp4、wmv、avi、m4v格式的视频',
  imageTooLarge: '背景图片必须小于5MB',
  videoTooLarge: '背景视频必须小于100MB',
  empty: '不能上传空文件',
  unreadableVideo: '无法读取该视频，请换一个视频文件',
  uploading: '背景上传中，请上传完成后再切换节点',
  savingWhileUploading: '背景上传中，请上传完成后再保存',
  uploaded: '上传成功！',
} as const;

/** The file's lower-case extension, without the dot ('' when it has none). */
export function extensionOfName(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Whether a file of that name may be a background, and as what. */
export function backgroundKindOf(fileName: string): BackgroundFileKind | null {
  const ext = extensionOfName(fileName);
  if ((BACKGROUND_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if ((BACKGROUND_VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  return null;
}

/** A file chosen as a background, checked by its name and size before anything is sent (and again by the server). */
export function checkBackgroundFile(fileName: string, size: number): Outcome<BackgroundFileKind> {
  const kind = backgroundKindOf(fileName);
  if (!kind) return refused(backgroundUploadTexts.badType);
  if (size <= 0) return refused(backgroundUploadTexts.empty);
  if (kind === 'image' && size > BACKGROUND_IMAGE_MAX_BYTES) return refused(backgroundUploadTexts.imageTooLarge);
  if (kind === 'video' && size > BACKGROUND_VIDEO_MAX_BYTES) return refused(backgroundUploadTexts.videoTooLarge);
  return done(kind);
}
