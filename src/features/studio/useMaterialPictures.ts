import { useEffect, useState } from 'react';
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import { materialImagePaths, type MaterialImageRecord, type MaterialImageType } from '../../schemas/materialImage';

export interface MaterialPicture {
  _id: string;
  name: string;
  url: string;
}

/** The config list's size (spec 3 §9: the config list is requested 999 at once). */
const CONFIG_LIST_SIZE = 999;

/**
 * The pictures of a config list (1 backgrounds, 2 stickers, 3 cards): the built-in ones first, then the
 * tenant's uploads and the platform's, each url once.
 */
export function useMaterialPictures(
  type: MaterialImageType,
  builtIn: readonly MaterialPicture[] = [],
): MaterialPicture[] {
  const [loaded, setLoaded] = useState<MaterialImageRecord[]>([]);
  useEffect(() => {
    let live = true;
    request<ListResult<MaterialImageRecord>>('GET', materialImagePaths.list, {
      query: { type, pageIndex: 1, pageSize: CONFIG_LIST_SIZE },
      quiet: true,
    })
      .then((answer) => live && setLoaded(answer.list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [type]);
  const seen = new Set(builtIn.map((item) => item.url));
  return [
    ...builtIn,
    ...loaded.filter((item) => !seen.has(item.url)).map((item) => ({ _id: item._id, name: item.name, url: item.url })),
  ];
}
