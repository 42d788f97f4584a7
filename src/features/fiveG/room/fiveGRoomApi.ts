import { request } from '../../../dataProvider/httpClient';
import { TOKEN_HEADER, type ListResult } from '../../../schemas/api';
import { readToken, storedAgent } from '../../../session/session';
import { richMediaSharePaths, type RichMediaShare } from '../../../schemas/richMediaShare';
import { videoTemplatePaths, type VideoTemplateRow } from '../../../schemas/videoTemplate';
import { sharePaths, type RoomShare as HallShare, type RoomShareState } from '../../../schemas/roomShare';
import { fiveGPaths, type FiveGMaterial, type FiveGRoomInfo, type FiveGShare } from '../../../schemas/fiveG';
import type { CustomerInsurance } from '../../../schemas/insurance';
import { customerFormPaths, type CustomerInfo } from '../../../schemas/customerForm';
import { pathWith } from '../../../schemas/paths';
import { shareWebPaths, type ShareWebRecord } from '../../../schemas/shareWeb';
import { agentHallApi } from '../../hall';
import type { RoomApi, RoomInfo, RoomShare } from './roomApi';
import { materialIcon, type MaterialItem, type MaterialPage, type MaterialQuery } from './materials';

/**
 * A 5G material's page images as the meeting hall shares a file (src/schemas/roomShare.ts): the session is
 * a service room, and its share's page addresses carry the room's guest key, so the customer's handset
 * loads them without signing in. Refused while the document converts ('转码还未完成，请稍等片刻').
 */
async function shareFilePages(serviceId: string, fileId: string): Promise<string[]> {
  const share = await request<HallShare | null>('POST', sharePaths.shareFile, {
    body: { serviceId, fileId },
    quiet: true,
  });
  return share?.pages ?? [];
}

async function currentPages(serviceId: string): Promise<string[]> {
  const state = await request<RoomShareState>('GET', sharePaths.current, { query: { serviceId }, quiet: true });
  return state.share?.pages ?? [];
}

async function roomShareOf(serviceId: string, share: FiveGShare | null): Promise<RoomShare | null> {
  if (!share) return null;
  const images = share.kind === 'file' ? await currentPages(serviceId).catch(() => []) : [];
  return {
    kind: share.kind,
    id: share.itemId ?? share._id,
    name: share.name,
    url: share.kind === 'file' ? null : share.url,
    images,
  };
}

async function roomInfoOf(info: FiveGRoomInfo): Promise<RoomInfo> {
  return {
    serviceId: info.serviceId,
    flowId: info.flowId,
    ended: info.status === 'ended',
    userName: info.currentCall?.userName ?? info.userName,
    userPhone: info.currentCall?.userPhone ?? info.userPhone,
    connectedAt: info.currentCall?.status === 'talking' ? info.currentCall.connectedAt : null,
    share: await roomShareOf(info.serviceId, info.share),
    fiveGSop: info.fiveGSop,
    screenRecord: info.screenRecord,
    consentAt: info.consentAt,
    liveCall:
      info.currentCall?.status === 'talking'
        ? { callId: info.currentCall.callId, media: info.currentCall.media }
        : null,
  };
}

const materialOf = (material: FiveGMaterial): MaterialItem => ({
  id: material._id,
  name: material.name,
  ctime: material.createdAt,
  kind: 'file',
  icon: materialIcon(material.resType),
});

const linkOf = (link: ShareWebRecord): MaterialItem => ({
  id: link._id,
  name: link.name,
  ctime: link.createdAt,
  kind: 'link',
  icon: 'link',
  url: link.url,
});

/** An approved template: the template editor opens it for its maker and for admins, whose scope covers it. */
const templateOf = (template: VideoTemplateRow): MaterialItem => {
  const me = storedAgent();
  return {
    id: template._id,
    name: template.name,
    ctime: template.createdAt,
    kind: 'template',
    icon: 'image',
    editable: me ? me.agentRole.level !== '1' || template.agent._id === me._id : false,
  };
};

const listQuery = (query: MaterialQuery) => ({
  name: query.name,
  pageIndex: query.pageIndex,
  pageSize: query.pageSize,
});

