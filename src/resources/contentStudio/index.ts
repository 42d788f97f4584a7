import { lazy } from 'react';

/** The material pictures and their tags, each loaded when first opened. */
export const MaterialImageList = lazy(() =>
  import('./MaterialImageList').then((m) => ({ default: m.MaterialImageList })),
);
export const TagList = lazy(() => import('./TagList').then((m) => ({ default: m.TagList })));
