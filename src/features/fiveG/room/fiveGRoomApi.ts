import { request } from '../../../dataProvider/httpClient';
import type { ListResult } from '../../../schemas/api';
import type { FileDetail } from '../../../schemas/documentPages';
import { filePaths } from '../../../schemas/file';
import { fiveGPaths, type FiveGMaterial, type FiveGRoomInfo, type FiveGShare } from '../../../schemas/fiveG';
import { pathWith } from '../../../schemas/paths';
import { shareWebPaths, type ShareWebRecord } from '../../../schemas/shareWeb';
import type { RoomApi, RoomInfo, RoomShare } from './roomApi';
import { materialIcon, type MaterialItem, type MaterialPage, type MaterialQuery } from './share/materials';

/** The page images of a shared 5G material, from its converted pages (documentPages); refuses while converting. */
async function imagesOf(fileId: string): Promise<string[]> {
  const detail = await request<FileDetail>('GET', filePaths.detail, { query: { id: fileId }, quiet: true });
  return detail.images;
}

async function roomShareOf(share: FiveGShare | null): Promise<RoomShare | null> {
  if (!share) return null;
  const images = share.kind === 'file' && share.itemId ? await imagesOf(share.itemId).catch(() => []) : [];
  return { kind: share.kind, id: share.itemId ?? share._id, name: share.name, url: share.kind === 'file' ? null : share.url, images };
}

async function roomInfoOf(info: FiveGRoomInfo): Promise<RoomInfo> {
  return {
    serviceId: info.serviceId,
    flowId: info.flowId,
    ended: info.status === 'ended',
    userName: info.currentCall?.userName ?? info.userName,
    userPhone: info.currentCall?.userPhone ?? info.userPhone,
    connectedAt: info.currentCall?.status === 'talking' ? info.currentCall.connectedAt : null,
    share: await roomShareOf(info.share),
    fiveGSop: info.fiveGSop,
  };
}

const materialOf = (material: FiveGMaterial): MaterialItem => ({
  id: material._id,
  name: material.name,
  ctime: material.createdAt,
  kind: 'file',
  icon: materialIcon(material.resType),
});

const linkOf = (link: ShareWebRecord): MaterialItem => ({ id: link._id, name: link.name, ctime: link.createdAt, kind: 'link', icon: 'link', url: link.url });

const listQuery = (query: MaterialQuery) => ({ name: query.name, pageIndex: query.pageIndex, pageSize: query.pageSize });

/** The 5G room's server calls for one session (spec 2 §7.2). */
export function fiveGRoomApi(serviceId: string): RoomApi {
  const post = <T>(path: string, body: object) => request<T>('POST', path, { body: { serviceId, ...body }, quiet: true });
  const readInfo = async () => roomInfoOf(await request<FiveGRoomInfo>('GET', pathWith(fiveGPaths.roomInfo, { serviceId }), { quiet: true }));
  return {
    roomInfo: readInfo,
    async listMaterials(query): Promise<MaterialPage> {
      const page = await request<ListResult<FiveGMaterial>>('GET', fiveGPaths.materialList, { query: listQuery(query), quiet: true });
      return { items: page.list.map(materialOf), count: page.count };
    },
    async listLinks(query): Promise<MaterialPage> {
      const page = await request<ListResult<ShareWebRecord>>('GET', shareWebPaths.list, {
        query: { ...listQuery(query), type: 'sells', status: 1, orderBy: 'createdAt', order: 'desc' },
        quiet: true,
      });
      return { items: page.list.map(linkOf), count: page.count };
    },
    // Template materials come with the interaction templates (document 3); until then there are none to list.
    listTemplates: async () => ({ items: [], count: 0 }),
    async startShare(item) {
      // A document still converting is refused before anything is shared.
      const images = item.kind === 'file' ? await imagesOf(item.id) : [];
      const info = await post<FiveGRoomInfo>(fiveGPaths.startShare, { kind: item.kind, itemId: item.id, name: item.name, url: item.url });
      const share = info.share;
      return { kind: item.kind, id: item.id, name: share?.name ?? item.name, url: item.kind === 'link' ? (share?.url ?? item.url ?? null) : null, images };
    },
    stopShare: async () => void (await post(fiveGPaths.stopShare, {})),
    sharePage: async (page) => void (await post(fiveGPaths.shareInfo, { page })),
    end: async () => void (await request('PUT', fiveGPaths.end, { body: { serviceId }, quiet: true })),
  };
}
