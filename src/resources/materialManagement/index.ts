import { lazy } from 'react';

/** The documents screen (/materialManagement): list with upload, and edit, loaded when first opened. */
export const DocumentList = lazy(() => import('./DocumentPages').then((m) => ({ default: m.DocumentList })));
export const DocumentEdit = lazy(() => import('./DocumentPages').then((m) => ({ default: m.DocumentEdit })));
