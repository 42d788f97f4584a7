import { request } from '../../dataProvider/httpClient';
import type { BotFlow, BotInput } from '../../domain/botFlow';
import type { ListResult } from '../../schemas/api';
import {
  botPaths,
  type BotKind,
  type BotRecord,
  type BotRelate,
  type BotRelation,
  type DmStep,
} from '../../schemas/bot';
import { pathWith } from '../../schemas/paths';
import { videoContentPaths, type VideoContentRow } from '../../schemas/videoContent';
import { videoTemplatePaths, type VideoTemplateDetail, type VideoTemplateRow } from '../../schemas/videoTemplate';

/** The bot calls of spec 3 §7 "Bots" and the /dm calls of spec 2 §7.4. */
export const botApi = {
  list: (kind: BotKind, type: 'public' | 'mine') =>
    request<ListResult<BotRecord>>('GET', botPaths[kind].base, { query: { type, pageSize: 100 } }),
  get: (kind: BotKind, id: string) => request<BotRecord>('GET', pathWith(botPaths[kind].one, { id })),
  create: (kind: BotKind, body: { name: string; botKey?: string; isPublic?: boolean }) =>
    request<{ id: string }>('POST', botPaths[kind].base, { body }),
  saveFlow: (kind: BotKind, id: string, flow: BotFlow) =>
    request('PUT', pathWith(botPaths[kind].one, { id }), { body: { flow } }),
  remove: (kind: BotKind, id: string) => request('DELETE', pathWith(botPaths[kind].one, { id })),
  tenants: () => request<ListResult<{ _id: string; name: string }>>('GET', botPaths.tenants),
  allot: (kind: BotKind, id: string, tenantIds: string[]) =>
    request('PUT', pathWith(botPaths[kind].allocate, { id }), { body: { tenantIds } }),
  relate: (id: string, body: BotRelate) => request('PUT', pathWith(botPaths.relate, { id }), { body }),
  relations: (botId: string) => request<ListResult<BotRelation>>('GET', botPaths.relateList, { query: { botId } }),
  dmInit: (botId: string, callId: string) =>
    request<DmStep>('POST', botPaths.dmInit, { body: { botId, callId }, quiet: true }),
  dmTurn: (dmId: string, input: BotInput) =>
    request<DmStep>('PUT', pathWith(botPaths.dmTurn, { dmId }), { body: input, quiet: true }),
  dmEnd: (dmId: string) => request('POST', botPaths.dmEnd, { body: { dmId }, quiet: true }),
  /** The materials a flow's node may show: the tenant's video templates and contents, the first page of each. */
  videoTemplates: (pageSize: number) =>
    request<ListResult<VideoTemplateRow>>('GET', videoTemplatePaths.list, { query: { pageSize } }),
  videoTemplate: (id: string) => request<VideoTemplateDetail>('GET', pathWith(videoTemplatePaths.one, { id })),
  videoContents: (pageSize: number) =>
    request<ListResult<VideoContentRow>>('GET', videoContentPaths.list, { query: { pageSize } }),
};
