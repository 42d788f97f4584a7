/** Insurance plan books (spec 1 §7.2 GET insurancePlanBook; spec 2 §5 digital-human material). */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import { paging } from './fields';

/** The kinds offered for digital-human material (spec 1 §9, spec 3 §5). */
export const PLAN_BOOK_KINDS = ['寿险', '年金险', '两全保险'] as const;
export type PlanBookKind = (typeof PLAN_BOOK_KINDS)[number];

export const planBookTexts = {
  kindRequired: '请选择保险类型',
  planBookRequired: '请选择保险计划书',
} as const;

/** GET /api/insurancePlanBook: the company's plan books of the offered kinds, 100 a page (spec 1 §9). */
export const planBookListQuerySchema = {
  $id: 'planBookListQuery',
  type: 'object',
  properties: {
    kind: { type: 'string', enum: PLAN_BOOK_KINDS, errorMessage: planBookTexts.kindRequired },
    ...paging(100),
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const planBookRecordSchema = recordOf({
  _id: { type: 'string' },
  name: { type: 'string' },
  kind: { type: 'string', enum: PLAN_BOOK_KINDS },
  tenant: recordOf({ _id: { type: 'string' }, name: { type: 'string' } }),
});
export type PlanBookRecord = FromSchema<typeof planBookRecordSchema>;

export { planBookPaths } from './resourcePaths';
