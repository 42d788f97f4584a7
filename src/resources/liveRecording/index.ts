import { lazy } from 'react';

/** The live records (/liveRecording/list and /liveRecording/detail/:serviceId), loaded when first opened. */
export const LiveRecordingList = lazy(() => import('./LivePages').then((m) => ({ default: m.LiveRecordingList })));
export const LiveRecordingDetail = lazy(() => import('./LivePages').then((m) => ({ default: m.LiveRecordingDetail })));
