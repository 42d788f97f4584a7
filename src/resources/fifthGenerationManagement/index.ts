import { lazy } from 'react';

/** The 5G materials (/fifthGenerationManagement), loaded when first opened. */
export const FiveGMaterialList = lazy(() => import('./MaterialList').then((m) => ({ default: m.MaterialList })));
