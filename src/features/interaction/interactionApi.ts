/** The server calls of the interactive Q&A card template pages. */
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import { agentGroupPaths } from '../../schemas/agentGroup';
import {
  interactionTemplatePaths,
  type InteractionCreateInput,
  type InteractionDetail,
  type InteractionPreview,
  type InteractionSaveInput,
} from '../../schemas/interactionTemplate';
import { pathWith } from '../../schemas/paths';
import type { StaffGroup } from './OutcomeSection';

const one = (id: string) => pathWith(interactionTemplatePaths.one, { id });

export const interactionApi = {
  /** The tenant's customer-service groups a staff transfer may name. */
  async staffGroups(): Promise<StaffGroup[]> {
    const found = await request<ListResult<StaffGroup>>('GET', agentGroupPaths.list, {
      query: { pageIndex: 1, pageSize: 1000 },
      quiet: true,
    });
    return found.list;
  },
  create: (body: InteractionCreateInput) => request<InteractionDetail>('POST', interactionTemplatePaths.base, { body }),
  one: (id: string) => request<InteractionDetail>('GET', one(id)),
  save: (id: string, body: InteractionSaveInput) => request<InteractionDetail>('PUT', one(id), { body }),
  preview: (id: string) => request<InteractionPreview>('GET', pathWith(interactionTemplatePaths.preview, { id })),
};
