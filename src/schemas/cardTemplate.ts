/** Share card templates (spec 3 §3 "Share card template (offer price)", §7 "Card templates"). */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, recordOf } from './answers';
import { MAX_IMAGE_BYTES } from './file';
import { recordText } from './fields';

const CARD_TEMPLATE_TYPES = ['OfferPrice'] as const;

/** The card drawn for sharing: the design width of spec 3 §9, portrait as a 5G material must be. */
export const CARD_IMAGE_WIDTH = 750;
export const CARD_IMAGE_HEIGHT = 1330;

export const cardTemplateTexts = {
  pageTitle: '5G分享模板',
  name: '车险报价单',
  badContent: '分享卡片内容不正确',
  imageRequired: '请先生成分享卡片图片',
  badImage: '分享卡片图片不正确，请重新保存',
  imageTooLarge: '图片必须小于5MB!',
  noOrganisation: '该公司还没有机构，无法保存分享卡片',
  edited: '修改成功',
} as const;

const amount = { type: ['number', 'null'] } as const;

/** One row of the content (src/domain/offerPrice.ts OfferRow); amounts and titles are checked by the domain's rules. */
const rowSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 50 },
    title: { type: 'string', maxLength: 50 },
    type: { type: 'string', enum: ['common', 'total', 'carAndShip'] },
    coverage: { type: ['string', 'null'], maxLength: 100 },
    premium: amount,
    value: amount,
    totalType: { type: 'string', enum: ['businessTotal', 'coverageTotal', 'total'] },
    current: amount,
    past: amount,
    overdueFine: amount,
  },
  required: ['id'],
  additionalProperties: false,
} as const;

/** base64 of a PNG under 5 MB, optionally as a data: URL. */
const MAX_FILE_CHARS = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 100;

/** PUT /api/cardTemplateShare/:id (spec 3 §7): the rows (or their JSON text) and the drawn card in base64. */
export const cardTemplateUpdateSchema = {
  $id: 'cardTemplateUpdate',
  type: 'object',
  properties: {
    content: {
      // The rows, or the JSON text of them as the spec's client sends it; each keyword applies to its own type.
      type: ['array', 'string'],
      maxItems: 50,
      items: rowSchema,
      maxLength: 50_000,
      errorMessage: cardTemplateTexts.badContent,
    },
    file: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_FILE_CHARS,
      errorMessage: {
        type: cardTemplateTexts.imageRequired,
        minLength: cardTemplateTexts.imageRequired,
        maxLength: cardTemplateTexts.imageTooLarge,
      },
    },
  },
  required: ['content', 'file'],
  additionalProperties: false,
  errorMessage: { required: { content: cardTemplateTexts.badContent, file: cardTemplateTexts.imageRequired } },
} as const;
export type CardTemplateUpdateInput = FromSchema<typeof cardTemplateUpdateSchema>;

/** The JSON body limit of that route: a 5 MB picture in base64 and the rows. */
export const CARD_TEMPLATE_BODY_LIMIT = MAX_FILE_CHARS + 200_000;

export const cardTemplateListQuerySchema = {
  $id: 'cardTemplateListQuery',
  type: 'object',
  properties: {
    type: { type: 'string', enum: CARD_TEMPLATE_TYPES, errorMessage: '分享模板类型不正确' },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const cardTemplateIdParamsSchema = {
  $id: 'cardTemplateIdParams',
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['id'],
} as const;

export const cardImageParamsSchema = {
  $id: 'cardImageParams',
  type: 'object',
  properties: { key: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,64}$' } },
  required: ['key'],
} as const;

const text = recordText;

/** A card template as the API answers it; its rows as stored, each amount computed by the domain's rules. */
export const cardTemplateRecordSchema = recordOf({
  _id: text,
  type: { type: 'string', enum: CARD_TEMPLATE_TYPES },
  name: text,
  content: { type: 'array', items: { ...rowSchema, required: ['id', 'title', 'type'] } },
  /** The drawn card for anyone with the link (an image link to send); null until first saved. */
  imageUrl: nullableText,
  /** The drawn card as a 5G material of the tenant (the 5G room shares it); null until first saved. */
  fileId: nullableText,
  tenant: recordOf({ _id: text, name: text }),
  updatedBy: { ...recordOf({ _id: text, fullName: text }), type: ['object', 'null'] },
  createdAt: text,
  updatedAt: text,
});
export type CardTemplateRecord = FromSchema<typeof cardTemplateRecordSchema>;

export const cardTemplatePaths = {
  list: '/api/cardTemplateShare/list',
  one: '/api/cardTemplateShare/:id',
  image: '/api/cardTemplateShare/image/:key',
} as const;
