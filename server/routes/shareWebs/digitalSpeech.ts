import type { Scope } from '../../../src/domain/scope';
import { shareWebTexts } from '../../../src/schemas/shareWeb';
import type { AppContext } from '../../context';
import { invalid } from '../../plugins/envelope';
import type { DigitalSpeech } from '../../services/digitalHumanVideos';

/** What a digital-human link says and how, as sent or as stored. */
export interface DigitalFields {
  avatarId?: string | null | undefined;
  voiceId?: string | null | undefined;
  speedRate?: number | null | undefined;
  words?: string | null | undefined;
}

/**
 * The speech of a digital-human link (issue 28), checked: an avatar the user may use in the link's company
 * (allotted to them or their organisation; any of the company's for its admin), a voice the company has
 * enabled, words to say and a speed in range. Each refusal names its field.
 */
export async function digitalSpeechOf(
  ctx: AppContext,
  scope: Scope,
  tenantId: string,
  given: DigitalFields,
): Promise<DigitalSpeech> {
  const { avatarId, voiceId } = given;
  if (!avatarId) throw invalid({ avatarId: shareWebTexts.avatarRequired });
  if ((await ctx.avatars.unusable(scope, tenantId, [avatarId])).length > 0)
    throw invalid({ avatarId: shareWebTexts.avatarUnusable });
  if (!voiceId) throw invalid({ voiceId: shareWebTexts.voiceRequired });
  const { disabled } = await ctx.tenantVoices.of(tenantId);
  if (!ctx.speech.voices.some((voice) => voice.id === voiceId) || disabled.includes(voiceId))
    throw invalid({ voiceId: shareWebTexts.voiceUnusable });
  const words = given.words?.trim() ?? '';
  if (!words) throw invalid({ words: shareWebTexts.wordsRequired });
  return { tenantId, avatarId, voiceId, speed: given.speedRate ?? 1, words };
}
