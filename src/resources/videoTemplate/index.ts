import { lazy } from 'react';

/** The video template lists (/videoTemplate/configList, /videoTemplate/auditList), loaded when first opened. */
export const VideoTemplateList = lazy(() =>
  import('./VideoTemplateList').then((m) => ({ default: m.VideoTemplateList })),
);
export const VideoTemplateAuditList = lazy(() =>
  import('./VideoTemplateAuditList').then((m) => ({ default: m.VideoTemplateAuditList })),
);
