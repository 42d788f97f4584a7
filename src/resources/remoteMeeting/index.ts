import { lazy } from 'react';

/** The remote meetings (/remoteMeeting/list and /remoteMeeting/detail/:serviceId), each loaded when first opened. */
export const MeetingList = lazy(() => import('./MeetingList').then((m) => ({ default: m.MeetingList })));
export const MeetingDetail = lazy(() => import('./MeetingDetail').then((m) => ({ default: m.MeetingDetail })));
