import { checkSave, fromStored, toStored, type StoredTemplate } from '../../../src/domain/scene/stored';
import { ErrCode } from '../../../src/schemas/api';
import type { VideoTemplateContent } from '../../../src/schemas/videoTemplate';
import { AppError } from '../../plugins/envelope';

/** A rule of the scene refused: a clear text, nothing stored. */
const refusedContent = (error: string) => new AppError(ErrCode.invalid, error, { fields: { interactionInfo: error } });

/** The content as the editor would have made it, or the scene's own refusal. */
export function checkedContent(body: VideoTemplateContent): StoredTemplate {
  const scene = fromStored(body);
  if (!scene.ok) throw refusedContent(scene.error);
  const saved = checkSave(scene.value);
  if (!saved.ok) throw refusedContent(saved.error);
  return toStored(scene.value);
}
