import { lazy } from 'react';

/** The pages of a hall's beginning and end, loaded when first opened. */
export const ExhibitionHall = lazy(() => import('./ExhibitionHallPage').then((m) => ({ default: m.ExhibitionHallPage })));
export const QwEnd = lazy(() => import('./QwEndPage').then((m) => ({ default: m.QwEndPage })));
