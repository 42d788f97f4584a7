/** Schema fragments shared by the entity schemas: paging of lists and names that must say something. */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './api';

/** A record's id as the database stores it; the database refuses any other text where it expects an id. */
export const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}' as const;
export const UUID_PATTERN = `^${UUID}$` as const;

/** The last page a list may be asked for; with at most MAX_PAGE_SIZE rows a page, its offset fits any integer column. */
export const MAX_PAGE_INDEX = 1_000_000;

export const pagingTexts = {
  pageIndexInvalid: `页码需为1~${MAX_PAGE_INDEX}之间的整数`,
  pageSizeInvalid: `每页条数需为1~${MAX_PAGE_SIZE}之间的整数`,
} as const;

/** pageIndex and pageSize of a list query (ARCHITECTURE "Lists"). */
export const paging = <D extends number = typeof DEFAULT_PAGE_SIZE>(defaultSize: D = DEFAULT_PAGE_SIZE as D) =>
  ({
    pageIndex: { type: 'integer', title: '页码', minimum: 1, maximum: MAX_PAGE_INDEX, default: 1, errorMessage: pagingTexts.pageIndexInvalid },
    pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultSize, errorMessage: pagingTexts.pageSizeInvalid },
  }) as const;

/**
 * A name a person must fill in: at least one visible character (spaces alone answer like an empty one),
 * at most `max` characters. `required` and `tooLong` are the field's own Chinese texts.
 */
export const requiredName = <T extends string, M extends number>(title: T, max: M, texts: { required: string; tooLong: string }) =>
  ({
    type: 'string',
    title,
    minLength: 1,
    maxLength: max,
    pattern: '\\S',
    errorMessage: { type: texts.required, minLength: texts.required, pattern: texts.required, maxLength: texts.tooLong },
  }) as const;
