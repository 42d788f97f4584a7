import { lazy } from 'react';

/** The agent's material pages of approved studio content, loaded when first opened. */
export const ZgyeList = lazy(() => import('./ZgyeList').then((m) => ({ default: m.ZgyeList })));
export const ApprovedTemplateList = lazy(() =>
  import('./ApprovedTemplateList').then((m) => ({ default: m.ApprovedTemplateList })),
);
