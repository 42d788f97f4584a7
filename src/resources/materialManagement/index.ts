import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The documents screen (/materialManagement): list with upload, and edit, loaded when first opened. */
const DocumentList = lazy(() => import('./DocumentPages').then((m) => ({ default: m.DocumentList })));
const DocumentEdit = lazy(() => import('./DocumentPages').then((m) => ({ default: m.DocumentEdit })));

/** The documents (/materialManagement) as a react-admin resource: the App names it and spreads these views. */
export default { list: DocumentList, edit: DocumentEdit } satisfies Omit<ResourceProps, 'name'>;
