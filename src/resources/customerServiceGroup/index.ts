import { lazy } from 'react';

/** The service groups screen (/customerServiceGroup), loaded when first opened. */
export const GroupList = lazy(() => import('./GroupPages').then((m) => ({ default: m.GroupList })));
export const GroupCreate = lazy(() => import('./GroupPages').then((m) => ({ default: m.GroupCreate })));
export const GroupEdit = lazy(() => import('./GroupPages').then((m) => ({ default: m.GroupEdit })));
