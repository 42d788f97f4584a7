import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The 5G materials (/fifthGenerationManagement), loaded when first opened. */
const FiveGMaterialList = lazy(() => import('./MaterialList').then((m) => ({ default: m.MaterialList })));

/** The 5G materials (/fifthGenerationManagement) as a react-admin resource: the App names it and spreads these views. */
export default { list: FiveGMaterialList } satisfies Omit<ResourceProps, 'name'>;
