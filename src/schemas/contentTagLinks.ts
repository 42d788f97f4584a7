/**
 * Tags attached to content (/TagManagement/list/:type): template tags (type 1) to video and interaction
 * templates, material tags (type 2) to video contents. Lists answer each item's tags and filter by one.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { answerSchema, recordText, UUID_PATTERN } from './fields';
import type { TagType } from './materialImage';

export const MAX_ITEM_TAGS = 10;

export type TaggedKindName = 'videoTemplate' | 'videoContent' | 'interactionTemplate';

/** Which tags each kind of item takes. */
export const TAG_TYPE_OF: Record<TaggedKindName, TagType> = {
  videoTemplate: 1,
  interactionTemplate: 1,
  videoContent: 2,
};

export const tagLinkTexts = {
  saved: '修改成功',
  label: '标签',
  badTags: '请选择有效的标签',
  tooMany: `最多选择${MAX_ITEM_TAGS}个标签`,
} as const;

/** A tag as an item's row shows it. */
const tagRefRecord = answerSchema({ _id: recordText, name: recordText });
export const tagRefsField = { type: 'array', items: tagRefRecord } as const;
export type TagRef = FromSchema<typeof tagRefRecord>;

/** PUT …/:id/tags: every tag the item has afterwards (an empty list detaches all). */
export const itemTagsSchema = {
  $id: 'itemTags',
  type: 'object',
  properties: {
    tagIds: {
      type: 'array',
      maxItems: MAX_ITEM_TAGS,
      uniqueItems: true,
      items: { type: 'string', pattern: UUID_PATTERN, errorMessage: tagLinkTexts.badTags },
      errorMessage: { maxItems: tagLinkTexts.tooMany, uniqueItems: tagLinkTexts.badTags, type: tagLinkTexts.badTags },
    },
  },
  required: ['tagIds'],
  additionalProperties: false,
  errorMessage: { required: { tagIds: tagLinkTexts.badTags } },
} as const;

/** The list filter: items carrying this tag. */
export const tagIdFilter = { type: 'string', maxLength: 100 } as const;

/** The tags column of a list view. */
export const tagsColumn = { type: 'string', title: tagLinkTexts.label, 'x-list': true } as const;
