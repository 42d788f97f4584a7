import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { preloadable } from '../../frame/preloadable';

/** The remote meetings (/remoteMeeting/list and /remoteMeeting/detail/:serviceId), each loaded when first opened. */
export const MeetingList = preloadable(() => import('./MeetingList').then((m) => m.MeetingList));
export const MeetingDetail = lazy(() => import('./MeetingDetail').then((m) => ({ default: m.MeetingDetail })));

/** The remote meetings (/remoteMeeting) as a react-admin resource: the App names it and spreads these views. */
export default { list: MeetingList } satisfies Omit<ResourceProps, 'name'>;
