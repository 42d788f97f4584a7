import { lazy } from 'react';

/** The interactive Q&A card templates: the list and a template's detail, each loaded when first opened. */
export const InteractionTemplateList = lazy(() =>
  import('./InteractionTemplateList').then((m) => ({ default: m.InteractionTemplateList })),
);
export const InteractionDetailPage = lazy(() =>
  import('./InteractionDetailPage').then((m) => ({ default: m.InteractionDetailPage })),
);
