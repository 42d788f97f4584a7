import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The videos screen (/materialVideo): list with the chunked upload, and edit, loaded when first opened. */
const VideoList = lazy(() => import('./VideoPages').then((m) => ({ default: m.VideoList })));
const VideoEdit = lazy(() => import('./VideoPages').then((m) => ({ default: m.VideoEdit })));

/** The videos (/materialVideo) as a react-admin resource: the App names it and spreads these views. */
export default { list: VideoList, edit: VideoEdit } satisfies Omit<ResourceProps, 'name'>;
