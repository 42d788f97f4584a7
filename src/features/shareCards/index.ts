import { lazy } from 'react';

/** The share card templates page (/fifthGShareTemplate), loaded when first opened. */
export const ShareTemplatePage = lazy(() =>
  import('./ShareTemplatePage').then((m) => ({ default: m.ShareTemplatePage })),
);
