/** The video template calls the template, content and dynamic-video pages share. */
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import { pathWith } from '../../schemas/paths';
import {
  videoTemplatePaths,
  type VideoTemplateCreateInput,
  type VideoTemplateDetail,
  type VideoTemplateRow,
} from '../../schemas/videoTemplate';

export const videoTemplateApi = {
  /** The templates with an approved version, of one kind (all, or the dynamic ones), first 999. */
  async approved(type?: 'dynamic'): Promise<VideoTemplateRow[]> {
    const found = await request<ListResult<VideoTemplateRow>>('GET', videoTemplatePaths.list, {
      query: { pageIndex: 1, pageSize: 999, ...(type ? { type } : {}) },
    });
    return found.list.filter((row) => row.approvedVersion !== null);
  },
  one: (id: string) => request<VideoTemplateDetail>('GET', pathWith(videoTemplatePaths.one, { id })),
  create: (body: VideoTemplateCreateInput) => request<VideoTemplateDetail>('POST', videoTemplatePaths.base, { body }),
};
