import { useEffect, useState } from 'react';
import type { FileRecord } from '../../../schemas/file';
import { useAgentHallApi } from '../HallContext';
import type { ShareSource } from './shareTabs';

/** Spec 2 §9: share lists show 10 a page. */
export const SHARE_PAGE_SIZE = 10;

export interface ShareItem {
  id: string;
  name: string;
  /** Update time (utime). */
  utime: string;
  thumbnail: string | null;
  source: ShareSource;
  /** A document's extension or a link's type, for its icon. */
  fileType: string;
  /** A document's conversion to page images and why it failed; absent for links, null for videos. */
  conversion?: FileRecord['conversion'];
  conversionError?: string | null;
}

export interface ShareListState {
  items: ShareItem[];
  count: number;
  loading: boolean;
}

/** One page of a tab's items, newest change first, filtered by name; enabled links only. A new `version` reads it again. */
export function useShareList(source: ShareSource, name: string, pageIndex: number, version = 0): ShareListState {
  const api = useAgentHallApi();
  const [state, setState] = useState<ShareListState>({ items: [], count: 0, loading: true });
  const { from, type } = source;
  useEffect(() => {
    let active = true;
    setState((current) => ({ ...current, loading: true }));
    const query = {
      type,
      name: name || undefined,
      pageIndex,
      pageSize: SHARE_PAGE_SIZE,
      orderBy: 'updatedAt',
      order: 'desc',
    };
    const load =
      from === 'links'
        ? api.listLinks({ ...query, status: 1 }).then(({ list, count }) => ({
            count,
            items: list.map((link) => ({
              id: link._id,
              name: link.name,
              utime: link.updatedAt,
              thumbnail: link.thumbnail,
              source: { from, type: link.type },
              fileType: link.type,
            })),
          }))
        : api.listFiles(query).then(({ list, count }) => ({
            count,
            items: list.map((file) => ({
              id: file._id,
              name: file.name,
              utime: file.updatedAt,
              thumbnail: null,
              source: { from, type: file.type },
              fileType: file.fileType,
              conversion: file.conversion,
              conversionError: file.conversionError,
            })),
          }));
    load
      .then((page) => active && setState({ ...page, loading: false }))
      .catch(() => active && setState({ items: [], count: 0, loading: false }));
    return () => {
      active = false;
    };
  }, [api, from, type, name, pageIndex, version]);
  return state;
}
