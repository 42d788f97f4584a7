import type { FastifyInstance } from 'fastify';
import { answerOf, fileAnswer } from '../../../src/schemas/answers';
import {
  voiceListAnswer,
  voiceListQuerySchema,
  voicePaths,
  voicePreviewSchema,
  voiceSettingsSchema,
  voiceTexts,
  type VoiceList,
} from '../../../src/schemas/voice';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { conflict, invalid, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { managedTenant, readTenant } from '../avatars/access';

/**
 * Voices (/tts/ttsManagement): the speech port's voices with the tenant's choice of them (everyone reads it:
 * the template editor's voice picker lists the enabled ones), the tenant admin's choice saved, and a
 * sentence spoken by a voice, answered as WAV.
 */
export function ttsRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const voices = ctx.speech.voices;
  const known = (id: string) => voices.some((voice) => voice.id === id);

  const listFor = async (tenantId: string | null): Promise<VoiceList> => {
    const choice = await ctx.tenantVoices.of(tenantId);
    return {
      engine: ctx.config.tts.engine,
      list: voices.map((voice) => ({
        _id: voice.id,
        name: voice.name,
        engineVoice: voice.engineVoice,
        speed: voice.speed,
        enabled: !choice.disabled.includes(voice.id),
        isDefault: voice.id === choice.defaultVoiceId,
      })),
    };
  };

  app.get(
    voicePaths.voices,
    { schema: { querystring: voiceListQuerySchema, response: answerOf(voiceListAnswer) } },
    async (request) => ok(await listFor(readTenant(auth(request), request.query.tenant))),
  );

  app.put(
    voicePaths.voices,
    { schema: { body: voiceSettingsSchema, response: answerOf(voiceListAnswer) } },
    async (request) => {
      const body = request.body;
      const tenantId = await managedTenant(ctx, auth(request), body.tenant);
      if (!body.enabled.every(known)) throw invalid({ enabled: voiceTexts.badVoice });
      if (!known(body.defaultVoiceId)) throw invalid({ defaultVoiceId: voiceTexts.badVoice });
      if (!body.enabled.includes(body.defaultVoiceId)) throw invalid({ defaultVoiceId: voiceTexts.defaultDisabled });
      await ctx.tenantVoices.save(tenantId, {
        disabled: voices.map((voice) => voice.id).filter((id) => !body.enabled.includes(id)),
        defaultVoiceId: body.defaultVoiceId,
      });
      return ok(await listFor(tenantId), voiceTexts.saved);
    },
  );

  app.post(
    voicePaths.preview,
    { schema: { body: voicePreviewSchema, response: fileAnswer } },
    async (request, reply) => {
      auth(request);
      const { text, voiceId, speed } = request.body;
      if (!known(voiceId)) throw invalid({ voiceId: voiceTexts.badVoice });
      let spoken;
      try {
        spoken = await ctx.speech.synthesize(text.trim(), voiceId, speed ?? 1);
      } catch (err) {
        request.log.warn({ err }, 'speech preview');
        throw conflict(voiceTexts.failed);
      }
      return reply
        .header('content-type', 'audio/wav')
        .header('cache-control', 'no-store')
        .header('content-length', String(spoken.wav.length))
        .send(spoken.wav);
    },
  );
}
