/** The server calls of the WeCom mass-sending and moments task pages. */
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import { pathWith } from '../../schemas/paths';
import { richMediaShareLink } from '../../schemas/richMediaShare';
import { shareWebPaths, type ShareWebRecord } from '../../schemas/shareWeb';
import { videoContentPaths, type VideoContentRow } from '../../schemas/videoContent';
import {
  wecomTaskPaths,
  type WecomContact,
  type WecomSendQuery,
  type WecomTaskCreate,
  type WecomTaskListQuery,
  type WecomTaskRecord,
  type WecomSendRecord,
} from '../../schemas/wecomTask';

/** A link a WeCom task carries: its title and address. */
export interface PickedLink {
  title: string;
  url: string;
}

export interface LinkChoice extends PickedLink {
  _id: string;
}

export type LinkSource = 'videos' | 'links';

export const wecomTasksApi = {
  list: (query: WecomTaskListQuery) => request<ListResult<WecomTaskRecord>>('GET', wecomTaskPaths.list, { query }),
  one: (id: string) => request<WecomTaskRecord>('GET', pathWith(wecomTaskPaths.one, { id })),
  sends: (query: WecomSendQuery) => request<ListResult<WecomSendRecord>>('GET', wecomTaskPaths.sends, { query }),
  async contacts(): Promise<WecomContact[]> {
    return (await request<{ list: WecomContact[] }>('GET', wecomTaskPaths.contacts)).list;
  },
  /** A refusal (with its fields) is the caller's to show. */
  create: (body: WecomTaskCreate) => request('POST', wecomTaskPaths.create, { body, quiet: true }),

  /**
   * The sources of a task's link, each a page of what the agent may share: approved, rendered video contents
   * (展业素材, opened by the customer on the share page) and the enabled product links (链接素材). A customer
   * opens the link outside the product, so an address stored relative to the product's own origin is made whole.
   */
  async linkChoices(
    source: LinkSource,
    query: { pageIndex: number; pageSize: number; name?: string },
  ): Promise<ListResult<LinkChoice>> {
    if (source === 'videos') {
      const found = await request<ListResult<VideoContentRow>>('GET', videoContentPaths.shared, { query, quiet: true });
      return {
        count: found.count,
        list: found.list.map((v) => ({
          _id: v._id,
          title: v.name,
          url: richMediaShareLink(window.location.origin, { videoId: v._id }),
        })),
      };
    }
    const found = await request<ListResult<ShareWebRecord>>('GET', shareWebPaths.list, {
      query: { ...query, status: 1 },
      quiet: true,
    });
    return {
      count: found.count,
      list: found.list.map((l) => ({
        _id: l._id,
        title: l.name,
        url: new URL(l.url, window.location.origin).toString(),
      })),
    };
  },
};
