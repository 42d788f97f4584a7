/** The server calls of the video content pages. */
import { request } from '../../dataProvider/httpClient';
import { pathWith } from '../../schemas/paths';
import { videoContentPaths, type VideoContentCreateInput, type VideoContentRow } from '../../schemas/videoContent';

export const videoContentApi = {
  one: (id: string, options: { quiet?: boolean } = {}) =>
    request<VideoContentRow>('GET', pathWith(videoContentPaths.one, { id }), options),
  create: (body: VideoContentCreateInput) => request('POST', videoContentPaths.base, { body }),
};
