import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The call history (/callRecord/list), loaded when first opened. */
export const CallRecordList = lazy(() => import('./CallRecordList').then((m) => ({ default: m.CallRecordList })));

/** The call history (/callRecord) as a react-admin resource: the App names it and spreads these views. */
export default { list: CallRecordList } satisfies Omit<ResourceProps, 'name'>;
