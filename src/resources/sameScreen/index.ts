import { lazy } from 'react';

/** The same-screen screens (/sameScreen, /establishSameScreen, /recordSameScreen, /sameScreenDetails), loaded when first opened. */
export const SameScreenList = lazy(() => import('./SameScreenList').then((m) => ({ default: m.SameScreenList })));
export const SameScreenCreate = lazy(() => import('./SameScreenCreate').then((m) => ({ default: m.SameScreenCreate })));
export const SameScreenDetail = lazy(() => import('./SameScreenDetail').then((m) => ({ default: m.SameScreenDetail })));
export const SameScreenRecords = lazy(() => import('./RecordList').then((m) => ({ default: m.RecordList })));
