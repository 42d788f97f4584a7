/**
 * A digital human speaking (issue 28; spec 1 §2.2 /digitalHuman/numberObserve/:resWebId, /digitalModalIframe):
 * a digital-human link's video as its page plays it, for the signed-in user who may see the link, and for
 * anyone holding the customer's signed link to it.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, recordOf } from './answers';
import { recordText } from './fields';
import { renderRecord } from './videoContent';

export const digitalHumanTexts = {
  generating: '生成中',
  failed: '生成失败',
  notFound: '数字人视频不存在或链接已失效',
  noSpeech: '该数字人素材没有讲解视频',
  notReady: '数字人视频生成中，请稍后再共享',
  customerLink: '客户观看链接',
  copied: '复制成功',
} as const;

/** GET /api/digitalHuman/observe/:resWebId. */
export const digitalHumanObserveParamsSchema = {
  $id: 'digitalHumanObserveParams',
  type: 'object',
  properties: { resWebId: { type: 'string', maxLength: 100 } },
  required: ['resWebId'],
} as const;

/** GET /api/digitalHuman/play: the customer's signed link, as /digitalModalIframe carries it. */
export const digitalHumanPlayQuerySchema = {
  $id: 'digitalHumanPlayQuery',
  type: 'object',
  properties: {
    resWebId: { type: 'string', maxLength: 100 },
    expires: { type: 'string', maxLength: 20 },
    signature: { type: 'string', maxLength: 128 },
    timestamp: { type: 'string' },
  },
  required: ['resWebId', 'expires', 'signature'],
  additionalProperties: false,
  errorMessage: { required: digitalHumanTexts.notFound },
} as const;

/** The video as the player shows it; the observe page adds the words and the customer's link. */
export const digitalHumanVideoSchema = recordOf({
  _id: recordText,
  name: recordText,
  words: nullableText,
  render: renderRecord,
  /** The customer's page of it (/digitalModalIframe with a signature), for those who may share it. */
  customerLink: nullableText,
});
export type DigitalHumanVideo = FromSchema<typeof digitalHumanVideoSchema>;

export const digitalHumanPaths = {
  observe: '/api/digitalHuman/observe/:resWebId',
  play: '/api/digitalHuman/play',
} as const;
