import { lazy } from 'react';

/** The videos screen (/materialVideo): list with the chunked upload, and edit, loaded when first opened. */
export const VideoList = lazy(() => import('./VideoPages').then((m) => ({ default: m.VideoList })));
export const VideoEdit = lazy(() => import('./VideoPages').then((m) => ({ default: m.VideoEdit })));
