import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The service groups screen (/customerServiceGroup), loaded when first opened. */
const GroupList = lazy(() => import('./GroupPages').then((m) => ({ default: m.GroupList })));
const GroupCreate = lazy(() => import('./GroupPages').then((m) => ({ default: m.GroupCreate })));
const GroupEdit = lazy(() => import('./GroupPages').then((m) => ({ default: m.GroupEdit })));

/** The service groups (/customerServiceGroup) as a react-admin resource: the App names it and spreads these views. */
export default { list: GroupList, create: GroupCreate, edit: GroupEdit } satisfies Omit<ResourceProps, 'name'>;
