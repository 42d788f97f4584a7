import { lazy } from 'react';

/** The video template editor (/videoTemplate/detail/:detailId/:isAudit), loaded when first opened. */
export const VideoTemplateEditor = lazy(() =>
  import('./VideoTemplateEditor').then((m) => ({ default: m.VideoTemplateEditor })),
);

/** The template audit view (/videoTemplateAudit/edit/:templateId/:isAudit?). */
export const VideoTemplateAuditEditor = lazy(() =>
  import('./VideoTemplateEditor').then((m) => ({ default: m.VideoTemplateAuditEditor })),
);
export const DynamicTemplateEditor = lazy(() =>
  import('./VideoTemplateEditor').then((m) => ({ default: m.DynamicTemplateEditor })),
);

/** The notice of a template's audit result, and the material pictures' pick the interaction cards reuse. */
export { AuditResultNotice } from './AuditResultNotice';
export { PictureChoice } from './PictureChoice';
export { useMaterialPictures } from './useMaterialPictures';
