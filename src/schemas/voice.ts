/**
 * Voices (/tts/ttsManagement 语音合成, issue 28): the speech port's voices with a spoken preview, and which
 * of them a tenant's templates may use and which one a new template starts with.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { SPEED_MAX, SPEED_MIN } from '../domain/scene/types';
import { recordOf } from './answers';
import { recordText } from './fields';

export const PREVIEW_TEXT_MAX = 100;

export const voiceTexts = {
  saved: '保存成功',
  textRequired: '请输入试听文字',
  textTooLong: `试听文字不能超过${PREVIEW_TEXT_MAX}个字符`,
  badVoice: '请选择有效的音色',
  badSpeed: `语速须在${SPEED_MIN}到${SPEED_MAX}之间`,
  defaultDisabled: '默认音色必须是启用的音色',
  noneEnabled: '至少启用一个音色',
  notEnabled: '该音色未启用，请重新选择',
  failed: '语音合成失败，请稍后重试',
  noTenant: '请先选择公司',
} as const;

const voiceId = { type: 'string', minLength: 1, maxLength: 50, errorMessage: voiceTexts.badVoice } as const;
const tenant = { type: 'string', maxLength: 100 } as const;

/** POST /api/tts/preview: a sentence spoken by one voice; answers a WAV. */
export const voicePreviewSchema = {
  $id: 'voicePreview',
  type: 'object',
  properties: {
    text: {
      type: 'string',
      minLength: 1,
      maxLength: PREVIEW_TEXT_MAX,
      pattern: '\\S',
      errorMessage: {
        type: voiceTexts.textRequired,
        minLength: voiceTexts.textRequired,
        pattern: voiceTexts.textRequired,
        maxLength: voiceTexts.textTooLong,
      },
    },
    voiceId,
    speed: { type: 'number', minimum: SPEED_MIN, maximum: SPEED_MAX, errorMessage: voiceTexts.badSpeed },
  },
  required: ['text', 'voiceId'],
  additionalProperties: false,
  errorMessage: { required: { text: voiceTexts.textRequired, voiceId: voiceTexts.badVoice } },
} as const;
export type VoicePreviewInput = FromSchema<typeof voicePreviewSchema>;

/** PUT /api/tts/voices: the tenant's enabled voices and its default (the platform admin names the tenant). */
export const voiceSettingsSchema = {
  $id: 'voiceSettings',
  type: 'object',
  properties: {
    enabled: {
      type: 'array',
      items: voiceId,
      minItems: 1,
      maxItems: 50,
      uniqueItems: true,
      errorMessage: voiceTexts.noneEnabled,
    },
    defaultVoiceId: voiceId,
    tenant,
  },
  required: ['enabled', 'defaultVoiceId'],
  additionalProperties: false,
  errorMessage: { required: { enabled: voiceTexts.noneEnabled, defaultVoiceId: voiceTexts.badVoice } },
} as const;
export type VoiceSettingsInput = FromSchema<typeof voiceSettingsSchema>;

export const voiceListQuerySchema = {
  $id: 'voiceListQuery',
  type: 'object',
  properties: { tenant, timestamp: { type: 'string' } },
  additionalProperties: false,
} as const;

const voiceRecordSchema = recordOf({
  _id: recordText,
  name: recordText,
  /** The engine's own voice the port speaks it with (espeak-ng's voice, Tencent's VoiceType). */
  engineVoice: recordText,
  speed: { type: 'number' },
  enabled: { type: 'boolean' },
  isDefault: { type: 'boolean' },
});

export const voiceListAnswer = recordOf({
  engine: recordText,
  list: { type: 'array', items: voiceRecordSchema },
});
export type VoiceList = FromSchema<typeof voiceListAnswer>;

export const voicePaths = {
  voices: '/api/tts/voices',
  preview: '/api/tts/preview',
} as const;