/** The 5G room's server calls for one session (spec 2 §7.2). */
export function fiveGRoomApi(serviceId: string): RoomApi {
  const post = <T>(path: string, body: object) =>
    request<T>('POST', path, { body: { serviceId, ...body }, quiet: true });
  const readInfo = async () =>
    roomInfoOf(await request<FiveGRoomInfo>('GET', pathWith(fiveGPaths.roomInfo, { serviceId }), { quiet: true }));
  return {
    roomInfo: readInfo,
    async listMaterials(query): Promise<MaterialPage> {
      const page = await request<ListResult<FiveGMaterial>>('GET', fiveGPaths.materialList, {
        query: listQuery(query),
        quiet: true,
      });
      return { items: page.list.map(materialOf), count: page.count };
    },
    async listLinks(query): Promise<MaterialPage> {
      const page = await request<ListResult<ShareWebRecord>>('GET', shareWebPaths.list, {
        query: { ...listQuery(query), type: 'sells', status: 1, orderBy: 'createdAt', order: 'desc' },
        quiet: true,
      });
      return { items: page.list.map(linkOf), count: page.count };
    },
    async listTemplates(query): Promise<MaterialPage> {
      const page = await request<ListResult<VideoTemplateRow>>('GET', videoTemplatePaths.approvedList, {
        query: { ...listQuery(query), orderBy: 'updatedAt', order: 'desc' },
        quiet: true,
      });
      return { items: page.list.map(templateOf), count: page.count };
    },
    async templatePreview(templateId) {
      const share = await request<RichMediaShare>('GET', richMediaSharePaths.share, {
        query: { videoTemplateId: templateId },
        quiet: true,
      });
      return share.render;
    },
    customerInfo: () => request<CustomerInfo>('GET', customerFormPaths.info, { query: { serviceId }, quiet: true }),
    saveCustomerInfo: (values) =>
      request<CustomerInfo>('PUT', customerFormPaths.info, { body: { serviceId, values }, quiet: true }),
    templateSms: async (templateId, phone) =>
      void (await request('POST', fiveGPaths.templateSms, { body: { serviceId, templateId, phone }, quiet: true })),
    async startShare(item) {
      // A document still converting is refused before anything is shared.
      const images = item.kind === 'file' ? await shareFilePages(serviceId, item.id) : [];
      if (item.kind !== 'file') await request('POST', sharePaths.stop, { body: { serviceId }, quiet: true });
      const info = await post<FiveGRoomInfo>(fiveGPaths.startShare, {
        kind: item.kind,
        itemId: item.id,
        name: item.name,
        url: item.url,
      });
      const share = info.share;
      return {
        kind: item.kind,
        id: item.id,
        name: share?.name ?? item.name,
        url: item.kind === 'file' ? null : (share?.url ?? item.url ?? null),
        images,
      };
    },
    async stopShare({ callEnded = false } = {}) {
      await Promise.all([
        callEnded ? null : post(fiveGPaths.stopShare, {}),
        request('POST', sharePaths.stop, { body: { serviceId }, quiet: true }),
      ]);
    },
    sharePage: async (page) => void (await post(fiveGPaths.shareInfo, { page })),
    end: async () => void (await request('PUT', fiveGPaths.end, { body: { serviceId }, quiet: true })),
    startPhoneCall: async (call) => void (await post(fiveGPaths.startPhoneCall, call)),
    videoStatus: async (callId, media, connected) =>
      void (await request('PUT', fiveGPaths.videoStatus, {
        body: { serviceId, callId, media, connected },
        quiet: true,
      })),
    micStatus: async (callId, on) =>
      void (await request('PUT', fiveGPaths.micStatus, { body: { serviceId, callId, status: on }, quiet: true })),
    endPhoneCall: async (call) => void (await post(fiveGPaths.endPhoneCall, call)),
    endPhoneCallOnClose(call) {
      const token = readToken();
      void fetch(fiveGPaths.endPhoneCall, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
        body: JSON.stringify({ serviceId, ...call }),
      }).catch(() => undefined);
    },
    event: async (event) => void (await post(fiveGPaths.event, { event })),
    traceRecord: async (traceRecordId, status) =>
      void (await post(fiveGPaths.traceRecordStatus, { traceRecordId, status })),
    insurance: () => request<CustomerInsurance>('GET', fiveGPaths.insurance, { query: { serviceId }, quiet: true }),
    recording: agentHallApi(serviceId).recording,
  };
}
