import { lazy } from 'react';

/** The recording download page, loaded when first opened. */
export const DownloadVideo = lazy(() => import('./DownloadVideo').then((m) => ({ default: m.DownloadVideo })));
