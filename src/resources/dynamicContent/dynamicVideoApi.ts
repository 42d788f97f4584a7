/** The server calls of the dynamic video pages. */
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import {
  dynamicVideoPaths,
  type DynamicVideoCreateInput,
  type DynamicVideoDetail,
  type DynamicVideoRow,
} from '../../schemas/dynamicVideo';
import { pathWith } from '../../schemas/paths';

export const dynamicVideoApi = {
  /** The batches waiting for the audit, newest first. */
  auditList: (pageIndex: number, pageSize: number) =>
    request<ListResult<DynamicVideoRow>>('GET', dynamicVideoPaths.auditList, {
      query: { pageIndex, pageSize, orderBy: 'updatedAt', order: 'desc' },
      quiet: true,
    }),
  one: (id: string) => request<DynamicVideoDetail>('GET', pathWith(dynamicVideoPaths.one, { id }), { quiet: true }),
  create: (body: DynamicVideoCreateInput) => request<DynamicVideoDetail>('POST', dynamicVideoPaths.base, { body }),
};
