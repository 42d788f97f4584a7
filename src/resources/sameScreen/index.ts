import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The same-screen screens (/sameScreen, /establishSameScreen, /recordSameScreen, /sameScreenDetails), loaded when first opened. */
const SameScreenList = lazy(() => import('./SameScreenList').then((m) => ({ default: m.SameScreenList })));
export const SameScreenCreate = lazy(() => import('./SameScreenCreate').then((m) => ({ default: m.SameScreenCreate })));
export const SameScreenDetail = lazy(() => import('./SameScreenDetail').then((m) => ({ default: m.SameScreenDetail })));
const SameScreenRecords = lazy(() => import('./RecordList').then((m) => ({ default: m.RecordList })));

/** The same-screen list (/sameScreen) as a react-admin resource: the App names it and spreads these views. */
export default { list: SameScreenList } satisfies Omit<ResourceProps, 'name'>;

/** The same-screen records (/recordSameScreen), a resource of their own. */
export const sameScreenRecords = { list: SameScreenRecords } satisfies Omit<ResourceProps, 'name'>;
