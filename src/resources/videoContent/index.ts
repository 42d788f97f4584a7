import { lazy } from 'react';

/** The video content screens (/videoContent/list, /videoContent/auditList, the detail), loaded when first opened. */
export const VideoContentList = lazy(() => import('./VideoContentList').then((m) => ({ default: m.VideoContentList })));
export const VideoContentAuditList = lazy(() =>
  import('./VideoContentList').then((m) => ({ default: m.VideoContentAuditList })),
);
export const VideoContentDetail = lazy(() =>
  import('./VideoContentDetail').then((m) => ({ default: m.VideoContentDetail })),
);
