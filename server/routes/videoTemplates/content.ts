import { checkSave, fromStored, toStored, type StoredTemplate } from '../../../src/domain/scene/stored';
import { ErrCode } from '../../../src/schemas/api';
import type { VideoTemplateContent } from '../../../src/schemas/videoTemplate';
import { DIGITAL_TEMPLATES } from '../../../src/domain/scene/library';
import { avatarTexts } from '../../../src/schemas/avatar';
import { voiceTexts } from '../../../src/schemas/voice';
import type { AppContext } from '../../context';
import { scopeOf } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import type { AuthContext } from '../../services/sessions';

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

/**
 * The content's digital templates and voice are the user's to use in the tenant's template: a built-in
 * presenter or an avatar in use allotted to the user, and a voice the tenant has enabled.
 */
export async function checkChoices(
  ctx: Pick<AppContext, 'avatars' | 'tenantVoices'>,
  session: AuthContext,
  tenantId: string,
  content: StoredTemplate,
): Promise<void> {
  const avatarIds = content.interactionInfo.flatMap((node) =>
    node.digitalTemplateId && !DIGITAL_TEMPLATES.some((t) => t.id === node.digitalTemplateId)
      ? [node.digitalTemplateId]
      : [],
  );
  if (avatarIds.length > 0 && (await ctx.avatars.unusable(scopeOf(session), tenantId, avatarIds)).length > 0)
    throw refusedContent(avatarTexts.notAllotted);
  const voices = await ctx.tenantVoices.of(tenantId);
  if (voices.disabled.includes(content.digitalVoiceId))
    throw new AppError(ErrCode.invalid, voiceTexts.notEnabled, { fields: { digitalVoiceId: voiceTexts.notEnabled } });
}
