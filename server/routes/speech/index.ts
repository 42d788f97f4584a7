import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ASR_BODY_LIMIT,
  ASR_MAX_AUDIO_BYTES,
  ASR_SAMPLE_RATE,
  asrRecognizeSchema,
  asrResultSchema,
  asrSocketUrlSchema,
  speechPaths,
  speechStatusSchema,
  speechTexts,
  type AsrRecognizeInput,
} from '../../../src/schemas/speech';
import { answerOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { conflict, invalid, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { pcmOf, RecognitionError } from '../../services/speech/recognition';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Speech recognition for the pages (spec 2 §7.4): whether it is on, a recording turned into text (agents
 * signed in, and customers' pages under /api/customer/ with their rate limit), and a signed address an
 * agent's page streams its microphone to. Off without an engine: every call but the status says so.
 */
export function speechRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const recognizer = ctx.recognizer;
  const off = () => conflict(speechTexts.off);

  app.get(
    speechPaths.status,
    { config: { access: 'public' }, schema: { response: answerOf(speechStatusSchema) } },
    async () => ok({ enabled: recognizer !== null, engine: recognizer?.engine ?? null, sampleRate: ASR_SAMPLE_RATE }),
  );

  const recognize = async (request: FastifyRequest<{ Body: AsrRecognizeInput }>) => {
    if (!recognizer) throw off();
    const { data, dataLen } = request.body;
    const text = data.replace(/^data:[\w/.+-]+;base64,/, '');
    if (!BASE64.test(text) || text.length % 4 !== 0) throw invalid({ data: speechTexts.badAudio });
    const audio = Buffer.from(text, 'base64');
    const pcm = audio.length === dataLen ? pcmOf(audio) : null;
    if (!pcm || pcm.length === 0) throw invalid({ data: speechTexts.badAudio });
    if (pcm.length > ASR_MAX_AUDIO_BYTES) throw invalid({ data: speechTexts.tooLong });
    try {
      return ok(await recognizer.recognize(pcm));
    } catch (err) {
      if (!(err instanceof RecognitionError)) throw err;
      request.log.warn({ err }, 'speech recognition');
      throw conflict(speechTexts.failed);
    }
  };
  const options = {
    schema: { body: asrRecognizeSchema, response: answerOf(asrResultSchema) },
    bodyLimit: ASR_BODY_LIMIT,
  };
  app.post(speechPaths.recognize, options, recognize);
  app.post(speechPaths.customerRecognize, { ...options, config: { access: 'public' } }, recognize);

  app.post(speechPaths.socketUrl, { schema: { response: answerOf(asrSocketUrlSchema) } }, async () => {
    if (!recognizer) throw off();
    return ok(await recognizer.socketUrl());
  });
}
