import { lazy } from 'react';

/** The 5G sessions, records and detail (/fifthGeneration/list, /record, /detail/:serviceId), each loaded when first opened. */
export const FiveGSessionList = lazy(() => import('./SessionList').then((m) => ({ default: m.SessionList })));
export const FiveGRecordList = lazy(() => import('./SessionList').then((m) => ({ default: m.RecordList })));
export const FiveGSessionDetail = lazy(() => import('./SessionDetail').then((m) => ({ default: m.SessionDetail })));
