import { lazy } from 'react';

/** The call history (/callRecord/list), loaded when first opened. */
export const CallRecordList = lazy(() => import('./CallRecordList').then((m) => ({ default: m.CallRecordList })));
