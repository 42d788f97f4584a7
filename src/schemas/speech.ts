/**
 * Speech recognition (spec 2 §7.4 "Speech-recognition provider", "Speech for bots"): whether an engine is
 * configured, a recording sent whole (POST media/getAsr with data and dataLen), and a signed address the
 * browser streams to itself (POST asr/url/ws). Audio is 16 kHz, 16-bit, mono PCM (a WAV of it is accepted).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';

export const ASR_SAMPLE_RATE = 16000;
/** The longest recording sent whole: 60 s of 16 kHz 16-bit mono PCM. */
export const ASR_MAX_AUDIO_BYTES = 60 * ASR_SAMPLE_RATE * 2;
/** Characters of that much audio in base64, with room for a WAV header. */
const ASR_MAX_DATA_CHARS = Math.ceil(ASR_MAX_AUDIO_BYTES / 3) * 4 + 100;
export const ASR_BODY_LIMIT = ASR_MAX_DATA_CHARS + 1000;

export const speechTexts = {
  off: '语音识别未开通，请输入文字或点选',
  badAudio: '录音格式不正确，请重新录音',
  tooLong: '录音不能超过60秒',
  failed: '语音识别失败，请重试',
} as const;

const text = { type: 'string' } as const;

/** GET speech/status: recognition is on (and by which engine) or off. */
export const speechStatusSchema = recordOf({
  enabled: { type: 'boolean' },
  engine: { type: ['string', 'null'], enum: ['tencent', null] },
  sampleRate: { type: 'integer' },
});
export type SpeechStatus = FromSchema<typeof speechStatusSchema>;

/** POST media/getAsr: the audio in base64 and its length in bytes. */
export const asrRecognizeSchema = {
  $id: 'asrRecognize',
  type: 'object',
  properties: {
    data: {
      type: 'string',
      minLength: 4,
      maxLength: ASR_MAX_DATA_CHARS,
      errorMessage: { minLength: speechTexts.badAudio, maxLength: speechTexts.tooLong, type: speechTexts.badAudio },
    },
    dataLen: { type: 'integer', minimum: 1, maximum: ASR_MAX_AUDIO_BYTES + 100, errorMessage: speechTexts.badAudio },
  },
  required: ['data', 'dataLen'],
  additionalProperties: false,
  errorMessage: { required: { data: speechTexts.badAudio, dataLen: speechTexts.badAudio } },
} as const;
export type AsrRecognizeInput = FromSchema<typeof asrRecognizeSchema>;

/** What a recording said: each sentence the engine ended, and all of them joined. */
export const asrResultSchema = recordOf({ text, sentences: { type: 'array', items: text }, voiceId: text });
export type AsrResult = FromSchema<typeof asrResultSchema>;

/** POST asr/url/ws: where the browser streams its microphone, valid until `expired` (seconds). */
export const asrSocketUrlSchema = recordOf({ url: text, voiceId: text, expired: { type: 'number' } });
export type AsrSocketUrl = FromSchema<typeof asrSocketUrlSchema>;

/**
 * One answer of the engine's socket (spec 2 §7.4): code 0 is fine; result.slice_type 0 a sentence
 * begins, 1 it changes, 2 it ends; final 1 after the end frame when all is said.
 */
export interface AsrSocketMessage {
  code: number;
  message: string;
  voice_id: string;
  final?: number;
  result?: { slice_type: 0 | 1 | 2; index: number; voice_text_str: string; start_time?: number; end_time?: number };
}

export const speechPaths = {
  status: '/api/speech/status',
  recognize: '/api/media/getAsr',
  customerRecognize: '/api/customer/asr',
  socketUrl: '/api/asr/url/ws',
} as const;
