/**
 * /richMediaShare (spec 1 §2.1, spec 2 §2.1): the public, phone-sized preview of a video template
 * (videoTemplateId) or a video content (videoId). Only what passed audit is shown: a template's approved
 * version, a content that is approved and rendered.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import { renderRecord } from './videoContent';
import { pageLink } from '../domain/pages';

export const richMediaShareTexts = {
  notShared: '分享的内容不存在或未通过审核',
  nothingChosen: '请提供要预览的视频模板或视频内容',
  previewing: '预览资源生成中..',
  previewFailed: '预览生成失败，请稍后再试',
} as const;

export const richMediaShareQuerySchema = {
  $id: 'richMediaShareQuery',
  type: 'object',
  properties: {
    videoTemplateId: { type: 'string', maxLength: 100 },
    videoId: { type: 'string', maxLength: 100 },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

/** What the page shows: the name, and the rendered video (a template's approved version renders once, then is kept a day). */
export const richMediaShareSchema = recordOf({
  kind: { type: 'string', enum: ['template', 'video'] },
  name: { type: 'string' },
  render: renderRecord,
});
export type RichMediaShare = FromSchema<typeof richMediaShareSchema>;

export const richMediaSharePaths = { share: '/api/richMediaShare' } as const;

/** The page's own address: what a share link, copied or scanned, opens. */
export const richMediaShareLink = (origin: string, source: { videoTemplateId: string } | { videoId: string }) =>
  `${origin}${pageLink('richMediaShare', {}, source)}`;
