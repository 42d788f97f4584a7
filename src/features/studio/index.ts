import { lazy } from 'react';

/** The video template editor (/videoTemplate/detail/:detailId/:isAudit), loaded when first opened. */
export const VideoTemplateEditor = lazy(() => import('./VideoTemplateEditor').then((m) => ({ default: m.VideoTemplateEditor })));
