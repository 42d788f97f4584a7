import { lazy } from 'react';

/** The remote meetings (/remoteMeeting/list and /remoteMeeting/detail/:serviceId), loaded when first opened. */
export const MeetingList = lazy(() => import('./MeetingPages').then((m) => ({ default: m.MeetingList })));
export const MeetingDetail = lazy(() => import('./MeetingPages').then((m) => ({ default: m.MeetingDetail })));
