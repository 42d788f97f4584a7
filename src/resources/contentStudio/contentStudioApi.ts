/** The server calls of material pictures and tags. Refusals are shown by the client. */
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import {
  materialImagePaths,
  tagPaths,
  type TagAuthorizeInput,
  type TagCreateInput,
  type TagRecord,
  type TagType,
  type TagUpdateInput,
} from '../../schemas/materialImage';
import { pathWith } from '../../schemas/paths';

export const contentStudioApi = {
  /** Stores a material picture (its fields and file in one form). */
  uploadImage: (body: FormData) => request('POST', materialImagePaths.base, { body }),
  /** Every tag of the type the user sees, by name. */
  async tags(type: TagType): Promise<TagRecord[]> {
    const found = await request<ListResult<TagRecord>>('GET', tagPaths.list, {
      query: { type, pageIndex: 1, pageSize: 1000, orderBy: 'name', order: 'asc' },
      quiet: true,
    });
    return found.list;
  },
  /** Sets an item's tags, by the tags path of its kind. */
  setItemTags: (path: string, itemId: string, tagIds: string[]) =>
    request('PUT', pathWith(path, { id: itemId }), { body: { tagIds } }),
  createTag: (body: TagCreateInput) => request('POST', tagPaths.base, { body }),
  renameTag: (id: string, body: TagUpdateInput) => request('PUT', pathWith(tagPaths.one, { id }), { body }),
  authorizeTag: (id: string, body: TagAuthorizeInput) => request('PUT', pathWith(tagPaths.authorize, { id }), { body }),
};
