import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The 5G sessions, records and detail (/fifthGeneration/list, /record, /detail/:serviceId), each loaded when first opened. */
export const FiveGSessionList = lazy(() => import('./SessionList').then((m) => ({ default: m.SessionList })));
export const FiveGRecordList = lazy(() => import('./SessionList').then((m) => ({ default: m.RecordList })));
export const FiveGSessionDetail = lazy(() => import('./SessionDetail').then((m) => ({ default: m.SessionDetail })));

/** The 5G sessions (/fifthGeneration) as a react-admin resource: the App names it and spreads these views. */
export default { list: FiveGSessionList } satisfies Omit<ResourceProps, 'name'>;
