import { lazy } from 'react';

/** The dynamic template and video pages, loaded when first opened. */
export const DynamicTemplateList = lazy(() =>
  import('./DynamicVideoList').then((m) => ({ default: m.DynamicTemplateList })),
);
export const DynamicVideoList = lazy(() => import('./DynamicVideoList').then((m) => ({ default: m.DynamicVideoList })));
export const DynamicVideoDetail = lazy(() =>
  import('./DynamicVideoDetail').then((m) => ({ default: m.DynamicVideoDetail })),
);
